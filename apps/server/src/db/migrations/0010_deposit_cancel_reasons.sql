-- Custom SQL migration file, put your code below! --
-- hand-written:
-- The foundation seed named the deposit cancel reasons walletRisk, noBranch and noLonger while
-- cancelRechargeOrder accepts walletRiskWarning, branchNotFound and noLongerWant (issue 11): a client
-- taking the reasons from the dictionary was refused. DEPOSIT_CANCEL_REASONS (packages/shared) is the
-- one list; databases seeded before the fix get its names here (the seed now has them, so on a new
-- database, migrated before it is seeded, these find nothing). Orders only ever stored the accepted names.
UPDATE "dictionary" SET "key" = 'walletRiskWarning', "value" = 'walletRiskWarning' WHERE "type" = 'depositCancelReason' AND "key" = 'walletRisk';--> statement-breakpoint
UPDATE "dictionary" SET "key" = 'branchNotFound', "value" = 'branchNotFound' WHERE "type" = 'depositCancelReason' AND "key" = 'noBranch';--> statement-breakpoint
UPDATE "dictionary" SET "key" = 'noLongerWant', "value" = 'noLongerWant' WHERE "type" = 'depositCancelReason' AND "key" = 'noLonger';
