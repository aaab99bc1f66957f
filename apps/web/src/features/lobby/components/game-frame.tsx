/**
 * The game screen of play and playH5 (spec.md §2: landscape, pull-to-refresh on — both are route meta): the game
 * named by the query (`platType`, `gameCode`) in a full-screen iframe of the URL getGameUrl answers. The route's
 * navigation bar is the back control. The URL carries a one-time ticket, so it is asked once per visit (no cache,
 * no refetch on focus); pull-to-refresh asks again and reloads the game. With auto-transfer on, getGameUrl moved
 * the balance into the venue, and the game changes it: every balance is refreshed when the player leaves.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataOf } from '../../../api/query';
import { invalidateMoney } from '../../../api/wallet';
import { StatusBlock } from '../../../components/status-block';
import { getGameUrl, lobbyKeys } from '../api/games';
import '../lobby.css';

interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

/**
 * spec.md §2: play and playH5 are landscape screens. Browsers grant an orientation lock only to full-screen pages
 * and installed apps, so this asks and quietly accepts a refusal (the game page then lays itself out).
 */
function useLandscape(): void {
  useEffect(() => {
    const orientation = (typeof screen === 'undefined' ? undefined : screen.orientation) as LockableOrientation | undefined;
    if (!orientation?.lock) return;
    let locked = false;
    orientation.lock('landscape').then(
      () => {
        locked = true;
      },
      () => undefined,
    );
    return () => {
      if (locked) orientation.unlock?.();
    };
  }, []);
}

export function GameFrame(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const platType = params.get('platType') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const valid = platType !== '' && gameCode !== '';
  const url = useQuery({
    queryKey: lobbyKeys.url({ platType, gameCode }),
    queryFn: async () => (await dataOf(getGameUrl({ platType, gameCode }))).url,
    enabled: valid,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // Entering may have moved money (auto-transfer) and playing changes the venue balance.
  useEffect(() => () => void invalidateMoney(queryClient), [queryClient]);
  useLandscape();

  if (!valid) return <StatusBlock status="empty" title={t('lobby.play.noGame')} description={null} className="lobby-state" />;
  if (url.isPending) {
    return (
      <div className="lobby-state" data-testid="play-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (url.isError) {
    return (
      <StatusBlock status="disconnected" title={t('lobby.play.failed')} description={null} className="lobby-state">
        <button type="button" className="lobby-retry" onClick={() => void url.refetch()}>
          {t('list.retry')}
        </button>
      </StatusBlock>
    );
  }
  return (
    <div className="game-frame">
      <iframe
        src={url.data}
        title={t('lobby.play.title')}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-iframe"
      />
    </div>
  );
}
