import { formatMinor, toMinor, type LangCode } from '@app/shared';
import type { Db } from '../../db/client.js';
import { withIdempotency } from '../../platform/index.js';
import { balancesOf, lockPlayerAccounts } from '../../ledger/ledger.js';
import { pickLang } from '../../lib/i18n-text.js';
import { adapterFor } from '../../venues/registry.js';
import { listVenues } from '../../venues/repo.js';
import { locksAt } from './locks.js';
import * as repo from './repo.js';
import { startTransfer, type MoneyCaller } from './transfers.js';

interface RecoveredVenue {
  platType: string;
  name: string;
  amount: string;
  status: 'recovered' | 'pending' | 'skipped';
  reason?: 'maintenance' | 'locked' | 'unavailable';
}

/**
 * oneTouchTransfer (spec.md §4 one-key recovery): every venue balance back to central. A venue in
 * maintenance, locked, or not answering is skipped and reported; the rest move in one transaction.
 */
export async function oneTouchTransfer(db: Db, caller: MoneyCaller, lang: LangCode) {
  const venues = await listVenues(db);
  // Third-party recoveries finish after the transaction, when the venue answers.
  const followUps: { platType: string; orderNo: string; amount: bigint; run: () => Promise<void> }[] = [];
  const result = await withIdempotency(
    db,
    { scope: `u:${caller.userId}`, key: caller.idempotencyKey, route: 'oneTouchTransfer', input: {} },
    async (tx) => {
      // Lock order everywhere: venue locks, then accounts, each by id (no deadlock with convertMoney).
      await repo.openLocks(tx, caller.userId, undefined, true);
      await lockPlayerAccounts(tx, caller.userId);
      const list: RecoveredVenue[] = [];
      let recovered = 0n;
      for (const venue of venues) {
        const adapter = adapterFor(venue.provider);
        const name = pickLang(venue.name, lang);
        const balance = await adapter.recoverAll(tx, { userId: caller.userId, platType: venue.platType }).catch(() => null);
        if (balance === null) {
          list.push({ platType: venue.platType, name, amount: formatMinor(0n), status: 'skipped', reason: 'unavailable' });
          continue;
        }
        if (balance <= 0n) continue;
        if (venue.status !== 'normal') {
          list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: 'skipped', reason: 'maintenance' });
          continue;
        }
        if ((await locksAt(tx, caller.userId, venue.platType, balance)).some((l) => !l.satisfied)) {
          list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: 'skipped', reason: 'locked' });
          continue;
        }
        const started = await startTransfer(tx, db, caller.userId, venue, 'out', balance);
        if (started.followUp) followUps.push({ platType: venue.platType, orderNo: started.transfer.orderNo, amount: balance, run: started.followUp });
        else recovered += balance;
        list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: started.followUp ? 'pending' : 'recovered' });
      }
      const central = (await balancesOf(tx, caller.userId, ['central'])).get('central')!;
      return { central: formatMinor(central), recovered: formatMinor(recovered), list };
    },
  );
  if (!followUps.length) return result;
  // Report each third-party venue as it ended: confirmed → recovered; refused → skipped (the money
  // stayed at the venue); no answer yet → pending (the reconciliation job settles it later).
  let recovered: bigint = toMinor(result.recovered)!;
  const list = [...result.list];
  for (const f of followUps) {
    await f.run();
    const settled = await repo.findTransfer(db, f.orderNo);
    const i = list.findIndex((item) => item.platType === f.platType);
    if (!settled || i === -1 || settled.status === 'pending') continue;
    if (settled.status === 'confirmed') {
      recovered += f.amount;
      list[i] = { ...list[i]!, status: 'recovered' };
    } else list[i] = { ...list[i]!, status: 'skipped', reason: 'unavailable' };
  }
  const central = (await balancesOf(db, caller.userId, ['central'])).get('central')!;
  return { central: formatMinor(central), recovered: formatMinor(recovered), list };
}
