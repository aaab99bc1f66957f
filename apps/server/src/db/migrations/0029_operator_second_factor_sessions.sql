CREATE TABLE "operator_code_throttle" (
	"operator_id" bigint PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_code_throttle" ADD CONSTRAINT "operator_code_throttle_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A session opened after its operator enabled the second factor needed a code to log in: it proved the factor. One
-- opened before (the password alone, including the one that enrolled) did not, and ends (issue 23 item 1).
UPDATE "operator_sessions" s SET "second_factor_at" = s."created_at" FROM "operators" o WHERE o."id" = s."operator_id" AND o."totp_enabled_at" IS NOT NULL AND s."created_at" >= o."totp_enabled_at";
