-- Scheduling and exactly-once publishing (issue #23, decision 095). One row per (post, target):
-- the unique key makes a second publication of the same scheduled post impossible.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "schedule_slots" jsonb;--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_comment" text,
	"first_comment_urn" text,
	"linkedin_post_urn" text,
	"published_at" timestamp with time zone,
	"publishing_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_status_check" CHECK ("status" IN ('scheduled', 'publishing', 'published', 'failed', 'check_linkedin'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "publications_post_target_unique" ON "publications" USING btree ("post_id", "target");--> statement-breakpoint
CREATE INDEX "publications_user_scheduled_idx" ON "publications" USING btree ("user_id", "scheduled_at", "id");--> statement-breakpoint
CREATE INDEX "publications_open_due_idx" ON "publications" USING btree ("status", "due_at") WHERE "status" in ('scheduled', 'publishing');
