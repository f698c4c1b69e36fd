ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_open_prints_status_due_at_idx";--> statement-breakpoint
DROP INDEX "orders_open_prints_assigned_status_due_at_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD COLUMN "reward_coins" integer;--> statement-breakpoint
CREATE INDEX "orders_open_prints_status_due_at_idx" ON "orders" USING btree ("status","due_at","id") WHERE "orders"."status" in ('confirmed', 'assigned', 'out-for-delivery') and "orders"."order_type" = 'print';--> statement-breakpoint
CREATE INDEX "orders_open_prints_assigned_status_due_at_idx" ON "orders" USING btree ("assigned_user","status","due_at","id") WHERE "orders"."status" in ('confirmed', 'assigned', 'out-for-delivery') and "orders"."order_type" = 'print';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_check" CHECK (("orders"."status" = 'cancelled') = ("orders"."cancelled_at" is not null and "orders"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('confirmed', 'assigned', 'out-for-delivery', 'delivered', 'cancelled'));