/**
 * Offers, the second bottom tab (spec.md §2 "discounts with tabs: all, limited-time, new-user first deposit, daily,
 * sports, high rebate, VIP"; §6 guests see activities): the operator's tabs (getActivityClassification) each with
 * the number of offers it holds, the tab's offers paged (PagedList) as cards counting down to their start or end on
 * one shared clock, a card opening the offer. "My applications" and "Redemption code" are member routes (a guest
 * gets the members-only modal). The tab is kept in the address (?tab=), so back from an offer returns to it.
 */
import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { go } from '../../app/navigation';
import { useOpen } from '../../app/use-open';
import { PagedList } from '../../components/paged-list';
import { LoadFailed, LoadingState } from '../../components/query-state';
import { useNow } from '../../lib/use-now';
import { listActivities, offerKeys, useClassifications, type OfferItem } from '../../features/offers/api/activities';
import { OfferCard } from '../../features/offers/components/offer-card';
import '../../features/offers/offers.css';

export default function Offers(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const tabs = useClassifications();

  if (tabs.isPending) return <LoadingState />;
  if (tabs.isError) return <LoadFailed className="paged-empty" onRetry={() => void tabs.refetch()} />;
  const requested = params.get('tab');
  const current = tabs.data.find((c) => c.key === requested) ?? tabs.data[0];

  return (
    <div className="offers-page">
      <div className="offers-links">
        <button type="button" onClick={() => open('discountView')} data-testid="offers-applications">
          {t('offers.myApplications')}
        </button>
        <button type="button" onClick={() => open('redemption')} data-testid="offers-redemption">
          {t('offers.redemption')}
        </button>
      </div>
      <Tabs
        className="offers-tabs"
        activeKey={current?.key ?? null}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        data-testid="offers-tabs"
      >
        {tabs.data.map((c) => (
          <Tabs.Tab
            key={c.key}
            title={
              <span className="offers-tab" data-testid={`offers-tab-${c.key}`}>
                {c.name}
                {c.count > 0 ? (
                  <span className="offers-tab-count" data-testid="offers-tab-count">
                    {c.count > 99 ? '99+' : c.count}
                  </span>
                ) : null}
              </span>
            }
          />
        ))}
      </Tabs>
      {current ? (
        <PagedList<OfferItem>
          key={current.key}
          className="offers-list"
          queryKey={offerKeys.list(current.key)}
          fetchPage={(page, size) => listActivities(current.key === 'all' ? undefined : current.key, page, size)}
          itemKey={(offer) => String(offer.id)}
          renderItem={(offer) => <OfferCard offer={offer} now={now} onOpen={(o) => go(`${PATHS.discountDetail}?id=${o.id}`)} />}
          emptyText={t('offers.empty')}
        />
      ) : null}
    </div>
  );
}
