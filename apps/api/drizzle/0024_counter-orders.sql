-- Orders taken at the counter: a customer made there may have no e-mail (NULL; still unique when present),
-- so the customers' search text reads it through coalesce (a NULL would blank the whole text). Dropping the
-- generated column drops its trigram index, made again below. An order records the account that placed it.
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || "mobile")) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_accounts_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
