/**
 * Live venues at a glance (spec.md §2 /pages/live/viewList): each live venue with its state and its tables;
 * a venue opens its table list.
 */
import { DotLoading, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { assetUrl } from '../../api/request';
import { StatusBlock } from '../../components/status-block';
import { useGames, useVenues, type Venue } from '../../features/lobby/api/games';
import '../../features/lobby/lobby.css';

function VenueCard({ venue }: { venue: Venue }): ReactNode {
  const { t } = useTranslation();
  const games = useGames({ platType: venue.platType });
  return (
    <section className="card lobby-card" data-testid={`view-venue-${venue.platType}`}>
      <button type="button" className="view-venue-head" onClick={() => go(`${PATHS.liveList}?platType=${encodeURIComponent(venue.platType)}`)}>
        {venue.icon ? <img src={assetUrl(venue.icon)} alt="" /> : null}
        <strong>{venue.name}</strong>
        {venue.status === 'maintenance' ? (
          <Tag color="warning" fill="outline">
            {t('wallet.maintenance')}
          </Tag>
        ) : (
          <Tag color="success" fill="outline">
            {t('lobby.live.open')}
          </Tag>
        )}
        <span className="view-venue-count">{t('lobby.live.tableCount', { count: games.data?.length ?? 0 })}</span>
      </button>
      <div className="view-games">
        {(games.data ?? []).map((g) => (
          <span key={g.gameCode} className="view-game">
            <img src={assetUrl(g.icon)} alt="" />
            {g.name}
          </span>
        ))}
      </div>
    </section>
  );
}

export default function LiveViewList(): ReactNode {
  const { t } = useTranslation();
  const venues = useVenues();
  if (venues.isPending) {
    return (
      <div className="lobby-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const live = (venues.data ?? []).filter((v) => v.gameType === 'live');
  if (live.length === 0) return <StatusBlock status="empty" title={t('lobby.live.empty')} description={null} className="lobby-state" />;
  return (
    <div className="lobby-page live-view-page">
      {live.map((venue) => (
        <VenueCard key={venue.platType} venue={venue} />
      ))}
    </div>
  );
}
