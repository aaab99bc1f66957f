/**
 * How a transaction record reads on screen, shared by the records list and the detail page: type label, the
 * transfer's wallets by name, the signed and coloured amount, the status tag and the local time.
 */
import { WALLET_CENTRAL } from '@app/shared';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '../../../api/records';
import { formatTime } from '../../../lib/time';
import { useVenueWallets } from '../../../api/wallet';
import './transaction-row.css';

const STATUS_COLOR = { pending: 'warning', success: 'success', failed: 'danger' } as const;

export { formatTime } from '../../../lib/time';

/** "+100.00" for money in, "-100.00" for money out (as sent by the server), "0.00" as is. */
export function signedAmount(amount: string): string {
  return amount.startsWith('-') || /^0(\.0+)?$/.test(amount) ? amount : `+${amount}`;
}

export function amountTone(amount: string): 'in' | 'out' | 'zero' {
  if (amount.startsWith('-')) return 'out';
  return /^0(\.0+)?$/.test(amount) ? 'zero' : 'in';
}

/**
 * The record's mode in words, never a raw key: a transfer's `central→house_live` becomes "Central wallet → Live
 * casino" (a venue not in the list reads "Game wallet"), a deposit's or withdrawal's method key (`thirdParty`,
 * `bankCard`) its name in the player's language; an adjustment's mode is the operator's reason, shown as written.
 */
export function useModeText(): (record: TransactionRecord) => string {
  const { t, i18n } = useTranslation();
  const { data } = useVenueWallets();
  const nameOf = (id: string): string =>
    id === WALLET_CENTRAL ? t('wallet.central') : (data?.list.find((v) => v.platType === id)?.name ?? t('records.venueWallet'));
  return (record) => {
    if (record.type === 'transfer') {
      const [from, to] = record.mode.split('→');
      return from && to ? `${nameOf(from)} → ${nameOf(to)}` : '';
    }
    if (record.type === 'deposit' || record.type === 'withdraw') {
      const key = `records.method.${record.type}.${record.mode}`;
      // A method added later than these texts reads as the record's type rather than as its key.
      return i18n.exists(key) ? t(key) : t(`records.type.${record.type}`);
    }
    return record.mode;
  };
}

export function StatusTag({ status }: { status: TransactionRecord['status'] }): ReactNode {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} fill="outline">
      {t(`records.status.${status}`)}
    </Tag>
  );
}

export function Amount({ value }: { value: string }): ReactNode {
  return <span className={`record-amount tone-${amountTone(value)}`}>{signedAmount(value)}</span>;
}

export function TransactionRow({ record, onOpen }: { record: TransactionRecord; onOpen: () => void }): ReactNode {
  const { t } = useTranslation();
  const modeText = useModeText();
  return (
    <button type="button" className="record-row" onClick={onOpen} data-testid="record-row">
      <span className="record-main">
        <strong>{t(`records.type.${record.type}`)}</strong>
        <small>{modeText(record)}</small>
        <time dateTime={record.time}>{formatTime(record.time)}</time>
      </span>
      <span className="record-side">
        <Amount value={record.amount} />
        <StatusTag status={record.status} />
      </span>
    </button>
  );
}
