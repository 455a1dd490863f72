-- History word search per user (decision 079): one GIN index over (user_id, search_vector)
-- instead of search_vector alone. With the global index the planner ANDed the user's whole
-- btree range (200,000 rows for a heavy user) with the word's matches; btree_gin lets the
-- user's id and the word's entries be intersected inside one GIN scan, which skips through
-- the user's posting list. Every word search is scoped to one user, so the global index goes.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "posts_user_search_vector_idx" ON "posts" USING gin ("user_id", "search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "posts_search_vector_idx";
