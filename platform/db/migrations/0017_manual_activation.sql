CREATE TABLE "ecard_registrations" (
	"card_no" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"media_name" text NOT NULL,
	"media_no" text NOT NULL,
	"user_code" text NOT NULL,
	"email" text NOT NULL,
	"photo" text NOT NULL,
	"pin_hash" text NOT NULL,
	"registered_by" text NOT NULL,
	"ticket_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_code" text NOT NULL,
	"frm" text NOT NULL,
	"msg" text NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"code" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_code","id");--> statement-breakpoint
CREATE INDEX "tickets_app_status_idx" ON "tickets" USING btree ("app_id","status","created_at");