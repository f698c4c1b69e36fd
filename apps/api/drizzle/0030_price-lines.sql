-- Orders keep their price line by line, with the GST terms and the amount due they were priced with. An order
-- placed before gets one line, its amount, priced with GST included at 18% (what the shop charged then), so
-- that what it owes stays amount − discount. The next migration makes the columns required.
ALTER TABLE "orders" ADD COLUMN "amount_due" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_gst" boolean;--> statement-breakpoint
UPDATE "orders" SET
  "price_lines" = jsonb_build_array(jsonb_build_object(
    'label', 'Printing (priced before itemised lines)', 'quantity', 1, 'unit_price', "amount", 'amount', "amount")),
  "gst_percentage" = 18,
  "prices_include_gst" = true,
  "amount_due" = "amount" - "discount";
