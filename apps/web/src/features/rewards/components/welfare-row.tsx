/**
 * A welfare item as the player reads it (spec.md §3 "Welfare: type, status"; §4 validity): its title (the server's,
 * in the player's language), kind, amount, turnover multiple and status in words, never codes. In the welfare
 * centre a ready item counts down to its opening or its expiry and carries the claim button.
 */
import type { WelfareStatus } from '@app/shared';
import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { holdText } from '../../../components/bonus-hold';
import { formatTime } from '../../../lib/time';
import type { WelfareItem } from '../api/welfare';
import { splitDuration } from '../../../lib/use-now';

const STATUS_COLOR: Record<WelfareStatus, string> = {
  pending: 'warning',
  success: 'primary',
  failed: 'danger',
  received: 'success',
  expired: 'default',
};

export function WelfareStatusTag({ status }: { status: WelfareStatus }): ReactNode {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="welfare-status">
      {t(`welfare.status.${status}`)}
    </Tag>
  );
}

/** "1d 02:03:04" / "02:03:04". */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const { days, clock } = splitDuration(ms);
    return days > 0 ? t('welfare.dayClock', { days, clock }) : clock;
  };
}

/** Where a ready item stands at `now`: not yet open, open, or past its validity (the job has not marked it yet). */
export function phaseOf(item: WelfareItem, now: number): 'closed' | 'open' | 'over' | null {
  if (item.status !== 'success') return null;
  if (now < Date.parse(item.opensAt)) return 'closed';
  return now < Date.parse(item.expiresAt) ? 'open' : 'over';
}

interface RowProps {
  item: WelfareItem;
  /** Welfare centre: the ticking clock and the claim; records: leave out. */
  now?: number;
  claiming?: boolean;
  onClaim?: (item: WelfareItem) => void;
}

export function WelfareRow({ item, now, claiming, onClaim }: RowProps): ReactNode {
  const { t } = useTranslation();
  const duration = useDuration();
  const phase = now === undefined ? null : phaseOf(item, now);
  return (
    <article className="welfare-row card" data-testid="welfare-row">
      <div className="welfare-main">
        <strong className="welfare-title">{item.title}</strong>
        <span className="welfare-kind">
          {t(`welfare.kind.${item.kind}`)} · {t(`welfare.type.${item.type}`)} · {t('welfare.turnover', { multiple: item.turnoverMultiple })}
        </span>
        <time className="welfare-time" dateTime={item.createdAt}>
          {t('welfare.created', { time: formatTime(item.createdAt) })}
        </time>
        {/* Where it goes and what it holds, before it is received (issue 24). */}
        {(item.status === 'success' || item.status === 'pending') && item.turnover !== undefined ? (
          <span className="welfare-hold" data-testid="welfare-hold">
            {holdText(item)}
          </span>
        ) : null}
        {item.status === 'success' || item.status === 'pending' ? (
          <time className="welfare-time" dateTime={item.expiresAt}>
            {t('welfare.validUntil', { time: formatTime(item.expiresAt) })}
          </time>
        ) : null}
        {phase === 'closed' && now !== undefined ? (
          <span className="welfare-countdown" data-testid="welfare-countdown">
            {t('welfare.opensIn', { time: duration(Date.parse(item.opensAt) - now) })}
          </span>
        ) : null}
        {phase === 'open' && now !== undefined ? (
          <span className="welfare-countdown" data-testid="welfare-countdown">
            {t('welfare.expiresIn', { time: duration(Date.parse(item.expiresAt) - now) })}
          </span>
        ) : null}
      </div>
      <div className="welfare-side">
        <span className="welfare-amount" data-testid="welfare-amount">
          ¥{item.amount}
        </span>
        {onClaim && phase !== null ? (
          phase === 'open' ? (
            <Button size="mini" color="primary" shape="rounded" loading={claiming} onClick={() => onClaim(item)} data-testid="welfare-claim">
              {t('welfare.claim')}
            </Button>
          ) : (
            <Button size="mini" shape="rounded" disabled data-testid="welfare-claim">
              {phase === 'closed' ? t('welfare.notOpen') : t('welfare.status.expired')}
            </Button>
          )
        ) : (
          <WelfareStatusTag status={item.status} />
        )}
      </div>
    </article>
  );
}
