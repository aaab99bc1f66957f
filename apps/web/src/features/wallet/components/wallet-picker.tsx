/**
 * The from/to wallet picker of a transfer (spec.md §4): two rows, each opening an ActionSheet of wallets, and a
 * swap button between them. The pair it reports is always valid — one side central, never venue-to-venue — by
 * lib/transfer's pickWallet.
 */
import { ActionSheet } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickWallet, swapPair, type TransferSide, type WalletPair } from '../transfer';
import './wallet-picker.css';

export interface WalletOption {
  /** `central` or a platType. */
  id: string;
  name: string;
  balance: string | null;
  disabled?: boolean;
}

interface WalletPickerProps {
  wallets: readonly WalletOption[];
  value: WalletPair;
  onChange: (pair: WalletPair) => void;
}

function SwapIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        d="M7 4v13m0 0-3.5-3.5M7 17l3.5-3.5M17 20V7m0 0-3.5 3.5M17 7l3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function WalletPicker({ wallets, value, onChange }: WalletPickerProps): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TransferSide | null>(null);
  const byId = new Map(wallets.map((w) => [w.id, w]));

  const row = (side: TransferSide): ReactNode => {
    const wallet = byId.get(value[side]);
    return (
      <button type="button" className="wallet-row" onClick={() => setOpen(side)} data-testid={`wallet-${side}`}>
        <span className="wallet-row-label">{t(side === 'from' ? 'transfer.from' : 'transfer.to')}</span>
        <span className="wallet-row-name" data-testid={`wallet-${side}-name`}>
          {wallet?.name ?? value[side]}
        </span>
        <span className="wallet-row-balance">{wallet?.balance ?? '—'}</span>
        <RightOutline className="wallet-row-arrow" />
      </button>
    );
  };

  return (
    <div className="wallet-picker">
      <div className="wallet-rows">
        {row('from')}
        {row('to')}
      </div>
      <button
        type="button"
        className="wallet-swap"
        aria-label={t('transfer.swap')}
        onClick={() => onChange(swapPair(value))}
        data-testid="wallet-swap"
      >
        <SwapIcon />
      </button>
      <ActionSheet
        visible={open !== null}
        onClose={() => setOpen(null)}
        extra={open ? t(open === 'from' ? 'transfer.pickFrom' : 'transfer.pickTo') : undefined}
        cancelText={t('common.cancel')}
        closeOnAction
        actions={wallets.map((w) => ({
          key: w.id,
          text: w.name,
          description: w.balance ?? undefined,
          disabled: w.disabled === true || (open !== null && value[open] === w.id),
          onClick: () => {
            // antd-mobile greys a disabled action out with CSS only; the click must not pick it either.
            if (open && !w.disabled) onChange(pickWallet(value, open, w.id));
          },
        }))}
      />
    </div>
  );
}
