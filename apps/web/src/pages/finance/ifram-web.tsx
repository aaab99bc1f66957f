/**
 * A provider's pay page (spec.md §2 iframWeb): the payUrl (a same-origin path such as the sandbox gateway, or a
 * provider's http(s) page) in an iframe under the navigation bar, while the order is polled. Completed: the
 * balances refresh and a success view replaces the frame; any other end (cancelled, rejected, expired) opens the
 * order's progress screen. The navigation bar is titled after the order's method in the player's language (the
 * server's name, which says "sandbox" for the sandbox provider), "Payment page" until the order is read.
 */
import { Button, Result } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNavBar } from '../../app/nav-bar';
import { go, relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { assetUrl } from '../../api/request';
import { useInvalidateMoney, useUserBalance } from '../../api/wallet';
import { StatusBlock } from '../../components/status-block';
import { useDepositOrder } from '../../features/deposit/api/deposit';
import { depositInfoPath, safePayUrl } from '../../features/deposit/links';
import '../../features/deposit/deposit.css';

const POLL_MS = 2000;

/** Our own pay pages (a path) are served by the API server and localized by `?lang=`; providers' pages as given. */
function framedUrl(url: string | null, lang: string): string | null {
  if (!url?.startsWith('/')) return url;
  return assetUrl(`${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`);
}

function Paid({ orderNo, amount }: { orderNo: string; amount: string }): ReactNode {
  const { t } = useTranslation();
  const { data: balance } = useUserBalance();
  return (
    <div className="overlap-body deposit-info-body">
      <section className="card deposit-card deposit-result" data-testid="result-completed">
        <Result status="success" title={t('deposit.status.completed.title')} description={t('deposit.status.completed.desc', { amount })} />
        <p className="result-balance">
          {t('deposit.status.balance')} <strong data-testid="deposit-balance">{balance?.central ?? '…'}</strong>
        </p>
        <Button block color="primary" shape="rounded" onClick={() => relaunch(depositInfoPath(orderNo))} data-testid="view-order">
          {t('deposit.viewOrder')}
        </Button>
      </section>
    </div>
  );
}

export default function IframWeb(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: order } = useDepositOrder(params.get('orderNo') ?? '', POLL_MS);
  return (
    <div className="pay-page">
      <PageNavBar title={<span className="pay-title" data-testid="pay-title">{order?.method ?? t('deposit.pay.frameTitle')}</span>} />
      <PayFrame />
    </div>
  );
}

function PayFrame(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { i18n } = useTranslation();
  const payUrl = framedUrl(safePayUrl(params.get('payUrl')), i18n.language);
  const invalidateMoney = useInvalidateMoney();
  const { data: order } = useDepositOrder(orderNo, POLL_MS);
  const status = order?.status;

  useEffect(() => {
    if (status === 'completed') void invalidateMoney();
    else if (status && status !== 'awaiting_payment') relaunch(depositInfoPath(orderNo));
  }, [status, orderNo]); // invalidateMoney is a new function every render; the status change is the trigger.

  if (!orderNo || !payUrl) {
    return (
      <StatusBlock status="empty" title={t('deposit.notFound')} description={null} className="paged-empty">
        <Button color="primary" onClick={() => go(PATHS.myDeposit)}>
          {t('deposit.again')}
        </Button>
      </StatusBlock>
    );
  }
  if (order?.status === 'completed') return <Paid orderNo={orderNo} amount={`${order.amount} ${order.currency}`} />;
  return (
    <div className="pay-frame-page" data-testid="pay-frame-page">
      <p className="pay-frame-hint">
        {order ? <strong>{`${order.amount} ${order.currency}`}</strong> : null} {t('deposit.pay.hint')}
      </p>
      <iframe className="pay-frame" src={payUrl} title={t('deposit.pay.frameTitle')} data-testid="pay-frame" />
    </div>
  );
}
