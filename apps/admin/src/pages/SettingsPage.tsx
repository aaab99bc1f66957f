import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingList, settingSet, websiteList, websiteSet } from '../api/admin';
import type { SettingEntry, WebsiteEntry } from '../api/types';
import { useCodes } from '../components/codes';

/** A value cell edited in place: saved on demand, the stored value shown again after the save. */
function EditableValue({ value, onSave, testId, show = (v) => v }: { value: string; onSave: (next: string) => Promise<unknown>; testId: string; show?: (v: string) => string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (draft === null) {
    return (
      <Space>
        <Typography.Text style={{ wordBreak: 'break-all' }} data-verbatim>
          {value === '' ? '—' : show(value)}
        </Typography.Text>
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
  const codes = useCodes();
  const { message } = App.useApp();
  const website = useQuery({ queryKey: ['website'], queryFn: websiteList });
  const settings = useQuery({ queryKey: ['settings'], queryFn: settingList });
  const setWebsite = useMutation({ mutationFn: websiteSet, onSuccess: () => void website.refetch().then(() => message.success(t('common.saved'))) });
  const setSetting = useMutation({ mutationFn: settingSet, onSuccess: () => void settings.refetch().then(() => message.success(t('common.saved'))) });

  // Each key by its name and meaning in the console's language (issue 24); on/off switches in words.
  const named = (name: string, description: string | null, extra?: ReactNode) => (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{name}</Typography.Text>
      {description ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {description}
        </Typography.Text>
      ) : null}
      {extra}
    </Space>
  );
  const websiteColumns: TableColumnsType<WebsiteEntry> = [
    { title: t('settings.key'), dataIndex: 'configKey', width: 360, render: (v: string) => named(codes.website(v).name, codes.website(v).description) },
    { title: t('settings.value'), dataIndex: 'configValue', render: (v: string, row) => <EditableValue value={v} testId={row.configKey} onSave={(next) => setWebsite.mutateAsync({ configKey: row.configKey, configValue: next })} /> },
  ];
  const settingColumns: TableColumnsType<SettingEntry> = [
    {
      title: t('settings.key'),
      dataIndex: 'key',
      render: (v: string, row) => {
        const known = codes.setting(v);
        // A key this console does not know yet: the server's own remark says what it is.
        return named(known.name === v ? row.remark : known.name, known.name === v ? null : known.description, row.isPublic ? <Tag color="blue" style={{ width: 'fit-content' }}>{t('settings.public')}</Tag> : null);
      },
    },
    { title: t('settings.value'), dataIndex: 'value', width: 260, render: (v: string, row) => <EditableValue value={v} testId={row.key} show={codes.onOff} onSave={(next) => setSetting.mutateAsync({ key: row.key, value: next })} /> },
    { title: t('settings.default'), dataIndex: 'defaultValue', width: 110, render: (v: string, row) => <Typography.Text type={v === row.value ? 'secondary' : 'warning'}>{v === '' ? '—' : codes.onOff(v)}</Typography.Text> },
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
