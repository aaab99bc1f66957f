import { Button, Card, Descriptions, Form, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditList } from '../api/admin';
import type { AuditItem, AuditListInput } from '../api/types';
import { useCodes } from '../components/codes';
import { DayRangePicker } from '../components/DayRangePicker';
import { useListPage } from '../components/list-page';
import { daySpan, formatTime, type DayRange } from '../components/platform-time';
import { CATALOGUES } from '../i18n/catalogues';

type Filters = Omit<AuditListInput, 'page' | 'size'>;

/** The record as it was written (the server's field names): for looking into a change, opened on demand. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  // A bare value (a setting's text) as it is; objects as indented JSON.
  if (typeof value !== 'object') return <Typography.Text style={{ fontSize: 12, fontFamily: 'monospace' }}>{String(value)}</Typography.Text>;
  return <Typography.Text style={{ fontSize: 12, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>{JSON.stringify(value, null, 1)}</Typography.Text>;
}

const hasValue = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'object' && Object.keys(v).length === 0);

/**
 * The audit log (owner, issue 14): who did what to what, from which IP, newest first. Actions in words (issue 24); the
 * change's record (before → after, details) opens on demand; days are the platform's.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  const list = useListPage<Filters, AuditItem>(['audit'], auditList, {});
  const [range, setRange] = useState<DayRange | null>(null);
  const [shown, setShown] = useState<AuditItem | null>(null);
  const columns: TableColumnsType<AuditItem> = [
    { title: t('common.time'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    // An operator's name, or the shell (`cli:<os user>`) in words.
    { title: t('audit.operator'), dataIndex: 'operatorName', render: (v: string) => (v.startsWith('cli:') ? codes.actor(v) : <span data-verbatim>{v}</span>) },
    { title: t('audit.action'), dataIndex: 'action', render: (v: string) => codes.auditAction(v) },
    { title: t('audit.target'), dataIndex: 'target', render: (v: string | null, row) => (row.action === 'jobs.run' && v ? codes.job(v).title : v ? <span data-verbatim>{v}</span> : '—') },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
    {
      title: t('audit.record'),
      key: 'record',
      width: 100,
      render: (_v, row) =>
        hasValue(row.before) || hasValue(row.after) || hasValue(row.detail) ? (
          <Button size="small" onClick={() => setShown(row)} data-testid={`audit-record-${row.id}`}>
            {t('audit.view')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  function onFinish(v: { operator?: string; action?: string; target?: string }) {
    list.setFilters({
      operator: v.operator?.trim(),
      action: v.action,
      target: v.target?.trim(),
      // Whole platform days (issue 24): from the first instant of the first day to the last of the last.
      from: range ? daySpan(range.from).start.toISOString() : undefined,
      to: range ? new Date(daySpan(range.to).end.getTime() - 1).toISOString() : undefined,
    });
  }
  return (
    <Card title={t('nav.audit')} data-testid="audit-page">
      <Form layout="inline" onFinish={onFinish} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="operator" label={t('audit.operator')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={Object.keys(CATALOGUES.zh.codes.auditAction).map((a) => ({ value: a, label: codes.auditAction(a) }))} data-testid="audit-action" />
        </Form.Item>
        <Form.Item name="target" label={t('audit.target')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('common.time')}>
          <DayRangePicker value={range} onChange={setRange} allowClear testId="audit-range" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<AuditItem> rowKey="id" columns={columns} size="small" {...list.tableProps} />
      <Modal open={shown !== null} title={shown ? `${codes.auditAction(shown.action)} · ${formatTime(shown.createdAt)}` : ''} footer={null} width={760} onCancel={() => setShown(null)} destroyOnHidden>
        {shown && (
          <>
            <Typography.Paragraph type="secondary">{t('audit.recordHint')}</Typography.Paragraph>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('audit.before')}>
                <Json value={shown.before} />
              </Descriptions.Item>
              <Descriptions.Item label={t('audit.after')}>
                <Json value={shown.after} />
              </Descriptions.Item>
              {hasValue(shown.detail) && (
                <Descriptions.Item label={t('audit.detail')}>
                  <Json value={shown.detail} />
                </Descriptions.Item>
              )}
            </Descriptions>
          </>
        )}
      </Modal>
    </Card>
  );
}
