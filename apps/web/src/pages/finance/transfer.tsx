/**
 * Transfer (spec.md §2, §4, §5): balance header, wallet-to-wallet transfer between the central wallet and a venue
 * wallet (never venue to venue), one-key recovery of every venue balance, the auto-transfer switch (turning it off
 * asks first) and the venue wallets with their balances and lock state. Every money move carries the
 * Idempotency-Key of its user action and refreshes balances and records afterwards.
 */
import { WALLET_CENTRAL } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Switch, Tag } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import i18next from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeWalletType,
  convertMoney,
  oneTouchTransfer,
  useInvalidateMoney,
  useTransInfo,
  useVenueWallets,
  walletKeys,
  type OneTouchResult,
  type VenueWallet,
} from '../../api/wallet';
import { AmountField } from '../../components/amount-field';
import { BalanceHeader } from '../../components/balance-header';
import { Dialog, Toast } from '../../components/overlays';
import { WalletPicker, type WalletOption } from '../../components/wallet-picker';
import { useIdempotencyKeys, withIdempotency } from '../../lib/idempotency';
import { checkTransfer, isValidPair, wholeAmountOf, type WalletPair } from '../../lib/transfer';
import './transfer.css';

/** Lock reason codes come from the server (promotions, invite rebate); unknown ones get a generic text. */
export function lockReasonText(reason: string | undefined): string {
  const key = `wallet.lockReason.${reason ?? ''}`;
  return reason && i18next.exists(key) ? i18next.t(key) : i18next.t('wallet.lockReason.other');
}

function VenueStatus({ venue }: { venue: VenueWallet }): ReactNode {
  const { t } = useTranslation();
  if (venue.locked) {
    return (
      <Tag color="warning" fill="outline" className="venue-tag" data-testid={`venue-locked-${venue.platType}`}>
        <LockOutline /> {t('wallet.lockedTag')}
      </Tag>
    );
  }
  if (venue.status === 'maintenance') {
    return (
      <Tag color="default" fill="outline" className="venue-tag">
        {t('wallet.maintenance')}
      </Tag>
    );
  }
  return null;
}

function VenueList({ venues, onPick }: { venues: readonly VenueWallet[]; onPick: (platType: string) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="card transfer-card">
      <h2 className="section-title">{t('transfer.venues')}</h2>
      <List className="venue-list" data-testid="venue-list">
        {venues.map((venue) => (
          <List.Item
            key={venue.platType}
            onClick={() => onPick(venue.platType)}
            arrow={false}
            description={venue.locked ? lockReasonText(venue.lockReason) : undefined}
            extra={<span className="venue-balance">{venue.balance ?? '—'}</span>}
            data-testid={`venue-${venue.platType}`}
          >
            <span className="venue-name">{venue.name}</span>
            <VenueStatus venue={venue} />
          </List.Item>
        ))}
      </List>
    </section>
  );
}

