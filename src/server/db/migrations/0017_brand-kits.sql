-- Issue #27: a user's brand kit for cards and carousels (colours, a shipped font, an optional small logo).
CREATE TABLE "brand_kits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"background" text NOT NULL,
	"text_color" text NOT NULL,
	"accent" text NOT NULL,
	"font" text DEFAULT 'inter' NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
