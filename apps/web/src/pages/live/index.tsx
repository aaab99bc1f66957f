/**
 * Live casino lobby (spec.md §2 /pages/live/index; §6 public): the live venues with their state, every live table
 * (the house live venue: baccarat, roulette, sic bo) with its limits, Play and Rules, and links to the table list
 * and the venue view.
 */
import { DotLoading, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { assetUrl } from '../../api/request';
import { StatusBlock } from '../../components/status-block';
import { useGames, useVenues } from '../../features/lobby/api/games';
import { LiveTable } from '../../features/lobby/components/live-table';
import '../../features/lobby/lobby.css';

export default function LiveLobby(): ReactNode {
  const { t } = useTranslation();
  const venues = useVenues();
  const games = useGames({ gameType: 'live' });
  const live = (venues.data ?? []).filter((v) => v.gameType === 'live');
  return (
    <div className="lobby-page live-page">
      <header className="live-hero">
        <h2>{t('lobby.live.title')}</h2>
        <p>{t('lobby.live.desc')}</p>
        <div className="live-venues">
          {live.map((v) => (
            <span key={v.platType} className="live-venue" data-testid={`live-venue-${v.platType}`}>
              {v.icon ? <img src={assetUrl(v.icon)} alt="" /> : null}
              {v.name}
              {v.status === 'maintenance' ? (
                <Tag color="warning" fill="outline">
                  {t('wallet.maintenance')}
                </Tag>
              ) : null}
            </span>
          ))}
        </div>
      </header>
      <div className="overlap-body">
        <nav className="card live-links">
          <button type="button" onClick={() => go(PATHS.liveList)} data-testid="live-link-list">
            {t('route.liveList')}
          </button>
          <button type="button" onClick={() => go(PATHS.liveViewList)} data-testid="live-link-view">
            {t('route.liveViewList')}
          </button>
          <button type="button" onClick={() => go(PATHS.liveIntroduce)} data-testid="live-link-intro">
            {t('route.liveIntroduce')}
          </button>
        </nav>
        <section className="card lobby-card">
          {games.isPending ? (
            <div className="lobby-state">
              <DotLoading color="primary" />
            </div>
          ) : games.data?.length ? (
            games.data.map((game) => <LiveTable key={game.gameCode} game={game} />)
          ) : (
            <StatusBlock status="empty" title={t('lobby.live.empty')} description={null} className="lobby-state" />
          )}
        </section>
      </div>
    </div>
  );
}
