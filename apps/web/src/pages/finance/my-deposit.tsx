/**
 * Deposit (spec.md §2, §5, §8): balance header, the method grid, the depositor name when the method needs it, coin
 * type and protocol for virtual currency, the amount with quick amounts inside the method's limits (shown), and
 * the submit. A phone must be bound first (dialog to the bind-phone screen); an open order is resumed instead of
 * opening another. Online (provider) methods open the provider's pay page in iframWeb; the others open the order's
 * progress (depositInfo) with the receiving account.
 */
import { ERROR_CODES } from '@app/shared';
import { DotLoading, Input, Selector } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetourDraft } from '../../app/detour';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { AmountField } from '../../components/form/amount-field';
import { SubmitButton } from '../../components/form/submit-button';
import { BalanceHeader } from '../../features/wallet/components/balance-header';
import { Dialog, Toast } from '../../components/overlays';
import { StatusBlock } from '../../components/status-block';
import { useFreshUserInfo } from '../../features/account/api/member';
import type { UserInfo } from '../../features/account/api/types';
import {
  createProviderOrder,
  getRechargeOrderInfo,
  isOrder,
  recharge,
  useOpenOrder,
  usePaymentMethods,
  type CreatedOrder,
  type PaymentMethod,
} from '../../features/deposit/api/deposit';
import { MethodGrid } from '../../features/deposit/components/method-grid';
import { promptBindPhone, promptOpenOrder } from '../../features/deposit/components/open-order';
import { depositInfoPath, iframWebPath } from '../../features/deposit/links';
import { checkDeposit, currencyOf, isOnline, isVirtual, limitText, quickAmounts, type FieldError } from '../../features/deposit/rules';
import type { Envelope } from '../../api/request';
import { useIdempotencyKeys, withIdempotency } from '../../lib/idempotency';
import '../../features/deposit/deposit.css';

function errorOf(errors: FieldError[], field: FieldError['field']): FieldError | undefined {
  return errors.find((e) => e.field === field);
}

/** What the form keeps across a detour (app/detour.ts: binding the phone the deposit asked for). */
interface Draft {
  methodId: number;
  amount: string;
  depositorName: string;
  coinType?: string;
  protocol?: string;
}

