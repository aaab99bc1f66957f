-- House venue transfers in batches (apps/server/src/ledger/house-transfers.ts is the only caller).
-- The one home of this function: migration 0003 created a first version, this file replaces it at
-- every start where its text changed (apps/server/src/ledger/sql.ts), so edits are ordinary diffs here.
--
-- A batch of central <-> house venue transfers is one call, one transaction, one commit. Items are
-- given as parallel arrays (item i = element i of each). Every rule of an item is checked before
-- anything of it is written, so a refused item leaves nothing behind and the others go on; the
-- accepted ones are then written set-wise: balances, journals, postings (balance_after in item
-- order), transfer rows, the players' records and Idempotency-Key answers. The one-by-one path
-- (modules/wallet/transfers.ts) states the same outcomes; test/house-transfers-parity.test.ts holds them equal.
--
-- Locks are taken first, for the whole batch, in the one global order every ledger writer uses
-- (open venue locks by id, then accounts by id), so concurrent batches never deadlock.

-- 0003's version took the unlock threshold as its last argument; it now comes from sys_config
-- (venue_locks.sql). A different signature would be a second function beside it, so drop that one.
DROP FUNCTION IF EXISTS ledger_house_transfers(bigint[], text[], text[], bigint[], text[], bigint[], bigint[], text[], text[], text[], text[], bigint);

CREATE OR REPLACE FUNCTION ledger_house_transfers(
  p_user bigint[], p_plat text[], p_dir text[], p_amount bigint[], p_order text[],
  p_central bigint[], p_venue bigint[], p_mode text[], p_scope text[], p_key text[], p_hash text[])
RETURNS TABLE (idx integer, outcome text, central bigint, venue bigint, response text)
LANGUAGE plpgsql
AS $$
DECLARE
  n integer := cardinality(p_user);
  i integer;
  ci integer;
  vi integer;
  ki integer;
  delta bigint;
  v_status text;
  has_locks boolean;
  unlock_below bigint;
  acc_ids bigint[]; acc_owner bigint[]; acc_kind text[]; acc_bal bigint[]; acc_start bigint[];
  plats text[]; plat_status text[];
  key_ids text[]; key_hash text[]; key_resp text[];
  r_outcome text[] := array_fill(NULL::text, ARRAY[n]);
  r_central bigint[] := array_fill(NULL::bigint, ARRAY[n]);
  r_venue bigint[] := array_fill(NULL::bigint, ARRAY[n]);
  r_response text[] := array_fill(NULL::text, ARRAY[n]);
  ok_i integer[] := '{}';
  k_scope text[] := '{}'; k_key text[] := '{}'; k_hash text[] := '{}'; k_resp text[] := '{}';
