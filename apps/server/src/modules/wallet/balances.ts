import { formatMinor, type LangCode } from '@app/shared';
import type { DbOrTx } from '../../db/client.js';
import { balancesOf, playerAccounts } from '../../ledger/ledger.js';
import { pickLang } from '../../lib/i18n-text.js';
import { adapterFor } from '../../venues/registry.js';
import { listVenues, type VenueRow } from '../../venues/repo.js';
import * as repo from './repo.js';
import { requireVenue } from './venue-of.js';

async function venueBalances(db: DbOrTx, userId: number, venues: VenueRow[]): Promise<Map<string, bigint | null>> {
  const own = new Map((await playerAccounts(db, userId)).filter((a) => a.currency === 'CNY').map((a) => [a.kind, a.balance]));
  const out = new Map<string, bigint | null>();
  for (const v of venues) {
    const adapter = adapterFor(v.provider);
    if (adapter.sameDatabase) out.set(v.platType, own.get(`venue:${v.platType}`) ?? 0n);
    else out.set(v.platType, await adapter.balance(db, { userId, platType: v.platType }).catch(() => null));
  }
  return out;
}

/** getUserBalance: `venue` is the sum of every venue wallet (a venue not answering counts 0). */
export async function userBalance(db: DbOrTx, userId: number) {
  const kinds = ['central', 'locked', 'welfare', 'cashbox'] as const;
  const own = await balancesOf(db, userId, [...kinds]);
  const venues = await venueBalances(db, userId, await listVenues(db));
  const venue = [...venues.values()].reduce<bigint>((s, b) => s + (b ?? 0n), 0n);
  const total = kinds.reduce((s, k) => s + own.get(k)!, venue);
  return {
    userBalanceMap: {
      central: formatMinor(own.get('central')!),
      locked: formatMinor(own.get('locked')!),
      welfare: formatMinor(own.get('welfare')!),
      cashbox: formatMinor(own.get('cashbox')!),
      venue: formatMinor(venue),
      total: formatMinor(total),
    },
  };
}

/** getTransWalletBalanceInfo: central plus every venue wallet with its lock state (spec.md §4). */
export async function transWalletBalanceInfo(db: DbOrTx, userId: number, lang: LangCode) {
  const venues = await listVenues(db);
  const balances = await venueBalances(db, userId, venues);
  // A venue not answering is judged at 0, as before: its lock shows as open only by turnover or threshold.
  const locks = await repo.lockStates(db, userId, new Map([...balances].map(([plat, b]) => [plat, b ?? 0n])));
  const central = (await balancesOf(db, userId, ['central'])).get('central')!;
  return {
    central: formatMinor(central),
    list: venues.map((v) => {
      const balance = balances.get(v.platType) ?? null;
      const blocking = locks.find((l) => l.platType === v.platType && !l.satisfied);
      return {
        platType: v.platType,
        name: pickLang(v.name, lang),
        gameType: v.gameType,
        status: v.status,
        balance: balance === null ? null : formatMinor(balance),
        locked: Boolean(blocking),
        ...(blocking
          ? {
              lockReason: blocking.reason,
              lockTurnover: { required: formatMinor(blocking.requiredTurnover), done: formatMinor(blocking.accumulatedTurnover) },
            }
          : {}),
      };
    }),
  };
}

export async function platBalance(db: DbOrTx, userId: number, platType: string) {
  const venue = await requireVenue(db, platType);
  const balance = await adapterFor(venue.provider).balance(db, { userId, platType });
  return { platType, balance: formatMinor(balance) };
}