function DepositForm({ method, user, draft }: { method: PaymentMethod; user: UserInfo | null; draft: Draft | null }): ReactNode {
  const { t } = useTranslation();
  const keys = useIdempotencyKeys();
  const currency = currencyOf(method);
  const virtual = isVirtual(method);
  const protocols = method.protocols ?? [];
  const coinTypes = method.coinTypes ?? [];
  const mine = draft?.methodId === method.id ? draft : null;
  const [amount, setAmount] = useState(mine?.amount ?? '');
  const [depositorName, setDepositorName] = useState(mine?.depositorName ?? '');
  const [coinType, setCoinType] = useState<string | undefined>(mine?.coinType ?? coinTypes[0]);
  const [protocol, setProtocol] = useState<string | undefined>(mine?.protocol ?? (protocols.length === 1 ? protocols[0] : undefined));
  const current = (): Draft => ({ methodId: method.id, amount, depositorName, coinType, protocol });
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);

  const errors = tried ? checkDeposit(method, { amount, depositorName, protocol }) : [];
  const limits = { min: limitText(method.minAmount, currency), max: limitText(method.maxAmount, currency), currency };
  const errorText = (e: FieldError | undefined): string | null => (e ? t(`deposit.error.${e.error}`, limits) : null);
  const chips = quickAmounts(method);

  const opened = async (envelope: Envelope<CreatedOrder>): Promise<void> => {
    if (envelope.code === 0) {
      const { orderNo, payUrl } = envelope.data;
      go(payUrl ? iframWebPath(orderNo, payUrl) : depositInfoPath(orderNo));
    } else if (envelope.code === ERROR_CODES.bindPhoneFirst) {
      await promptBindPhone(current());
    } else if (envelope.code === ERROR_CODES.depositOrderOpen) {
      const open = await getRechargeOrderInfo();
      if (open.code === 0 && isOrder(open.data)) await promptOpenOrder(open.data.orderNo);
    }
  };

  const submit = async (): Promise<void> => {
    setTried(true);
    if (checkDeposit(method, { amount, depositorName, protocol }).length) return;
    // spec.md §5: the phone must be bound before a deposit (the server checks it too: code 3001).
    if (user && !user.phoneBound) {
      await promptBindPhone(current());
      return;
    }
    setSending(true);
    try {
      const input = isOnline(method)
        ? { methodId: method.id, amount }
        : {
            methodId: method.id,
            amount,
            ...(method.needDepositorName ? { depositorName: depositorName.trim() } : {}),
            ...(virtual && coinType ? { coinType } : {}),
            ...(virtual && protocol ? { protocol } : {}),
          };
      const envelope = await withIdempotency(keys, JSON.stringify(input), (key) =>
        isOnline(method) ? createProviderOrder(method.provider!, input, key) : recharge(input, key),
      );
      await opened(envelope);
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card deposit-card" data-testid="deposit-form">
      {method.needDepositorName ? (
        <div className="deposit-field">
          <label className="deposit-label" htmlFor="depositor-name">
            {t('deposit.depositor.label')}
          </label>
          <Input
            id="depositor-name"
            className="deposit-input"
            value={depositorName}
            onChange={setDepositorName}
            placeholder={t('deposit.depositor.placeholder')}
            maxLength={30}
            clearable
            data-testid="depositor-name"
          />
          {errorOf(errors, 'depositorName') ? (
            <p className="amount-error" role="alert">
              {errorText(errorOf(errors, 'depositorName'))}
            </p>
          ) : (
            <p className="amount-hint">{t('deposit.depositor.hint')}</p>
          )}
        </div>
      ) : null}
      {virtual && coinTypes.length ? (
        <div className="deposit-field">
          <span className="deposit-label">{t('deposit.coinType')}</span>
          <Selector
            options={coinTypes.map((c) => ({ label: c, value: c }))}
            value={coinType ? [coinType] : []}
            onChange={(v) => v[0] && setCoinType(v[0])}
            data-testid="coin-type"
          />
        </div>
      ) : null}
      {virtual && protocols.length ? (
        <div className="deposit-field">
          <span className="deposit-label">{t('deposit.protocol')}</span>
          <Selector
            options={protocols.map((p) => ({ label: p, value: p }))}
            value={protocol ? [protocol] : []}
            onChange={(v) => setProtocol(v[0])}
            data-testid="protocol"
          />
          {errorOf(errors, 'protocol') ? (
            <p className="amount-error" role="alert">
              {errorText(errorOf(errors, 'protocol'))}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="deposit-field">
        <span className="deposit-label">{t('deposit.amount')}</span>
        <AmountField
          value={amount}
          onChange={setAmount}
          symbol={currency === 'CNY' ? '¥' : currency}
          rule={{ currency }}
          error={errorText(errorOf(errors, 'amount'))}
          hint={
            <span data-testid="deposit-limits">
              {t('deposit.limits', limits)}
              {method.exchangeRate ? ` · ${t('deposit.rate', { rate: method.exchangeRate, currency })}` : ''}
            </span>
          }
        />
        {chips.length ? (
          <Selector
            className="quick-amounts"
            columns={3}
            options={chips.map((c) => ({ label: limitText(c, currency), value: c }))}
            value={chips.includes(amount) ? [amount] : []}
            onChange={(v) => v[0] && setAmount(v[0])}
            data-testid="quick-amounts"
          />
        ) : null}
      </div>
      {isOnline(method) ? <p className="deposit-note">{t('deposit.onlineNote')}</p> : null}
      {/* Only where PAYMENT_SANDBOX=on offers it (the server hides the provider otherwise): nobody takes it for real. */}
      {method.provider === 'sandbox' ? (
        <p className="deposit-note deposit-sandbox" data-testid="sandbox-note">
          {t('deposit.sandboxNote')}
        </p>
      ) : null}
      <SubmitButton loading={sending} onClick={() => void submit()} testId="deposit-submit">
        {t('deposit.submit')}
      </SubmitButton>
    </section>
  );
}

export default function MyDeposit(): ReactNode {
  const { t } = useTranslation();
  const { data: methods, isPending, isError } = usePaymentMethods();
  const { data: open } = useOpenOrder();
  // Loaded fresh when the screen opens: phoneBound decides the "bind phone first" prompt (spec.md §8).
  const user = useFreshUserInfo();
  const draft = useDetourDraft<Draft>();
  const [chosen, setChosen] = useState<number | undefined>(draft?.methodId);
  useEffect(() => () => Dialog.clear(), []);
  // spec.md §8: one order at a time — an open one is resumed, not doubled.
  const openOrderNo = isOrder(open) ? open.orderNo : null;
  useEffect(() => {
    if (openOrderNo) void promptOpenOrder(openOrderNo);
  }, [openOrderNo]);

  const method = methods?.find((m) => m.id === chosen) ?? methods?.[0];
  return (
    <div className="deposit-page">
      <BalanceHeader />
      <div className="deposit-body overlap-body">
        {isPending ? (
          <div className="paged-state">
            <DotLoading color="primary" />
          </div>
        ) : isError || !methods.length || !method ? (
          <StatusBlock status="empty" title={t('deposit.noMethods')} description={null} />
        ) : (
          <>
            <section className="card deposit-card">
              <h2 className="section-title">{t('deposit.method')}</h2>
              <MethodGrid methods={methods} value={method.id} onChange={setChosen} />
            </section>
            <DepositForm key={method.id} method={method} user={user} draft={draft} />
            {/* Limits, arrival times and withdrawal terms as the help centre states them (issue 17). */}
            <button type="button" className="deposit-info-link" onClick={() => go(PATHS.information)} data-testid="deposit-information">
              {t('route.information')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