BEGIN
  -- Lookups are joins driven by the (few) items, so they stay index scans as the tables grow.
  PERFORM 1 FROM venue_locks l
   WHERE l.id IN (SELECT l2.id FROM unnest(p_user, p_plat) AS u(uid, plat)
                    JOIN venue_locks l2 ON l2.user_id = u.uid AND l2.plat_type = u.plat AND l2.released_at IS NULL)
   ORDER BY l.id FOR UPDATE;
  has_locks := FOUND;
  -- Read only when some item has a lock: the hot path without locks skips it.
  IF has_locks THEN unlock_below := venue_unlock_below(); END IF;
  SELECT array_agg(a.id), array_agg(a.user_id), array_agg(a.kind), array_agg(a.balance)
    INTO acc_ids, acc_owner, acc_kind, acc_bal
    FROM (SELECT a.id, a.user_id, a.kind, a.balance FROM ledger_accounts a
           WHERE a.id = ANY (p_central || p_venue) AND a.currency = 'CNY'
           ORDER BY a.id FOR UPDATE) a;
  acc_start := acc_bal;
  SELECT array_agg(v.plat_type), array_agg(v.status) INTO plats, plat_status FROM venues v WHERE v.provider = 'house';
  -- Read after the account locks: a concurrent repeat of a key waited for the first to commit.
  SELECT array_agg(k.scope || ' ' || k.key), array_agg(k.request_hash), array_agg(k.response)
    INTO key_ids, key_hash, key_resp
    FROM unnest(p_scope, p_key) AS u(s, k)
    JOIN idempotency_keys k ON k.scope = u.s AND k.key = u.k;

  FOR i IN 1 .. n LOOP
    ci := array_position(acc_ids, p_central[i]);
    vi := array_position(acc_ids, p_venue[i]);
    IF ci IS NULL OR vi IS NULL OR acc_owner[ci] IS DISTINCT FROM p_user[i] OR acc_kind[ci] <> 'central'
       OR acc_owner[vi] IS DISTINCT FROM p_user[i] OR acc_kind[vi] <> 'venue:' || p_plat[i] THEN
      RAISE EXCEPTION 'house transfer %: accounts % / % are not the player''s', p_order[i], p_central[i], p_venue[i];
    END IF;

    -- Idempotency-Key (api-contract.md Wallet): a repeat gets the first answer and moves nothing.
    IF p_key[i] IS NOT NULL THEN
      ki := array_position(key_ids, p_scope[i] || ' ' || p_key[i]);
      IF ki IS NOT NULL THEN
        IF key_hash[ki] = p_hash[i] THEN r_outcome[i] := 'replay'; r_response[i] := key_resp[ki];
        ELSE r_outcome[i] := 'keyReused';
        END IF;
        CONTINUE;
      END IF;
    END IF;

    v_status := plat_status[array_position(plats, p_plat[i])];
    IF v_status IS NULL THEN r_outcome[i] := 'venueNotFound'; CONTINUE; END IF;
    IF v_status <> 'normal' THEN r_outcome[i] := 'venueMaintenance'; CONTINUE; END IF;

    -- spec.md §4 (venue_lock_satisfied): a lock blocks money leaving the venue, judged on the venue
    -- balance before the transfer. Checked before the balance, as the one-by-one path does.
    IF has_locks AND p_dir[i] = 'out' AND EXISTS (
      SELECT 1 FROM venue_locks l
       WHERE l.user_id = p_user[i] AND l.plat_type = p_plat[i] AND l.released_at IS NULL
         AND NOT venue_lock_satisfied(l.accumulated_turnover, l.required_turnover, acc_bal[vi], unlock_below)) THEN
      r_outcome[i] := 'venueLocked'; CONTINUE;
    END IF;

    -- spec.md §5: the amount may not exceed the source balance.
    delta := CASE WHEN p_dir[i] = 'in' THEN p_amount[i] ELSE -p_amount[i] END;
    IF p_amount[i] <= 0 OR acc_bal[ci] - delta < 0 OR acc_bal[vi] + delta < 0 THEN
      r_outcome[i] := 'insufficient'; CONTINUE;
    END IF;

    -- spec.md §4: any transfer (either way) releases the locks whose condition holds.
    IF has_locks THEN
      UPDATE venue_locks l SET released_at = now(), release_reason = 'transfer'
       WHERE l.user_id = p_user[i] AND l.plat_type = p_plat[i] AND l.released_at IS NULL
         AND venue_lock_satisfied(l.accumulated_turnover, l.required_turnover, acc_bal[vi], unlock_below);
    END IF;

    acc_bal[ci] := acc_bal[ci] - delta;
    acc_bal[vi] := acc_bal[vi] + delta;
    r_outcome[i] := 'ok'; r_central[i] := acc_bal[ci]; r_venue[i] := acc_bal[vi];
    ok_i := ok_i || i;
    IF p_key[i] IS NOT NULL THEN
      -- Minor units: the caller formats them (packages/shared money.ts is the only formatter).
      r_response[i] := json_build_object('orderNo', p_order[i], 'central', acc_bal[ci]::text, 'venueBalance', acc_bal[vi]::text)::text;
      key_ids := key_ids || (p_scope[i] || ' ' || p_key[i]); key_hash := key_hash || p_hash[i]; key_resp := key_resp || r_response[i];
      k_scope := k_scope || p_scope[i]; k_key := k_key || p_key[i]; k_hash := k_hash || p_hash[i]; k_resp := k_resp || r_response[i];
    END IF;
  END LOOP;

  IF cardinality(ok_i) > 0 THEN
    UPDATE ledger_accounts a SET balance = u.bal
      FROM unnest(acc_ids, acc_bal, acc_start) AS u(id, bal, start)
     WHERE a.id = u.id AND u.bal <> u.start;
    WITH t AS (
      SELECT x.i, p_order[x.i] AS o, p_user[x.i] AS u, p_plat[x.i] AS plat, p_dir[x.i] AS dir, p_amount[x.i] AS amount,
             CASE WHEN p_dir[x.i] = 'in' THEN p_amount[x.i] ELSE -p_amount[x.i] END AS delta,
             p_central[x.i] AS cid, p_venue[x.i] AS vid, r_central[x.i] AS cafter, r_venue[x.i] AS vafter, p_mode[x.i] AS mode
        FROM unnest(ok_i) AS x(i)
    ), j AS (
      INSERT INTO ledger_journals (type, reference, idempotency_key, actor)
      SELECT 'transfer', t.o, 'transfer:' || t.o, 'user:' || t.u FROM t ORDER BY t.i
      RETURNING id, reference
    ), tj AS (
      SELECT t.*, j.id AS journal_id FROM t JOIN j ON j.reference = t.o
    ), p AS (
      -- In item order, so each account's last balance_after is its balance.
      INSERT INTO ledger_postings (journal_id, account_id, amount, balance_after)
      SELECT s.journal_id, s.account_id, s.amount, s.balance_after FROM (
        SELECT tj.i, 0 AS side, tj.journal_id, tj.cid AS account_id, -tj.delta AS amount, tj.cafter AS balance_after FROM tj
        UNION ALL
        SELECT tj.i, 1, tj.journal_id, tj.vid, tj.delta, tj.vafter FROM tj) s
      ORDER BY s.i, s.side
    ), vt AS (
      INSERT INTO venue_transfers (order_no, user_id, plat_type, direction, amount, status, journal_id)
      SELECT tj.o, tj.u, tj.plat, tj.dir, tj.amount, 'confirmed', tj.journal_id FROM tj ORDER BY tj.i
    ), k AS (
      INSERT INTO idempotency_keys (scope, key, route, request_hash, response)
      SELECT s, k, 'convertMoney', h, r FROM unnest(k_scope, k_key, k_hash, k_resp) AS y(s, k, h, r)
    )
    INSERT INTO wallet_records (order_no, user_id, type, mode, amount, status)
    SELECT tj.o, tj.u, 'transfer', tj.mode, -tj.delta, 'success' FROM tj ORDER BY tj.i;
  END IF;

  FOR i IN 1 .. n LOOP
    idx := i - 1; outcome := r_outcome[i]; central := r_central[i]; venue := r_venue[i]; response := r_response[i];
    RETURN NEXT;
  END LOOP;
END $$;
