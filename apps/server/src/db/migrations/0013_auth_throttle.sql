CREATE TABLE "auth_throttle" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "auth_throttle_scope_subject_pk" PRIMARY KEY("scope","subject")
);
