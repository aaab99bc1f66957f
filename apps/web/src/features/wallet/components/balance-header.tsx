/**
 * The balance header shown on money screens (transfer now; deposit and withdraw later): total assets, central
 * wallet and the sum of the venue wallets from getUserBalance, with a refresh button that spins while the
 * balances reload. Refresh is the one money refresh (invalidateMoney, api/wallet.ts).
 */
import { useIsFetching } from '@tanstack/react-query';
import { RedoOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateMoney, useUserBalance, walletKeys } from '../../../api/wallet';
import './balance-header.css';

export function BalanceHeader({ children }: { children?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const refresh = useInvalidateMoney();
  const { data, isError } = useUserBalance();
  const fetching = useIsFetching({ queryKey: walletKeys.all }) > 0;
  const shown = (value: string | undefined): string => (value === undefined ? (isError ? '—' : '…') : value);
  return (
    <section className="balance-header" data-testid="balance-header">
      <div className="balance-top">
        <span className="balance-label">{t('wallet.total')}</span>
        <button
          type="button"
          className="balance-refresh"
          aria-label={t('wallet.refresh')}
          aria-busy={fetching}
          disabled={fetching}
          onClick={() => void refresh()}
          data-testid="balance-refresh"
        >
          <RedoOutline className={fetching ? 'spinning' : undefined} />
        </button>
      </div>
      <strong className="balance-total" data-testid="balance-total">
        <small>¥</small>
        {shown(data?.total)}
      </strong>
      <dl className="balance-cells">
        <div>
          <dt>{t('wallet.central')}</dt>
          <dd data-testid="balance-central">{shown(data?.central)}</dd>
        </div>
        <div>
          <dt>{t('wallet.venueSum')}</dt>
          <dd data-testid="balance-venue">{shown(data?.venue)}</dd>
        </div>
        <div>
          <dt>{t('wallet.locked')}</dt>
          <dd>{shown(data?.locked)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
