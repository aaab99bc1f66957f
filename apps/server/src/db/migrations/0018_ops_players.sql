CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"operator_id" bigint,
	"operator_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"registrations" integer NOT NULL,
	"first_depositors" integer NOT NULL,
	"active_players" integer NOT NULL,
	"active_bits" "varbit" NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_daily_game" (
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"bet_count" integer NOT NULL,
	"bets" bigint NOT NULL,
	"payouts" bigint NOT NULL,
	CONSTRAINT "stats_daily_game_day_game_type_pk" PRIMARY KEY("day","game_type")
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"registrations" integer NOT NULL,
	"first_depositors" integer NOT NULL,
	"active_bits" "varbit" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_hourly_game" (
	"hour" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"bets" bigint NOT NULL,
	"payouts" bigint NOT NULL,
	CONSTRAINT "stats_hourly_game_hour_game_type_pk" PRIMARY KEY("hour","game_type")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdraw_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_user" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_username_prefix" ON "users" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_real_name" ON "users" USING btree ("real_name");--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_completed" ON "deposit_orders" USING btree ("completed_at") WHERE "deposit_orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "deposit_orders_user_completed" ON "deposit_orders" USING btree ("user_id","completed_at") WHERE "deposit_orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "withdrawals_paid" ON "withdrawals" USING btree ("reviewed_at") WHERE "withdrawals"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "withdrawals_created" ON "withdrawals" USING btree ("created_at");