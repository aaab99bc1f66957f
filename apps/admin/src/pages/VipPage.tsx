import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Divider, Drawer, Form, Input, Result, Row, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vipLevelUpdate, vipLevels } from '../api/admin';
import { VIP_REBATE_KEYS, type AdminVipLevel, type VipLevelUpdateInput } from '../api/types';
import { can, useMe } from '../auth/session';
import { formatTime } from '../components/format';
import {
  changesOf,
  COUNT_MAX,
  formValuesOf,
  levelBody,
  normalCount,
  normalMoney,
  normalMultiple,
  normalPercent,
  PROMO_BONUS_MAX_PERCENT,
  REBATE_MAX_PERCENT,
  requiredBetProblem,
  type VipFormValues,
} from './vip-form';

const VIP_LEVELS_KEY = ['vip', 'levels'] as const;

/** The VIP table (issue 15): the ten levels side by side; marketing edits one level at a time in a drawer. */
export default function VipPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const levels = useQuery({ queryKey: VIP_LEVELS_KEY, queryFn: vipLevels });
  const [editing, setEditing] = useState<AdminVipLevel | null>(null);
  const mayEdit = can(me, 'marketing');
  const rows = levels.data?.list ?? [];

  const money = (key: keyof AdminVipLevel) => ({ title: t(`vip.field.${key}`), dataIndex: key, align: 'right' as const });
  const columns: TableColumnsType<AdminVipLevel> = [
    { title: t('vip.level'), dataIndex: 'level', fixed: 'left', render: (v: number) => <Tag color="gold">VIP{v}</Tag> },
    money('requiredBet'),
    money('keepBet'),
    money('upgradeGift'),
    money('birthdayGift'),
    money('weeklyRedPacket'),
    {
      title: t('vip.sectionWithdraw'),
      children: [
        { title: t('vip.withdrawCount'), dataIndex: 'dailyWithdrawCount', align: 'right' },
        { title: t('vip.withdrawLimit'), dataIndex: 'dailyWithdrawLimit', align: 'right' },
      ],
    },
    {
      title: t('vip.rebateGroup'),
      children: VIP_REBATE_KEYS.map((k) => ({ title: t(`vip.rebateKey.${k}`), key: `rebate-${k}`, align: 'right' as const, render: (_v: unknown, row: AdminVipLevel) => `${row.rebate[k]}%` })),
    },
    {
      title: t('vip.sectionPromo'),
      children: [
        money('promoMinTransfer'),
        { title: t('vip.field.promoBonusPercent'), dataIndex: 'promoBonusPercent', align: 'right', render: (v: string) => `${v}%` },
        money('promoMaxBonus'),
        { title: t('vip.field.promoTurnoverMultiple'), dataIndex: 'promoTurnoverMultiple', align: 'right', render: (v: string) => `${v}×` },
        { title: t('vip.field.promoDays'), dataIndex: 'promoDays', align: 'right' },
        { title: t('vip.field.promoVenue'), dataIndex: 'promoVenue', render: (v: string | null) => v ?? t('vip.anyVenue') },
      ],
    },
    { title: t('vip.updatedAt'), dataIndex: 'updatedAt', render: formatTime },
    ...(mayEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_v: unknown, row: AdminVipLevel) => (
              <Button size="small" type="link" onClick={() => setEditing(row)} data-testid={`vip-edit-${row.level}`}>
                {t('vip.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (levels.isError) return <Result status="warning" title={levels.error.message} />;
  return (
    <Card title={t('nav.vip')} data-testid="vip-page" extra={<Button onClick={() => void levels.refetch()}>{t('common.refresh')}</Button>}>
      <Typography.Paragraph type="secondary">{t('vip.hint')}</Typography.Paragraph>
      <Table<AdminVipLevel> rowKey="level" size="small" bordered pagination={false} scroll={{ x: 'max-content' }} loading={levels.isFetching} dataSource={rows} columns={columns} />
      {editing && <LevelDrawer row={editing} table={rows} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** One level's form: checked field by field, then a confirmation listing what changes, then vip/level/update. */
function LevelDrawer({ row, table, onClose }: { row: AdminVipLevel; table: readonly AdminVipLevel[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<VipFormValues>();
  const save = useMutation({
    mutationFn: (body: VipLevelUpdateInput) => vipLevelUpdate(body),
    onSuccess: (saved) => {
      void message.success(t('vip.saved', { level: saved.level }));
      queryClient.setQueryData<{ list: AdminVipLevel[] }>(VIP_LEVELS_KEY, (old) => old && { list: old.list.map((r) => (r.level === saved.level ? saved : r)) });
      void queryClient.invalidateQueries({ queryKey: VIP_LEVELS_KEY });
      onClose();
    },
  });

  const moneyRules = (extra: Rule[] = []): Rule[] => [
    { required: true, message: t('vip.moneyInvalid') },
    { validator: (_r, v: string | undefined) => (!v || normalMoney(v) !== null ? Promise.resolve() : Promise.reject(new Error(t('vip.moneyInvalid')))) },
    ...extra,
  ];
  const percentRules = (max: number): Rule[] => [
    { required: true, message: t('vip.percentInvalid', { max }) },
    { validator: (_r, v: string | undefined) => (!v || normalPercent(v, max) !== null ? Promise.resolve() : Promise.reject(new Error(t('vip.percentInvalid', { max })))) },
  ];
  const countRules = (max: number): Rule[] => [
    { required: true, message: t('vip.countInvalid', { max }) },
    { validator: (_r, v: string | undefined) => (!v || normalCount(v, max) !== null ? Promise.resolve() : Promise.reject(new Error(t('vip.countInvalid', { max })))) },
  ];
  const requiredBetRule: Rule = {
    validator: (_r, v: string | undefined) => {
      const problem = v ? requiredBetProblem(row.level, v, table) : null;
      if (!problem) return Promise.resolve();
      if (problem.rule === 'first') return Promise.reject(new Error(t('vip.firstLevelZero')));
      const level = problem.rule === 'above' ? row.level - 1 : row.level + 1;
      return Promise.reject(new Error(t(problem.rule === 'above' ? 'vip.requiredAbove' : 'vip.requiredBelow', { level, bound: problem.bound })));
    },
  };
  const label = (key: string) => t(key.startsWith('rebate.') ? `vip.rebateKey.${key.slice(7)}` : `vip.field.${key}`);
  const field = (name: keyof VipFormValues, rules: Rule[], suffix?: string) => (
    <Form.Item name={name} label={t(`vip.field.${name}`)} rules={rules}>
      <Input suffix={suffix} data-testid={`vip-field-${name}`} />
    </Form.Item>
  );

  function onFinish(values: VipFormValues) {
    const body = levelBody(row.level, values);
    const changes = changesOf(row, body);
    if (changes.length === 0) {
      void message.info(t('vip.noChange'));
      return;
    }
    modal.confirm({
      title: t('vip.saveConfirm', { level: row.level }),
      width: 520,
      content: (
        <Descriptions size="small" column={1} bordered data-testid="vip-changes">
          {changes.map(([key, before, after]) => (
            <Descriptions.Item key={key} label={label(key)}>
              <Typography.Text delete type="secondary">
                {before}
              </Typography.Text>{' '}
              → <Typography.Text strong>{after}</Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ),
      okText: t('common.confirm'),
      okButtonProps: { 'data-testid': 'vip-save-confirm' },
      onOk: () => save.mutateAsync(body).catch(() => undefined),
    });
  }

  const yuan = t('vip.yuan');
  return (
    <Drawer
      open
      size={600}
      title={t('vip.editTitle', { level: row.level })}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('content.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="vip-save">
            {t('vip.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('vip.formHint')} style={{ marginBottom: 16 }} />
      <Form<VipFormValues> form={form} layout="vertical" initialValues={formValuesOf(row)} onFinish={onFinish} data-testid="vip-form">
        <Divider titlePlacement="start">{t('vip.sectionThresholds')}</Divider>
        <Row gutter={16}>
          <Col span={12}>{field('requiredBet', moneyRules([requiredBetRule]), yuan)}</Col>
          <Col span={12}>{field('keepBet', moneyRules(), yuan)}</Col>
        </Row>
        <Divider titlePlacement="start">{t('vip.sectionGifts')}</Divider>
        <Row gutter={16}>
          <Col span={8}>{field('upgradeGift', moneyRules(), yuan)}</Col>
          <Col span={8}>{field('birthdayGift', moneyRules(), yuan)}</Col>
          <Col span={8}>{field('weeklyRedPacket', moneyRules(), yuan)}</Col>
        </Row>
        <Divider titlePlacement="start">{t('vip.sectionWithdraw')}</Divider>
        <Row gutter={16}>
          <Col span={12}>{field('dailyWithdrawCount', countRules(COUNT_MAX.dailyWithdrawCount))}</Col>
          <Col span={12}>{field('dailyWithdrawLimit', moneyRules(), yuan)}</Col>
        </Row>
        <Divider titlePlacement="start">{t('vip.rebateGroup')}</Divider>
        <Row gutter={16}>
          {VIP_REBATE_KEYS.map((k) => (
            <Col span={8} key={k}>
              <Form.Item name={['rebate', k]} label={t(`vip.rebateKey.${k}`)} rules={percentRules(REBATE_MAX_PERCENT)}>
                <Input suffix="%" data-testid={`vip-field-rebate-${k}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start">{t('vip.sectionPromo')}</Divider>
        <Row gutter={16}>
          <Col span={12}>{field('promoMinTransfer', moneyRules(), yuan)}</Col>
          <Col span={12}>{field('promoBonusPercent', percentRules(PROMO_BONUS_MAX_PERCENT), '%')}</Col>
          <Col span={12}>{field('promoMaxBonus', moneyRules(), yuan)}</Col>
          <Col span={12}>
            {field(
              'promoTurnoverMultiple',
              [
                { required: true, message: t('vip.multipleInvalid') },
                { validator: (_r, v: string | undefined) => (!v || normalMultiple(v) !== null ? Promise.resolve() : Promise.reject(new Error(t('vip.multipleInvalid')))) },
              ],
              '×',
            )}
          </Col>
          <Col span={12}>{field('promoDays', countRules(COUNT_MAX.promoDays), t('vip.days'))}</Col>
          <Col span={12}>
            <Form.Item name="promoVenue" label={t('vip.field.promoVenue')} extra={t('vip.promoVenueHint')} rules={[{ max: 32 }]}>
              <Input placeholder={t('vip.anyVenue')} data-testid="vip-field-promoVenue" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
