CREATE TABLE "qr_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"company" text NOT NULL,
	"value" integer NOT NULL,
	"validity" timestamp with time zone NOT NULL,
	"generated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"redirection_url" text DEFAULT '' NOT NULL,
	"image" "bytea",
	CONSTRAINT "qr_codes_value_check" CHECK ("qr_codes"."value" >= 0 and "qr_codes"."count" >= 0),
	CONSTRAINT "qr_codes_code_check" CHECK ("qr_codes"."code" <> ''),
	CONSTRAINT "qr_codes_target_check" CHECK (("qr_codes"."redirection_url" <> '') <> ("qr_codes"."image" is not null))
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"qr_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_scans_outcome_check" CHECK ("qr_scans"."outcome" in ('redirect', 'image', 'inactive', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_qr_id_qr_codes_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_code_key" ON "qr_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_codes_generated_date_idx" ON "qr_codes" USING btree ("generated_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "qr_scans_qr_idx" ON "qr_scans" USING btree ("qr_id","scanned_at");