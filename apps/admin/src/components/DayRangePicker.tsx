import { DatePicker, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDays, DAY_FORMAT, dayToPicker, isFutureDay, zoneLabel, type DayRange } from './platform-time';

/**
 * A range of whole platform days (issue 24 item 2): the days are the platform's, labelled with its zone, and days
 * after the platform's today cannot be picked. `maxDays` shortens a longer pick to its last `maxDays` days.
 * `value` null (an optional filter): nothing picked; `allowClear` lets the operator empty it again.
 */
export function DayRangePicker(p: {
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  maxDays?: number;
  allowClear?: boolean;
  placeholder?: [string, string];
  testId?: string;
}) {
  const { t } = useTranslation();
  function set(from: string, to: string) {
    p.onChange(p.maxDays && to > addDays(from, p.maxDays - 1) ? { from: addDays(to, -(p.maxDays - 1)), to } : { from, to });
  }
  return (
    <Space size={4}>
      <DatePicker.RangePicker
        allowClear={p.allowClear ?? false}
        value={p.value ? [dayToPicker(p.value.from), dayToPicker(p.value.to)] : null}
        disabledDate={(d) => isFutureDay(d)}
        placeholder={p.placeholder}
        onChange={(v) => (v?.[0] && v[1] ? set(v[0].format(DAY_FORMAT), v[1].format(DAY_FORMAT)) : p.onChange(null))}
        data-testid={p.testId}
      />
      <Tag data-testid={p.testId ? `${p.testId}-zone` : undefined}>{t('time.zone', { zone: zoneLabel() })}</Tag>
    </Space>
  );
}
