ALTER TABLE "customers" ADD COLUMN "email_verify_token_issued_at" timestamp with time zone;--> statement-breakpoint
-- A verification link works for 48 hours from when it was issued: the links e-mailed before this count from now.
UPDATE "customers" SET "email_verify_token_issued_at" = now() WHERE "email_verify_token_hash" IS NOT NULL;