function recoveryContent(result: OneTouchResult): ReactNode {
  const t = i18next.t.bind(i18next);
  return (
    <div className="recovery-result" data-testid="recovery-result">
      <p>{t('transfer.recovery.total', { amount: result.recovered })}</p>
      {result.list.length ? (
        <ul>
          {result.list.map((item) => (
            <li key={item.platType} className={`recovery-${item.status}`}>
              <span>{item.name}</span>
              <span>
                {item.amount} · {t(`transfer.recovery.${item.reason ?? item.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('transfer.recovery.nothing')}</p>
      )}
    </div>
  );
}

/** The two per-player transfer settings (api-contract.md getUserTransInfo / changeWalletType). */
type WalletSetting = 'autoTransfer' | 'walletFree';
const SETTING_TEXTS = { autoTransfer: 'transfer.auto', walletFree: 'transfer.free' } as const;
const SETTING_TEST_IDS = { autoTransfer: 'auto-transfer', walletFree: 'free-transfer' } as const;

function WalletSettingSwitch({ setting }: { setting: WalletSetting }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useTransInfo();
  const [busy, setBusy] = useState(false);
  const texts = SETTING_TEXTS[setting];
  const change = async (on: boolean): Promise<void> => {
    if (!data) return;
    // spec.md §4: turning auto-transfer off asks for confirmation; turning it on does not.
    if (setting === 'autoTransfer' && !on) {
      const confirmed = await Dialog.confirm({
        title: t('transfer.auto.offTitle'),
        content: t('transfer.auto.offConfirm'),
        cancelText: t('common.cancel'),
        confirmText: t('common.ok'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const autoTransfer = setting === 'autoTransfer' ? on : data.autoTransfer;
      const envelope = await changeWalletType(autoTransfer ? 'auto' : 'manual', setting === 'walletFree' ? on : undefined);
      if (envelope.code === 0) {
        queryClient.setQueryData(walletKeys.transInfo, envelope.data);
        Toast.show({ icon: 'success', content: t(on ? `${texts}.onDone` : `${texts}.offDone`) });
      }
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item
      description={t(`${texts}.desc`)}
      extra={
        <Switch
          checked={data?.[setting] ?? false}
          loading={busy || !data}
          onChange={(on) => void change(on)}
          aria-label={t(`${texts}.title`)}
          data-testid={SETTING_TEST_IDS[setting]}
        />
      }
    >
      {t(`${texts}.title`)}
    </List.Item>
  );
}

export default function Transfer(): ReactNode {
  const { t } = useTranslation();
  const { data: wallets } = useVenueWallets();
  const invalidate = useInvalidateMoney();
  const transferKeys = useIdempotencyKeys();
  const recoveryKeys = useIdempotencyKeys();
  const venues = wallets?.list ?? [];
  const [chosen, setChosen] = useState<WalletPair | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [recovering, setRecovering] = useState(false);
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
  const error = tried ? checkTransfer(pair, amount, sourceBalance) : null;

  const submit = async (): Promise<void> => {
    setTried(true);
    if (checkTransfer(pair, amount, sourceBalance)) return;
    setSending(true);
    try {
      const request = { from: pair.from, to: pair.to, amount };
      const envelope = await withIdempotency(transferKeys, JSON.stringify(request), (key) => convertMoney(request, key));
      if (envelope.code === 0) {
        const pending = envelope.data.status === 'pending';
        Toast.show({ icon: pending ? undefined : 'success', content: t(pending ? 'transfer.pending' : 'transfer.done') });
        setAmount('');
        setTried(false);
      }
      await invalidate();
    } catch {
      // Outcome unknown: the key is kept, so tapping again retries the same transfer once (lib/idempotency).
      Toast.show({ content: t('common.networkError') });
    } finally {
      setSending(false);
    }
  };

  const recover = async (): Promise<void> => {
    setRecovering(true);
    try {
      const envelope = await withIdempotency(recoveryKeys, 'oneTouchTransfer', (key) => oneTouchTransfer(key));
      await invalidate();
      if (envelope.code === 0) {
        void Dialog.alert({ title: t('transfer.recovery.title'), content: recoveryContent(envelope.data), confirmText: t('common.ok') });
      }
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setRecovering(false);
    }
  };

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
          <AmountField
            value={amount}
            onChange={setAmount}
            all={wholeAmountOf(sourceBalance)}
            error={error ? t(`transfer.error.${error}`) : null}
            hint={t('transfer.wholeHint')}
          />
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={sending}
            disabled={!pair.to}
            onClick={() => void submit()}
            data-testid="transfer-submit"
          >
            {t('transfer.submit')}
          </Button>
        </section>
        <section className="card transfer-card">
          <List className="transfer-settings">
            <WalletSettingSwitch setting="autoTransfer" />
            <WalletSettingSwitch setting="walletFree" />
          </List>
          <Button
            block
            fill="outline"
            color="primary"
            shape="rounded"
            loading={recovering}
            onClick={() => void recover()}
            data-testid="one-touch-recovery"
          >
            {t('transfer.recovery.action')}
          </Button>
        </section>
        {venues.length ? <VenueList venues={venues} onPick={(platType) => setChosen({ from: WALLET_CENTRAL, to: platType })} /> : null}
      </div>
    </div>
  );
}
