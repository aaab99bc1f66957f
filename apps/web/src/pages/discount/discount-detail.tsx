/**
 * One offer (spec.md §2 /pages/discount/discountDetail): cover, title, its period and countdown, its text, and the
 * apply button in the player's state (features/offers ApplyBar). Guests read it (spec.md §6); applying needs a
 * session (members-only modal). An apply states its outcome (awaiting review, or approved with the bonus now in
 * the welfare centre) and refreshes the offer (now "Applied"), the applications and the money.
 */
import { Image } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showGuestModal } from '../../app/guest-modal';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { invalidateMoney } from '../../api/wallet';
import { confirmHold } from '../../components/bonus-hold';
import { loadOverlays } from '../../components/load-overlays';
import { LoadingState } from '../../components/query-state';
import { StatusBlock } from '../../components/status-block';
import { formatTime } from '../../lib/time';
import { useNow } from '../../lib/use-now';
import { useSession } from '../../stores/session';
import { applyActivity, refreshOffers, useOfferDetail } from '../../features/offers/api/activities';
import { ApplyBar } from '../../features/offers/components/apply-bar';
import { OfferContent } from '../../features/offers/components/offer-content';
import { OfferCountdown, phaseOf } from '../../features/offers/components/offer-countdown';
import '../../features/offers/offers.css';

export default function OfferDetailPage(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const member = useSession((s) => Boolean(s.token));
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: offer, isPending, isError } = useOfferDetail(valid ? id : 0, member);
  const now = useNow();
  const [applying, setApplying] = useState(false);
  // One apply at a time, even for two taps within one render.
  const busy = useRef(false);

  if (!valid || isError) return <StatusBlock status="empty" title={t('offers.notFound')} description={null} className="paged-empty" />;
  if (isPending) return <LoadingState />;

  const phase = phaseOf(offer, now);
  const apply = async (): Promise<void> => {
    if (!member) {
      showGuestModal();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setApplying(true);
    try {
      // Issue 24: a bonus that locks money says what it locks and the turnover it needs, and asks first.
      if (offer.bonus && !(await confirmHold(t('offers.bonus.confirmTitle', { amount: `¥${offer.bonus.amount}` }), offer.bonus))) return;
      const answer = await applyActivity(offer.id);
      // Either way the offer changed for this player (applied now, or already applied / no longer eligible).
      await Promise.all([refreshOffers(queryClient), invalidateMoney(queryClient)]);
      if (answer.code === 0 && answer.data) {
        const { status, amount } = answer.data;
        const { Dialog } = await loadOverlays();
        const result = await Dialog.confirm({
          title: t(`offers.result.${status}`),
          content: status === 'approved' ? t('offers.result.approvedText', { amount: `¥${amount}` }) : t(`offers.result.${status}Text`),
          cancelText: t('common.ok'),
          confirmText: t('offers.myApplications'),
        });
        if (result) go(PATHS.discountView);
      }
    } finally {
      busy.current = false;
      setApplying(false);
    }
  };

  return (
    <article className="offer-detail" data-testid="offer-detail">
      {offer.cover ? <Image className="offer-detail-cover" src={offer.cover} alt="" fit="contain" /> : null}
      <div className="offer-detail-body card">
        <h2 className="offer-detail-title">{offer.title}</h2>
        <p className="offer-period">
          {offer.endAt === null
            ? t('offers.periodOpen', { start: formatTime(offer.startAt) })
            : t('offers.period', { start: formatTime(offer.startAt), end: formatTime(offer.endAt) })}
        </p>
        {/* The period already says until when; a countdown only before the start, to a limited offer's end, or "ended". */}
        {phase !== 'running' || (offer.limitedTime && offer.endAt !== null) ? <OfferCountdown offer={offer} now={now} /> : null}
        <OfferContent content={offer.content} />
      </div>
      <ApplyBar offer={offer} phase={phase} member={member} applying={applying} onApply={() => void apply()} />
    </article>
  );
}
