/**
 * One transfer between two wallets as a form (spec.md §4, §5): the amount typed, the client-side rules checked on
 * submit (then live while the player corrects it), the Idempotency-Key of the user action, and the balances and
 * records refreshed afterwards. Serves the transfer screen and game money alike.
 */
import i18next from 'i18next';
import { useState } from 'react';
import { convertMoney, useInvalidateMoney } from '../../../api/wallet';
import { Toast } from '../../../components/overlays';
import { useIdempotencyKeys, withIdempotency } from '../../../lib/idempotency';
import { checkTransfer, type TransferError, type WalletPair } from '../transfer';

/** What the server answers to an accepted transfer (api-contract.md convertMoney). */
export type TransferResult = Awaited<ReturnType<typeof convertMoney>>['data'];

export interface TransferForm {
  amount: string;
  setAmount: (amount: string) => void;
  /** The refusal to show under the amount (after the first submit), or null. */
  error: TransferError | null;
  sending: boolean;
  submit: () => Promise<void>;
}

/**
 * `sourceBalance` is the decimal string of the `from` wallet (null: unknown). `onDone` runs after a transfer the
 * server accepted, before the balances refresh (the transfer screen toasts at once; game money leaves for the game).
 */
export function useTransfer(pair: WalletPair, sourceBalance: string | null, onDone: (result: TransferResult) => void): TransferForm {
  const invalidate = useInvalidateMoney();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const error = tried ? checkTransfer(pair, amount, sourceBalance) : null;

  const submit = async (): Promise<void> => {
    setTried(true);
    if (checkTransfer(pair, amount, sourceBalance)) return;
    setSending(true);
    try {
      const request = { from: pair.from, to: pair.to, amount };
      const envelope = await withIdempotency(keys, JSON.stringify(request), (key) => convertMoney(request, key));
      if (envelope.code === 0) {
        setAmount('');
        setTried(false);
        onDone(envelope.data);
      }
      await invalidate();
    } catch {
      // Outcome unknown: the key is kept, so tapping again retries the same transfer once (lib/idempotency).
      Toast.show({ content: i18next.t('common.networkError') });
    } finally {
      setSending(false);
    }
  };
  return { amount, setAmount, error, sending, submit };
}
