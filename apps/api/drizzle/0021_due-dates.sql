-- Due dates: every order is promised for a moment. The orders made before give created_at + the default
-- turnaround (48 h; old undelivered orders are then overdue, which is true); new ones get theirs when placed.
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "due_at" = "created_at" + interval '48 hours';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rush" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_due_at_idx" ON "orders" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "orders_assigned_due_at_idx" ON "orders" USING btree ("assigned_user","due_at","id");
