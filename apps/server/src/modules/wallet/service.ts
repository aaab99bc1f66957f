import type { DbOrTx } from '../../db/client.js';
import * as repo from './repo.js';

/**
 * The wallet (spec.md §4-5): the central wallet and the venue wallets of a player. Its parts:
 * transfers on two paths (transfers.ts), one-key recovery (recovery.ts), balances (balances.ts),
 * venue locks (locks.ts) and the auto/free-transfer settings (here). Other modules and the venues
 * use the wallet through this file only.
 */
export { convertMoney, reconcileTransfers, settleTransfer, type MoneyCaller } from './transfers.js';
export { oneTouchTransfer } from './recovery.js';
export { platBalance, transWalletBalanceInfo, userBalance } from './balances.js';
export { addVenueLock, grantIntoVenue, lockVenueWallet, onVenueEntry, recordTurnover, type VenueGrant } from './locks.js';
export { adjustWallet } from './adjust.js';

/** getUserTransInfo: the auto-transfer and free-transfer (wallet-free) switches. */
export async function transInfo(db: DbOrTx, userId: number) {
  return repo.getSettings(db, userId);
}

export async function changeWalletType(db: DbOrTx, userId: number, input: { type: 'auto' | 'manual'; walletFree?: boolean }) {
  await repo.saveSettings(db, userId, { autoTransfer: input.type === 'auto', ...(input.walletFree === undefined ? {} : { walletFree: input.walletFree }) });
  return repo.getSettings(db, userId);
}
