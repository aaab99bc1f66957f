ALTER TABLE "redeem_batches" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_batches" ADD COLUMN "formula" jsonb;--> statement-breakpoint
ALTER TABLE "redeem_batches" ADD CONSTRAINT "redeem_batches_amount_or_formula" CHECK (("redeem_batches"."amount" IS NULL) <> ("redeem_batches"."formula" IS NULL));