/**
 * The apply button of an offer in the state the player is in (spec.md §2 apply-for-bonus; §6 guests): a guest may
 * tap it and gets the members-only modal; a member sees "Apply" when the server says eligible, "Applied" once
 * applied, or "Not eligible" with the server's reason (in the player's language, never a code); an offer that has
 * not started or has ended cannot be applied for; an offer with nothing to apply for shows no button.
 */
import { toMinor } from '@app/shared';
import { Button, ProgressBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { holdText } from '../../../components/bonus-hold';
import type { OfferDetail } from '../api/activities';
import type { OfferPhase } from './offer-countdown';

interface ApplyBarProps {
  offer: OfferDetail;
  phase: OfferPhase;
  member: boolean;
  applying: boolean;
  onApply: () => void;
}

/** How far the player is towards the offer's minimum (issue 24: "50 / 500 transferred"), from the server's answer. */
function OfferProgress({ progress }: { progress: NonNullable<OfferDetail['progress']> }): ReactNode {
  const { t } = useTranslation();
  const done = toMinor(progress.done) ?? 0n;
  const required = toMinor(progress.required) ?? 0n;
  const percent = required > 0n ? Number(((done > required ? required : done) * 100n) / required) : 100;
  return (
    <div className="offer-progress" data-testid="offer-progress">
      <span>{t(`offers.progress.${progress.measure}`, { done: `¥${progress.done}`, required: `¥${progress.required}` })}</span>
      <ProgressBar percent={percent} />
    </div>
  );
}

/** What applying gives and holds (issue 24), said before the player applies. */
function bonusText(t: (key: string, o?: Record<string, unknown>) => string, bonus: NonNullable<OfferDetail['bonus']>): string {
  const hold = holdText(bonus);
  return bonus.destination === 'welfare' ? t('offers.bonus.welfare', { amount: `¥${bonus.amount}`, hold }) : t('offers.bonus.venue', { amount: `¥${bonus.amount}`, hold });
}

export function ApplyBar({ offer, phase, member, applying, onApply }: ApplyBarProps): ReactNode {
  const { t } = useTranslation();
  const progress = member && offer.progress && !offer.applied ? <OfferProgress progress={offer.progress} /> : null;
  if (offer.applyMode === 'none') {
    return (
      <p className="offer-apply-note" data-testid="offer-no-apply">
        {t('offers.noApply')}
      </p>
    );
  }
  const disabled = (label: string, note?: string): ReactNode => (
    <div className="offer-apply">
      {progress}
      <Button block shape="rounded" disabled data-testid="offer-apply">
        {label}
      </Button>
      {note ? (
        <p className="offer-apply-note" data-testid="offer-apply-reason">
          {note}
        </p>
      ) : null}
    </div>
  );
  if (member && offer.applied) return disabled(t('offers.applied'));
  if (phase === 'upcoming') return disabled(t('offers.notStarted'));
  if (phase === 'ended') return disabled(t('offers.ended'));
  if (member && offer.eligible === false) return disabled(t('offers.notEligible'), offer.reasonText ?? undefined);
  return (
    <div className="offer-apply">
      {progress}
      {member && offer.bonus ? (
        <p className="offer-bonus" data-testid="offer-bonus">
          {bonusText(t, offer.bonus)}
        </p>
      ) : null}
      <Button block shape="rounded" color="primary" loading={applying} onClick={onApply} data-testid="offer-apply">
        {t('offers.apply')}
      </Button>
      <p className="offer-apply-note">{t(offer.applyMode === 'review' ? 'offers.reviewNote' : 'offers.autoNote')}</p>
    </div>
  );
}
