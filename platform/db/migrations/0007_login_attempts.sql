CREATE TABLE "login_attempts" (
	"username" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window_start_idx" ON "login_attempts" USING btree ("window_start");--> statement-breakpoint
-- Counts of the earlier limiter (platform_meta login_failures:<username>) are superseded by this table.
DELETE FROM "platform_meta" WHERE "key" LIKE 'login_failures:%';
