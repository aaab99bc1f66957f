CREATE TABLE "help_articles" (
	"key" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
