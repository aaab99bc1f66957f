ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_last_login_at" ON "users" USING btree ("last_login_at");--> statement-breakpoint
-- The latest login of each player from the sessions still kept (older ones were pruned; their players show none).
UPDATE "users" u SET "last_login_at" = s.at FROM (SELECT user_id, max(created_at) AS at FROM "user_sessions" GROUP BY user_id) s WHERE s.user_id = u.id;
