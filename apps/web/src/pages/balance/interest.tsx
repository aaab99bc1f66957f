/**
 * Balance interest, the cashbox (spec.md §2 /pages/balance/interest; issue 16): the cashbox balance, the annual
 * rate, yesterday's and all interest (getCashboxInfo), a switch in or out with an amount (switchToCashbox, then
 * invalidateMoney), what an amount would earn (getCashboxIncome), the income of the last days as a chart
 * (getCashboxIncomeList) and the terms (queryBusCashboxConfig).
 */
import { readAmountText, toMinor } from '@app/shared';
import { Selector } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../api/request';
import { invalidateMoney, useUserBalance } from '../../api/wallet';
import { AmountField } from '../../components/form/amount-field';
import { SubmitButton } from '../../components/form/submit-button';
import { Toast } from '../../components/overlays';
import {
  CHART_DAYS,
  switchToCashbox,
  useCashboxConfig,
  useCashboxEstimate,
  useCashboxIncomeList,
  useCashboxInfo,
  type CashboxDirection,
} from '../../features/cashbox/api/cashbox';
import { IncomeChart } from '../../features/cashbox/components/income-chart';
import '../../features/cashbox/cashbox.css';

const ESTIMATE_DAYS = [7, 30, 365] as const;
const show = (value: string | undefined, failed: boolean) => (value === undefined ? (failed ? '—' : '…') : `¥${value}`);

export default function Interest(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useCashboxInfo();
  const config = useCashboxConfig();
  const history = useCashboxIncomeList();
  const balance = useUserBalance();
  const [direction, setDirection] = useState<CashboxDirection>('in');
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState<number>(30);
  const estimate = useCashboxEstimate(amount, days);
  const [sending, setSending] = useState(false);
  // One switch per tap, even for two taps within one render.
  const busy = useRef(false);

  const source = direction === 'in' ? balance.data?.central : info.data?.balance;
  // The one amount rule (issue 24), then this screen's bounds: not above what the source holds, in at least the minimum.
  const typed = readAmountText(amount);
  const sourceMinor = source === undefined ? null : toMinor(source);
  const minMinor = config.data ? toMinor(config.data.minAmount) : null;
  const bound =
    typed.minor === null
      ? null
      : sourceMinor !== null && typed.minor > sourceMinor
        ? t(direction === 'in' ? 'cashbox.error.exceedCentral' : 'cashbox.error.exceedCashbox')
        : direction === 'in' && minMinor !== null && typed.minor < minMinor
          ? t('cashbox.error.belowMin', { amount: `¥${config.data?.minAmount ?? ''}` })
          : null;
  const sendable = typed.minor !== null && bound === null;
  const submit = async (): Promise<void> => {
    if (busy.current || !sendable) return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await switchToCashbox(direction, amount, newIdempotencyKey());
      if (answer.code === 0) {
        setAmount('');
        Toast.show({ icon: 'success', content: t(direction === 'in' ? 'cashbox.switchedIn' : 'cashbox.switchedOut') });
      }
      await invalidateMoney(queryClient);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <div className="cb-page">
      <section className="cb-head" data-testid="cashbox-head">
        <p className="cb-head-label">{t('cashbox.balance')}</p>
        <p className="cb-head-balance" data-testid="cashbox-balance">
          {show(info.data?.balance, info.isError)}
        </p>
        <dl className="cb-head-figures">
          <div>
            <dt>{t('cashbox.annualRate')}</dt>
            <dd data-testid="cashbox-rate">{info.data ? `${info.data.annualRate}%` : '…'}</dd>
          </div>
          <div>
            <dt>{t('cashbox.yesterday')}</dt>
            <dd data-testid="cashbox-yesterday">{show(info.data?.yesterdayIncome, info.isError)}</dd>
          </div>
          <div>
            <dt>{t('cashbox.total')}</dt>
            <dd data-testid="cashbox-total">{show(info.data?.totalIncome, info.isError)}</dd>
          </div>
        </dl>
      </section>

      <section className="card cb-card" data-testid="cashbox-switch">
        <Selector
          className="cb-direction"
          columns={2}
          value={[direction]}
          onChange={(v) => {
            if (v[0]) setDirection(v[0]);
            setAmount('');
          }}
          options={[
            { label: t('cashbox.in'), value: 'in' as const },
            { label: t('cashbox.out'), value: 'out' as const },
          ]}
        />
        <p className="cb-source">
          {t(direction === 'in' ? 'cashbox.central' : 'cashbox.available')}: <b>{source === undefined ? '…' : `¥${source}`}</b>
        </p>
        <AmountField
          value={amount}
          onChange={setAmount}
          all={sourceMinor ? source : ''}
          error={bound}
          hint={direction === 'in' && config.data ? t('cashbox.minHint', { amount: `¥${config.data.minAmount}` }) : undefined}
        />
        {direction === 'in' ? (
          <div className="cb-estimate" data-testid="cashbox-estimate">
            <span>{t('cashbox.estimate')}</span>
            <Selector
              className="cb-days"
              columns={3}
              value={[days]}
              onChange={(v) => {
                if (v[0]) setDays(v[0]);
              }}
              options={ESTIMATE_DAYS.map((d) => ({ label: t('cashbox.days', { n: d }), value: d }))}
            />
            <p className="cb-estimate-value" data-testid="cashbox-estimate-value">
              {typed.minor !== null ? show(estimate.data, estimate.isError) : '¥0.00'}
            </p>
          </div>
        ) : null}
        <SubmitButton loading={sending} disabled={!sendable} onClick={() => void submit()} testId="cashbox-submit">
          {t(direction === 'in' ? 'cashbox.submitIn' : 'cashbox.submitOut')}
        </SubmitButton>
      </section>

      <section className="card cb-card">
        <h3 className="cb-title">{t('cashbox.chartTitle', { n: CHART_DAYS })}</h3>
        {history.data ? <IncomeChart days={history.data} label={t('cashbox.chartTitle', { n: CHART_DAYS })} /> : <p className="cb-muted">{history.isError ? '—' : '…'}</p>}
      </section>

      <section className="card cb-card cb-rules" data-testid="cashbox-rules">
        <h3 className="cb-title">{t('cashbox.rulesTitle')}</h3>
        {config.data ? (
          <ol>
            <li>{t('cashbox.rule.rate', { rate: `${config.data.annualRate}%` })}</li>
            <li>{t('cashbox.rule.hold', { hours: config.data.minHoldHours })}</li>
            <li>{t('cashbox.rule.paid')}</li>
            <li>{t('cashbox.rule.min', { amount: `¥${config.data.minAmount}` })}</li>
          </ol>
        ) : null}
      </section>
    </div>
  );
}
