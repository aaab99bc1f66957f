/**
 * Live game rules (spec.md §2 /pages/live/introduce): for baccarat, roulette and sic bo (docs/games), how the game
 * is played, its pay table and the table limits; `?gameCode=` picks the game, tabs switch between them.
 */
import { Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIVE_GAMES, PAY_TABLE, RULE_COUNT, TABLE_LIMITS, isLiveGame, type LiveGame } from '../../features/lobby/live-games';
import '../../features/lobby/lobby.css';

function Rules({ game }: { game: LiveGame }): ReactNode {
  const { t } = useTranslation();
  const rules = Array.from({ length: RULE_COUNT[game] }, (_, i) => t(`lobby.intro.${game}.rule${i + 1}`));
  return (
    <div className="intro" data-testid={`intro-${game}`}>
      <section className="card lobby-card">
        <h3 className="lobby-card-title">{t('lobby.intro.howTo')}</h3>
        <p className="intro-lead">{t(`lobby.intro.${game}.lead`)}</p>
        <ol className="intro-rules">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <section className="card lobby-card">
        <h3 className="lobby-card-title">{t('lobby.intro.pays')}</h3>
        <table className="pay-table" data-testid={`pay-table-${game}`}>
          <thead>
            <tr>
              <th>{t('lobby.intro.bet')}</th>
              <th>{t('lobby.intro.pay')}</th>
            </tr>
          </thead>
          <tbody>
            {PAY_TABLE[game].map(([bet, pays]) => (
              <tr key={bet}>
                <td>{t(`lobby.intro.${game}.bet.${bet}`)}</td>
                <td>{pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="intro-note">{t(`lobby.intro.${game}.note`)}</p>
      </section>
      <section className="card lobby-card">
        <h3 className="lobby-card-title">{t('lobby.intro.limits')}</h3>
        <p className="intro-lead">
          {t('lobby.live.limits', { min: TABLE_LIMITS.minBet, max: TABLE_LIMITS.maxBet })}
          <br />
          {t('lobby.live.maxBets', { count: TABLE_LIMITS.maxBets })}
        </p>
      </section>
    </div>
  );
}

export default function LiveIntroduce(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('gameCode');
  const [game, setGame] = useState<LiveGame>(isLiveGame(asked) ? asked : LIVE_GAMES[0]);
  return (
    <div className="lobby-page intro-page">
      <Tabs className="lobby-tabs" activeKey={game} onChange={(key) => setGame(key as LiveGame)} data-testid="intro-tabs">
        {LIVE_GAMES.map((code) => (
          <Tabs.Tab key={code} title={t(`lobby.intro.${code}.name`)} />
        ))}
      </Tabs>
      <Rules game={game} />
    </div>
  );
}
