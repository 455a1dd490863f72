CREATE TABLE "post_hourly_counts" (
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_hourly_counts_user_id_hour_pk" PRIMARY KEY("user_id","hour")
);
--> statement-breakpoint
ALTER TABLE "post_hourly_counts" ADD CONSTRAINT "post_hourly_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Posts per user and UTC hour of created_at (decision 065), maintained like
-- post_counts: once per statement for inserts and deletes (a bulk insert costs
-- one upsert per user and hour), and per row for the rare update that moves a
-- post in time or to another user. The hour is truncated in UTC whatever the
-- session's time zone.
CREATE FUNCTION "post_hourly_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "post_hourly_counts" ("user_id", "hour", "total")
    SELECT "user_id", date_trunc('hour', "created_at", 'UTC'), count(*) FROM "new_posts" GROUP BY 1, 2
  ON CONFLICT ("user_id", "hour") DO UPDATE SET "total" = "post_hourly_counts"."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "post_hourly_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_hourly_counts" AS c SET "total" = c."total" - d.n
    FROM (SELECT "user_id", date_trunc('hour', "created_at", 'UTC') AS "hour", count(*) AS n FROM "old_posts" GROUP BY 1, 2) AS d
    WHERE c."user_id" = d."user_id" AND c."hour" = d."hour";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "post_hourly_counts_after_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_hourly_counts" SET "total" = "total" - 1
    WHERE "user_id" = OLD."user_id" AND "hour" = date_trunc('hour', OLD."created_at", 'UTC');
  INSERT INTO "post_hourly_counts" ("user_id", "hour", "total") VALUES (NEW."user_id", date_trunc('hour', NEW."created_at", 'UTC'), 1)
  ON CONFLICT ("user_id", "hour") DO UPDATE SET "total" = "post_hourly_counts"."total" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_hourly_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "post_hourly_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "posts_hourly_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS "old_posts" FOR EACH STATEMENT EXECUTE FUNCTION "post_hourly_counts_after_delete"();--> statement-breakpoint
CREATE TRIGGER "posts_hourly_count_move" AFTER UPDATE OF "created_at", "user_id" ON "posts" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "post_hourly_counts_after_move"();--> statement-breakpoint
-- Backfill: the posts that exist before the triggers.
INSERT INTO "post_hourly_counts" ("user_id", "hour", "total")
  SELECT "user_id", date_trunc('hour', "created_at", 'UTC'), count(*) FROM "posts" GROUP BY 1, 2
ON CONFLICT ("user_id", "hour") DO UPDATE SET "total" = excluded."total";
