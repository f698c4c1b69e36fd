-- The order search's plan depends on how common the term is: a term in a few percent of orders is found
-- soonest by walking the date index and filtering, a rare one through the trigram index. The planner judges
-- a `like '%term%'` by the share of the column's histogram that matches; the default 100 buckets see no term
-- below about 1% (it is then taken for rare, at 0.01%), so common terms got the trigram plan and a sort of
-- every match. 1,000 buckets tell terms apart down to 0.1%.
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "orders";
