CREATE TABLE "game_categories" (
	"game_type" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plat_type" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_user_game" UNIQUE("user_id","plat_type","game_code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"plat_type" text NOT NULL,
	"game_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"game_type" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"search_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "games_plat_code" UNIQUE("plat_type","game_code")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game" FOREIGN KEY ("plat_type","game_code") REFERENCES "public"."games"("plat_type","game_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_type_sort" ON "games" USING btree ("game_type","sort");--> statement-breakpoint
CREATE INDEX "games_popular" ON "games" USING btree ("search_count" DESC,"sort");