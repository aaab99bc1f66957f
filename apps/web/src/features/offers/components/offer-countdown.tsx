/**
 * Where an offer stands at `now` (the screen's one ticking clock, lib/use-now): starts in …, ends in …, or ended;
 * an offer without an end runs until the operator closes it ("long term").
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '../../../lib/use-now';

export type OfferPhase = 'upcoming' | 'running' | 'ended';

export function phaseOf(offer: { startAt: string; endAt: string | null }, now: number): OfferPhase {
  if (now < Date.parse(offer.startAt)) return 'upcoming';
  return offer.endAt !== null && now >= Date.parse(offer.endAt) ? 'ended' : 'running';
}

export function OfferCountdown({ offer, now }: { offer: { startAt: string; endAt: string | null }; now: number }): ReactNode {
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
          : t('offers.endsIn', { time: duration(Date.parse(offer.endAt) - now) });
  return (
    <span className={`offer-countdown ${phase}`} data-testid="offer-countdown">
      {text}
    </span>
  );
}
