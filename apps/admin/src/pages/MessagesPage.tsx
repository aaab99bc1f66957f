import { useMutation } from '@tanstack/react-query';
import { MESSAGE_AUDIENCES, MESSAGE_CATEGORIES, type MessageAudience, type MessageCategory } from '@app/shared';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageList, messageSend, messageWithdraw } from '../api/admin';
import type { LangTexts, MessageItem, MessageSendInput } from '../api/types';
import { LangTextFields } from '../components/LangTextFields';
import { useListPage } from '../components/list-page';
import { formatTime } from '../components/format';
import { OperatorName } from '../components/OperatorName';

/** The form as the operator fills it: usernames one per line. */
interface ComposeForm {
  category: MessageCategory;
  audience: MessageAudience;
  usernames?: string;
  vipFrom?: number;
  vipTo?: number;
  includeLater?: boolean;
  title: LangTexts;
  content: LangTexts;
}

const nonEmpty = (texts: LangTexts | undefined): LangTexts => Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as LangTexts;

/** The compose form's values → message/send's input (the shared schema checks it on the server). */
export function sendPayload(v: ComposeForm): MessageSendInput {
  const names = (v.usernames ?? '')
    .split(/[\s,]+/)
    .map((u) => u.trim())
    .filter(Boolean);
  const broadcast = v.audience === 'all' || v.audience === 'vip';
  return {
    category: v.category,
    audience: v.audience,
    ...(v.audience === 'user' || v.audience === 'users' ? { usernames: names } : {}),
    ...(v.audience === 'vip' ? { vipFrom: v.vipFrom, vipTo: v.vipTo } : {}),
    includeLater: broadcast ? !!v.includeLater : false,
    title: nonEmpty(v.title),
    content: nonEmpty(v.content),
  } as MessageSendInput;
}

