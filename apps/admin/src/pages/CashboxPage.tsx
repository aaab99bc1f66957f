import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashboxSummary, settingSet } from '../api/admin';
import { can, useMe } from '../auth/session';
import { AmountInput, amountRule } from '../components/AmountInput';

/** "10.00" → "10": the whole-yuan setting as the operator types it. */
const wholeText = (amount: string): string => amount.replace(/\.0+$/, '');

/** The cashbox's settings (sys_config keys; edited through settings/set, owner only, audited). */
const KEYS = { annualRate: 'cashbox_annual_rate', minAmount: 'cashbox_min_amount', minHoldHours: 'cashbox_min_hold_hours' } as const;

interface Terms {
  annualRate: string;
  minAmount: string;
  minHoldHours: number;
}

/**
 * Cashbox (issue 16): money held in every cashbox and the interest paid (cashbox/summary, finance), and the terms:
 * annual rate, smallest switch in, minimum holding hours. The owner edits them here through settings/set (audited
 * before → after); the next daily accrual applies them.
 */
export default function CashboxPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const owner = can(me, 'owner');
  const summary = useQuery({ queryKey: ['cashbox', 'summary'], queryFn: cashboxSummary });
  const [saving, setSaving] = useState(false);
  const s = summary.data;

  const save = async (terms: Terms) => {
    if (!s) return;
    setSaving(true);
    try {
      const changed: [string, string][] = [];
      if (terms.annualRate !== s.annualRate) changed.push([KEYS.annualRate, terms.annualRate]);
      if (terms.minAmount.trim() !== wholeText(s.minAmount)) changed.push([KEYS.minAmount, terms.minAmount.trim()]);
      if (terms.minHoldHours !== s.minHoldHours) changed.push([KEYS.minHoldHours, String(terms.minHoldHours)]);
      for (const [key, value] of changed) await settingSet({ key, value });
      await summary.refetch();
      message.success(t('common.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="cashbox-page">
      <Card title={t('cashbox.totals')} loading={summary.isLoading}>
        {s ? (
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('cashbox.held')} value={s.held} prefix="¥" data-testid="cashbox-held" />
            </Col>
            <Col span={6}>
              <Statistic title={t('cashbox.holders')} value={s.holders} />
            </Col>
            <Col span={6}>
              <Statistic title={t('cashbox.paidTotal')} value={s.paidTotal} prefix="¥" data-testid="cashbox-paid" />
            </Col>
            <Col span={6}>
              <Statistic title={t('cashbox.paidYesterday', { day: s.yesterday })} value={s.paidYesterday} prefix="¥" />
            </Col>
          </Row>
        ) : null}
      </Card>
      <Card title={t('cashbox.terms')}>
        {s && owner ? (
          <Form<Terms>
            layout="vertical"
            style={{ maxWidth: 420 }}
            initialValues={{ annualRate: s.annualRate, minAmount: wholeText(s.minAmount), minHoldHours: s.minHoldHours }}
            onFinish={(v) => void save(v)}
            data-testid="cashbox-terms"
          >
            <Form.Item
              name="annualRate"
              label={t('cashbox.annualRate')}
              extra={t('cashbox.annualRateHelp')}
              rules={[{ required: true, pattern: /^\d{1,3}(\.\d{1,2})?$/, message: t('cashbox.annualRateHelp') }]}
            >
              <Input suffix="%" data-testid="cashbox-rate" />
            </Form.Item>
            <Form.Item required name="minAmount" label={t('cashbox.minAmount')} rules={[amountRule({ whole: true, zeroAllowed: true })]}>
              <AmountInput prefix="¥" data-testid="cashbox-min-amount" />
            </Form.Item>
            <Form.Item name="minHoldHours" label={t('cashbox.minHoldHours')} extra={t('cashbox.minHoldHelp')} rules={[{ required: true }]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="cashbox-save">
              {t('cashbox.save')}
            </Button>
          </Form>
        ) : s ? (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('cashbox.annualRate')}>{s.annualRate}%</Descriptions.Item>
              <Descriptions.Item label={t('cashbox.minAmount')}>¥{s.minAmount}</Descriptions.Item>
              <Descriptions.Item label={t('cashbox.minHoldHours')}>{s.minHoldHours}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('cashbox.ownerOnly')}
            </Typography.Paragraph>
          </>
        ) : null}
      </Card>
    </Space>
  );
}
