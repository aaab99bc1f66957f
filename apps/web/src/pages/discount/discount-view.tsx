/**
 * Apply for bonus: the player's applications (spec.md §2 "apply-for-bonus with application records",
 * /pages/discount/discountView; §3 "Bonus application: amount, status, time, validity"), newest first, paged with
 * infinite scroll (PagedList); a row opens its offer. A member route: the records are the player's own.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { PagedList } from '../../components/paged-list';
import { offerKeys, queryApplyActivityList, type ApplyRecord } from '../../features/offers/api/activities';
import { ApplicationRow } from '../../features/offers/components/application-row';
import '../../features/offers/offers.css';

export default function Applications(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="offers-page">
      <p className="offers-note">{t('offers.applicationsNote')}</p>
      <PagedList<ApplyRecord>
        className="offers-list"
        queryKey={offerKeys.applications}
        fetchPage={queryApplyActivityList}
        itemKey={(record) => String(record.applyId)}
        renderItem={(record) => <ApplicationRow record={record} onOpen={(r) => go(`${PATHS.discountDetail}?id=${r.activityId}`)} />}
        emptyText={t('offers.noApplications')}
      />
    </div>
  );
}
