import { Card, Empty, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { playerSearch } from '../api/admin';
import type { PlayerSearchItem } from '../api/types';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';

/** The results of one keyword (keyed by it: a new search starts at page 1 with its own paging). */
function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const list = useListPage<{ keyword: string }, PlayerSearchItem>(['players'], playerSearch, { keyword });
  const columns: TableColumnsType<PlayerSearchItem> = [
    { title: 'ID', dataIndex: 'userId' },
    { title: t('common.player'), dataIndex: 'username', render: (v: string, row) => <Link to={`/players/${row.userId}`}>{v}</Link> },
    { title: t('players.vip'), dataIndex: 'vipLevel' },
    { title: t('common.status'), dataIndex: 'status', render: (v: string) => <Tag color={v === 'active' ? 'success' : 'error'}>{t(`playerStatus.${v}`, { defaultValue: v })}</Tag> },
    { title: t('wallet.central'), dataIndex: 'central', align: 'right' },
    { title: t('players.registeredAt'), dataIndex: 'registeredAt', render: formatTime },
  ];
  return <Table<PlayerSearchItem> rowKey="userId" columns={columns} size="middle" {...list.tableProps} />;
}

/** Player search (issue 14): username prefix, exact phone, real name, or a deposit/withdrawal order number. */
export default function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <Card title={t('nav.players')} data-testid="players-page">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={t('players.searchHint')}
        enterButton={t('common.search')}
        allowClear
        autoFocus
        style={{ maxWidth: 520, marginBottom: 16 }}
        onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {})}
        data-testid="player-search"
      />
      {keyword ? <Results key={keyword} keyword={keyword} /> : <Empty description={t('players.searchHint')} />}
    </Card>
  );
}
