CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msg_id" text NOT NULL,
	"frm" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"doc" text DEFAULT '' NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"msg_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"no_card" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"closed_by" text,
	"close_category" text,
	"close_description" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("msg_id","id");--> statement-breakpoint
CREATE INDEX "chats_app_status_idx" ON "chats" USING btree ("app_id","status","last_at");