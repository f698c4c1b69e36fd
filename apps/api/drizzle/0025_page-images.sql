CREATE TABLE "order_file_pages" (
	"order_file_id" integer NOT NULL,
	"page" integer NOT NULL,
	"width" integer NOT NULL,
	"failed" boolean NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "order_file_pages_order_file_id_page_width_pk" PRIMARY KEY("order_file_id","page","width")
);
--> statement-breakpoint
ALTER TABLE "order_file_pages" ADD CONSTRAINT "order_file_pages_order_file_id_order_files_id_fk" FOREIGN KEY ("order_file_id") REFERENCES "public"."order_files"("id") ON DELETE cascade ON UPDATE no action;