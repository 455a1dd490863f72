-- Issue #22: what a generated post was written from. based_on_samples is the number of the author's own
-- posts (the voice's writing samples) the writer was given (null: none); unchecked_facts lists the numbers and
-- names of a language-model version that are neither in the idea nor in the samples, still there after one
-- retry (null: nothing to flag).
ALTER TABLE "posts" ADD COLUMN "based_on_samples" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unchecked_facts" jsonb;
