/**
 * Every bound payout account as one list of rows (account management and the withdraw account picker), and the
 * delete action with its confirmation Dialog (spec.md §2 account management).
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadOverlays } from '../../../components/load-overlays';
import {
  deleteBankCard,
  deleteBlockchain,
  deleteThirdPart,
  useBankCards,
  useBlockchainAccounts,
  useInvalidateAccounts,
  useThirdPartAccounts,
} from '../api/accounts';
import { cardTail, type AccountKind } from '../components/kinds';

export interface AccountRow {
  kind: AccountKind;
  id: number;
  /** Bank name or the player's alias. */
  title: string;
  /** Masked number, card type or protocol. */
  number: string;
  detail: string;
  qrImage: string | null;
}

/**
 * `loading`: nothing read yet; `fetching`: a read is under way (also over cached rows, e.g. back from adding an account
 * in a detour: the cached list still lacks it until the refetch lands).
 */
export function useAccountRows(): { rows: AccountRow[]; loading: boolean; fetching: boolean } {
  const { t } = useTranslation();
  const cards = useBankCards();
  const coins = useBlockchainAccounts();
  const third = useThirdPartAccounts();
  const rows: AccountRow[] = [
    ...(cards.data ?? []).map((c) => ({
      kind: 'bank' as const,
      id: c.id,
      title: c.bankName,
      number: cardTail(c.cardNo),
      detail: `${c.cardholder} · ${t(`payout.cardType.${c.cardType}`)}`,
      qrImage: null,
    })),
    ...(coins.data ?? []).map((c) => ({
      kind: 'usdt' as const,
      id: c.id,
      title: c.alias,
      number: c.address,
      detail: `${c.coinType} · ${c.protocol}`,
      qrImage: null,
    })),
    ...(third.data ?? []).map((a) => ({ kind: a.type, id: a.id, title: a.alias, number: a.account, detail: '', qrImage: a.qrImage })),
  ];
  return {
    rows,
    loading: cards.isPending || coins.isPending || third.isPending,
    fetching: cards.isFetching || coins.isFetching || third.isFetching,
  };
}

const DELETE = { bank: deleteBankCard, usdt: deleteBlockchain } as const;

/** Delete after a confirmation Dialog; resolves true when the account is gone. */
export function useDeleteAccount(): (row: AccountRow) => Promise<boolean> {
  const invalidate = useInvalidateAccounts();
  return async (row) => {
    const { Dialog, Toast } = await loadOverlays();
    const t = i18next.t.bind(i18next);
    const confirmed = await Dialog.confirm({
      title: t('payout.delete.title'),
      content: t('payout.delete.content', { name: `${row.title} ${row.number}` }),
      confirmText: t('payout.delete.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return false;
    const call = row.kind === 'bank' || row.kind === 'usdt' ? DELETE[row.kind] : deleteThirdPart;
    try {
      const envelope = await call(row.id);
      await invalidate();
      if (envelope.code !== 0) return false;
      Toast.show({ icon: 'success', content: t('payout.delete.done') });
      return true;
    } catch {
      Toast.show({ content: t('common.networkError') });
      return false;
    }
  };
}
