-- Issue #27: images are real files in media storage (disk or S3). A row says how it came to be (kind), where its
-- bytes are and what they are; profile pictures are rows too (kind 'profile'), so deletion and export see them.
ALTER TABLE "images" ADD COLUMN "kind" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "details" jsonb;--> statement-breakpoint
UPDATE "images" SET "kind" = 'upload' WHERE "is_custom_upload";--> statement-breakpoint
UPDATE "images" SET "kind" = 'ai' WHERE NOT "is_custom_upload";--> statement-breakpoint
CREATE INDEX "images_post_idx" ON "images" USING btree ("post_id");
