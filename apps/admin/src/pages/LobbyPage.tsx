import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Card, InputNumber, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { gameList, gameUpdate, venueList, venueUpdate } from '../api/admin';
import type { GameItem, GameUpdateInput, VenueItem, VenueUpdateInput } from '../api/types';
import { useListPage } from '../components/list-page';
import { useCodes } from '../components/codes';
import { pickText } from './content-form';

/** A sort cell saved when the operator leaves it with a changed number. */
function SortInput({ value, onSave }: { value: number; onSave: (sort: number) => void }) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={100_000}
      precision={0}
      defaultValue={value}
      key={value}
      style={{ width: 90 }}
      onBlur={(e) => {
        const next = Number(e.target.value);
        if (Number.isInteger(next) && next >= 0 && next !== value) onSave(next);
      }}
    />
  );
}

/** Venues and games (issue 14 "Content"): maintenance on/off, hot flags and lobby order; players see it next call. */
export default function LobbyPage() {
  const { t, i18n } = useTranslation();
  const codes = useCodes();
  const { message } = App.useApp();
  const venues = useQuery({ queryKey: ['venues'], queryFn: venueList });
  const games = useListPage<{ platType?: string }, GameItem>(['games'], gameList, {});
  const updateVenue = useMutation({
    mutationFn: (input: VenueUpdateInput) => venueUpdate(input),
    onSuccess: () => {
      void message.success(t('common.saved'));
      void venues.refetch();
      games.refetch();
    },
  });
  const updateGame = useMutation({
    mutationFn: (input: GameUpdateInput) => gameUpdate(input),
    onSuccess: () => {
      void message.success(t('common.saved'));
      games.refetch();
    },
  });

  const venueColumns: TableColumnsType<VenueItem> = [
    { title: t('lobby.venue'), dataIndex: 'name', render: (v: VenueItem['name']) => pickText(v, i18n.language) },
    { title: t('lobby.gameType'), dataIndex: 'gameType', render: (v: string) => codes.gameType(v) },
    { title: t('lobby.provider'), dataIndex: 'provider', render: (v: string) => codes.venueProvider(v) },
    { title: t('content.sort'), dataIndex: 'sort', render: (v: number, row) => <SortInput value={v} onSave={(sort) => updateVenue.mutate({ platType: row.platType, sort })} /> },
    {
      title: t('lobby.open'),
      dataIndex: 'status',
      render: (v: string, row) => (
        <Space>
          <Switch size="small" checked={v === 'normal'} onChange={(on) => updateVenue.mutate({ platType: row.platType, status: on ? 'normal' : 'maintenance' })} data-testid={`venue-${row.platType}`} />
          {v === 'maintenance' && <Tag color="warning">{t('lobby.maintenance')}</Tag>}
        </Space>
      ),
    },
  ];
  const gameColumns: TableColumnsType<GameItem> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('lobby.game'), dataIndex: 'name', render: (v: GameItem['name']) => pickText(v, i18n.language) },
    { title: t('lobby.venue'), dataIndex: 'platType', render: (v: string) => codes.venue(v) },
    { title: t('lobby.gameType'), dataIndex: 'gameType', render: (v: string) => codes.gameType(v) },
    { title: t('content.sort'), dataIndex: 'sort', render: (v: number, row) => <SortInput value={v} onSave={(sort) => updateGame.mutate({ id: row.id, sort })} /> },
    { title: t('lobby.hot'), dataIndex: 'hot', render: (v: boolean, row) => <Switch size="small" checked={v} onChange={(hot) => updateGame.mutate({ id: row.id, hot })} /> },
    {
      title: t('lobby.open'),
      dataIndex: 'status',
      render: (v: string, row) => (
        <Space>
          <Switch size="small" checked={v === 'normal'} onChange={(on) => updateGame.mutate({ id: row.id, status: on ? 'normal' : 'maintenance' })} />
          {v === 'maintenance' && <Tag color="warning">{t('lobby.maintenance')}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="lobby-page">
      <Card title={t('lobby.venues')}>
        <Table<VenueItem> rowKey="platType" size="small" pagination={false} loading={venues.isFetching} dataSource={venues.data?.list ?? []} columns={venueColumns} />
      </Card>
      <Card
        title={t('lobby.games')}
        extra={
          <Select<string>
            style={{ width: 200 }}
            value={games.filters.platType ?? ''}
            onChange={(v) => games.setFilters({ platType: v || undefined })}
            options={[{ value: '', label: t('common.all') }, ...(venues.data?.list ?? []).map((v) => ({ value: v.platType, label: pickText(v.name, i18n.language) }))]}
          />
        }
      >
        <Table<GameItem> rowKey="id" size="small" columns={gameColumns} {...games.tableProps} />
      </Card>
    </Space>
  );
}
