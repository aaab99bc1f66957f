/**
 * The balance header of the money screens (deposit, transfer, withdraw): total assets and every part of it
 * (features/wallet/balance-parts: central, venue wallets, cashbox, held for withdrawals) from getUserBalance, with a
 * refresh button that spins while the balances reload. Refresh is the one money refresh (invalidateMoney, api/wallet.ts).
 */
import { useIsFetching } from '@tanstack/react-query';
import { RedoOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateMoney, useUserBalance, walletKeys } from '../../../api/wallet';
import { balanceParts } from '../balance-parts';
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
      {/* Every part of the total (issue 24: the cashbox was missing and the parts did not add up). */}
      <dl className="balance-cells" data-testid="balance-parts">
        {data ? (
          balanceParts(data).map(({ part, amount }) => (
            <div key={part} data-testid={`balance-part-${part}`}>
              <dt>{t(`wallet.part.${part}`)}</dt>
              <dd data-testid={part === 'central' ? 'balance-central' : part === 'venue' ? 'balance-venue' : undefined}>{amount}</dd>
            </div>
          ))
        ) : (
          <div>
            <dt>{t('wallet.part.central')}</dt>
            <dd>{shown(undefined)}</dd>
          </div>
        )}
      </dl>
      {children}
    </section>
  );
}
