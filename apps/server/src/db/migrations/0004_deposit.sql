CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"method_id" integer NOT NULL,
	"method_type" text NOT NULL,
	"provider" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"credit_amount" bigint NOT NULL,
	"depositor_name" text,
	"coin_type" text,
	"protocol" text,
	"status" text NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_reason" text,
	"remark" text,
	"flag" text,
	"paid_amount" bigint,
	"provider_ref" text,
	"journal_id" bigint,
	"reviewed_by" text,
	"reject_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"need_voucher" boolean DEFAULT false NOT NULL,
	"need_depositor_name" boolean DEFAULT false NOT NULL,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text,
	"protocols" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coin_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exchange_rate" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifies_provider_id" UNIQUE("provider","notify_id")
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_one_open" ON "deposit_orders" USING btree ("user_id") WHERE "deposit_orders"."status" IN ('awaiting_payment', 'under_review');--> statement-breakpoint
CREATE INDEX "deposit_orders_user_time" ON "deposit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_time" ON "deposit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_due" ON "deposit_orders" USING btree ("expires_at") WHERE "deposit_orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "deposit_orders_cancelled" ON "deposit_orders" USING btree ("user_id","cancelled_at") WHERE "deposit_orders"."status" = 'cancelled';