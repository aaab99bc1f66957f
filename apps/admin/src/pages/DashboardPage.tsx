import { useQuery } from '@tanstack/react-query';
import { Card, Col, Result, Row, Segmented, Space, Spin, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardByGameType, dashboardDaily, dashboardDailyExport, dashboardSummary } from '../api/admin';
import type { DashboardFigures, DateRange } from '../api/types';
import { EChart, type ChartOption } from '../components/EChart';
import { DayRangePicker } from '../components/DayRangePicker';
import { ExportButton } from '../components/ExportButton';
import { LoginAttacksAlert } from '../components/LoginAttacksAlert';
import { useCodes } from '../components/codes';
import { lastDays } from '../components/platform-time';

/** The server accepts at most 366 days (COMMON-14.md). */
const MAX_DAYS = 366;

const MONEY_CARDS = ['deposits', 'withdrawals', 'netCash', 'bets', 'ggr'] as const;
const COUNT_CARDS = ['registrations', 'activePlayers', 'firstDepositors'] as const;

/** Dashboard (issue 14): today / last 30 days / a chosen range; figures, daily line chart, GGR by game type. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  // Platform days (issue 24): "today" is the platform's, whatever the browser's zone.
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const today = lastDays(1);
  const preset = range.to === today.to && (range.from === range.to ? 'today' : range.from === lastDays(30).from ? '30d' : null);
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
      xAxis: { type: 'category', data: rows.map((r) => codes.gameType(r.gameType)) },
      yAxis: { type: 'value' },
      series: (['bets', 'payouts', 'ggr'] as const).map((k) => ({ name: t(`dashboard.${k}`), type: 'bar', data: rows.map((r) => Number(r[k])) })),
    };
  }, [byGame.data, t, codes]);

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
          <DayRangePicker value={range} onChange={(r) => r && setRange(r)} maxDays={MAX_DAYS} testId="dashboard-range" />
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
