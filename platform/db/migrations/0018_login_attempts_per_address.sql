-- Failed logins are counted per username and client address (issue 23): a lock-out that anyone could
-- set for any username becomes one per address; the username as a whole is only slowed down.
-- The counts are a few minutes' worth and start again.
DELETE FROM "login_attempts";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_pkey";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_username_address_pk" PRIMARY KEY("username","address");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","window_start");
