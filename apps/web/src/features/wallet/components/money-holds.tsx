/**
 * What holds the player's money back (issue 24: bonus turnover and venue locks were invisible until the withdraw
 * screen): the turnover still to bet before withdrawing (getWithdrawExtraRule, passed in by the screen) and every
 * locked venue with how far its lock's turnover is (getTransWalletBalanceInfo lockTurnover). Shown on the My page
 * and the transfer screen.
 */
import { toMinor } from '@app/shared';
import { List, ProgressBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueWallet } from '../../../api/wallet';
import { lockReasonText } from './venue-list';
import './wallet.css';

const percentOf = (done: string, required: string): number => {
  const d = toMinor(done) ?? 0n;
  const r = toMinor(required) ?? 0n;
  return r > 0n ? Number(((d > r ? r : d) * 100n) / r) : 100;
};

interface MoneyHoldsProps {
  /** Turnover still to bet before withdrawing; undefined while loading. */
  turnover: string | undefined;
  venues: readonly VenueWallet[];
  onVenue?: (platType: string) => void;
}

export function MoneyHolds({ turnover, venues, onVenue }: MoneyHoldsProps): ReactNode {
  const { t } = useTranslation();
  const locked = venues.filter((v) => v.locked);
  const open = turnover !== undefined && (toMinor(turnover) ?? 0n) > 0n;
  return (
    <section className="card transfer-card money-holds" data-testid="money-holds">
      <h2 className="section-title">{t('wallet.holds.title')}</h2>
      <List className="venue-list">
        <List.Item
          extra={
            <span className={open ? 'holds-due' : undefined} data-testid="holds-turnover">
              {turnover === undefined ? '…' : `¥${turnover}`}
            </span>
          }
          description={open ? t('wallet.holds.turnoverHint') : t('wallet.holds.turnoverNone')}
        >
          {t('wallet.holds.turnover')}
        </List.Item>
        {locked.map((v) => (
          <List.Item
            key={v.platType}
            arrow={false}
            onClick={onVenue ? () => onVenue(v.platType) : undefined}
            extra={v.lockTurnover ? <span className="holds-due">{`¥${v.lockTurnover.done} / ¥${v.lockTurnover.required}`}</span> : null}
            description={
              <>
                {lockReasonText(v.lockReason)}
                {v.lockTurnover ? <ProgressBar className="holds-progress" percent={percentOf(v.lockTurnover.done, v.lockTurnover.required)} /> : null}
              </>
            }
            data-testid={`holds-venue-${v.platType}`}
          >
            {t('wallet.holds.venue', { venue: v.name })}
          </List.Item>
        ))}
        {locked.length === 0 ? (
          <List.Item data-testid="holds-no-lock">
            <span className="holds-none">{t('wallet.holds.noLock')}</span>
          </List.Item>
        ) : null}
      </List>
    </section>
  );
}
