ALTER TABLE "messages" ADD COLUMN "notice_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_notice" ON "messages" USING btree ("notice_id") WHERE notice_id IS NOT NULL;--> statement-breakpoint
-- Announcements published before this migration get their message too (issue 24: what the operator picks is where the player finds it).
INSERT INTO "messages" ("category", "audience", "include_later", "title", "content", "recipients", "created_at", "notice_id")
SELECT 'announcement', 'all', true, n."title", n."content", (SELECT count(*)::int FROM "users"), COALESCE(n."starts_at", n."created_at"), n."id"
FROM "notices" n WHERE n."type" = 'announcement';
