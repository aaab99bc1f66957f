import { DatePicker, Form, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { windowState } from '../pages/content-form';
import { formatTime } from './format';
import { zoneLabel } from './platform-time';

const COLOR = { off: 'default', scheduled: 'processing', live: 'success', ended: 'warning' } as const;

/** A notice's or banner's publication window and whether players see it now. */
export function ContentWindow({ item }: { item: { active: boolean; startsAt: string | null; endsAt: string | null } }) {
  const { t } = useTranslation();
  const state = windowState(item);
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={COLOR[state]} style={{ width: 'fit-content' }}>
        {t(`content.state.${state}`)}
      </Tag>
      {item.startsAt || item.endsAt ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.startsAt ? formatTime(item.startsAt) : '…'}
          <br />→ {item.endsAt ? formatTime(item.endsAt) : '…'}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.always')}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Publication window, order and on/off: the same on notices and banners. */
export function ScheduleFields() {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap align="start">
      <Form.Item name="schedule" label={t('time.inZone', { label: t('content.window'), zone: zoneLabel() })} extra={t('content.windowHint')}>
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
