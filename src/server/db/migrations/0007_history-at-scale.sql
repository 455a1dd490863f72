CREATE TABLE "post_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_user_mood_created_idx";--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_user_created_id_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_user_mood_created_id_idx" ON "posts" USING btree ("user_id","mood","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Word search (decision 048): a generated tsvector over idea and text in the
-- language-neutral 'simple' configuration (posts are written in any language;
-- no stemming, so a prefix query matches exactly what was typed), GIN-indexed.
-- Not in the Drizzle schema on purpose: only the history's SQL reads it.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("original_idea", '') || ' ' || "generated_content")) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
-- Per-user post counts, maintained per statement (a bulk insert costs one upsert per user, not one per row).
CREATE FUNCTION "post_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "post_counts" ("user_id", "total")
    SELECT "user_id", count(*) FROM "new_posts" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "total" = "post_counts"."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "post_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_counts" AS c SET "total" = c."total" - d.n
    FROM (SELECT "user_id", count(*) AS n FROM "old_posts" GROUP BY "user_id") AS d
    WHERE c."user_id" = d."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "posts_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS "old_posts" FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_after_delete"();--> statement-breakpoint
-- Backfill: the posts that exist before the triggers.
INSERT INTO "post_counts" ("user_id", "total") SELECT "user_id", count(*) FROM "posts" GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "total" = excluded."total";
