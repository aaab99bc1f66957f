/** One transaction record (spec.md §2 transaction detail): its fields as a List, with a copy button for the order number. */
import { Button, DotLoading, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTransactionRecord } from '../../api/records';
import { Toast } from '../../components/overlays';
import { copyText } from '../../lib/clipboard';
import { StatusBlock } from '../../components/status-block';
import { Amount, StatusTag, formatTime, useModeText } from '../../features/records/components/transaction-row';
import './transaction.css';

export default function TransactionDetail(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { data: record, isPending, isError } = useTransactionRecord(orderNo);
  const modeText = useModeText();

  if (!orderNo || isError) {
    return <StatusBlock status="empty" title={t('records.notFound')} description={null} className="paged-empty" />;
  }
  if (isPending) {
    return (
      <div className="paged-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const copy = async (): Promise<void> => {
    const ok = await copyText(record.orderNo);
    Toast.show({ icon: ok ? 'success' : 'fail', content: t(ok ? 'records.copied' : 'records.copyFailed') });
  };
  return (
    <div className="record-detail" data-testid="record-detail">
      <div className="record-detail-head">
        <span>{t(`records.type.${record.type}`)}</span>
        <Amount value={record.amount} status={record.status} />
        <StatusTag status={record.status} />
      </div>
      <List mode="card" className="record-fields">
        <List.Item
          extra={
            <Button size="mini" fill="outline" color="primary" shape="rounded" onClick={() => void copy()} data-testid="copy-order">
              {t('records.copy')}
            </Button>
          }
          description={<span className="record-order-no" data-testid="order-no">{record.orderNo}</span>}
        >
          {t('records.orderNo')}
        </List.Item>
        <List.Item extra={t(`records.type.${record.type}`)}>{t('records.typeLabel')}</List.Item>
        <List.Item extra={<span className="record-mode">{modeText(record)}</span>}>{t('records.mode')}</List.Item>
        <List.Item extra={<Amount value={record.amount} status={record.status} />}>{t('records.amount')}</List.Item>
        <List.Item extra={<StatusTag status={record.status} />}>{t('records.statusLabel')}</List.Item>
        <List.Item extra={formatTime(record.time)}>{t('records.time')}</List.Item>
      </List>
    </div>
  );
}
