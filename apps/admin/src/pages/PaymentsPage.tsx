import { toMinor, type Currency } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Image, Input, InputNumber, Modal, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { methodImageUpload, methodList, methodSave, providerList, providerUpdate } from '../api/admin';
import { ACCOUNT_FIELDS, type MethodItem, type MethodSaveInput, type ProviderItem } from '../api/types';
import { AmountInput, amountRule } from '../components/AmountInput';
import { ImageUpload } from '../components/ImageUpload';
import { LangTextFields } from '../components/LangTextFields';
import { useCodes } from '../components/codes';
import { methodPayload, pickText, type MethodForm } from './content-form';

const currencyOf = (method: MethodItem | null): Currency => (method?.currency === 'USDT' ? 'USDT' : 'CNY');

/** True when both limits read as amounts and the maximum is below the minimum (compared in minor units, never floats). */
function belowMin(max: unknown, min: unknown, currency: Currency): boolean {
  const hi = toMinor(String(max ?? ''), currency);
  const lo = toMinor(String(min ?? ''), currency);
  return hi !== null && lo !== null && hi < lo;
}

/** Payment methods and providers (issue 14 "Finance"): on/off, limits, names shown to players, receiving account. */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const codes = useCodes();
  const { message } = App.useApp();
  const methods = useQuery({ queryKey: ['methods'], queryFn: methodList });
  const providers = useQuery({ queryKey: ['providers'], queryFn: providerList });
  const [editing, setEditing] = useState<MethodItem | null>(null);
  const [form] = Form.useForm<MethodForm>();
  const qrImage = Form.useWatch(['account', 'qrImage'], form);
  const save = useMutation({
    mutationFn: (input: MethodSaveInput) => methodSave(input),
    onSuccess: () => {
      void message.success(t('common.saved'));
      setEditing(null);
      void methods.refetch();
    },
  });
  const setProvider = useMutation({
    mutationFn: (input: { code: string; enabled: boolean }) => providerUpdate(input),
    onSuccess: () => {
      void message.success(t('common.saved'));
      void providers.refetch();
      void methods.refetch();
    },
  });

  function open(item: MethodItem) {
    form.resetFields();
    form.setFieldsValue({ name: item.name, minAmount: item.minAmount, maxAmount: item.maxAmount, sort: item.sort, account: item.account });
    setEditing(item);
  }

  const methodColumns: TableColumnsType<MethodItem> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: t('payments.name'),
      dataIndex: 'name',
      render: (v: MethodItem['name'], row) => {
        const name = pickText(v, i18n.language);
        const kind = codes.methodType(row.type);
        return (
          <Space orientation="vertical" size={0}>
            {name}
            {kind !== name ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {kind}
              </Typography.Text>
            ) : null}
          </Space>
        );
      },
    },
    { title: t('payments.provider'), dataIndex: 'provider', render: (v: string | null) => (v ? (providers.data?.list.find((p) => p.code === v)?.name ?? v) : '—') },
    { title: t('payments.limits'), key: 'limits', render: (_v, row) => `${row.minAmount} – ${row.maxAmount} ${row.currency}` },
    {
      title: t('payments.account'),
      dataIndex: 'account',
      render: (v: MethodItem['account']) => {
        const fields = Object.entries(v).filter(([k, x]) => x && k !== 'qrImage');
        return (
          <Flex gap={8} align="center">
            {v.qrImage ? <Image src={v.qrImage} width={40} height={40} alt={t('payments.field.qrImage')} style={{ objectFit: 'contain' }} /> : null}
            <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
              {fields.length === 0 && !v.qrImage ? '—' : null}
              {fields.map(([k, x]) => (
                <span key={k}>
                  {t(`payments.field.${k}`)}: <span data-verbatim>{x}</span>
                </span>
              ))}
            </Space>
          </Flex>
        );
      },
    },
    { title: t('content.sort'), dataIndex: 'sort', width: 70 },
    { title: t('payments.enabled'), dataIndex: 'enabled', render: (v: boolean, row) => <Switch size="small" checked={v} onChange={(enabled) => save.mutate({ id: row.id, enabled })} data-testid={`method-${row.id}`} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Button size="small" onClick={() => open(row)}>
          {t('content.edit')}
        </Button>
      ),
    },
  ];
  const providerColumns: TableColumnsType<ProviderItem> = [
    { title: t('payments.provider'), dataIndex: 'name' },
    {
      title: t('payments.enabled'),
      dataIndex: 'enabled',
      render: (v: boolean, row) => (
        <Space>
          <Switch size="small" checked={v} onChange={(enabled) => setProvider.mutate({ code: row.code, enabled })} data-testid={`provider-${row.code}`} />
          {!v && <Tag>{t('payments.providerOffHint')}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="payments-page">
      <Card title={t('payments.methods')}>
        <Table<MethodItem> rowKey="id" size="small" pagination={false} loading={methods.isFetching} dataSource={methods.data?.list ?? []} columns={methodColumns} />
      </Card>
      <Card title={t('payments.providers')}>
        <Table<ProviderItem> rowKey="code" size="small" pagination={false} loading={providers.isFetching} dataSource={providers.data?.list ?? []} columns={providerColumns} />
      </Card>
      <Modal
        open={editing !== null}
        title={t('payments.editMethod', { id: editing?.id ?? '' })}
        width={720}
        okText={t('common.submit')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void form.validateFields().then((values) => editing && save.mutate(methodPayload(values, editing.id)))}
        forceRender
      >
        <Form form={form} layout="vertical">
          <LangTextFields fields={[{ name: 'name', label: t('payments.name'), max: 60, requiredZh: true }]} />
          <Space size="large" wrap>
            <Form.Item required name="minAmount" label={`${t('payments.min')} (${editing?.currency ?? ''})`} rules={[amountRule({ currency: currencyOf(editing) })]}>
              <AmountInput style={{ width: 180 }} />
            </Form.Item>
            <Form.Item
              required
              name="maxAmount"
              label={`${t('payments.max')} (${editing?.currency ?? ''})`}
              dependencies={['minAmount']}
              rules={[
                amountRule({ currency: currencyOf(editing) }),
                ({ getFieldValue }) => ({
                  validator: (_r, value: string | null) => (belowMin(value, getFieldValue('minAmount'), currencyOf(editing)) ? Promise.reject(new Error(t('payments.maxBelowMin'))) : Promise.resolve()),
                }),
              ]}
            >
              <AmountInput style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="sort" label={t('content.sort')}>
              <InputNumber min={0} max={100_000} precision={0} />
            </Form.Item>
          </Space>
          <Card size="small" title={t('payments.account')} extra={t('payments.accountHint')}>
            {ACCOUNT_FIELDS.map((field) =>
              field === 'qrImage' ? (
                <Form.Item key={field} label={t(`payments.field.${field}`)} extra={t('payments.qrImageHint')}>
                  <Flex gap={8}>
                    <Form.Item name={['account', field]} noStyle rules={[{ max: 200 }]}>
                      <Input maxLength={200} style={{ flex: 1 }} data-testid="method-qr-image" />
                    </Form.Item>
                    <ImageUpload upload={methodImageUpload} onUploaded={(url) => form.setFieldValue(['account', field], url)} testId="method-qr-upload" />
                  </Flex>
                  {qrImage ? <Image src={qrImage} width={160} style={{ marginTop: 8 }} data-testid="method-qr-preview" /> : null}
                </Form.Item>
              ) : (
                <Form.Item key={field} name={['account', field]} label={t(`payments.field.${field}`)} rules={[{ max: 200 }]}>
                  <Input maxLength={200} />
                </Form.Item>
              ),
            )}
          </Card>
        </Form>
      </Modal>
    </Space>
  );
}
