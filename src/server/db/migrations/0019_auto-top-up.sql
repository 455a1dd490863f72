-- Auto top-up (issue #24, decision 093): the pack a user chose, and one row per
-- attempt, numbered within its calendar month (UTC). The unique
-- (user, month, sequence) is the purchase's idempotency key at Stripe too.
ALTER TABLE "users" ADD COLUMN "auto_top_up_pack" text;
--> statement-breakpoint
CREATE TABLE "auto_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"month" text NOT NULL,
	"sequence" integer NOT NULL,
	"pack_type" text NOT NULL,
	"credits_amount" integer NOT NULL,
	"price_amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_top_ups_user_month_sequence_unique" ON "auto_top_ups" USING btree ("user_id","month","sequence");
--> statement-breakpoint
CREATE INDEX "auto_top_ups_payment_intent_idx" ON "auto_top_ups" USING btree ("stripe_payment_intent_id");
