CREATE TABLE "operator_login_throttle" (
	"username" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;