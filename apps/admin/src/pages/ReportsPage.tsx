import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Space, Statistic, Switch, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardSummary, reportGames, reportGamesExport, reportPlayers, reportPlayersExport, reportVenues, reportVenuesExport, type ReportSort } from '../api/admin';
import type { ReportGameRow, ReportPlayerRow, ReportVenueRow } from '../api/types';
import { useCodes } from '../components/codes';
import { DayRangePicker } from '../components/DayRangePicker';
import { ExportButton } from '../components/ExportButton';
import { DEFAULT_PAGE_SIZE } from '../components/list-page';
import { formatTime, lastDays, type DayRange } from '../components/platform-time';
import { renderPlayer } from '../components/PlayerLink';

/** The live view refreshes this often (issue 24: "a live today view that refreshes"). */
export const LIVE_REFRESH_MS = 30_000;

/** A signed money string in the warning colour when the platform lost (negative GGR or net). */
function Signed({ value }: { value: string }) {
  return <Typography.Text type={value.startsWith('-') ? 'danger' : undefined}>{value}</Typography.Text>;
}

/** Bets, stake, payout and GGR; the live view's half-width cards leave the payout out (GGR says it). */
function usePlayColumns<T extends { bets: number; stake: string; payout: string; ggr: string }>(compact = false): TableColumnsType<T> {
  const { t } = useTranslation();
  return [
    { title: t('reports.bets'), dataIndex: 'bets', align: 'right' },
    { title: t('reports.stake'), dataIndex: 'stake', align: 'right' },
    ...(compact ? [] : [{ title: t('reports.payout'), dataIndex: 'payout', align: 'right' as const }]),
    { title: t('reports.ggr'), dataIndex: 'ggr', align: 'right', render: (v: string) => <Signed value={v} /> },
  ];
}

