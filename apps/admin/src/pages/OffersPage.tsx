import { useMutation, useQuery } from '@tanstack/react-query';
import { LANGUAGES, type LangCode } from '@app/shared';
import {
  App,
  Button,
  Card,
  DatePicker,
  Divider,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Result,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerImageUpload, offerCost, offerCostExport, offerList, offerPublish, offerSave } from '../api/admin';
import type { OfferCostInput, OfferCostRow, OfferItem } from '../api/types';
import { AmountInput, amountRule } from '../components/AmountInput';
import { ExportButton } from '../components/ExportButton';
import { formatTime } from '../components/format';
import { ImageUpload } from '../components/ImageUpload';
import { LangTextFields } from '../components/LangTextFields';
import { useListPage } from '../components/list-page';
import { useCodes, type Codes } from '../components/codes';
import { DayRangePicker } from '../components/DayRangePicker';
import { VenueSelect } from '../components/VenueSelect';
import { lastDays, zoneLabel } from '../components/platform-time';
import { pickText } from './content-form';
import { contentBlocks, emptyOffer, OFFER_CLASSIFICATIONS, offerPayload, offerToForm, type OfferForm } from './offer-form';


/** Offers (issue 16): the list with publish switches, the editor with a preview per language, and the bonus cost report. */
export default function OffersPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('nav.offers')} data-testid="offers-page">
      <Tabs
        items={[
          { key: 'offers', label: t('offers.list'), children: <OfferList /> },
          { key: 'cost', label: t('offers.cost'), children: <OfferCost /> },
        ]}
      />
    </Card>
  );
}

