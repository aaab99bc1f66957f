/** One game of a list: icon, name, venue, the favourite heart and a play button; the row opens the game. */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../api/request';
import type { Game } from '../api/games';
import { openGame } from '../open-game';

interface GameRowProps {
  game: Game;
  venueName?: string;
  favourite: boolean;
  busy: boolean;
  onFavourite: (on: boolean) => void;
}

export function GameRow({ game, venueName, favourite, busy, onFavourite }: GameRowProps): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = (): void => void openGame(queryClient, game);
  return (
    <div className="game-row" data-testid={`game-${game.gameCode}`}>
      <button type="button" className="game-row-main" onClick={open}>
        <img src={assetUrl(game.icon)} alt="" loading="lazy" />
        <span className="game-row-text">
          <strong className="game-row-name">{game.name}</strong>
          <span className="game-row-venue">{venueName ?? t(`game.${game.gameType}`)}</span>
        </span>
      </button>
      <button
        type="button"
        className={favourite ? 'game-heart on' : 'game-heart'}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobby.list.removeFav' : 'lobby.list.addFav')}
        disabled={busy}
        onClick={() => onFavourite(!favourite)}
        data-testid={`fav-${game.gameCode}`}
      >
        {favourite ? <HeartFill /> : <HeartOutline />}
      </button>
      <Button size="mini" color="primary" shape="rounded" onClick={open} data-testid={`play-${game.gameCode}`}>
        {t('lobby.list.play')}
      </Button>
    </div>
  );
}
