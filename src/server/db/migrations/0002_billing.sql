ALTER TABLE "credit_purchases" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "credits_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_usage" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_purchases_payment_intent_idx" ON "credit_purchases" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_usage_subscription_unique" ON "discount_usage" USING btree ("subscription_id");