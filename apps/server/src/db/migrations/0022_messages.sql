CREATE TABLE "message_recipients" (
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	CONSTRAINT "message_recipients_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_states" (
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_states_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"user_id" bigint,
	"vip_from" integer,
	"vip_to" integer,
	"include_later" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"operator" text,
	"recipients" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_recipients_message" ON "message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_states_message" ON "message_states" USING btree ("message_id") WHERE read_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_user" ON "messages" USING btree ("user_id","id") WHERE user_id IS NOT NULL AND withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_broadcast" ON "messages" USING btree ("id","created_at") WHERE audience IN ('all', 'vip') AND withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_category" ON "messages" USING btree ("category","id");