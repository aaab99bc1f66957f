/**
 * The player's VIP standing (spec.md §4): level badge, cumulative valid bet, progress to the next level with what
 * is still missing, and the 90-day maintenance window (valid bet so far against the keep bet, and its end). A guest
 * sees an invitation to log in instead.
 */
import { Button, ProgressBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/time';
import type { VipCurrent } from '../api/vip';
import { isZero, keepPercent, progressOf } from '../standing';

export function LevelCard({ current }: { current: VipCurrent }): ReactNode {
  const { t } = useTranslation();
  const progress = progressOf(current);
  return (
    <section className="vip-card" data-testid="vip-card">
      <div className="vip-card-head">
        <span className="vip-level-badge" data-testid="vip-level">
          {t('vip.level', { level: current.level })}
        </span>
        <span className="vip-card-bet">
          <small>{t('vip.card.validBet')}</small>
          <strong data-testid="vip-valid-bet">¥{current.validBet}</strong>
        </span>
      </div>
      <ProgressBar percent={progress.percent} className="vip-progress" data-testid="vip-progress" />
      <p className="vip-card-line" data-testid="vip-next">
        {current.nextLevel === null
          ? t('vip.card.top')
          : progress.missing === '0.00'
            ? t('vip.card.reached', { level: current.nextLevel })
            : t('vip.card.next', { level: current.nextLevel, amount: `¥${progress.missing}`, required: `¥${current.nextRequiredBet}` })}
      </p>
      <div className="vip-keep" data-testid="vip-keep">
        <strong>{t('vip.card.keepTitle')}</strong>
        {isZero(current.keepBet) ? (
          <span>{t('vip.card.keepNone')}</span>
        ) : (
          <>
            <ProgressBar percent={keepPercent(current)} className="vip-progress keep" />
            <span>{t('vip.card.keep', { have: `¥${current.keepValidBet}`, need: `¥${current.keepBet}` })}</span>
            <span>{t('vip.card.keepEnd', { time: formatTime(current.keepWindowEnd) })}</span>
          </>
        )}
      </div>
    </section>
  );
}

export function GuestLevelCard({ onLogin }: { onLogin: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="vip-card guest" data-testid="vip-guest">
      <p>{t('vip.card.guest')}</p>
      <Button size="small" shape="rounded" onClick={onLogin} data-testid="vip-login">
        {t('vip.card.login')}
      </Button>
    </section>
  );
}
