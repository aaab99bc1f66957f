import { Button, Card, DatePicker, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { auditList } from '../api/admin';
import type { AuditItem, AuditListInput } from '../api/types';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';

type Filters = Omit<AuditListInput, 'page' | 'size'>;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  // A bare value (a setting's text) as it is; objects as indented JSON.
  if (typeof value !== 'object') return <Typography.Text style={{ fontSize: 12, fontFamily: 'monospace' }}>{String(value)}</Typography.Text>;
  return <Typography.Text style={{ fontSize: 12, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>{JSON.stringify(value, null, 1)}</Typography.Text>;
}

/** The audit log (owner, issue 14): who did what to what, before → after, from which IP, newest first. */
export default function AuditPage() {
  const { t } = useTranslation();
  const list = useListPage<Filters, AuditItem>(['audit'], auditList, {});
  const columns: TableColumnsType<AuditItem> = [
    { title: t('common.time'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    { title: t('audit.operator'), dataIndex: 'operatorName' },
    { title: t('audit.action'), dataIndex: 'action' },
    { title: t('audit.target'), dataIndex: 'target', render: (v: string | null) => v ?? '—' },
    { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
    { title: t('audit.before'), dataIndex: 'before', render: (v: unknown) => <Json value={v} /> },
    { title: t('audit.after'), dataIndex: 'after', render: (v: unknown) => <Json value={v} /> },
  ];
  function onFinish(v: { operator?: string; action?: string; target?: string; range?: [Dayjs, Dayjs] | null }) {
    list.setFilters({
      operator: v.operator?.trim(),
      action: v.action?.trim(),
      target: v.target?.trim(),
      from: v.range?.[0]?.startOf('day').toISOString(),
      to: v.range?.[1]?.endOf('day').toISOString(),
    });
  }
  return (
    <Card title={t('nav.audit')}>
      <Form layout="inline" onFinish={onFinish} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="operator" label={t('audit.operator')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Input allowClear placeholder="deposit.approve" />
        </Form.Item>
        <Form.Item name="target" label={t('audit.target')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="range" label={t('common.time')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<AuditItem>
        rowKey="id"
        columns={columns}
        size="small"
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (row) => <Json value={row.detail} />, rowExpandable: (row) => row.detail !== null && row.detail !== undefined }}
        {...list.tableProps}
      />
    </Card>
  );
}