function Players({ range, live }: { range: DayRange; live?: boolean }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<ReportSort>('ggr');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const report = useQuery({ queryKey: ['report', 'players', range, sort, paging], queryFn: () => reportPlayers({ ...range, sort, ...paging }), refetchInterval: live ? LIVE_REFRESH_MS : false });
  const columns: TableColumnsType<ReportPlayerRow> = [
    { title: t('common.player'), dataIndex: 'username', render: renderPlayer },
    { title: t('players.vip'), dataIndex: 'vipLevel', render: (v: number) => `VIP${v}` },
    ...usePlayColumns<ReportPlayerRow>(),
    { title: t('reports.bonuses'), dataIndex: 'bonuses', align: 'right' },
    { title: t('reports.net'), dataIndex: 'net', align: 'right', render: (v: string) => <Signed value={v} /> },
    { title: t('reports.deposits'), dataIndex: 'deposits', align: 'right' },
    { title: t('reports.withdrawals'), dataIndex: 'withdrawals', align: 'right' },
    { title: t('reports.adjustments'), dataIndex: 'adjustments', align: 'right' },
  ];
  const totals = report.data?.totals;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<ReportSort>
          value={sort}
          onChange={(v) => {
            setSort(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={(['ggr', 'net', 'stake', 'deposits'] as const).map((s) => ({ value: s, label: t(`reports.sortBy.${s}`) }))}
          data-testid="report-players-sort"
        />
        <ExportButton filters={{ ...range, sort }} run={reportPlayersExport} testId="report-players-export" />
      </Space>
      <Table<ReportPlayerRow>
        rowKey="userId"
        size="small"
        columns={columns}
        loading={report.isFetching && !report.data}
        dataSource={report.data?.list ?? []}
        data-testid="report-players"
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: report.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
        summary={() =>
          totals ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('reports.total')}</strong>
              </Table.Summary.Cell>
              {(['bets', 'stake', 'payout', 'ggr', 'bonuses', 'net', 'deposits', 'withdrawals', 'adjustments'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="right">
                  <strong data-testid={`report-total-${k}`}>{totals[k]}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}

function Games({ range, live }: { range: DayRange; live?: boolean }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const report = useQuery({ queryKey: ['report', 'games', range], queryFn: () => reportGames(range), refetchInterval: live ? LIVE_REFRESH_MS : false });
  const play = usePlayColumns<ReportGameRow>(live);
  const columns: TableColumnsType<ReportGameRow> = live
    ? [{ title: t('reports.game'), dataIndex: 'gameCode', render: (v: string, row) => codes.game(v, row.platType) }, { title: t('reports.players'), dataIndex: 'players', align: 'right' }, ...play]
    : [
        { title: t('reports.game'), dataIndex: 'gameCode', render: (v: string, row) => codes.game(v, row.platType) },
        { title: t('reports.venue'), dataIndex: 'platType', render: (v: string) => codes.venue(v) },
        { title: t('reports.gameType'), dataIndex: 'gameType', render: (v: string) => codes.gameType(v) },
        { title: t('reports.players'), dataIndex: 'players', align: 'right' },
        ...play,
        { title: t('reports.rtp'), dataIndex: 'rtp', align: 'right', render: (v: string) => `${v}%` },
      ];
  return (
    <>
      {!live && (
        <Space style={{ marginBottom: 12 }}>
          <ExportButton filters={range} run={reportGamesExport} testId="report-games-export" />
        </Space>
      )}
      <Table<ReportGameRow> rowKey={(r) => `${r.platType}/${r.gameCode}`} size="small" columns={columns} loading={report.isFetching && !report.data} dataSource={report.data?.list ?? []} pagination={false} data-testid="report-games" />
    </>
  );
}

function Venues({ range, live }: { range: DayRange; live?: boolean }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const report = useQuery({ queryKey: ['report', 'venues', range], queryFn: () => reportVenues(range), refetchInterval: live ? LIVE_REFRESH_MS : false });
  const play = usePlayColumns<ReportVenueRow>(live);
  const columns: TableColumnsType<ReportVenueRow> = live
    ? [{ title: t('reports.venue'), dataIndex: 'platType', render: (v: string) => codes.venue(v) }, { title: t('reports.players'), dataIndex: 'players', align: 'right' }, ...play]
    : [
        { title: t('reports.venue'), dataIndex: 'platType', render: (v: string) => codes.venue(v) },
        { title: t('reports.gameType'), dataIndex: 'gameType', render: (v: string) => codes.gameType(v) },
        { title: t('reports.players'), dataIndex: 'players', align: 'right' },
        ...play,
        { title: t('reports.rtp'), dataIndex: 'rtp', align: 'right', render: (v: string) => `${v}%` },
      ];
  return (
    <>
      {!live && (
        <Space style={{ marginBottom: 12 }}>
          <ExportButton filters={range} run={reportVenuesExport} testId="report-venues-export" />
        </Space>
      )}
      <Table<ReportVenueRow> rowKey="platType" size="small" columns={columns} loading={report.isFetching && !report.data} dataSource={report.data?.list ?? []} pagination={false} data-testid="report-venues" />
    </>
  );
}

/** Today on the platform's clock, refetched every LIVE_REFRESH_MS while switched on (the figures, venues, games, players). */
function Today() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  const range = lastDays(1);
  const summary = useQuery({ queryKey: ['report', 'today', range], queryFn: () => dashboardSummary(range), refetchInterval: on ? LIVE_REFRESH_MS : false });
  const figures = summary.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="report-today">
      <Space>
        <Switch checked={on} onChange={setOn} data-testid="report-live" />
        <Typography.Text>{on ? t('reports.liveOn', { seconds: LIVE_REFRESH_MS / 1000 }) : t('reports.liveOff')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="report-updated">
          {summary.dataUpdatedAt ? t('reports.updatedAt', { at: formatTime(new Date(summary.dataUpdatedAt)), day: range.to }) : ''}
        </Typography.Text>
      </Space>
      <Row gutter={[16, 16]}>
        {(['bets', 'payouts', 'ggr', 'deposits', 'withdrawals', 'activePlayers'] as const).map((k) => (
          <Col key={k} span={4}>
            <Card size="small">
              <Statistic title={t(`dashboard.${k}`)} value={figures?.[k] ?? '—'} loading={summary.isPending} data-testid={`today-${k}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title={t('reports.byVenue')}>
            <Venues range={range} live={on} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={t('reports.byGame')}>
            <Games range={range} live={on} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('reports.byPlayer')}>
        <Players range={range} live={on} />
      </Card>
    </Space>
  );
}

/**
 * Reports (issue 24 item 11, finance): today live, and profit and loss per player, game and venue for any range of
 * platform days, each with its CSV. GGR = stake − payout (what the platform won); net = GGR − bonuses.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const picker = <DayRangePicker value={range} onChange={(r) => r && setRange(r)} maxDays={366} testId="report-range" />;
  return (
    <Card title={t('nav.reports')} data-testid="reports-page">
      <Typography.Paragraph type="secondary">{t('reports.hint')}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'today', label: t('reports.today'), children: <Today /> },
          {
            key: 'players',
            label: t('reports.byPlayer'),
            children: (
              <>
                <div style={{ marginBottom: 12 }}>{picker}</div>
                <Players range={range} />
              </>
            ),
          },
          {
            key: 'games',
            label: t('reports.byGame'),
            children: (
              <>
                <div style={{ marginBottom: 12 }}>{picker}</div>
                <Games range={range} />
              </>
            ),
          },
          {
            key: 'venues',
            label: t('reports.byVenue'),
            children: (
              <>
                <div style={{ marginBottom: 12 }}>{picker}</div>
                <Venues range={range} />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
