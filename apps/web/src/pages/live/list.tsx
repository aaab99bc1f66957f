/**
 * Live tables (spec.md §2 /pages/live/list): every live table with its limits (minimum and maximum per bet, bets
 * per round) and its main pays, Play and Rules. `?platType=` narrows it to one live venue.
 */
import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusBlock } from '../../components/status-block';
import { useGames } from '../../features/lobby/api/games';
import { LiveTable } from '../../features/lobby/components/live-table';
import { isLiveGame, PAY_TABLE } from '../../features/lobby/live-games';
import '../../features/lobby/lobby.css';

export default function LiveList(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platType = params.get('platType') || undefined;
  const games = useGames({ gameType: 'live', platType });
  if (games.isPending) {
    return (
      <div className="lobby-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!games.data?.length) return <StatusBlock status="empty" title={t('lobby.live.empty')} description={null} className="lobby-state" />;
  return (
    <div className="lobby-page live-list-page">
      {games.data.map((game) => (
        <section key={game.gameCode} className="card lobby-card">
          <LiveTable game={game} detailed />
          {isLiveGame(game.gameCode) ? (
            <p className="live-pays" data-testid={`live-pays-${game.gameCode}`}>
              {PAY_TABLE[game.gameCode]
                .slice(0, 3)
                .map(([bet, pays]) => `${t(`lobby.intro.${game.gameCode}.bet.${bet}`)} ${pays}`)
                .join(' · ')}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
