import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingList, settingSet, websiteList, websiteSet } from '../api/admin';
import type { SettingEntry, WebsiteEntry } from '../api/types';

/** A value cell edited in place: saved on demand, the stored value shown again after the save. */
function EditableValue({ value, onSave, testId }: { value: string; onSave: (next: string) => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (draft === null) {
    return (
      <Space>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{value === '' ? '—' : value}</Typography.Text>
        <Button size="small" type="link" onClick={() => setDraft(value)} data-testid={`edit-${testId}`}>
          {t('content.edit')}
        </Button>
      </Space>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft);
      setDraft(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
      <Input value={draft} maxLength={2000} onChange={(e) => setDraft(e.target.value)} onPressEnter={() => void save().catch(() => undefined)} data-testid={`input-${testId}`} />
      <Button type="primary" loading={busy} onClick={() => void save().catch(() => undefined)}>
        {t('common.submit')}
      </Button>
      <Button onClick={() => setDraft(null)}>{t('content.cancel')}</Button>
    </Space.Compact>
  );
}

/** Website basic info and system settings (issue 14 "Content"; owner): key/value tables edited one value at a time. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const website = useQuery({ queryKey: ['website'], queryFn: websiteList });
  const settings = useQuery({ queryKey: ['settings'], queryFn: settingList });
  const setWebsite = useMutation({ mutationFn: websiteSet, onSuccess: () => void website.refetch().then(() => message.success(t('common.saved'))) });
  const setSetting = useMutation({ mutationFn: settingSet, onSuccess: () => void settings.refetch().then(() => message.success(t('common.saved'))) });

  const websiteColumns: TableColumnsType<WebsiteEntry> = [
    { title: t('settings.key'), dataIndex: 'configKey', width: 240, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: t('settings.value'), dataIndex: 'configValue', render: (v: string, row) => <EditableValue value={v} testId={row.configKey} onSave={(next) => setWebsite.mutateAsync({ configKey: row.configKey, configValue: next })} /> },
  ];
  const settingColumns: TableColumnsType<SettingEntry> = [
    {
      title: t('settings.key'),
      dataIndex: 'key',
      width: 240,
      render: (v: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{v}</Typography.Text>
          {row.isPublic && <Tag color="blue">{t('settings.public')}</Tag>}
        </Space>
      ),
    },
    { title: t('settings.value'), dataIndex: 'value', render: (v: string, row) => <EditableValue value={v} testId={row.key} onSave={(next) => setSetting.mutateAsync({ key: row.key, value: next })} /> },
    { title: t('settings.default'), dataIndex: 'defaultValue', width: 160, render: (v: string, row) => <Typography.Text type={v === row.value ? 'secondary' : 'warning'}>{v === '' ? '—' : v}</Typography.Text> },
    { title: t('settings.remark'), dataIndex: 'remark' },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="settings-page">
      <Card title={t('settings.website')}>
        <Table<WebsiteEntry> rowKey="configKey" size="small" pagination={false} loading={website.isFetching} dataSource={website.data?.list ?? []} columns={websiteColumns} />
      </Card>
      <Card title={t('settings.system')}>
        <Table<SettingEntry> rowKey="key" size="small" pagination={false} loading={settings.isFetching} dataSource={settings.data?.list ?? []} columns={settingColumns} />
      </Card>
    </Space>
  );
}
