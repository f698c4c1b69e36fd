ALTER TABLE "order_file_pages" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_file_pages" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_file_pages_storage_key_key" ON "order_file_pages" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_files_storage_key_key" ON "order_files" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "order_file_pages" ADD CONSTRAINT "order_file_pages_one_place_check" CHECK (("order_file_pages"."data" is null) <> ("order_file_pages"."storage_key" is null));