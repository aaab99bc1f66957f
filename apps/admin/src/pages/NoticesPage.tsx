import { useMutation } from '@tanstack/react-query';
import { LANG_CODES, NOTICE_TYPES } from '@app/shared';
import { App, Button, Card, Form, Modal, Popconfirm, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeDelete, noticeList, noticeSave } from '../api/admin';
import type { NoticeItem, NoticeType } from '../api/types';
import { ContentWindow, ScheduleFields } from '../components/ContentFields';
import { LangTextFields } from '../components/LangTextFields';
import { useListPage } from '../components/list-page';
import { useCodes } from '../components/codes';
import { noticePayload, noticeToForm, pickText, type NoticeForm } from './content-form';

/** Notices (issue 14 "Content"): the home marquee and announcements, per language, scheduled, ordered, on/off. */
export default function NoticesPage() {
  const { t, i18n } = useTranslation();
  const codes = useCodes();
  const { message } = App.useApp();
  const list = useListPage<{ type?: NoticeType }, NoticeItem>(['notices'], noticeList, {});
  // undefined: closed; null: a new notice; an item: editing it.
  const [editing, setEditing] = useState<NoticeItem | null | undefined>(undefined);
  const [form] = Form.useForm<NoticeForm>();
  const save = useMutation({
    mutationFn: ({ values, id }: { values: NoticeForm; id?: number }) => noticeSave(noticePayload(values, id)),
    onSuccess: () => {
      void message.success(t('common.saved'));
      setEditing(undefined);
      list.refetch();
    },
  });
  const toggle = useMutation({
    mutationFn: (row: NoticeItem) => noticeSave(noticePayload({ ...noticeToForm(row), active: !row.active }, row.id)),
    onSuccess: () => list.refetch(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => noticeDelete(id),
    onSuccess: () => {
      void message.success(t('content.deleted'));
      list.refetch();
    },
  });

  function open(item: NoticeItem | null) {
    form.resetFields();
    form.setFieldsValue(item ? noticeToForm(item) : { type: list.filters.type ?? 'marquee', sort: 0, active: true });
    setEditing(item);
  }

  const columns: TableColumnsType<NoticeItem> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    { title: t('content.type'), dataIndex: 'type', width: 90, render: (v: NoticeType) => <Tag>{t(`content.noticeType.${v}`)}</Tag> },
    { title: t('content.title'), dataIndex: 'title', render: (v: NoticeItem['title']) => pickText(v, i18n.language) },
    { title: t('content.content'), dataIndex: 'content', width: 260, ellipsis: true, render: (v: NoticeItem['content']) => pickText(v, i18n.language) },
    { title: t('content.langs'), key: 'langs', render: (_v, row) => codes.languages(LANG_CODES.filter((l) => row.title[l] || row.content[l])) },
    { title: t('content.sort'), dataIndex: 'sort', width: 70 },
    { title: t('content.window'), key: 'window', width: 170, render: (_v, row) => <ContentWindow item={row} /> },
    {
      title: t('content.active'),
      dataIndex: 'active',
      width: 70,
      render: (v: boolean, row) => <Switch size="small" checked={v} loading={toggle.isPending && toggle.variables?.id === row.id} onChange={() => toggle.mutate(row)} data-testid={`notice-active-${row.id}`} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_v, row) => (
        <Space>
          <Button size="small" onClick={() => open(row)} data-testid={`notice-edit-${row.id}`}>
            {t('content.edit')}
          </Button>
          <Popconfirm title={t('content.deleteConfirm')} okText={t('content.delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(row.id)}>
            <Button size="small" danger data-testid={`notice-delete-${row.id}`}>
              {t('content.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('nav.notices')} data-testid="notices-page">
      <Space style={{ marginBottom: 16 }}>
        <Select<NoticeType | 'all'>
          style={{ width: 160 }}
          value={list.filters.type ?? 'all'}
          onChange={(v) => list.setFilters({ type: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('common.all') }, ...NOTICE_TYPES.map((v) => ({ value: v, label: t(`content.noticeType.${v}`) }))]}
          data-testid="notice-type-filter"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <Button type="primary" onClick={() => open(null)} data-testid="notice-new">
          {t('content.newNotice')}
        </Button>
      </Space>
      <Table<NoticeItem> rowKey="id" columns={columns} size="middle" tableLayout="fixed" {...list.tableProps} />
      <Modal
        open={editing !== undefined}
        title={editing ? t('content.editNotice', { id: editing.id }) : t('content.newNotice')}
        width={720}
        okText={t('common.submit')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(undefined)}
        onOk={() => void form.validateFields().then((values) => save.mutate({ values, id: editing?.id }))}
        okButtonProps={{ 'data-testid': 'notice-submit' }}
        forceRender
      >
        <Form form={form} layout="vertical" data-testid="notice-form">
          <Form.Item name="type" label={t('content.type')} rules={[{ required: true }]}>
            <Select options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`content.noticeType.${v}`) }))} data-testid="notice-type" />
          </Form.Item>
          <LangTextFields
            fields={[
              { name: 'title', label: t('content.title'), max: 120 },
              { name: 'content', label: t('content.content'), max: 5000, multiline: true, requiredZh: true },
            ]}
          />
          <ScheduleFields />
        </Form>
      </Modal>
    </Card>
  );
}
