import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Result, Row, Segmented, Space, Spin, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardByGameType, dashboardDaily, dashboardDailyExport, dashboardSummary } from '../api/admin';
import type { DashboardFigures, DateRange } from '../api/types';
import { EChart, type ChartOption } from '../components/EChart';
import { ExportButton } from '../components/ExportButton';
import { LoginAttacksAlert } from '../components/LoginAttacksAlert';

const DAY = 'YYYY-MM-DD';
/** The server accepts at most 366 days (COMMON-14.md). */
const MAX_DAYS = 366;

function lastDays(n: number): DateRange {
  return { from: dayjs().subtract(n - 1, 'day').format(DAY), to: dayjs().format(DAY) };
}

const MONEY_CARDS = ['deposits', 'withdrawals', 'netCash', 'bets', 'ggr'] as const;
const COUNT_CARDS = ['registrations', 'activePlayers', 'firstDepositors'] as const;

/** Dashboard (issue 14): today / last 30 days / a chosen range; figures, daily line chart, GGR by game type. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(lastDays(30));
  const preset = range.to === dayjs().format(DAY) && (range.from === range.to ? 'today' : range.from === lastDays(30).from ? '30d' : null);
  const summary = useQuery({ queryKey: ['dashboard', 'summary', range], queryFn: () => dashboardSummary(range) });
  const daily = useQuery({ queryKey: ['dashboard', 'daily', range], queryFn: () => dashboardDaily(range) });
  const byGame = useQuery({ queryKey: ['dashboard', 'byGameType', range], queryFn: () => dashboardByGameType(range) });

  const lineOption = useMemo<ChartOption>(() => {
    const rows = daily.data?.list ?? [];
    const series = (['deposits', 'withdrawals', 'ggr'] as const).map((k) => ({ name: t(`dashboard.${k}`), type: 'line', smooth: true, data: rows.map((r) => Number(r[k])) }));
    return { tooltip: { trigger: 'axis' }, legend: { top: 0 }, grid: { left: 56, right: 24, top: 40, bottom: 32 }, xAxis: { type: 'category', data: rows.map((r) => r.day) }, yAxis: { type: 'value' }, series };
  }, [daily.data, t]);
  const barOption = useMemo<ChartOption>(() => {
    const rows = byGame.data?.list ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: rows.map((r) => r.gameType) },
      yAxis: { type: 'value' },
      series: (['bets', 'payouts', 'ggr'] as const).map((k) => ({ name: t(`dashboard.${k}`), type: 'bar', data: rows.map((r) => Number(r[k])) })),
    };
  }, [byGame.data, t]);

  function onRange(values: [Dayjs | null, Dayjs | null] | null) {
    const [from, to] = values ?? [];
    if (from && to) setRange({ from: from.format(DAY), to: to.format(DAY) });
  }

  const figures: DashboardFigures | undefined = summary.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="dashboard-page">
      <LoginAttacksAlert />
      <Card size="small">
        <Space wrap>
          <Segmented
            value={preset || 'custom'}
            options={[
              { value: 'today', label: t('dashboard.today') },
              { value: '30d', label: t('dashboard.last30') },
              { value: 'custom', label: t('dashboard.custom'), disabled: true },
            ]}
            onChange={(v) => setRange(v === 'today' ? lastDays(1) : lastDays(30))}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={onRange}
            onCalendarChange={(dates) => {
              const [from, to] = dates ?? [];
              if (from && to && to.diff(from, 'day') >= MAX_DAYS) onRange([to.subtract(MAX_DAYS - 1, 'day'), to]);
            }}
          />
        </Space>
      </Card>
      {summary.isError ? (
        <Result status="warning" title={summary.error.message} />
      ) : (
        <Row gutter={[16, 16]}>
          {[...MONEY_CARDS, ...COUNT_CARDS].map((k) => (
            <Col key={k} xs={12} md={6} xl={3}>
              <Card size="small">
                <Statistic title={t(`dashboard.${k}`)} value={figures?.[k] ?? '—'} loading={summary.isPending} styles={{ content: { fontSize: 20 } }} data-testid={`figure-${k}`} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card title={t('dashboard.dailyChart')} size="small" extra={<ExportButton filters={range} run={dashboardDailyExport} testId="dashboard-daily-export" />}>
            {daily.isPending ? <Spin /> : <EChart option={lineOption} testId="chart-daily" />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('dashboard.byGameType')} size="small">
            {byGame.isPending ? <Spin /> : <EChart option={barOption} testId="chart-game-type" />}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
