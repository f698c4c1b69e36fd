-- Preflight per order file: page sizes, orientation and warnings found at upload (files stored before have none).
ALTER TABLE "order_files" ADD COLUMN "preflight" jsonb;
