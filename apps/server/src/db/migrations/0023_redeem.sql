CREATE TABLE "redeem_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"vip_min" integer DEFAULT 1 NOT NULL,
	"one_per_player" boolean DEFAULT false NOT NULL,
	"turnover_hundredths" integer DEFAULT 100 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_batches_amount" CHECK ("redeem_batches"."amount" > 0),
	CONSTRAINT "redeem_batches_count" CHECK ("redeem_batches"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	CONSTRAINT "redeem_codes_hash" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "redeem_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"batch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"one_per_player_key" text,
	"amount" bigint NOT NULL,
	"order_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_redemptions_code" UNIQUE("code_id"),
	CONSTRAINT "redeem_redemptions_one_per_player" UNIQUE("one_per_player_key")
);
--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_redemptions" ADD CONSTRAINT "redeem_redemptions_code_id_redeem_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_redemptions" ADD CONSTRAINT "redeem_redemptions_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_redemptions" ADD CONSTRAINT "redeem_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_codes_batch" ON "redeem_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "redeem_redemptions_batch" ON "redeem_redemptions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "redeem_redemptions_user" ON "redeem_redemptions" USING btree ("user_id");