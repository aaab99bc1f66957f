/**
 * Transaction records (spec.md §2): the last 30 days (spec.md §9, enforced by the server) in tabs by type, paged
 * with InfiniteScroll; a row opens its detail.
 */
import { TRANSACTION_HISTORY_DAYS, TRANSACTION_TYPES, type TransactionType } from '@app/shared';
import { Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { queryTransactionRecordList, recordKeys, type TransactionRecord } from '../../api/records';
import { PagedList } from '../../components/paged-list';
import { TransactionRow } from '../../features/records/components/transaction-row';
import './transaction.css';

const TABS = ['all', ...TRANSACTION_TYPES] as const;
type Tab = (typeof TABS)[number];

export default function Transaction(): ReactNode {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const type: TransactionType | undefined = tab === 'all' ? undefined : tab;
  return (
    <div className="records-page">
      <Tabs className="records-tabs" activeKey={tab} onChange={(key) => setTab(key as Tab)} data-testid="records-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`records.type.${key}`)} />
        ))}
      </Tabs>
      <p className="records-window">{t('records.window', { days: TRANSACTION_HISTORY_DAYS })}</p>
      <PagedList<TransactionRecord>
        key={tab}
        className="records-list"
        queryKey={recordKeys.list(tab)}
        fetchPage={(page, size) => queryTransactionRecordList({ type, page, size })}
        itemKey={(r) => r.orderNo}
        renderItem={(record) => (
          <TransactionRow
            record={record}
            onOpen={() => go(`${PATHS.transactionDetail}?orderNo=${encodeURIComponent(record.orderNo)}`)}
          />
        )}
        emptyText={t('records.empty')}
      />
    </div>
  );
}
