-- Discount codes hold a use per open checkout (decision 090).
ALTER TABLE "discount_codes" ADD COLUMN "uses_per_user" integer DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "discount_usage" ADD COLUMN "over_limit" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "discount_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL REFERENCES "discount_codes"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"stripe_session_id" text,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "discount_reservations_code_status_idx" ON "discount_reservations" USING btree ("discount_code_id","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_reservations_session_unique" ON "discount_reservations" USING btree ("stripe_session_id");
