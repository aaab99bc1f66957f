import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, List, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ledgerCheck, ledgerJournal, ledgerReconciliation, reconciliationExport } from '../api/admin';
import { RECONCILIATION_COLUMNS, type JournalItem, type ReconciliationRow } from '../api/types';
import { ExportButton } from '../components/ExportButton';
import { formatTime } from '../components/format';
import { useCodes } from '../components/codes';
import { DayRangePicker } from '../components/DayRangePicker';
import { daysIn, lastDays, type DayRange } from '../components/platform-time';

/** The server's limit on one reconciliation request (business days). */
const MAX_RECONCILIATION_DAYS = 92;

/** The ledger invariants on demand (design.md §5), journal lookup by order number, daily cash reconciliation (issue 14). */
export default function LedgerPage() {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: ledgerCheck });
  const report = check.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('nav.ledger')} style={{ maxWidth: 880 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('ledger.hint')}</Typography.Paragraph>
          <Button type="primary" loading={check.isPending} onClick={() => check.mutate()} data-testid="ledger-check">
            {t('ledger.run')}
          </Button>
          {report && (
            <Result
              status={report.violations.length ? 'error' : 'success'}
              title={report.violations.length ? t('ledger.violations', { count: report.violations.length }) : t('ledger.ok')}
              data-testid="ledger-result"
              subTitle={
                <Descriptions size="small" column={3}>
                  <Descriptions.Item label={t('ledger.accounts')}>{report.accounts}</Descriptions.Item>
                  <Descriptions.Item label={t('ledger.journals')}>{report.journals}</Descriptions.Item>
                  <Descriptions.Item label={t('ledger.postings')}>{report.postings}</Descriptions.Item>
                </Descriptions>
              }
            >
              {report.violations.length > 0 && <List size="small" bordered dataSource={report.violations} renderItem={(v) => <List.Item>{v}</List.Item>} />}
            </Result>
          )}
        </Space>
      </Card>
      <JournalLookup />
      <ReconciliationReport />
    </Space>
  );
}

function JournalLookup() {
  const { t } = useTranslation();
  const codes = useCodes();
  const lookup = useMutation({ mutationFn: (orderNo: string) => ledgerJournal(orderNo) });
  // The account as the player's name and the wallet in words, or the platform account in words (issue 24).
  const postingColumns: TableColumnsType<JournalItem['postings'][number]> = [
    {
      title: t('ledger.account'),
      dataIndex: 'account',
      render: (v: string, p) => (p.kind ? (p.username ? <span><span data-verbatim>{p.username}</span> · {codes.wallet(p.kind)}</span> : codes.wallet(p.kind)) : v),
    },
    { title: t('common.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>{v}</Typography.Text> },
    { title: t('ledger.balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
  ];
  return (
    <Card title={t('ledger.journalTitle')} data-testid="journal-lookup">
      <Input.Search
        style={{ maxWidth: 420, marginBottom: 16 }}
        placeholder={t('common.orderNo')}
        enterButton={t('common.search')}
        loading={lookup.isPending}
        onSearch={(v) => v.trim() && lookup.mutate(v.trim())}
        data-testid="journal-order"
      />
      {lookup.data &&
        (lookup.data.list.length === 0 ? (
          <Empty description={t('ledger.noJournal')} />
        ) : (
          lookup.data.list.map((j) => (
            <Card key={j.journalId} size="small" style={{ marginBottom: 12 }} title={`#${j.journalId} · ${codes.journal(j.type)}`} extra={`${codes.actor(j.actor)} · ${formatTime(j.createdAt)}`}>
              <Table rowKey={(p) => `${p.accountId}`} size="small" pagination={false} dataSource={j.postings} columns={postingColumns} />
            </Card>
          ))
        ))}
    </Card>
  );
}

function ReconciliationReport() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const report = useMutation({ mutationFn: (r: DayRange) => ledgerReconciliation(r) });
  const columns: TableColumnsType<ReconciliationRow> = [
    { title: t('ledger.day'), dataIndex: 'day', fixed: 'left' },
    ...RECONCILIATION_COLUMNS.map((c) => ({ title: t(`ledger.rec.${c}`), dataIndex: c, align: 'right' as const })),
    { title: t('ledger.rec.transfersNetZero'), dataIndex: 'transfersNetZero', render: (v: boolean) => (v ? <Tag color="success">{t('common.yes')}</Tag> : <Tag color="error">{t('common.no')}</Tag>) },
  ];
  return (
    <Card title={t('ledger.recTitle', { currency: report.data?.currency ?? '' })} data-testid="reconciliation">
      <Typography.Paragraph type="secondary">{t('ledger.recHint', { max: MAX_RECONCILIATION_DAYS })}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DayRangePicker value={range} onChange={(r) => r && setRange(r)} testId="reconciliation-range" />
        <Button type="primary" loading={report.isPending} disabled={daysIn(range) > MAX_RECONCILIATION_DAYS} onClick={() => report.mutate(range)} data-testid="reconciliation-run">
          {t('ledger.recRun')}
        </Button>
        <ExportButton filters={range} run={reconciliationExport} testId="reconciliation-export" />
      </Space>
      <Table<ReconciliationRow> rowKey="day" size="small" scroll={{ x: 'max-content' }} pagination={false} loading={report.isPending} dataSource={report.data?.list ?? []} columns={columns} />
    </Card>
  );
}
