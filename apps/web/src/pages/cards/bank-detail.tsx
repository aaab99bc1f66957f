/**
 * One bound account (spec.md §2 cards/bankDetail, `?kind=&id=`): its fields as the server gives them (numbers
 * masked, spec.md §5), the payment QR image of Alipay/WeChat accounts, and delete with a confirm Dialog.
 */
import { Button, Image, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useImageSrc } from '../../api/upload';
import { StatusBlock } from '../../components/status-block';
import { isAccountKind } from '../../features/payout/components/kinds';
import { useAccountRows, useDeleteAccount } from '../../features/payout/hooks/accounts';
import '../../features/payout/components/payout.css';

export default function BankDetail(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const id = Number(params.get('id'));
  const { rows, loading } = useAccountRows();
  const remove = useDeleteAccount();
  const row = isAccountKind(kind) ? rows.find((r) => r.kind === kind && r.id === id) : undefined;
  const qrSrc = useImageSrc(row?.qrImage);
  if (!row) return loading ? null : <StatusBlock status="empty" title={t('payout.detail.gone')} />;
  return (
    <div className="account-detail" data-testid="account-detail">
      <List mode="card" header={t(`payout.kind.${row.kind}`)}>
        <List.Item extra={row.title}>{t(row.kind === 'bank' ? 'payout.bank.bank' : 'payout.field.alias')}</List.Item>
        <List.Item extra={<span data-testid="detail-number">{row.number}</span>}>{t('payout.detail.number')}</List.Item>
        {row.detail ? <List.Item extra={row.detail}>{t('payout.detail.info')}</List.Item> : null}
        {row.qrImage ? (
          <List.Item>
            <div className="detail-qr">
              <span>{t('payout.third.qr')}</span>
              <Image src={qrSrc} width={160} height={160} fit="contain" />
            </div>
          </List.Item>
        ) : null}
      </List>
      <div className="detail-actions">
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          onClick={() => void remove(row).then((gone) => (gone ? navigate(-1) : undefined))}
          data-testid="detail-delete"
        >
          {t('payout.delete.confirm')}
        </Button>
      </div>
    </div>
  );
}
