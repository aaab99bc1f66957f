CREATE TABLE "chat_canned_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"assigned_to" bigint,
	"last_message_id" bigint,
	"last_text" text,
	"last_at" timestamp with time zone,
	"player_read_up_to" bigint DEFAULT 0 NOT NULL,
	"operator_read_up_to" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status_known" CHECK ("chat_conversations"."status" in ('queued', 'assigned', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_duty" (
	"operator_id" bigint PRIMARY KEY NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"text" text,
	"image" text,
	"client_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender_known" CHECK ("chat_messages"."sender" in ('player', 'operator', 'system'))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_duty" ADD CONSTRAINT "chat_duty_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_open" ON "chat_conversations" USING btree ("user_id") WHERE "chat_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_conversations_user" ON "chat_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_status_last" ON "chat_conversations" USING btree ("status","last_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id" ON "chat_messages" USING btree ("conversation_id","client_id");