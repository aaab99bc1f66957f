CREATE TABLE "house_launch_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"plat_type" text NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_launch_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "house_lottery_draws" (
	"draw_no" text PRIMARY KEY NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"plat_type" text NOT NULL,
	"game_code" text NOT NULL,
	"bets" jsonb NOT NULL,
	"outcome" jsonb,
	"bet_amount" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"seed_id" bigint,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"draw_no" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_round_id_unique" UNIQUE("round_id")
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plat_type" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"plat_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "house_table_states" (
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_table_states_user_id_game_code_pk" PRIMARY KEY("user_id","game_code")
);
--> statement-breakpoint
ALTER TABLE "house_launch_tickets" ADD CONSTRAINT "house_launch_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_launch_tickets" ADD CONSTRAINT "house_launch_tickets_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_draw_no_house_lottery_draws_draw_no_fk" FOREIGN KEY ("draw_no") REFERENCES "public"."house_lottery_draws"("draw_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_states" ADD CONSTRAINT "house_table_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_launch_tickets_expiry" ON "house_launch_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "house_rounds_user_time" ON "house_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_pending_draw" ON "house_rounds" USING btree ("draw_no") WHERE "house_rounds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_open" ON "house_seeds" USING btree ("user_id","plat_type") WHERE "house_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "house_sessions_user" ON "house_sessions" USING btree ("user_id");