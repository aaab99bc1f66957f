ALTER TABLE "user_uploads" ADD COLUMN "size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_uploads_user_created" ON "user_uploads" USING btree ("user_id","created_at");