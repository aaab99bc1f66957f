/**
 * One offer in the list (spec.md §2 discounts): cover, title, how it is taken (apply and review, automatic, nothing
 * to apply for) and its countdown; tapping it opens the offer.
 */
import { Image, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferItem } from '../api/activities';
import { OfferCountdown } from './offer-countdown';

export function OfferCard({ offer, now, onOpen }: { offer: OfferItem; now: number; onOpen: (offer: OfferItem) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="button" className="offer-card card" onClick={() => onOpen(offer)} data-testid="offer-card">
      {offer.cover ? <Image className="offer-cover" src={offer.cover} alt="" lazy fit="cover" /> : <div className="offer-cover blank" aria-hidden="true" />}
      <div className="offer-card-body">
        <strong className="offer-title">{offer.title}</strong>
        <div className="offer-card-foot">
          <OfferCountdown offer={offer} now={now} />
          <Tag color="primary" fill="outline" className="offer-mode">
            {t(`offers.mode.${offer.applyMode}`)}
          </Tag>
        </div>
      </div>
    </button>
  );
}
