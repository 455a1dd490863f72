CREATE TABLE "linkedin_auth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"popup" boolean DEFAULT true NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_scopes" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_member_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_member_picture" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_token_client_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_post_urn" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_publishing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linkedin_auth_states" ADD CONSTRAINT "linkedin_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_auth_states" ADD CONSTRAINT "linkedin_auth_states_session_id_sessions_sid_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_auth_states_state_hash_unique" ON "linkedin_auth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "linkedin_auth_states_user_idx" ON "linkedin_auth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "linkedin_auth_states_expires_idx" ON "linkedin_auth_states" USING btree ("expires_at");