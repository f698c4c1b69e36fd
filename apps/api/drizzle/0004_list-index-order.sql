DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_type_status_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_type_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_assigned_status_created_at_idx";--> statement-breakpoint
DROP INDEX "coin_ledger_customer_idx";--> statement-breakpoint
DROP INDEX "contact_us_created_at_idx";--> statement-breakpoint
DROP INDEX "user_subscription_plans_status_idx";--> statement-breakpoint
CREATE INDEX "orders_assigned_created_at_idx" ON "orders" USING btree ("assigned_user","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_type_status_created_at_idx" ON "orders" USING btree ("order_type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_type_created_at_idx" ON "orders" USING btree ("order_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_assigned_status_created_at_idx" ON "orders" USING btree ("assigned_user","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coin_ledger_customer_idx" ON "coin_ledger" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_us_created_at_idx" ON "contact_us" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_subscription_plans_status_idx" ON "user_subscription_plans" USING btree ("status","start_date" DESC NULLS FIRST);