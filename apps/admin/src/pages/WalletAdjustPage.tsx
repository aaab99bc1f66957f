import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Result, Select, Typography } from 'antd';
import { WALLET_CENTRAL } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletAdjust } from '../api/admin';
import { AmountInput, amountRule } from '../components/AmountInput';
import { newIdempotencyKey } from '../api/request';
import type { WalletAdjusted } from '../api/types';
import { DOUBLE_CONFIRM_THRESHOLD, needsDoubleConfirm, parseAdjustment } from './wallet-adjust';

interface Draft {
  username: string;
  amount: string;
  reason: string;
  /** One key per adjustment: a retry or a double click moves money once. */
  key: string;
}

/** Manual wallet adjustment (issue 14): credit (positive) or debit (negative) a player's central wallet, audited. */
export default function WalletAdjustPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ username: string; wallet: string; amount: string; reason: string }>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [second, setSecond] = useState(false);
  const [retyped, setRetyped] = useState('');
  const [done, setDone] = useState<WalletAdjusted | null>(null);
  const adjust = useMutation({
    mutationFn: (d: Draft) => walletAdjust({ username: d.username, amount: d.amount, reason: d.reason }, d.key),
    onSuccess: (data) => {
      void message.success(t('wallet.done'));
      setDone(data);
      close();
      form.resetFields();
    },
  });

  function close() {
    setDraft(null);
    setSecond(false);
    setRetyped('');
  }
  function onFinish(values: { username: string; amount: string; reason: string }) {
    const parsed = parseAdjustment(values.amount)!;
    setDraft({ username: values.username.trim(), amount: parsed.text, reason: values.reason.trim(), key: newIdempotencyKey() });
  }
  function onOk() {
    if (!draft) return;
    const parsed = parseAdjustment(draft.amount)!;
    if (needsDoubleConfirm(parsed.minor) && !second) {
      setSecond(true);
      return;
    }
    adjust.mutate(draft);
  }
  const retypedOk = draft !== null && parseAdjustment(retyped)?.text === draft.amount;

  return (
    <Card title={t('nav.walletAdjust')} style={{ maxWidth: 720 }} data-testid="wallet-adjust-page">
      <Alert type="info" showIcon title={t('wallet.hint', { threshold: DOUBLE_CONFIRM_THRESHOLD })} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ wallet: WALLET_CENTRAL }}>
        <Form.Item name="username" label={t('common.player')} rules={[{ required: true, whitespace: true, message: t('wallet.usernameRequired') }]}>
          <Input autoFocus data-testid="adjust-username" />
        </Form.Item>
        <Form.Item name="wallet" label={t('wallet.wallet')} extra={t('wallet.walletHint')}>
          <Select disabled options={[{ value: WALLET_CENTRAL, label: t('wallet.central') }]} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('common.amount')}
          extra={t('wallet.amountHint')}
          required
          rules={[amountRule({ signed: true })]}
        >
          <AmountInput placeholder="100.00 / -50.00" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="adjust-submit">
          {t('wallet.submit')}
        </Button>
      </Form>
      {done && (
        <Result
          status="success"
          title={t('wallet.done')}
          subTitle={
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('common.orderNo')}>{done.orderNo}</Descriptions.Item>
              <Descriptions.Item label={t('common.player')}>{done.username}</Descriptions.Item>
              <Descriptions.Item label={t('common.amount')}>{done.amount}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.central')}>{done.central}</Descriptions.Item>
            </Descriptions>
          }
        />
      )}
      <Modal
        open={draft !== null}
        title={second ? t('wallet.secondConfirmTitle') : t('wallet.confirmTitle')}
        okText={t('common.confirm')}
        okButtonProps={{ disabled: second && !retypedOk, danger: second, 'data-testid': 'adjust-confirm' }}
        confirmLoading={adjust.isPending}
        onOk={onOk}
        onCancel={close}
        destroyOnHidden
      >
        {draft && (
          <>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('common.player')}>{draft.username}</Descriptions.Item>
              <Descriptions.Item label={t('common.amount')}>
                <Typography.Text strong type={draft.amount.startsWith('-') ? 'danger' : 'success'}>
                  {draft.amount}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('common.reason')}>{draft.reason}</Descriptions.Item>
            </Descriptions>
            {second && (
              <>
                <Alert type="warning" showIcon style={{ margin: '16px 0 8px' }} title={t('wallet.overThreshold', { threshold: DOUBLE_CONFIRM_THRESHOLD })} />
                <Input autoFocus value={retyped} onChange={(e) => setRetyped(e.target.value)} placeholder={t('wallet.retype')} data-testid="adjust-retype" />
              </>
            )}
          </>
        )}
      </Modal>
    </Card>
  );
}
