CREATE TABLE "coin_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_amount_check" CHECK ("coin_ledger"."amount" <> 0),
	CONSTRAINT "coin_ledger_source_check" CHECK ("coin_ledger"."source" in ('qr_redemption', 'voucher_purchase', 'referral', 'admin_adjustment'))
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "contact_us" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_us_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"period" text NOT NULL,
	"pages_included" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_period_check" CHECK ("subscription_plans"."period" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "subscription_plans_numbers_check" CHECK ("subscription_plans"."price" >= 0 and "subscription_plans"."pages_included" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscription_plans_status_check" CHECK ("user_subscription_plans"."status" in ('active', 'expired', 'cancelled')),
	CONSTRAINT "user_subscription_plans_dates_check" CHECK ("user_subscription_plans"."end_date" >= "user_subscription_plans"."start_date")
);
--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "coin_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "mobile")) STORED;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_us" ADD CONSTRAINT "contact_us_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_customer_idx" ON "coin_ledger" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_us_created_at_idx" ON "contact_us" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_subscription_plans_customer_idx" ON "user_subscription_plans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "user_subscription_plans_status_idx" ON "user_subscription_plans" USING btree ("status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_coin_balance_check" CHECK ("customers"."coin_balance" >= 0);