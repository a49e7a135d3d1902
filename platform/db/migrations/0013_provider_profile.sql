ALTER TABLE "premium_providers" ADD COLUMN "latlong" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "link_button" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "title_button" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "banner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;