DROP INDEX "members_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin ("name_lower" gin_trgm_ops);