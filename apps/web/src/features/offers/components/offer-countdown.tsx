/**
 * Where an offer stands at `now` (the screen's one ticking clock, lib/use-now): starts in …; a limited-time offer
 * counts down to its end, another one says until when it runs (or "long term" without an end); then "ended".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/time';
import { splitDuration } from '../../../lib/use-now';

export type OfferPhase = 'upcoming' | 'running' | 'ended';

interface Timed {
  startAt: string;
  endAt: string | null;
  limitedTime: boolean;
}

export function phaseOf(offer: Timed, now: number): OfferPhase {
  if (now < Date.parse(offer.startAt)) return 'upcoming';
  return offer.endAt !== null && now >= Date.parse(offer.endAt) ? 'ended' : 'running';
}

export function OfferCountdown({ offer, now }: { offer: Timed; now: number }): ReactNode {
  const { t } = useTranslation();
  const phase = phaseOf(offer, now);
  const duration = (ms: number): string => {
    const { days, clock } = splitDuration(ms);
    return days > 0 ? t('offers.dayClock', { days, clock }) : clock;
  };
  const text =
    phase === 'upcoming'
      ? t('offers.startsIn', { time: duration(Date.parse(offer.startAt) - now) })
      : phase === 'ended'
        ? t('offers.ended')
        : offer.endAt === null
          ? t('offers.longTerm')
          : offer.limitedTime
            ? t('offers.endsIn', { time: duration(Date.parse(offer.endAt) - now) })
            : t('offers.until', { time: formatTime(offer.endAt) });
  return (
    <span className={`offer-countdown ${phase}${offer.limitedTime ? ' limited' : ''}`} data-testid="offer-countdown">
      {text}
    </span>
  );
}
