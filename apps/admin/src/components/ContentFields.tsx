import { DatePicker, Form, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { windowState } from '../pages/content-form';
import { formatTime } from './format';

const COLOR = { off: 'default', scheduled: 'processing', live: 'success', ended: 'warning' } as const;

/** A notice's or banner's publication window and whether players see it now. */
export function ContentWindow({ item }: { item: { active: boolean; startsAt: string | null; endsAt: string | null } }) {
  const { t } = useTranslation();
  const state = windowState(item);
  return (
    <>
      <Tag color={COLOR[state]}>{t(`content.state.${state}`)}</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {item.startsAt || item.endsAt ? `${item.startsAt ? formatTime(item.startsAt) : '…'} → ${item.endsAt ? formatTime(item.endsAt) : '…'}` : t('content.always')}
      </Typography.Text>
    </>
  );
}

/** Publication window, order and on/off: the same on notices and banners. */
export function ScheduleFields() {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap align="start">
      <Form.Item name="schedule" label={t('content.window')} extra={t('content.windowHint')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} data-testid="schedule" />
      </Form.Item>
      <Form.Item name="sort" label={t('content.sort')}>
        <InputNumber min={0} max={100_000} precision={0} />
      </Form.Item>
      <Form.Item name="active" label={t('content.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Space>
  );
}
