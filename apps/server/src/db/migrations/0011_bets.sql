CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plat_type" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"source_ref" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"details" jsonb,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_source" UNIQUE("plat_type","source_ref")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_placed" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_user_type_settled" ON "bets" USING btree ("user_id","game_type","settled_at") WHERE "bets"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "bets_settled" ON "bets" USING btree ("settled_at") WHERE "bets"."status" = 'settled';--> statement-breakpoint
-- hand-written: every house round played before this table existed becomes its bet, so upgrading installs keep
-- their bet records. Same values as the house venue writes (venues/house/service.ts): the round id is the source
-- reference, a pending lottery round is a placed bet, details = { bets, outcome } (+ drawNo for the lottery), and
-- the game type is the venue's lobby category (each house platType serves the games of one category).
INSERT INTO "bets" ("plat_type", "game_type", "game_code", "user_id", "source_ref", "stake", "valid_bet", "payout", "win_loss", "status", "details", "placed_at", "settled_at")
SELECT r."plat_type", v."game_type", r."game_code", r."user_id", r."round_id", r."bet_amount", r."valid_bet", r."payout", r."win_loss",
       CASE r."status" WHEN 'pending' THEN 'placed' ELSE r."status" END,
       jsonb_build_object('bets', r."bets", 'outcome', r."outcome")
         || CASE WHEN r."draw_no" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('drawNo', r."draw_no") END,
       r."created_at", r."settled_at"
FROM "house_rounds" r
JOIN "venues" v ON v."plat_type" = r."plat_type"
ORDER BY r."id"
ON CONFLICT ("plat_type", "source_ref") DO NOTHING;
