-- Trigram indexes (order search) need the pg_trgm extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
