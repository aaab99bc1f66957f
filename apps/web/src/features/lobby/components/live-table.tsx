/** A live table card: icon, name, limits, and Play / Rules (rules only for the house tables that have them). */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../../app/navigation';
import { PATHS } from '../../../app/paths';
import { assetUrl } from '../../../api/request';
import type { Game } from '../api/games';
import { isLiveGame, TABLE_LIMITS } from '../live-games';
import { openGame } from '../open-game';

export function introducePath(gameCode: string): string {
  return `${PATHS.liveIntroduce}?gameCode=${encodeURIComponent(gameCode)}`;
}

export function LiveTable({ game, detailed = false }: { game: Game; detailed?: boolean }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="live-table" data-testid={`live-table-${game.gameCode}`}>
      <img src={assetUrl(game.icon)} alt="" />
      <div className="live-table-text">
        <strong>{game.name}</strong>
        <span>{t('lobby.live.limits', { min: TABLE_LIMITS.minBet, max: TABLE_LIMITS.maxBet })}</span>
        {detailed ? <span>{t('lobby.live.maxBets', { count: TABLE_LIMITS.maxBets })}</span> : null}
      </div>
      <div className="live-table-actions">
        <Button size="mini" color="primary" shape="rounded" onClick={() => void openGame(queryClient, game)} data-testid={`live-play-${game.gameCode}`}>
          {t('lobby.list.play')}
        </Button>
        {isLiveGame(game.gameCode) ? (
          <Button size="mini" fill="outline" shape="rounded" onClick={() => go(introducePath(game.gameCode))} data-testid={`live-rules-${game.gameCode}`}>
            {t('lobby.live.rules')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
