CREATE TABLE "qr_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"qr_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"coin_entry_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_redemptions" ADD CONSTRAINT "qr_redemptions_qr_id_qr_codes_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_redemptions" ADD CONSTRAINT "qr_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_redemptions" ADD CONSTRAINT "qr_redemptions_coin_entry_id_coin_ledger_id_fk" FOREIGN KEY ("coin_entry_id") REFERENCES "public"."coin_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_redemptions_qr_customer_key" ON "qr_redemptions" USING btree ("qr_id","customer_id");--> statement-breakpoint
CREATE INDEX "qr_redemptions_qr_idx" ON "qr_redemptions" USING btree ("qr_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "qr_redemptions_customer_idx" ON "qr_redemptions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_max_redemptions_check" CHECK ("qr_codes"."max_redemptions" is null or "qr_codes"."max_redemptions" > 0);--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_redeemed_check" CHECK ("qr_codes"."redeemed" >= 0);