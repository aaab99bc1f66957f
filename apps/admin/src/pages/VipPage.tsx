import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Divider, Drawer, Form, Input, Result, Row, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { vipLevelUpdate, vipLevels } from '../api/admin';
import { VIP_REBATE_KEYS, type AdminVipLevel, type VipLevelUpdateInput } from '../api/types';
import { can, useMe } from '../auth/session';
import { formatDay } from '../components/platform-time';
import { useCodes } from '../components/codes';
import { VenueSelect } from '../components/VenueSelect';
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

/** A row of the VIP table: a field across the levels, or a section's heading. */
interface FieldRow {
  key: string;
  section?: string;
  label?: string;
  cell?: (level: AdminVipLevel) => ReactNode;
}

/** The VIP table (issue 15): the ten levels side by side; marketing edits one level at a time in a drawer. */
export default function VipPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const codes = useCodes();
  const levels = useQuery({ queryKey: VIP_LEVELS_KEY, queryFn: vipLevels });
  const [editing, setEditing] = useState<AdminVipLevel | null>(null);
  const mayEdit = can(me, 'marketing');
  const rows = levels.data?.list ?? [];

  // One column per level and one row per field (issue 24): the ten levels fit 1366 px side by side without scrolling
  // sideways, each level's edit button heads its column, sections are header rows.
  const cell = (node: ReactNode) => node;
  const fieldRows: FieldRow[] = [
    { key: 's-thresholds', section: t('vip.sectionThresholds') },
    ...(['requiredBet', 'keepBet'] as const).map((k) => ({ key: k, label: t(`vip.field.${k}`), cell: (l: AdminVipLevel) => cell(l[k]) })),
    { key: 's-gifts', section: t('vip.sectionGifts') },
    ...(['upgradeGift', 'birthdayGift', 'weeklyRedPacket'] as const).map((k) => ({ key: k, label: t(`vip.field.${k}`), cell: (l: AdminVipLevel) => cell(l[k]) })),
    { key: 's-withdraw', section: t('vip.sectionWithdraw') },
    { key: 'dailyWithdrawCount', label: t('vip.withdrawCount'), cell: (l) => l.dailyWithdrawCount },
    { key: 'dailyWithdrawLimit', label: t('vip.withdrawLimit'), cell: (l) => l.dailyWithdrawLimit },
    { key: 's-rebate', section: t('vip.rebateGroup') },
    ...VIP_REBATE_KEYS.map((k) => ({ key: `rebate-${k}`, label: t(`vip.rebateKey.${k}`), cell: (l: AdminVipLevel) => `${l.rebate[k]}%` })),
    { key: 's-promo', section: t('vip.sectionPromo') },
    { key: 'promoMinTransfer', label: t('vip.field.promoMinTransfer'), cell: (l) => l.promoMinTransfer },
    { key: 'promoBonusPercent', label: t('vip.field.promoBonusPercent'), cell: (l) => `${l.promoBonusPercent}%` },
    { key: 'promoMaxBonus', label: t('vip.field.promoMaxBonus'), cell: (l) => l.promoMaxBonus },
    { key: 'promoTurnoverMultiple', label: t('vip.field.promoTurnoverMultiple'), cell: (l) => `${l.promoTurnoverMultiple}×` },
    { key: 'promoDays', label: t('vip.field.promoDays'), cell: (l) => l.promoDays },
    { key: 'promoVenue', label: t('vip.field.promoVenue'), cell: (l) => (l.promoVenue ? codes.venue(l.promoVenue) : t('vip.anyVenue')) },
    { key: 'updatedAt', label: t('vip.updatedAt'), cell: (l) => formatDay(l.updatedAt) },
  ];
  const span = rows.length + 1;
  const columns: TableColumnsType<FieldRow> = [
    {
      title: t('vip.level'),
      key: 'field',
      width: 150,
      onCell: (r) => ({ colSpan: r.section ? span : 1 }),
      render: (_v, r) => (r.section ? <Typography.Text strong>{r.section}</Typography.Text> : r.label),
    },
    ...rows.map((level) => ({
      key: `vip${level.level}`,
      align: 'right' as const,
      title: (
        <Space orientation="vertical" size={0} align="end">
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            VIP{level.level}
          </Tag>
          {mayEdit ? (
            <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setEditing(level)} data-testid={`vip-edit-${level.level}`}>
              {t('vip.edit')}
            </Button>
          ) : null}
        </Space>
      ),
      onCell: (r: FieldRow) => ({ colSpan: r.section ? 0 : 1 }),
      render: (_v: unknown, r: FieldRow) => (r.cell ? r.cell(level) : null),
    })),
  ];

  if (levels.isError) return <Result status="warning" title={levels.error.message} />;
  return (
    <Card title={t('nav.vip')} data-testid="vip-page" extra={<Button onClick={() => void levels.refetch()}>{t('common.refresh')}</Button>}>
      <Typography.Paragraph type="secondary">{t('vip.hint')}</Typography.Paragraph>
      <Table<FieldRow> rowKey="key" size="small" bordered pagination={false} loading={levels.isFetching} dataSource={rows.length ? fieldRows : []} columns={columns} data-testid="vip-table" />
      {editing && <LevelDrawer row={editing} table={rows} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** One level's form: checked field by field, then a confirmation listing what changes, then vip/level/update. */
function LevelDrawer({ row, table, onClose }: { row: AdminVipLevel; table: readonly AdminVipLevel[]; onClose: () => void }) {
  const { t } = useTranslation();
  const codes = useCodes();
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

  // The venue by its name (issue 24); other values as the table shows them.
  const shown = (key: string, value: string) => (key === 'promoVenue' ? (value === '—' ? t('vip.anyVenue') : codes.venue(value)) : value);

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
                {shown(key, before)}
              </Typography.Text>{' '}
              → <Typography.Text strong>{shown(key, after)}</Typography.Text>
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
            <Form.Item name="promoVenue" label={t('vip.field.promoVenue')} extra={t('vip.promoVenueHint')}>
              <VenueSelect placeholder={t('vip.anyVenue')} testId="vip-field-promoVenue" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
