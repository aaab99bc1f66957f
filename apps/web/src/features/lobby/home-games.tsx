/**
 * Home's six category tabs (spec.md §2) with the real venues and games of each category (getAllPlatTypes,
 * getGameList; hot games first). Part of home's first bundle, so it is plain markup over two small queries:
 * a tab fetches its games only once it is opened. Tapping a game opens it (open-game.ts: guest modal, gameMoney
 * or play); the section's link opens the full searchable list (game/list).
 */
import { GAME_TYPES, type GameType } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { assetUrl } from '../../api/request';
import { StatusBlock } from '../../components/status-block';
import { gameKey, useGames, useVenues, type Game } from './api/games';

/** Hot games first, then the rest in the catalogue's order (each game once). */
export function hotFirst(hot: readonly Game[], all: readonly Game[]): { game: Game; hot: boolean }[] {
  const hotKeys = new Set(hot.map(gameKey));
  return [...hot.map((game) => ({ game, hot: true })), ...all.filter((g) => !hotKeys.has(gameKey(g))).map((game) => ({ game, hot: false }))];
}

function CategoryGames({ type }: { type: GameType }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const venues = useVenues();
  const hot = useGames({ gameType: type, hot: true });
  const all = useGames({ gameType: type });
  const mine = (venues.data ?? []).filter((v) => v.gameType === type);
  // Like the rest of home, a failed read degrades to the empty section (retries continue behind it).
  if (all.isPending && all.failureCount === 0) return <div className="home-games-loading" aria-busy="true" />;
  const games = hotFirst(hot.data ?? [], all.data ?? []);
  if (games.length === 0) {
    return <StatusBlock status="empty" title={t('game.empty')} description={null} className="game-empty" data-testid={`home-games-empty-${type}`} />;
  }
  return (
    <div className="home-games" data-testid={`home-games-${type}`}>
      {mine.length ? (
        <p className="home-venues">
          {mine.map((v) => (
            <span key={v.platType} className="home-venue" data-testid={`home-venue-${v.platType}`}>
              {v.icon ? <img src={assetUrl(v.icon)} alt="" /> : null}
              {v.name}
            </span>
          ))}
        </p>
      ) : null}
      <div className="home-game-grid">
        {games.map(({ game, hot: isHot }) => (
          <button
            key={gameKey(game)}
            type="button"
            className="home-game"
            // open-game (and the wallet calls it needs) loads on the first tap: home's first bundle stays small.
            onClick={() => void import('./open-game').then((m) => m.openGame(queryClient, game))}
            data-testid={`home-game-${game.gameCode}`}
          >
            <img src={assetUrl(game.icon)} alt="" loading="lazy" />
            <span className="home-game-name">{game.name}</span>
            {isHot ? <span className="home-game-hot" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
    </div>
  );
}

export function HomeGames(): ReactNode {
  const { t } = useTranslation();
  const venues = useVenues();
  const [chosen, setChosen] = useState<GameType | null>(null);
  // Until the player picks a tab, open the first category that has a venue (sports has none yet, decisions.md).
  const active = chosen ?? GAME_TYPES.find((type) => venues.data?.some((v) => v.gameType === type)) ?? GAME_TYPES[0];
  return (
    <section className="card game-lobby">
      <div className="section-head">
        <h2 className="section-title">{t('home.games')}</h2>
        <button
          type="button"
          className="section-more"
          onClick={() => go(`${PATHS.gameList}?gameType=${active}`)}
          data-testid="home-games-all"
        >
          {t('game.all')}
        </button>
      </div>
      {/* Plain tab buttons rather than antd-mobile's Tabs, whose animation library would ride in home's first
          bundle (docs/decisions.md "Home JavaScript budget"); only the open tab's games are rendered and fetched. */}
      <div className="game-tabs" role="tablist" data-testid="game-tabs">
        {GAME_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`game-tab-${type}`}
            aria-selected={type === active}
            aria-controls="game-tab-panel"
            className={type === active ? 'game-tab active' : 'game-tab'}
            onClick={() => setChosen(type)}
          >
            {t(`game.${type}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="game-tab-panel" aria-labelledby={`game-tab-${active}`}>
        <CategoryGames key={active} type={active} />
      </div>
    </section>
  );
}
