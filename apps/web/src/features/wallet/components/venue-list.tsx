/** The venue wallets of the transfer screen (spec.md §4): balance, maintenance and lock state with its reason. */
import { List, Tag } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueWallet } from '../../../api/wallet';
import './wallet.css';

/** Lock reason codes come from the server (promotions, invite rebate); unknown ones get a generic text. */
export function lockReasonText(reason: string | undefined): string {
  const key = `wallet.lockReason.${reason ?? ''}`;
  return reason && i18next.exists(key) ? i18next.t(key) : i18next.t('wallet.lockReason.other');
}

function VenueStatus({ venue }: { venue: VenueWallet }): ReactNode {
  const { t } = useTranslation();
  if (venue.locked) {
    return (
      <Tag color="warning" fill="outline" className="venue-tag" data-testid={`venue-locked-${venue.platType}`}>
        <LockOutline /> {t('wallet.lockedTag')}
      </Tag>
    );
  }
  if (venue.status === 'maintenance') {
    return (
      <Tag color="default" fill="outline" className="venue-tag">
        {t('wallet.maintenance')}
      </Tag>
    );
  }
  return null;
}

export function VenueList({ venues, onPick }: { venues: readonly VenueWallet[]; onPick: (platType: string) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="card transfer-card">
      <h2 className="section-title">{t('transfer.venues')}</h2>
      <List className="venue-list" data-testid="venue-list">
        {venues.map((venue) => (
          <List.Item
            key={venue.platType}
            onClick={() => onPick(venue.platType)}
            arrow={false}
            description={venue.locked ? lockReasonText(venue.lockReason) : undefined}
            extra={<span className="venue-balance">{venue.balance ?? '—'}</span>}
            data-testid={`venue-${venue.platType}`}
          >
            <span className="venue-name">{venue.name}</span>
            <VenueStatus venue={venue} />
          </List.Item>
        ))}
      </List>
    </section>
  );
}
