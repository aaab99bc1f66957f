CREATE TABLE "player_daily_bets" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"bet_count" integer NOT NULL,
	CONSTRAINT "player_daily_bets_day_user_id_game_type_pk" PRIMARY KEY("day","user_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"operator" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"required_bet" bigint NOT NULL,
	"keep_bet" bigint NOT NULL,
	"upgrade_gift" bigint NOT NULL,
	"birthday_gift" bigint NOT NULL,
	"weekly_red_packet" bigint NOT NULL,
	"daily_withdraw_count" integer NOT NULL,
	"daily_withdraw_limit" bigint NOT NULL,
	"promo_min_transfer" bigint NOT NULL,
	"promo_bonus_ppm" integer NOT NULL,
	"promo_max_bonus" bigint NOT NULL,
	"promo_turnover_hundredths" integer NOT NULL,
	"promo_days" integer NOT NULL,
	"promo_venue" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" BETWEEN 1 AND 10),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."required_bet" >= 0 AND "vip_levels"."keep_bet" >= 0 AND "vip_levels"."upgrade_gift" >= 0 AND "vip_levels"."birthday_gift" >= 0 AND "vip_levels"."weekly_red_packet" >= 0 AND "vip_levels"."daily_withdraw_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rebate_ratios" (
	"level" integer NOT NULL,
	"game_type" text NOT NULL,
	"ratio_ppm" integer NOT NULL,
	CONSTRAINT "vip_rebate_ratios_level_game_type_pk" PRIMARY KEY("level","game_type"),
	CONSTRAINT "vip_rebate_ratios_ppm" CHECK ("vip_rebate_ratios"."ratio_ppm" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "vip_standing" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"valid_bet_total" bigint DEFAULT 0 NOT NULL,
	"keep_valid_bet" bigint DEFAULT 0 NOT NULL,
	"keep_window_start" date NOT NULL,
	"counted_through" date,
	"last_promoted_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"type" text DEFAULT 'virtual' NOT NULL,
	"period_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_hundredths" integer DEFAULT 100 NOT NULL,
	"status" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "welfare_items_grant" UNIQUE("user_id","kind","period_key"),
	CONSTRAINT "welfare_items_amount" CHECK ("welfare_items"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_daily_bets" ADD CONSTRAINT "player_daily_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_ratios" ADD CONSTRAINT "vip_rebate_ratios_level_vip_levels_level_fk" FOREIGN KEY ("level") REFERENCES "public"."vip_levels"("level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_standing" ADD CONSTRAINT "vip_standing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_items" ADD CONSTRAINT "welfare_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_daily_bets_user" ON "player_daily_bets" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "vip_level_changes_user" ON "vip_level_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_level_changes_created" ON "vip_level_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "welfare_items_user" ON "welfare_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "welfare_items_open_expiry" ON "welfare_items" USING btree ("expires_at") WHERE "welfare_items"."status" IN ('pending', 'success');--> statement-breakpoint
CREATE INDEX "welfare_items_created" ON "welfare_items" USING btree ("created_at");