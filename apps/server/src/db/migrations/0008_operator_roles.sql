ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role" CHECK ("operators"."role" in ('owner', 'finance', 'support', 'marketing'));--> statement-breakpoint
-- hand-written:
-- Before roles every operator could do everything; the operators that exist (the built-in admin) keep that as owner.
UPDATE "operators" SET "role" = 'owner';
