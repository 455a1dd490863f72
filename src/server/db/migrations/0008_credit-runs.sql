CREATE TABLE "credit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"feature" text NOT NULL,
	"cost" integer NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_runs" ADD CONSTRAINT "credit_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_runs_idempotency_key_unique" ON "credit_runs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_runs_status_started_idx" ON "credit_runs" USING btree ("status","started_at");