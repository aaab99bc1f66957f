/**
 * One bonus application (spec.md §3 "Bonus application: amount, status, time, validity"): the offer's title, the
 * amount, its status in words, when it was made, until when the bonus is valid, and a rejection's reason; tapping
 * opens the offer.
 */
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/time';
import type { ApplyRecord } from '../api/activities';

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function ApplicationRow({ record, onOpen }: { record: ApplyRecord; onOpen: (record: ApplyRecord) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="button" className="offer-application card" onClick={() => onOpen(record)} data-testid="offer-application">
      <span className="offer-application-main">
        <strong className="offer-title">{record.title}</strong>
        <time dateTime={record.createdAt}>{t('offers.appliedAt', { time: formatTime(record.createdAt) })}</time>
        {record.validUntil ? <time dateTime={record.validUntil}>{t('offers.validUntil', { time: formatTime(record.validUntil) })}</time> : null}
        {record.status === 'rejected' && record.rejectReason ? (
          <span className="offer-reject" data-testid="offer-reject-reason">
            {t('offers.rejectReason', { reason: record.rejectReason })}
          </span>
        ) : null}
      </span>
      <span className="offer-application-side">
        <span className="offer-amount" data-testid="offer-application-amount">
          ¥{record.amount}
        </span>
        <Tag color={STATUS_COLOR[record.status]} fill="outline" data-testid="offer-application-status">
          {t(`offers.status.${record.status}`)}
        </Tag>
      </span>
    </button>
  );
}
