CREATE TABLE "payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"alias" text NOT NULL,
	"account" text NOT NULL,
	"coin_type" text,
	"protocol" text,
	"qr_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bank_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"cardholder" text NOT NULL,
	"card_type" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"required" bigint NOT NULL,
	"accumulated" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"met_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdraw_methods" (
	"type" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"extra_rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"account_id" bigint NOT NULL,
	"account" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"extra_amount" bigint DEFAULT 0 NOT NULL,
	"extra_rate_bp" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"slot" text,
	"scheduled_at" timestamp with time zone,
	"status" text NOT NULL,
	"day" text NOT NULL,
	"request_journal_id" bigint NOT NULL,
	"settle_journal_id" bigint,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_bank_cards" ADD CONSTRAINT "payout_bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_bank_cards" ADD CONSTRAINT "payout_bank_cards_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_journal_id_ledger_journals_id_fk" FOREIGN KEY ("request_journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_journal_id_ledger_journals_id_fk" FOREIGN KEY ("settle_journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_kind_account" ON "payout_accounts" USING btree ("user_id","kind","account");--> statement-breakpoint
CREATE INDEX "payout_accounts_user" ON "payout_accounts" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_bank_cards_card_no" ON "payout_bank_cards" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "payout_bank_cards_user" ON "payout_bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_source_ref" ON "turnover_requirements" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open" ON "turnover_requirements" USING btree ("user_id","id") WHERE "turnover_requirements"."met_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_day" ON "withdrawals" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");