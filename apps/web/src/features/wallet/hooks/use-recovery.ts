/**
 * One-key recovery (spec.md §4): every venue balance back to the central wallet, with the Idempotency-Key of the
 * user action, then the balances and records refreshed. Serves the transfer screen's button and withdraw's venue
 * warning (which also runs it by itself when auto-transfer is on).
 */
import i18next from 'i18next';
import { useState } from 'react';
import { oneTouchTransfer, useInvalidateMoney } from '../../../api/wallet';
import { loadOverlays } from '../../../components/load-overlays';
import { useIdempotencyKeys, withIdempotency } from '../../../lib/idempotency';

/** What the server answers to a recovery (api-contract.md oneTouchTransfer). */
export type RecoveryResult = Awaited<ReturnType<typeof oneTouchTransfer>>['data'];

/** `onDone` runs after a recovery the server accepted, once the balances have refreshed. */
export function useRecovery(onDone: (result: RecoveryResult) => void): { busy: boolean; recover: () => Promise<void> } {
  const invalidate = useInvalidateMoney();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState(false);
  const recover = async (): Promise<void> => {
    setBusy(true);
    try {
      const envelope = await withIdempotency(keys, 'oneTouchTransfer', (key) => oneTouchTransfer(key));
      await invalidate();
      if (envelope.code === 0) onDone(envelope.data);
    } catch {
      const { Toast } = await loadOverlays();
      Toast.show({ content: i18next.t('common.networkError') });
    } finally {
      setBusy(false);
    }
  };
  return { busy, recover };
}
