import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Image, Input, Modal, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerDelete, bannerImageUpload, bannerList, bannerSave } from '../api/admin';
import type { BannerItem } from '../api/types';
import { ContentWindow, ScheduleFields } from '../components/ContentFields';
import { ImageUpload } from '../components/ImageUpload';
import { LangTextFields } from '../components/LangTextFields';
import { useListPage } from '../components/list-page';
import { bannerPayload, bannerPreview, bannerToForm, pickText, type BannerForm } from './content-form';

/**
 * Home banners (issue 14 "Content"): image (uploaded, or a path with `{lang}` for per-language art), link, title per
 * language, window, order.
 */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useListPage<object, BannerItem>(['banners'], bannerList, {});
  const [editing, setEditing] = useState<BannerItem | null | undefined>(undefined);
  const [form] = Form.useForm<BannerForm>();
  const image = Form.useWatch('image', form);
  const save = useMutation({
    mutationFn: ({ values, id }: { values: BannerForm; id?: number }) => bannerSave(bannerPayload(values, id)),
    onSuccess: () => {
      void message.success(t('common.saved'));
      setEditing(undefined);
      list.refetch();
    },
  });
  const toggle = useMutation({
    mutationFn: (row: BannerItem) => bannerSave(bannerPayload({ ...bannerToForm(row), active: !row.active }, row.id)),
    onSuccess: () => list.refetch(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => bannerDelete(id),
    onSuccess: () => {
      void message.success(t('content.deleted'));
      list.refetch();
    },
  });

  function open(item: BannerItem | null) {
    form.resetFields();
    form.setFieldsValue(item ? bannerToForm(item) : { sort: 0, active: true, link: '' });
    setEditing(item);
  }

  const columns: TableColumnsType<BannerItem> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    { title: t('content.image'), dataIndex: 'image', width: 150, render: (v: string) => <Image src={bannerPreview(v)} width={128} height={48} style={{ objectFit: 'cover' }} /> },
    { title: t('content.title'), dataIndex: 'title', render: (v: BannerItem['title']) => pickText(v, i18n.language) },
    // An address the operator typed (an app route or https), shown as typed.
    { title: t('content.link'), dataIndex: 'link', render: (v: string) => (v ? <span data-verbatim style={{ wordBreak: 'break-all' }}>{v}</span> : '—') },
    { title: t('content.sort'), dataIndex: 'sort', width: 70 },
    { title: t('content.window'), key: 'window', width: 170, render: (_v, row) => <ContentWindow item={row} /> },
    { title: t('content.active'), dataIndex: 'active', render: (v: boolean, row) => <Switch size="small" checked={v} onChange={() => toggle.mutate(row)} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Button size="small" onClick={() => open(row)}>
            {t('content.edit')}
          </Button>
          <Popconfirm title={t('content.deleteConfirm')} okText={t('content.delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(row.id)}>
            <Button size="small" danger>
              {t('content.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('nav.banners')} data-testid="banners-page">
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <Button type="primary" onClick={() => open(null)}>
          {t('content.newBanner')}
        </Button>
      </Space>
      <Table<BannerItem> rowKey="id" columns={columns} size="middle" {...list.tableProps} />
      <Modal
        open={editing !== undefined}
        title={editing ? t('content.editBanner', { id: editing.id }) : t('content.newBanner')}
        width={720}
        okText={t('common.submit')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(undefined)}
        onOk={() => void form.validateFields().then((values) => save.mutate({ values, id: editing?.id }))}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item label={t('content.image')} extra={t('content.imageHint')} required>
            <Flex gap={8}>
              <Form.Item name="image" noStyle rules={[{ required: true, whitespace: true }, { max: 500 }]}>
                <Input placeholder="/static/seed/banner-{lang}.png" style={{ flex: 1 }} data-testid="banner-image" />
              </Form.Item>
              <ImageUpload upload={bannerImageUpload} onUploaded={(url) => {
                  form.setFieldValue('image', url);
                  void form.validateFields(['image']);
                }} testId="banner-upload" />
            </Flex>
          </Form.Item>
          {image ? <Image src={bannerPreview(image)} width={320} style={{ marginBottom: 16 }} data-testid="banner-preview" /> : null}
          <Form.Item name="link" label={t('content.link')} extra={t('content.linkHint')} rules={[{ max: 500 }]}>
            <Input placeholder="/pages/…" />
          </Form.Item>
          <LangTextFields fields={[{ name: 'title', label: t('content.title'), max: 120, requiredZh: true }]} />
          <ScheduleFields />
        </Form>
      </Modal>
    </Card>
  );
}
