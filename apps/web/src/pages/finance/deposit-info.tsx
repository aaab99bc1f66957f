/**
 * Deposit order progress (spec.md §2, §4): the four steps (submit order, await payment, upload voucher, order
 * complete; an online order has no voucher step), the order, the receiving account with copy buttons, the payment countdown, the voucher upload, the
 * confirm ("I have paid" → under review) and the cancel dialog (five reasons, remark, cancellations left today).
 * Closed and reviewed orders show their result; an order under review is polled until an operator decides, and a
 * completed one refreshes the balances (invalidateMoney).
 */
import { Button, DotLoading, List, Steps } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { useInvalidateMoney } from '../../api/wallet';
import { Toast } from '../../components/overlays';
import { StatusBlock } from '../../components/status-block';
import { confirmRechargeOrder, usePaymentMethods, useDepositOrder, type DepositOrder } from '../../features/deposit/api/deposit';
import { AccountCard, CopyButton, hasAccount } from '../../features/deposit/components/account-card';
import { CancelDialog } from '../../features/deposit/components/cancel-dialog';
import { OrderResult } from '../../features/deposit/components/order-result';
import { VoucherUploader, voucherPaths, type VoucherItem } from '../../features/deposit/components/voucher-uploader';
import { clockText, secondsLeft, stepOf } from '../../features/deposit/rules';
import '../../features/deposit/deposit.css';

/** Under review: an operator decides; awaiting payment: a provider may report the payment. */
const POLL_MS = 3000;

function useSecondsLeft(expiresAt: string): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt));
  useEffect(() => {
    setLeft(secondsLeft(expiresAt));
    const timer = setInterval(() => setLeft(secondsLeft(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

function Countdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }): ReactNode {
  const { t } = useTranslation();
  const left = useSecondsLeft(expiresAt);
  const ended = useRef(false);
  useEffect(() => {
    if (left === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [left, onEnd]);
  return (
    <p className="deposit-countdown" data-testid="deposit-countdown">
      {t('deposit.info.countdown')} <strong>{clockText(left)}</strong>
    </p>
  );
}

function OrderSteps({ order, hasVouchers }: { order: DepositOrder; hasVouchers: boolean }): ReactNode {
  const { t } = useTranslation();
  // Steps follow the method (issue 13): an online order (no receiving account) has no voucher to upload.
  const { steps, current, state } = stepOf(order.status, hasVouchers, !hasAccount(order.account));
  return (
    <section className="card deposit-card">
      <Steps current={current} className="deposit-steps" data-testid="deposit-steps">
        {steps.map((key, i) => (
          <Steps.Step
            key={key}
            title={t(`deposit.steps.${key}`)}
            status={i < current ? 'finish' : i === current ? state : 'wait'}
          />
        ))}
      </Steps>
    </section>
  );
}

function OrderSummary({ order }: { order: DepositOrder }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="card deposit-card">
      <List className="deposit-list">
        <List.Item
          description={<span data-testid="order-no">{order.orderNo}</span>}
          extra={<CopyButton text={order.orderNo} testId="copy-orderNo" />}
        >
          {t('deposit.info.orderNo')}
        </List.Item>
        <List.Item extra={<strong data-testid="order-amount">{`${order.amount} ${order.currency}`}</strong>}>{t('deposit.info.amount')}</List.Item>
        {order.currency !== 'CNY' ? <List.Item extra={`${order.creditAmount} CNY`}>{t('deposit.info.credit')}</List.Item> : null}
        <List.Item extra={order.method}>{t('deposit.info.method')}</List.Item>
        {order.depositorName ? <List.Item extra={order.depositorName}>{t('deposit.info.depositor')}</List.Item> : null}
        {order.protocol ? <List.Item extra={`${order.coinType ?? ''} ${order.protocol}`.trim()}>{t('deposit.info.protocol')}</List.Item> : null}
      </List>
    </section>
  );
}

function AwaitingPayment({ order, onChanged }: { order: DepositOrder; onChanged: () => void }): ReactNode {
  const { t } = useTranslation();
  const { data: methods } = usePaymentMethods();
  const method = methods?.find((m) => m.id === order.methodId);
  const [vouchers, setVouchers] = useState<VoucherItem[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const offline = hasAccount(order.account);
  const paths = voucherPaths(vouchers);
  const needVoucher = method?.needVoucher ?? false;

  const confirm = async (): Promise<void> => {
    setTried(true);
    // spec.md §8 "please upload the payment voucher" (the server refuses too: 2101).
    if (needVoucher && !paths.length) return;
    setSending(true);
    try {
      const envelope = await confirmRechargeOrder(order.orderNo, paths);
      if (envelope.code === 0) Toast.show({ icon: 'success', content: t('deposit.confirmed') });
      onChanged();
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <OrderSteps order={order} hasVouchers={paths.length > 0} />
      <section className="card deposit-card deposit-pay-hint">
        <Countdown expiresAt={order.expiresAt} onEnd={onChanged} />
        <p>{t('deposit.info.payExact', { amount: `${order.amount} ${order.currency}` })}</p>
      </section>
      {offline ? <AccountCard account={order.account} /> : null}
      <OrderSummary order={order} />
      {offline ? (
        <section className="card deposit-card">
          <h2 className="section-title">{t('deposit.voucher.title')}</h2>
          <VoucherUploader value={vouchers} onChange={setVouchers} />
          {tried && needVoucher && !paths.length ? (
            <p className="amount-error" role="alert" data-testid="voucher-error">
              {t('deposit.voucher.required')}
            </p>
          ) : (
            <p className="amount-hint">{t('deposit.voucher.hint')}</p>
          )}
        </section>
      ) : null}
      <div className="deposit-actions">
        {offline ? (
          <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void confirm()} data-testid="deposit-confirm">
            {t('deposit.confirm')}
          </Button>
        ) : null}
        <Button block fill="none" color="danger" onClick={() => setCancelling(true)} data-testid="deposit-cancel">
          {t('deposit.cancel.action')}
        </Button>
      </div>
      <CancelDialog
        orderNo={order.orderNo}
        remaining={order.remainingCancellations}
        visible={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={onChanged}
      />
    </>
  );
}

export default function DepositInfo(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const invalidateMoney = useInvalidateMoney();
  const [poll, setPoll] = useState(true);
  const { data: order, isPending, isError, refetch } = useDepositOrder(orderNo, poll ? POLL_MS : false);
  const status = order?.status;

  useEffect(() => {
    // Poll only while someone else may move the order on: an operator (under review) or a provider (awaiting).
    setPoll(status === undefined || status === 'awaiting_payment' || status === 'under_review');
    // Once per change to completed: the balances and records now include the credit.
    if (status === 'completed') void invalidateMoney();
  }, [status]); // invalidateMoney is a new function every render; the status change is the trigger.

  if (!orderNo || isError) {
    return <StatusBlock status="empty" title={t('deposit.notFound')} description={null} className="paged-empty" />;
  }
  if (isPending) {
    return (
      <div className="paged-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <div className="deposit-page deposit-info" data-testid="deposit-info">
      <div className="overlap-body deposit-info-body">
        {order.status === 'awaiting_payment' ? (
          <AwaitingPayment order={order} onChanged={() => void refetch()} />
        ) : (
          <>
            <OrderSteps order={order} hasVouchers={order.vouchers.length > 0} />
            <OrderResult order={order} onAgain={() => go(PATHS.myDeposit)} />
            <OrderSummary order={order} />
          </>
        )}
      </div>
    </div>
  );
}
