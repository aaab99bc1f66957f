/**
 * How a transaction record reads on screen, shared by the records list and the detail page: type label, the
 * transfer's wallets by name, the signed and coloured amount, the status tag and the local time. No code of the
 * record (a method key, a wallet id, a bonus source) ever shows as it is stored (issue 24).
 */
import { BONUS_RECORD_MODES, WALLET_CASHBOX, WALLET_CENTRAL } from '@app/shared';
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
 * A failed order moved no money: its amount reads as what was asked, unsigned, struck through and grey, never as a
 * credit or a debit beside "failed" (issue 24). A pending one is signed but grey until it succeeds.
 */
function amountView(amount: string, status?: TransactionRecord['status']): { text: string; tone: string } {
  if (status === 'failed') return { text: amount.replace(/^-/, ''), tone: 'void' };
  return { text: signedAmount(amount), tone: status === 'pending' ? 'pending' : amountTone(amount) };
}

const BONUS_MODES: readonly string[] = BONUS_RECORD_MODES;

/**
 * The record's mode in words, never a raw key: a transfer's `central→house_live` becomes "Central wallet → Live
 * casino" (the cashbox by its name; a venue not in the list reads "Game wallet"), a deposit's or withdrawal's method
 * key (`thirdParty`, `bankCard`) its name in the player's language, a bonus's or rebate's source (`redeemCode`,
 * `activityBonus`, a welfare kind, the cashbox interest) what it was; an adjustment's mode is the operator's reason,
 * shown as written. A code added later than these texts reads as the record's type rather than as itself.
 */
export function useModeText(): (record: TransactionRecord) => string {
  const { t, i18n } = useTranslation();
  const { data } = useVenueWallets();
  // A venue by its name once the venue list is known (nothing before: "game wallet" would be a wrong name for a moment).
  const nameOf = (id: string): string | null =>
    id === WALLET_CENTRAL
      ? t('wallet.central')
      : id === WALLET_CASHBOX
        ? t('records.cashbox')
        : data
          ? (data.list.find((v) => v.platType === id)?.name ?? t('records.venueWallet'))
          : null;
  const known = (key: string, record: TransactionRecord): string => (i18n.exists(key) ? t(key) : t(`records.type.${record.type}`));
  return (record) => {
    switch (record.type) {
      case 'transfer': {
        const [from, to] = record.mode.split('→');
        if (!from || !to) return t('records.type.transfer');
        const [fromName, toName] = [nameOf(from), nameOf(to)];
        return fromName && toName ? `${fromName} → ${toName}` : '';
      }
      case 'deposit':
      case 'withdraw':
        return known(`records.method.${record.type}.${record.mode}`, record);
      case 'bonus':
      case 'rebate':
        return BONUS_MODES.includes(record.mode) ? t(`records.source.${record.mode}`) : t(`records.type.${record.type}`);
      case 'adjust':
        return record.mode;
    }
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

/** An amount signed and coloured by direction; with a record's status, a failed one is void and a pending one grey. */
export function Amount({ value, status }: { value: string; status?: TransactionRecord['status'] }): ReactNode {
  const view = amountView(value, status);
  return (
    <span className={`record-amount tone-${view.tone}`} data-testid="record-amount">
      {view.text}
    </span>
  );
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
        <Amount value={record.amount} status={record.status} />
        <StatusTag status={record.status} />
      </span>
    </button>
  );
}
