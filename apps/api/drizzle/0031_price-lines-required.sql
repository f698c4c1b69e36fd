ALTER TABLE "orders" ALTER COLUMN "amount_due" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_lines" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gst_percentage" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "prices_include_gst" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_due_check" CHECK ("orders"."amount_due" >= "orders"."amount" - "orders"."discount");