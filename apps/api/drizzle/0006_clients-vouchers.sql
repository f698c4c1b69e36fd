CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"potential" text DEFAULT '' NOT NULL,
	"joined_on" timestamp with time zone DEFAULT now() NOT NULL,
	"is_advertisible" boolean DEFAULT false NOT NULL,
	"client_type" integer NOT NULL,
	"address" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_info_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"voucher_code" text NOT NULL,
	"is_assigned" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"voucher_detail" text NOT NULL,
	"cost" integer NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"image" "bytea",
	"image_url" text,
	"is_single" boolean NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_infos_id_client_key" UNIQUE("id","client_id"),
	CONSTRAINT "voucher_infos_cost_check" CHECK ("voucher_infos"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"voucher_code_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_voucher_fk" FOREIGN KEY ("voucher_info_id","client_id") REFERENCES "public"."voucher_infos"("id","client_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "voucher_infos" ADD CONSTRAINT "voucher_infos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_voucher_code_id_voucher_codes_id_fk" FOREIGN KEY ("voucher_code_id") REFERENCES "public"."voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_joined_on_idx" ON "clients" USING btree ("joined_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_client_code_key" ON "voucher_codes" USING btree ("client_id","voucher_code");--> statement-breakpoint
CREATE INDEX "voucher_codes_info_idx" ON "voucher_codes" USING btree ("voucher_info_id","id");--> statement-breakpoint
CREATE INDEX "voucher_infos_created_on_idx" ON "voucher_infos" USING btree ("created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voucher_infos_client_idx" ON "voucher_infos" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_purchases_code_key" ON "voucher_purchases" USING btree ("voucher_code_id");--> statement-breakpoint
CREATE INDEX "voucher_purchases_customer_idx" ON "voucher_purchases" USING btree ("customer_id","purchased_at" DESC NULLS FIRST);