/** Messages (issue 17): compose to one player, a list, a VIP range or everyone; the sent list with reads; withdraw. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListPage<{ category?: MessageCategory }, MessageItem>(['messages'], messageList, {});
  const [composing, setComposing] = useState(false);
  const [form] = Form.useForm<ComposeForm>();
  const audience = Form.useWatch('audience', form);
  const send = useMutation({
    mutationFn: (values: ComposeForm) => messageSend(sendPayload(values)),
    onSuccess: (sent) => {
      void message.success(t('messages.sent', { count: sent.recipients }));
      setComposing(false);
      list.refetch();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => messageWithdraw(id),
    onSuccess: () => {
      void message.success(t('messages.withdrawDone'));
      list.refetch();
    },
  });

  function open() {
    form.resetFields();
    form.setFieldsValue({ category: 'notice', audience: 'all', includeLater: false, vipFrom: 1, vipTo: 10 });
    setComposing(true);
  }

  const audienceText = (row: MessageItem) =>
    row.audience === 'vip' ? `${t('messages.audiences.vip')} ${t('messages.vipRange', { from: row.vipFrom, to: row.vipTo })}` : t(`messages.audiences.${row.audience}`);

  const columns: TableColumnsType<MessageItem> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('messages.category'), dataIndex: 'category', render: (v: MessageCategory) => <Tag>{t(`messages.categories.${v}`)}</Tag> },
    { title: t('messages.title'), dataIndex: 'title' },
    { title: t('messages.audience'), key: 'audience', render: (_v, row) => audienceText(row) + (row.includeLater ? ' +' : '') },
    { title: t('messages.recipients'), dataIndex: 'recipients' },
    { title: t('messages.reads'), dataIndex: 'reads' },
    { title: t('messages.operator'), dataIndex: 'operator', render: (v: string | null) => <OperatorName name={v} /> },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
    { title: t('messages.status'), dataIndex: 'withdrawn', render: (v: boolean) => (v ? <Tag>{t('messages.withdrawn')}</Tag> : <Tag color="green">{t('messages.live')}</Tag>) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) =>
        row.withdrawn ? null : (
          <Popconfirm title={t('messages.withdrawConfirm')} okText={t('messages.withdraw')} okButtonProps={{ danger: true }} onConfirm={() => withdraw.mutateAsync(row.id)}>
            <Button size="small" danger data-testid={`message-withdraw-${row.id}`}>
              {t('messages.withdraw')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={t('nav.messages')} data-testid="messages-page">
      <Space style={{ marginBottom: 16 }}>
        <Select<MessageCategory | 'all'>
          style={{ width: 180 }}
          value={list.filters.category ?? 'all'}
          onChange={(v) => list.setFilters({ category: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('common.all') }, ...MESSAGE_CATEGORIES.map((v) => ({ value: v, label: t(`messages.categories.${v}`) }))]}
          data-testid="message-category-filter"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <Button type="primary" onClick={open} data-testid="message-new">
          {t('messages.compose')}
        </Button>
      </Space>
      <Table<MessageItem> rowKey="id" columns={columns} size="middle" scroll={{ x: 'max-content' }} data-testid="messages-table" {...list.tableProps} />
      <Modal
        open={composing}
        title={t('messages.compose')}
        width={720}
        okText={t('common.submit')}
        confirmLoading={send.isPending}
        onCancel={() => setComposing(false)}
        onOk={() => void form.validateFields().then((values) => send.mutate(values), () => undefined)}
        okButtonProps={{ 'data-testid': 'message-submit' }}
        forceRender
      >
        <Form form={form} layout="vertical" data-testid="message-form">
          <Space wrap>
            <Form.Item name="category" label={t('messages.category')} rules={[{ required: true }]}>
              <Select style={{ width: 200 }} options={MESSAGE_CATEGORIES.map((v) => ({ value: v, label: t(`messages.categories.${v}`) }))} data-testid="message-category" />
            </Form.Item>
            <Form.Item name="audience" label={t('messages.audience')} rules={[{ required: true }]}>
              <Select style={{ width: 200 }} options={MESSAGE_AUDIENCES.map((v) => ({ value: v, label: t(`messages.audiences.${v}`) }))} data-testid="message-audience" />
            </Form.Item>
          </Space>
          {(audience === 'user' || audience === 'users') && (
            <Form.Item
              name="usernames"
              label={t('messages.usernames')}
              extra={t('messages.usernamesHelp')}
              rules={[
                { required: true, whitespace: true, message: t('messages.usernamesRequired') },
                {
                  validator: (_r, v: string | undefined) => {
                    const n = (v ?? '').split(/[\s,]+/).filter(Boolean).length;
                    if (audience === 'user' && n > 1) return Promise.reject(new Error(t('messages.oneUsername')));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <Input.TextArea rows={audience === 'user' ? 1 : 4} data-testid="message-usernames" />
            </Form.Item>
          )}
          {audience === 'vip' && (
            <Space>
              <Form.Item name="vipFrom" label={t('messages.vipFrom')} rules={[{ required: true }]}>
                <InputNumber min={0} max={1000} precision={0} data-testid="message-vip-from" />
              </Form.Item>
              <Form.Item
                name="vipTo"
                label={t('messages.vipTo')}
                dependencies={['vipFrom']}
                rules={[
                  { required: true },
                  ({ getFieldValue }) => ({
                    validator: (_r, v: number | undefined) =>
                      v === undefined || v >= (getFieldValue('vipFrom') as number) ? Promise.resolve() : Promise.reject(new Error(t('messages.vipRangeInvalid'))),
                  }),
                ]}
              >
                <InputNumber min={0} max={1000} precision={0} data-testid="message-vip-to" />
              </Form.Item>
            </Space>
          )}
          {(audience === 'all' || audience === 'vip') && (
            <Form.Item name="includeLater" valuePropName="checked">
              <Checkbox data-testid="message-include-later">{t('messages.includeLater')}</Checkbox>
            </Form.Item>
          )}
          <LangTextFields
            fields={[
              { name: 'title', label: t('messages.title'), max: 120, requiredZh: true },
              { name: 'content', label: t('messages.content'), max: 5000, multiline: true, requiredZh: true },
            ]}
          />
        </Form>
      </Modal>
    </Card>
  );
}
