CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"cover" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"limited_time" boolean DEFAULT false NOT NULL,
	"apply_mode" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"formula" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_apply_mode" CHECK ("activities"."apply_mode" IN ('none', 'auto', 'review'))
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"base_amount" bigint NOT NULL,
	"required_turnover" bigint NOT NULL,
	"plat_type" text,
	"welfare_item_id" bigint,
	"valid_until" timestamp with time zone,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_applications_amount" CHECK ("activity_applications"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "welfare_items" ADD COLUMN "plat_type" text;--> statement-breakpoint
ALTER TABLE "welfare_items" ADD COLUMN "lock_turnover" bigint;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_classification_activity_classifications_code_fk" FOREIGN KEY ("classification") REFERENCES "public"."activity_classifications"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_plat_type_venues_plat_type_fk" FOREIGN KEY ("plat_type") REFERENCES "public"."venues"("plat_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_welfare_item_id_welfare_items_id_fk" FOREIGN KEY ("welfare_item_id") REFERENCES "public"."welfare_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_published" ON "activities" USING btree ("published","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_grant" ON "activity_applications" USING btree ("activity_id","user_id","period_key") WHERE "activity_applications"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "activity_applications_user" ON "activity_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_applications_pending" ON "activity_applications" USING btree ("id") WHERE "activity_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "activity_applications_activity" ON "activity_applications" USING btree ("activity_id","created_at");--> statement-breakpoint
ALTER TABLE "welfare_items" ADD CONSTRAINT "welfare_items_venue_lock" CHECK (("welfare_items"."plat_type" IS NULL) = ("welfare_items"."lock_turnover" IS NULL));