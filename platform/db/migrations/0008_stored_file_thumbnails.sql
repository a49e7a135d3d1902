ALTER TABLE "stored_files" ADD COLUMN "thumb_path" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumb_width" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumb_height" integer;