/**
 * Transfer (spec.md §2, §4, §5): balance header, wallet-to-wallet transfer between the central wallet and a venue
 * wallet (never venue to venue), one-key recovery of every venue balance, the auto-transfer switch (turning it off
 * asks first) and the venue wallets with their balances and lock state. Every money move carries the
 * Idempotency-Key of its user action and refreshes balances and records afterwards (features/wallet).
 */
import { WALLET_CENTRAL } from '@app/shared';
import { List } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueWallets } from '../../api/wallet';
import { SubmitButton } from '../../components/form/submit-button';
import { Dialog, Toast } from '../../components/overlays';
import { useWithdrawRule } from '../../features/payout/api/withdraw';
import { BalanceHeader } from '../../features/wallet/components/balance-header';
import { MoneyHolds } from '../../features/wallet/components/money-holds';
import { OneTouchRecovery } from '../../features/wallet/components/one-touch-recovery';
import { TransferAmount } from '../../features/wallet/components/transfer-amount';
import { VenueList } from '../../features/wallet/components/venue-list';
import { WalletPicker, type WalletOption } from '../../features/wallet/components/wallet-picker';
import { WalletSettingSwitch } from '../../features/wallet/components/wallet-setting-switch';
import { useTransfer } from '../../features/wallet/hooks/use-transfer';
import { isValidPair, type WalletPair } from '../../features/wallet/transfer';

export default function Transfer(): ReactNode {
  const { t } = useTranslation();
  const { data: wallets } = useVenueWallets();
  // Issue 24: the open turnover and the locked venues are said here, not first on the withdraw screen.
  const { data: rule } = useWithdrawRule();
  const venues = wallets?.list ?? [];
  const [chosen, setChosen] = useState<WalletPair | null>(null);
  // Imperative dialogs live outside the page: close them when the player leaves it.
  useEffect(() => () => Dialog.clear(), []);

  const pair: WalletPair = chosen ?? { from: WALLET_CENTRAL, to: venues[0]?.platType ?? '' };
  const options: WalletOption[] = [
    { id: WALLET_CENTRAL, name: t('wallet.central'), balance: wallets?.central ?? null },
    // A venue in maintenance takes no transfers (the server refuses them; one-key recovery skips it).
    ...venues.map((v) => ({
      id: v.platType,
      name: v.name,
      balance: v.status === 'maintenance' ? t('wallet.maintenance') : v.balance,
      disabled: v.status === 'maintenance',
    })),
  ];
  const sourceBalance =
    pair.from === WALLET_CENTRAL ? (wallets?.central ?? null) : (venues.find((v) => v.platType === pair.from)?.balance ?? null);
  const transfer = useTransfer(pair, sourceBalance, (result) => {
    const pending = result.status === 'pending';
    Toast.show({ icon: pending ? undefined : 'success', content: t(pending ? 'transfer.pending' : 'transfer.done') });
  });

  return (
    <div className="transfer-page">
      <BalanceHeader />
      <div className="transfer-body overlap-body">
        <section className="card transfer-card" data-testid="transfer-form">
          <WalletPicker
            wallets={options}
            value={pair}
            onChange={(next) => {
              if (isValidPair(next)) setChosen(next);
            }}
          />
          <TransferAmount transfer={transfer} sourceBalance={sourceBalance} />
          <SubmitButton loading={transfer.sending} disabled={!pair.to} onClick={() => void transfer.submit()} testId="transfer-submit">
            {t('transfer.submit')}
          </SubmitButton>
        </section>
        <section className="card transfer-card">
          <List className="transfer-settings">
            <WalletSettingSwitch setting="autoTransfer" />
            <WalletSettingSwitch setting="walletFree" />
          </List>
          <OneTouchRecovery />
        </section>
        <MoneyHolds turnover={rule?.turnoverRemaining} venues={venues} />
        {venues.length ? <VenueList venues={venues} onPick={(platType) => setChosen({ from: WALLET_CENTRAL, to: platType })} /> : null}
      </div>
    </div>
  );
}
