/** One feedback (spec.md §2 /pages/feedback/detail): type, status, order, content, images (tap to enlarge), the reply. */
import { Button, DotLoading, ImageViewer, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { closesOnLeave, loadOverlays } from '../../components/load-overlays';
import { StatusBlock } from '../../components/status-block';
import { deleteFeedback, useFeedbackInfo, useFeedbackTypes, useInvalidateFeedback } from '../../features/feedback/api/feedback';
import { FeedbackStatusTag, UploadedImage, formatTime } from '../../features/feedback/components/feedback-parts';
import '../../features/feedback/feedback.css';

// A picture opened full screen closes when the player leaves the screen.
closesOnLeave(ImageViewer.clear);

export default function FeedbackDetail(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const info = useFeedbackInfo(Number.isSafeInteger(id) ? id : 0);
  const types = useFeedbackTypes();
  const invalidate = useInvalidateFeedback();

  if (!(id > 0) || info.isError) return <StatusBlock status="empty" title={t('feedback.notFound')} description={null} className="paged-empty" />;
  if (info.isPending) {
    return (
      <div className="paged-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const f = info.data;
  const remove = async (): Promise<void> => {
    const { Dialog } = await loadOverlays();
    if (!(await Dialog.confirm({ content: t('feedback.deleteConfirm'), confirmText: t('feedback.delete'), cancelText: t('feedback.form.cancel') }))) return;
    if ((await deleteFeedback(f.id)).code !== 0) return;
    await invalidate();
    go(PATHS.feedbackList);
  };
  return (
    <div className="feedback-page" data-testid="feedback-detail">
      <List mode="card">
        <List.Item extra={<FeedbackStatusTag status={f.status} />}>{types.data?.get(f.type) ?? t('feedback.otherType')}</List.Item>
        <List.Item extra={formatTime(f.createdAt)}>{t('feedback.createdAt')}</List.Item>
        {f.orderNo ? <List.Item extra={<span data-testid="feedback-order-no">{f.orderNo}</span>}>{t('feedback.form.order')}</List.Item> : null}
      </List>
      <section className="feedback-section">
        <div className="feedback-label">{t('feedback.form.content')}</div>
        <div className="feedback-content" data-testid="feedback-content">{f.content}</div>
      </section>
      {f.images.length > 0 ? (
        <section className="feedback-section">
          <div className="feedback-label">{t('feedback.form.images')}</div>
          <div className="feedback-images" data-testid="feedback-images">
            {f.images.map((path) => (
              <UploadedImage key={path} path={path} onOpen={(src) => ImageViewer.show({ image: src })} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="feedback-section">
        <div className="feedback-label">{t('feedback.reply')}</div>
        {f.reply ? (
          <div className="feedback-reply" data-testid="feedback-reply">
            {f.reply}
            {f.repliedAt ? <div className="feedback-hint">{formatTime(f.repliedAt)}</div> : null}
          </div>
        ) : (
          <div className="feedback-awaiting" data-testid="feedback-awaiting">{t('feedback.awaiting')}</div>
        )}
      </section>
      <Button block fill="outline" color="danger" shape="rounded" onClick={() => void remove()} data-testid="feedback-delete">
        {t('feedback.delete')}
      </Button>
    </div>
  );
}
