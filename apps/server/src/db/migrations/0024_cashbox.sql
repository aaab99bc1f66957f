CREATE TABLE "cashbox_income" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"eligible" bigint NOT NULL,
	"income" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashbox_income_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "cashbox_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashbox_moves_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "cashbox_state" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"total_income" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cashbox_state_carry" CHECK ("cashbox_state"."carry" >= 0 AND "cashbox_state"."carry" < 3650000)
);
--> statement-breakpoint
ALTER TABLE "cashbox_income" ADD CONSTRAINT "cashbox_income_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbox_moves" ADD CONSTRAINT "cashbox_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbox_state" ADD CONSTRAINT "cashbox_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashbox_income_day" ON "cashbox_income" USING btree ("day");--> statement-breakpoint
CREATE INDEX "cashbox_moves_user" ON "cashbox_moves" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cashbox_moves_at" ON "cashbox_moves" USING btree ("at");