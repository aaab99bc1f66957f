/** My feedback (spec.md §2 /pages/feedback/list): newest first, with status tags and a replied marker; a row opens it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { PagedList } from '../../components/paged-list';
import { SubmitButton } from '../../components/form/submit-button';
import { feedbackKeys, feedbackList, useFeedbackTypes, type FeedbackItem } from '../../features/feedback/api/feedback';
import { FeedbackStatusTag, formatTime } from '../../features/feedback/components/feedback-parts';
import '../../features/feedback/feedback.css';

export default function FeedbackList(): ReactNode {
  const { t } = useTranslation();
  const types = useFeedbackTypes();
  return (
    <div data-testid="feedback-list">
      <PagedList<FeedbackItem>
        queryKey={feedbackKeys.list}
        fetchPage={feedbackList}
        itemKey={(f) => String(f.id)}
        renderItem={(f) => (
          <div className="feedback-row" data-testid="feedback-row" onClick={() => go(`${PATHS.feedbackDetail}?id=${f.id}`)}>
            <div className="feedback-row-head">
              <span className="feedback-row-type">{types.data?.get(f.type) ?? t('feedback.otherType')}</span>
              <FeedbackStatusTag status={f.status} />
            </div>
            <div className="feedback-row-content">{f.content}</div>
            <div className="feedback-row-foot">
              <span>{formatTime(f.createdAt)}</span>
              {f.repliedAt ? (
                <span className="feedback-replied" data-testid="feedback-replied">
                  {t('feedback.repliedAt', { time: formatTime(f.repliedAt) })}
                </span>
              ) : null}
            </div>
          </div>
        )}
        emptyText={t('feedback.empty')}
      />
      <div className="feedback-new">
        <SubmitButton onClick={() => go(PATHS.feedback)} testId="feedback-new">
          {t('feedback.new')}
        </SubmitButton>
      </div>
    </div>
  );
}