function OfferList() {
  const { t, i18n } = useTranslation();
  const codes = useCodes();
  const { message } = App.useApp();
  const list = useListPage<object, OfferItem>(['offers'], offerList, {});
  const [editing, setEditing] = useState<OfferItem | null | undefined>(undefined);
  const [form] = Form.useForm<OfferForm>();
  const save = useMutation({
    mutationFn: ({ values, id }: { values: OfferForm; id?: number }) => offerSave(offerPayload(values, id)),
    onSuccess: () => {
      void message.success(t('common.saved'));
      setEditing(undefined);
      list.refetch();
    },
  });
  const publish = useMutation({ mutationFn: (row: OfferItem) => offerPublish(row.id, !row.published), onSuccess: () => list.refetch() });

  function open(item: OfferItem | null) {
    form.resetFields();
    form.setFieldsValue(item ? offerToForm(item) : emptyOffer());
    setEditing(item);
  }

  // Compact for 1366 px (issue 24): the classification under the title, the schedule on two lines, no sideways scroll.
  const columns: TableColumnsType<OfferItem> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    { title: t('offers.cover'), dataIndex: 'cover', width: 96, render: (v: string) => <Image src={v} width={80} height={32} style={{ objectFit: 'cover' }} /> },
    {
      title: t('offers.title'),
      dataIndex: 'title',
      render: (v: OfferItem['title'], row) => (
        <Space orientation="vertical" size={0}>
          {pickText(v, i18n.language)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`offers.tab.${row.classification}`, { defaultValue: row.classification })} · {t(`offers.mode.${row.applyMode}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('offers.schedule'),
      key: 'schedule',
      render: (_v, row) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
          <span>{formatTime(row.startAt)}</span>
          <span>{row.endAt ? formatTime(row.endAt) : t('offers.noEnd')}</span>
        </Space>
      ),
    },
    { title: t('offers.bonus'), key: 'bonus', render: (_v, row) => bonusText(row, t, codes) },
    { title: t('offers.published'), dataIndex: 'published', width: 80, render: (v: boolean, row) => <Switch size="small" checked={v} onChange={() => publish.mutate(row)} data-testid={`offer-publish-${row.id}`} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_v, row) => (
        <Button size="small" onClick={() => open(row)} data-testid={`offer-edit-${row.id}`}>
          {t('content.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <Button type="primary" onClick={() => open(null)} data-testid="offer-new">
          {t('offers.new')}
        </Button>
      </Space>
      <Table<OfferItem> rowKey="id" columns={columns} size="middle" {...list.tableProps} />
      <Modal
        open={editing !== undefined}
        title={editing ? t('offers.edit', { id: editing.id }) : t('offers.new')}
        width={1100}
        okText={t('common.submit')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(undefined)}
        onOk={() => void form.validateFields().then((values) => save.mutate({ values, id: editing?.id }))}
        forceRender
      >
        <Flex gap={24} align="start">
          <Form form={form} layout="vertical" style={{ flex: 1, minWidth: 0 }}>
            <OfferFields form={form} />
          </Form>
          <OfferPreview form={form} />
        </Flex>
      </Modal>
    </>
  );
}

function bonusText(row: OfferItem, t: (key: string, o?: Record<string, unknown>) => string, codes: Codes): string {
  const f = row.formula;
  const amount = f.kind === 'fixed' ? (f.amount ?? '') : f.kind === 'ratio' ? t('offers.ratioOf', { percent: f.ratioPercent, max: f.max }) : t('offers.kindOf.vipPromo');
  return `${amount} · ${t('offers.turnoverOf', { multiple: f.turnoverMultiple })} · ${f.platType ? codes.venue(f.platType) : t('offers.central')}`;
}

function OfferFields({ form }: { form: ReturnType<typeof Form.useForm<OfferForm>>[0] }) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['formula', 'kind'], form);
  const opt = <T extends string>(values: readonly T[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="classification" label={t('offers.classification')} rules={[{ required: true }]}>
          <Select style={{ width: 180 }} options={opt(OFFER_CLASSIFICATIONS, 'offers.tab')} />
        </Form.Item>
        <Form.Item name="applyMode" label={t('offers.applyMode')} extra={t('offers.applyModeHint')}>
          <Select style={{ width: 180 }} options={opt(['none', 'auto', 'review'] as const, 'offers.mode')} data-testid="offer-apply-mode" />
        </Form.Item>
        <Form.Item name="sort" label={t('content.sort')}>
          <InputNumber min={0} max={100_000} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item label={t('offers.cover')} required>
        <Flex gap={8}>
          <Form.Item name="cover" noStyle rules={[{ required: true, whitespace: true }, { max: 500 }]}>
            <Input placeholder="/static/seed/activities/…svg" data-testid="offer-cover" />
          </Form.Item>
          <ImageUpload upload={bannerImageUpload} onUploaded={(url) => form.setFieldValue('cover', url)} testId="offer-upload" />
        </Flex>
      </Form.Item>
      <LangTextFields
        fields={[
          { name: 'title', label: t('offers.title'), max: 120, requiredZh: true },
          { name: 'content', label: t('offers.content'), max: 10_000, multiline: true, requiredZh: true },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('offers.contentHint')}</Typography.Paragraph>
      <Space wrap align="start">
        <Form.Item name="startAt" label={t('time.inZone', { label: t('offers.startAt'), zone: zoneLabel() })} rules={[{ required: true }]}>
          <DatePicker showTime data-testid="offer-start" />
        </Form.Item>
        <Form.Item name="endAt" label={t('time.inZone', { label: t('offers.endAt'), zone: zoneLabel() })}>
          <DatePicker showTime allowClear data-testid="offer-end" />
        </Form.Item>
        <Form.Item name="limitedTime" label={t('offers.limitedTime')} valuePropName="checked" extra={t('offers.limitedTimeHint')}>
          <Switch />
        </Form.Item>
      </Space>
      <Divider titlePlacement="start">{t('offers.eligibility')}</Divider>
      <Space wrap align="start">
        <Form.Item name={['eligibility', 'window']} label={t('offers.window')}>
          <Select style={{ width: 160 }} options={opt(['offer', 'day'] as const, 'offers.windowOf')} />
        </Form.Item>
        <Form.Item name={['eligibility', 'limit']} label={t('offers.limit')}>
          <Select style={{ width: 160 }} options={opt(['once', 'daily'] as const, 'offers.limitOf')} />
        </Form.Item>
        <Form.Item name={['eligibility', 'newUserDays']} label={t('offers.newUserDays')}>
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        <Form.Item name={['eligibility', 'vipMin']} label={t('offers.vipMin')}>
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Form.Item name={['eligibility', 'vipMax']} label={t('offers.vipMax')}>
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Form.Item name={['eligibility', 'firstDeposit']} label={t('offers.firstDeposit')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={['eligibility', 'minDeposit']} label={t('offers.minDeposit')} rules={[amountRule({ optional: true })]}>
          <AmountInput style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name={['eligibility', 'minValidBet']} label={t('offers.minValidBet')} rules={[amountRule({ optional: true })]}>
          <AmountInput style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name={['eligibility', 'minTransfer']} label={t('offers.minTransfer')} rules={[amountRule({ optional: true })]}>
          <AmountInput style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Divider titlePlacement="start">{t('offers.formula')}</Divider>
      <Space wrap align="start">
        <Form.Item name={['formula', 'kind']} label={t('offers.kind')}>
          <Segmented options={opt(['fixed', 'ratio', 'vipPromo'] as const, 'offers.kindOf')} />
        </Form.Item>
        {kind === 'vipPromo' ? (
          <Typography.Paragraph type="secondary" style={{ maxWidth: 360 }}>
            {t('offers.vipPromoHint')}
          </Typography.Paragraph>
        ) : kind === 'ratio' ? (
          <>
            <Form.Item name={['formula', 'ratioPercent']} label={t('offers.ratioPercent')} rules={[{ required: true }]}>
              <Input style={{ width: 100 }} suffix="%" />
            </Form.Item>
            <Form.Item required name={['formula', 'max']} label={t('offers.max')} rules={[amountRule()]}>
              <AmountInput style={{ width: 120 }} />
            </Form.Item>
          </>
        ) : (
          <Form.Item required name={['formula', 'amount']} label={t('offers.amount')} rules={[amountRule()]}>
            <AmountInput style={{ width: 120 }} data-testid="offer-amount" />
          </Form.Item>
        )}
        <Form.Item name={['formula', 'base']} label={t('offers.base')}>
          <Select style={{ width: 140 }} options={opt(['deposit', 'validBet', 'transfer'] as const, 'offers.baseOf')} />
        </Form.Item>
        <Form.Item name={['formula', 'turnoverMultiple']} label={t('offers.turnoverMultiple')}>
          <Input style={{ width: 90 }} suffix="×" />
        </Form.Item>
        <Form.Item name={['formula', 'turnoverIncludesBase']} label={t('offers.turnoverIncludesBase')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={['formula', 'platType']} label={t('offers.venue')} extra={t('offers.venueHint')}>
          <VenueSelect placeholder={t('offers.central')} testId="offer-venue" />
        </Form.Item>
        <Form.Item name={['formula', 'destination']} label={t('offers.destination')}>
          <Select style={{ width: 160 }} options={opt(['welfare', 'venue'] as const, 'offers.destinationOf')} />
        </Form.Item>
        <Form.Item name={['formula', 'validDays']} label={t('offers.validDays')}>
          <InputNumber min={1} max={365} precision={0} />
        </Form.Item>
      </Space>
    </>
  );
}

/** What a player of the chosen language sees: cover, title, schedule and the text as the app lays it out (plain text). */
function OfferPreview({ form }: { form: ReturnType<typeof Form.useForm<OfferForm>>[0] }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<LangCode>('zh');
  const title = (Form.useWatch('title', form) ?? {}) as Partial<Record<LangCode, string>>;
  const content = (Form.useWatch('content', form) ?? {}) as Partial<Record<LangCode, string>>;
  const cover = Form.useWatch('cover', form) as string | undefined;
  const endAt = Form.useWatch('endAt', form) as dayjs.Dayjs | null | undefined;
  const limited = Form.useWatch('limitedTime', form) as boolean | undefined;
  const text = content[lang] ?? '';
  return (
    <div style={{ width: 340, flex: 'none' }} data-testid="offer-preview">
      <Select<LangCode> size="small" value={lang} onChange={setLang} style={{ width: '100%', marginBottom: 8 }} options={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))} data-testid="offer-preview-lang" />
      <div style={{ border: '1px solid #eee', borderRadius: 12, overflow: 'hidden', background: '#fafafa' }}>
        {cover ? <img src={cover} alt="" style={{ width: '100%', display: 'block' }} /> : null}
        <div style={{ padding: 12 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {title[lang] || <Typography.Text type="secondary">{t('offers.previewMissing')}</Typography.Text>}
          </Typography.Title>
          {limited && endAt ? <Tag color="red">{t('offers.previewEnds', { at: endAt.format('YYYY-MM-DD HH:mm') })}</Tag> : null}
          {contentBlocks(text).map((b, i) =>
            b.kind === 'ul' ? (
              <ul key={i} style={{ paddingLeft: 18 }}>
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : (
              <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
                {b.text}
              </Typography.Paragraph>
            ),
          )}
        </div>
      </div>
    </div>
  );
}

function OfferCost() {
  const { t } = useTranslation();
  const [range, setRange] = useState<OfferCostInput>(() => lastDays(30));
  const cost = useQuery({ queryKey: ['offers', 'cost', range], queryFn: () => offerCost(range) });
  const columns: TableColumnsType<OfferCostRow> = [
    { title: 'ID', dataIndex: 'activityId', width: 60 },
    { title: t('offers.title'), dataIndex: 'title' },
    { title: t('offers.granted'), key: 'granted', align: 'right', render: (_v, r) => `${r.granted} (${r.grantedCount})` },
    { title: t('offers.claimed'), key: 'claimed', align: 'right', render: (_v, r) => `${r.claimed} (${r.claimedCount})` },
    { title: t('offers.rejectedCount'), dataIndex: 'rejectedCount', align: 'right' },
    { title: t('offers.pendingCount'), dataIndex: 'pendingCount', align: 'right' },
  ];
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <DayRangePicker value={range} onChange={(r) => r && setRange(r)} testId="offer-cost-range" />
        <ExportButton filters={range} run={offerCostExport} testId="offer-cost-export" />
      </Space>
      <Typography.Paragraph type="secondary">{t('offers.costHint')}</Typography.Paragraph>
      {cost.isError ? (
        <Result status="warning" title={cost.error.message} />
      ) : (
        <Table<OfferCostRow> rowKey="activityId" size="small" pagination={false} loading={cost.isFetching} dataSource={cost.data?.list ?? []} columns={columns} data-testid="offer-cost" />
      )}
    </>
  );
}
