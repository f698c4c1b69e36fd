-- orders_created_at_idx carries search_text as a last key column (never compared: the id before it is
-- unique), so that a search walks the newest orders on the index alone, without reading the wide rows; a
-- partial index without key columns serves the completed prints' deep pages (docs/api.md).
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_delivered_prints_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."status" = 'delivered' and "orders"."order_type" = 'print';--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");