-- The venue-lock rule of spec.md §4, stated once: a lock holds until its turnover is met or the
-- venue balance is below the unlock threshold. Both transfer paths use it: ledger_house_transfers
-- (house_transfers.sql, the batched house path) and the wallet's TypeScript path
-- (apps/server/src/modules/wallet/locks.ts), which calls it in its queries.
--
-- Applied at every start by apps/server/src/ledger/sql.ts when this file changed (CREATE OR REPLACE).

-- The threshold is configuration data, sys_config `venue_unlock_below_minor` (minor units; seed
-- data 0007-ledger.json: 500 = 5 yuan). Missing is an error, never "no threshold": a NULL here
-- would make every lock look satisfied or every lock look blocking.
CREATE OR REPLACE FUNCTION venue_unlock_below() RETURNS bigint
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  v bigint;
BEGIN
  SELECT c.value::bigint INTO v FROM sys_config c WHERE c.key = 'venue_unlock_below_minor';
  IF v IS NULL THEN
    RAISE EXCEPTION 'sys_config venue_unlock_below_minor is missing (seed data 0007-ledger)';
  END IF;
  RETURN v;
END $$;

-- True when the lock no longer holds: its turnover is met, or the venue balance is below the threshold.
CREATE OR REPLACE FUNCTION venue_lock_satisfied(accumulated bigint, required bigint, venue_balance bigint, unlock_below bigint)
RETURNS boolean
LANGUAGE sql IMMUTABLE
AS $$ SELECT accumulated >= required OR venue_balance < unlock_below $$;
