import { useMutation } from '@tanstack/react-query';
import { csvLine, type AdminRedeemBatch } from '@app/shared';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemBatches, redeemDisable, redeemExport, redeemGenerate } from '../api/admin';
import { AmountInput, amountRule } from '../components/AmountInput';
import { formatTime } from '../components/format';
import { fromPicker, zoneLabel } from '../components/platform-time';
import { useListPage } from '../components/list-page';

interface Generated {
  batch: AdminRedeemBatch;
  codes: string[];
}

interface GenerateForm {
  pay: 'fixed' | 'formula';
  amount?: string;
  ratioPercent?: string;
  max?: string;
  base: 'deposit' | 'validBet';
  baseHours: number;
  count: number;
  expiresAt?: Dayjs | null;
  vipMin: number;
  onePerPlayer: boolean;
  turnoverMultiple: number;
  remark?: string;
}

/** The plain codes as a CSV file made in the browser: the server keeps only hashes and cannot send them again. */
function downloadCodes(g: Generated) {
  // The one CSV cell rule of packages/shared (quoting, formula guard), as the server's exports use.
  const text = `\uFEFF${csvLine(['code', 'batchId', 'amount', 'expiresAt'])}${g.codes.map((c) => csvLine([c, g.batch.id, g.batch.amount, g.batch.expiresAt])).join('')}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `redeem-codes-batch-${g.batch.id}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Redemption codes (issue 16): the batches with how many codes were redeemed; generate a batch (a fixed amount, or a
 * formula: a percent of the player's recent deposits or valid bets up to a maximum; count,
 * expiry, VIP minimum, one per player, turnover), whose plain codes are shown and downloadable this once; disable a
 * batch; export a batch's redemptions (which code id, by whom, when).
 */
export default function RedeemCodesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useListPage<object, AdminRedeemBatch>(['redeem', 'batches'], redeemBatches, {});
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [form] = Form.useForm<GenerateForm>();
  const generate = useMutation({
    mutationFn: (v: GenerateForm) =>
      redeemGenerate({
        ...(v.pay === 'fixed'
          ? { amount: String(v.amount) }
          : { ratioPercent: String(v.ratioPercent), max: String(v.max), base: v.base, baseHours: v.baseHours }),
        count: v.count,
        // The picker shows the platform's wall clock (issue 24).
        expiresAt: v.expiresAt ? fromPicker(v.expiresAt) : undefined,
        vipMin: v.vipMin,
        onePerPlayer: v.onePerPlayer,
        turnoverMultiple: v.turnoverMultiple,
        remark: v.remark ?? '',
      }),
    onSuccess: (data) => {
      setGenerating(false);
      setGenerated(data);
      form.resetFields();
      list.refetch();
    },
  });

  const disable = (row: AdminRedeemBatch) =>
    modal.confirm({
      title: t('redeem.disableConfirm', { id: row.id }),
      okText: t('redeem.disable'),
      okButtonProps: { danger: true, 'data-testid': 'redeem-disable-ok' },
      onOk: () =>
        redeemDisable(row.id)
          .then(() => {
            void message.success(t('redeem.disabledDone'));
            list.refetch();
          })
          .catch(() => undefined),
    });

  const columns: TableColumnsType<AdminRedeemBatch> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    {
      title: t('redeem.amount'),
      key: 'amount',
      render: (_v, r) =>
        r.formula
          ? t('redeem.formulaText', { percent: r.formula.ratioPercent, base: t(`redeem.base_${r.formula.base}`), hours: r.formula.baseHours, max: r.formula.max })
          : `¥${r.amount}`,
    },
    { title: t('redeem.redeemed'), key: 'redeemed', render: (_v, r) => `${r.redeemed} / ${r.count}` },
    { title: t('redeem.expiresAt'), dataIndex: 'expiresAt', render: (v: string | null) => (v ? formatTime(v) : t('redeem.noExpiry')) },
    // Compact for 1366 px (issue 24): the conditions in one cell, who created it above when.
    {
      title: t('redeem.conditions'),
      key: 'conditions',
      render: (_v, r) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
          <span>{t('redeem.vipFrom', { level: r.vipMin })}</span>
          <span>{t('redeem.turnoverOf', { multiple: r.turnoverMultiple })}</span>
          {r.onePerPlayer ? <span>{t('redeem.onePerPlayer')}</span> : null}
        </Space>
      ),
    },
    { title: t('redeem.remark'), dataIndex: 'remark', render: (v: string) => (v ? <span data-verbatim>{v}</span> : '—') },
    { title: t('redeem.status'), dataIndex: 'disabled', render: (v: boolean) => (v ? <Tag>{t('redeem.disabled')}</Tag> : <Tag color="success">{t('redeem.active')}</Tag>) },
    {
      title: t('redeem.createdBy'),
      dataIndex: 'createdBy',
      render: (v: string, r) => (
        <Space orientation="vertical" size={0}>
          <span data-verbatim>{v}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(r.createdAt)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space orientation="vertical" size={4}>
          <Button size="small" onClick={() => void redeemExport(row.id).catch(() => undefined)} data-testid={`redeem-export-${row.id}`}>
            {t('redeem.exportCodes')}
          </Button>
          {!row.disabled && (
            <Button size="small" danger onClick={() => disable(row)} data-testid={`redeem-disable-${row.id}`}>
              {t('redeem.disable')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="redeem-page">
      {generated && (
        <Card title={t('redeem.generatedTitle', { count: generated.codes.length, id: generated.batch.id })} data-testid="redeem-generated">
          <Alert type="warning" showIcon title={t('redeem.shownOnce')} style={{ marginBottom: 12 }} />
          <Input.TextArea readOnly value={generated.codes.join('\n')} autoSize={{ minRows: 3, maxRows: 12 }} style={{ fontFamily: 'monospace' }} data-testid="redeem-codes" />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => downloadCodes(generated)} data-testid="redeem-download">
              {t('redeem.downloadCodes')}
            </Button>
            <Button
              onClick={() =>
                void navigator.clipboard
                  .writeText(generated.codes.join('\n'))
                  .then(() => message.success(t('common.copied')))
                  .catch(() => message.error(t('common.copyFailed')))
              }
            >
              {t('redeem.copyCodes')}
            </Button>
            <Button onClick={() => setGenerated(null)}>{t('redeem.close')}</Button>
          </Space>
        </Card>
      )}
      <Card
        title={t('nav.redeemCodes')}
        extra={
          <Button type="primary" onClick={() => setGenerating(true)} data-testid="redeem-generate">
            {t('redeem.generate')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('redeem.hint')}</Typography.Paragraph>
        <Table<AdminRedeemBatch> rowKey="id" size="middle" columns={columns} data-testid="redeem-table" {...list.tableProps} />
      </Card>
      <Modal
        open={generating}
        title={t('redeem.generate')}
        okText={t('common.submit')}
        okButtonProps={{ 'data-testid': 'redeem-generate-ok' }}
        confirmLoading={generate.isPending}
        onOk={() => void form.validateFields().then((v) => generate.mutate(v)).catch(() => undefined)}
        onCancel={() => setGenerating(false)}
        destroyOnHidden
      >
        <Form<GenerateForm> form={form} layout="vertical" initialValues={{ pay: 'fixed', base: 'deposit', baseHours: 24, count: 10, vipMin: 1, onePerPlayer: false, turnoverMultiple: 1 }} preserve={false}>
          <Form.Item name="pay" label={t('redeem.pay')}>
            <Radio.Group
              // Issue 23 finding 4: a formula batch is one per player unless the operator switches it off.
              onChange={(e) => form.setFieldValue('onePerPlayer', e.target.value === 'formula')}
              optionType="button"
              options={[
                { value: 'fixed', label: t('redeem.payFixed') },
                { value: 'formula', label: <span data-testid="redeem-pay-formula">{t('redeem.payFormula')}</span> },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['pay']}>
            {({ getFieldValue }) =>
              getFieldValue('pay') === 'formula' ? (
                <>
                  <Typography.Paragraph type="secondary">{t('redeem.formulaHint')}</Typography.Paragraph>
                  <Space.Compact block>
                    <Form.Item name="ratioPercent" label={t('redeem.ratioPercent')} rules={[{ required: true, pattern: /^\d{1,3}(\.\d{1,2})?$/ }]} style={{ flex: 1 }}>
                      <Input suffix="%" data-testid="redeem-ratio" />
                    </Form.Item>
                    <Form.Item required name="max" label={t('redeem.max')} rules={[amountRule()]} style={{ flex: 1 }}>
                      <AmountInput prefix="¥" data-testid="redeem-max" />
                    </Form.Item>
                  </Space.Compact>
                  <Space.Compact block>
                    <Form.Item name="base" label={t('redeem.base')} style={{ flex: 1 }}>
                      <Select
                        options={[
                          { value: 'deposit', label: t('redeem.base_deposit') },
                          { value: 'validBet', label: t('redeem.base_validBet') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name="baseHours" label={t('redeem.baseHours')} rules={[{ required: true }]} style={{ flex: 1 }}>
                      <InputNumber min={1} max={720} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Space.Compact>
                </>
              ) : (
                <Form.Item required name="amount" label={t('redeem.amount')} rules={[amountRule()]}>
                  <AmountInput prefix="¥" data-testid="redeem-amount" />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="count" label={t('redeem.count')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} data-testid="redeem-count" />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('time.inZone', { label: t('redeem.expiresAt'), zone: zoneLabel() })}>
            <DatePicker showTime style={{ width: '100%' }} placeholder={t('redeem.noExpiry')} />
          </Form.Item>
          <Form.Item name="vipMin" label={t('redeem.vipMin')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="turnoverMultiple" label={t('redeem.turnover')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="onePerPlayer" label={t('redeem.onePerPlayer')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remark" label={t('redeem.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
