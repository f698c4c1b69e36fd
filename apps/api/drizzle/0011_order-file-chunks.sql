CREATE TABLE "order_file_chunks" (
	"order_file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "order_file_chunks_order_file_id_seq_pk" PRIMARY KEY("order_file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_file_chunks" ADD CONSTRAINT "order_file_chunks_order_file_id_order_files_id_fk" FOREIGN KEY ("order_file_id") REFERENCES "public"."order_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_counts_check" CHECK ("order_files"."pages" >= 0 and "order_files"."size" >= 0);--> statement-breakpoint
ALTER TABLE "order_files" DROP COLUMN "url";--> statement-breakpoint
-- PDFs are compressed already: keep chunks out of line and uncompressed.
ALTER TABLE "order_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
