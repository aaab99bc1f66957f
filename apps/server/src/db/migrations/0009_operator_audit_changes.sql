ALTER TABLE "operator_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "ip" text;