/**
 * The apply button of an offer in the state the player is in (spec.md §2 apply-for-bonus; §6 guests): a guest may
 * tap it and gets the members-only modal; a member sees "Apply" when the server says eligible, "Applied" once
 * applied, or "Not eligible" with the server's reason (in the player's language, never a code); an offer that has
 * not started or has ended cannot be applied for; an offer with nothing to apply for shows no button.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferDetail } from '../api/activities';
import type { OfferPhase } from './offer-countdown';

interface ApplyBarProps {
  offer: OfferDetail;
  phase: OfferPhase;
  member: boolean;
  applying: boolean;
  onApply: () => void;
}

export function ApplyBar({ offer, phase, member, applying, onApply }: ApplyBarProps): ReactNode {
  const { t } = useTranslation();
  if (offer.applyMode === 'none') {
    return (
      <p className="offer-apply-note" data-testid="offer-no-apply">
        {t('offers.noApply')}
      </p>
    );
  }
  const disabled = (label: string, note?: string): ReactNode => (
    <div className="offer-apply">
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
      <Button block shape="rounded" color="primary" loading={applying} onClick={onApply} data-testid="offer-apply">
        {t('offers.apply')}
      </Button>
      <p className="offer-apply-note">{t(offer.applyMode === 'review' ? 'offers.reviewNote' : 'offers.autoNote')}</p>
    </div>
  );
}
