/**
 * Game list (spec.md §2 /pages/game/list; §6 guests see game lists): search by keyword (debounced; names in the
 * player's language and game codes), category tabs with the player's favourites as the last tab, a venue filter,
 * the hot games and (members) the five most searched games while no keyword is typed, and the paged list.
 * Every row carries a favourite heart; hearts, the favourites tab and playing need a session (guest modal).
 */
import { GAME_KEYWORD_MAX, GAME_TYPES, type GameType } from '@app/shared';
import { SearchBar, Selector, Tabs, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showGuestModal } from '../../app/guest-modal';
import { dataOf } from '../../api/query';
import { assetUrl } from '../../api/request';
import { PagedList } from '../../components/paged-list';
import { useSession } from '../../stores/session';
import {
  gameKey,
  getGameList,
  getTop5PopularSearchGame,
  listFavourites,
  lobbyKeys,
  useGames,
  useVenues,
  type Game,
} from '../../features/lobby/api/games';
import { useFavouriteSet, useToggleFavourite } from '../../features/lobby/api/favourites';
import { GameRow } from '../../features/lobby/components/game-row';
import { openGame } from '../../features/lobby/open-game';
import '../../features/lobby/lobby.css';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;
const TABS = ['all', ...GAME_TYPES, 'favourites'] as const;
type Tab = (typeof TABS)[number];

const isGameType = (value: string | null): value is GameType => (GAME_TYPES as readonly string[]).includes(value ?? '');

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The hot games (tap to open) and, for members, the five most searched games (tap to search for them). */
function Suggestions({ gameType, onSearch }: { gameType?: GameType; onSearch: (name: string) => void }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const hot = useGames({ gameType, hot: true }, 10);
  const popular = useQuery({ queryKey: lobbyKeys.popular, queryFn: () => dataOf(getTop5PopularSearchGame()), enabled: Boolean(token) });
  return (
    <>
      {hot.data?.length ? (
        <section className="lobby-section" data-testid="hot-games">
          <h3>{t('lobby.list.hot')}</h3>
          <div className="hot-row">
            {hot.data.map((game) => (
              <button key={gameKey(game)} type="button" className="hot-game" onClick={() => void openGame(queryClient, game)}>
                <img src={assetUrl(game.icon)} alt="" />
                <span>{game.name}</span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {popular.data?.length ? (
        <section className="lobby-section" data-testid="popular-searches">
          <h3>{t('lobby.list.popular')}</h3>
          <div className="popular-row">
            {popular.data.map((game, i) => (
              <button key={gameKey(game)} type="button" className="popular-chip" onClick={() => onSearch(game.name)}>
                <em>{i + 1}</em>
                {game.name}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

export default function GameList(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const initial = params.get('gameType');
  const [tab, setTab] = useState<Tab>(isGameType(initial) ? initial : 'all');
  const [platType, setPlatType] = useState('');
  const [input, setInput] = useState('');
  const keyword = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const venues = useVenues();
  const favourites = useFavouriteSet();
  const { toggle, busy } = useToggleFavourite();
  const gameType = isGameType(tab) ? tab : undefined;
  const shownVenues = (venues.data ?? []).filter((v) => !gameType || v.gameType === gameType);
  const venueName = new Map((venues.data ?? []).map((v) => [v.platType, v.name]));

  const changeTab = (key: string): void => {
    if (key === 'favourites' && !token) {
      showGuestModal();
      return;
    }
    setTab(key as Tab);
    setPlatType('');
  };
  const favourite = async (game: Game, on: boolean): Promise<void> => {
    if (!token) {
      showGuestModal();
      return;
    }
    const result = await toggle(game, on).catch(() => {
      Toast.show({ content: t('common.networkError') });
      return null;
    });
    if (result !== null) Toast.show({ icon: 'success', content: t(result ? 'lobby.list.added' : 'lobby.list.removed') });
  };
  const filter = { tab, platType, keyword };

  return (
    <div className="lobby-page game-list-page">
      <div className="game-list-head">
        <SearchBar
          value={input}
          onChange={setInput}
          placeholder={t('lobby.list.searchPlaceholder')}
          // The server refuses longer keywords (gameKeywordInvalid).
          maxLength={GAME_KEYWORD_MAX}
          aria-label={t('lobby.list.searchPlaceholder')}
          data-testid="game-search"
        />
        <Tabs className="lobby-tabs" activeKey={tab} onChange={changeTab} data-testid="game-list-tabs">
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={key === 'all' ? t('lobby.list.all') : key === 'favourites' ? t('lobby.list.favourites') : t(`game.${key}`)} />
          ))}
        </Tabs>
      </div>
      {tab !== 'favourites' && shownVenues.length > 1 ? (
        <Selector
          className="venue-filter"
          value={[platType]}
          onChange={(v) => setPlatType(v[0] ?? '')}
          options={[{ label: t('lobby.list.allVenues'), value: '' }, ...shownVenues.map((v) => ({ label: v.name, value: v.platType }))]}
          data-testid="venue-filter"
        />
      ) : null}
      {keyword === '' && tab !== 'favourites' ? <Suggestions gameType={gameType} onSearch={setInput} /> : null}
      <PagedList<Game>
        key={JSON.stringify(filter)}
        className="game-list"
        queryKey={tab === 'favourites' ? [...lobbyKeys.favourites, 'page'] : ['lobby', 'list', filter]}
        fetchPage={(page, size) =>
          tab === 'favourites'
            ? listFavourites(page, size)
            : getGameList({ gameType, platType: platType || undefined, keyword: keyword || undefined, page, size })
        }
        itemKey={gameKey}
        renderItem={(game) => (
          <GameRow
            game={game}
            venueName={venueName.get(game.platType)}
            favourite={favourites.has(gameKey(game))}
            busy={busy === gameKey(game)}
            onFavourite={(on) => void favourite(game, on)}
          />
        )}
        emptyText={t(tab === 'favourites' ? 'lobby.list.favEmpty' : 'lobby.list.empty')}
      />
    </div>
  );
}
