-- Writing samples per brand voice (issue 22, decision 105). Retrieval by idea goes
-- through search_vector (generated, 'simple' configuration) with a GIN index over
-- (voice_id, search_vector) (btree_gin): every lookup is scoped to one voice.
-- The list's search box uses ILIKE '%term%', served by the trigram index.
CREATE TABLE "brand_voice_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "text")) STORED
);--> statement-breakpoint
ALTER TABLE "brand_voice_samples" ADD CONSTRAINT "brand_voice_samples_voice_id_brand_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."brand_voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_voice_samples" ADD CONSTRAINT "brand_voice_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_voice_samples_voice_hash_idx" ON "brand_voice_samples" USING btree ("voice_id","text_hash");--> statement-breakpoint
CREATE INDEX "brand_voice_samples_voice_created_idx" ON "brand_voice_samples" USING btree ("voice_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_voice_samples_user_idx" ON "brand_voice_samples" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brand_voice_samples_text_trgm_idx" ON "brand_voice_samples" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_voice_samples_voice_search_idx" ON "brand_voice_samples" USING gin ("voice_id", "search_vector");
