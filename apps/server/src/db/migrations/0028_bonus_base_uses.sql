CREATE TABLE "bonus_base_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"deposit_order_id" bigint,
	"day" date,
	"amount" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_base_uses_amount" CHECK ("bonus_base_uses"."amount" > 0),
	CONSTRAINT "bonus_base_uses_unit" CHECK (("bonus_base_uses"."deposit_order_id" IS NULL) <> ("bonus_base_uses"."day" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "bonus_base_uses" ADD CONSTRAINT "bonus_base_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_base_uses" ADD CONSTRAINT "bonus_base_uses_deposit_order_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_base_uses_deposit" ON "bonus_base_uses" USING btree ("deposit_order_id") WHERE "bonus_base_uses"."deposit_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_base_uses_day" ON "bonus_base_uses" USING btree ("user_id","day") WHERE "bonus_base_uses"."day" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_base_uses_grant" ON "bonus_base_uses" USING btree ("grant_key");