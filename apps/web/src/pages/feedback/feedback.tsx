/**
 * Feedback form (spec.md §2 /pages/feedback/feedback, §3, §5): a question type of the feedbackType dictionary, an
 * optional order of the last 7 days (the player's transaction records), a description of 20-200 characters with a
 * live counter, and up to feedback_max_images png/jpg/jpeg images of at most 15 MB uploaded with /web/upload.
 */
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, MAX_IMAGE_BYTES, feedbackContentLength, isValidFeedbackContent } from '@app/shared';
import { Button, ImageUploader, List, Picker, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { useSysConfigValue } from '../../api/guest-index';
import { localPreview, uploadFile } from '../../api/upload';
import { SubmitButton } from '../../components/form/submit-button';
import { Toast } from '../../components/overlays';
import { saveFeedback, useFeedbackTypes, useInvalidateFeedback, useRecentOrders } from '../../features/feedback/api/feedback';
import { formatTime } from '../../features/feedback/components/feedback-parts';
import '../../features/feedback/feedback.css';

type Uploaded = ImageUploadItem & { extra?: { path: string } };
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export default function FeedbackForm(): ReactNode {
  const { t } = useTranslation();
  const types = useFeedbackTypes();
  const maxImages = Number(useSysConfigValue('feedback_max_images').data ?? 3) || 3;
  const [type, setType] = useState<string>('');
  const [orderNo, setOrderNo] = useState<string>('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const orders = useRecentOrders();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateFeedback();
  const count = feedbackContentLength(content);
  const contentOk = isValidFeedbackContent(content);

  const submit = async (): Promise<void> => {
    if (!type) return void Toast.show({ content: t('feedback.form.pickType') });
    if (!contentOk) return void Toast.show({ content: t('feedback.form.contentRule', { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX }) });
    setBusy(true);
    try {
      const paths = images.map((i) => i.extra?.path).filter((p): p is string => Boolean(p));
      const envelope = await saveFeedback({ type, content: content.trim(), images: paths, ...(orderNo ? { orderNo } : {}) });
      if (envelope.code !== 0) return;
      await invalidate();
      Toast.show({ icon: 'success', content: t('feedback.form.sent') });
      go(`${PATHS.feedbackDetail}?id=${envelope.data.id}`);
    } finally {
      setBusy(false);
    }
  };

  const orderOptions = [
    { label: t('feedback.form.noOrder'), value: '' },
    ...(orders.data ?? []).map((o) => ({ label: `${o.orderNo} · ${t(`feedback.orderType.${o.type}`)} · ${formatTime(o.time)}`, value: o.orderNo })),
  ];

  return (
    <div className="feedback-page" data-testid="feedback-form">
      <section className="feedback-section">
        <div className="feedback-label">{t('feedback.form.type')}</div>
        <Selector
          className="feedback-types"
          columns={3}
          data-testid="feedback-types"
          value={type ? [type] : []}
          onChange={(v) => setType(v[0] ?? '')}
          options={[...(types.data ?? new Map<string, string>())].map(([value, label]) => ({ label, value }))}
        />
      </section>
      <section className="feedback-section">
        <div className="feedback-label">
          {t('feedback.form.order')}
          <span className="feedback-optional">{t('feedback.form.optional')}</span>
        </div>
        <List className="feedback-order-list">
          <List.Item onClick={() => setPickerOpen(true)}>
            <span className={orderNo ? 'feedback-picker-value' : 'feedback-picker-empty'} data-testid="feedback-order">
              {orderNo || t('feedback.form.orderPlaceholder')}
            </span>
          </List.Item>
        </List>
        <div className="feedback-hint">{t('feedback.form.orderHint')}</div>
        <Picker
          columns={[orderOptions]}
          visible={pickerOpen}
          loading={orders.isPending}
          // Opening on the newest order: confirming links it; "no order" stays one step up.
          value={[orderNo || (orders.data?.[0]?.orderNo ?? '')]}
          onClose={() => setPickerOpen(false)}
          onConfirm={(v) => setOrderNo(String(v[0] ?? ''))}
          confirmText={t('feedback.form.confirm')}
          cancelText={t('feedback.form.cancel')}
        />
      </section>
      <section className="feedback-section">
        <div className="feedback-label">{t('feedback.form.content')}</div>
        <TextArea
          data-testid="feedback-content"
          value={content}
          onChange={setContent}
          rows={5}
          placeholder={t('feedback.form.contentPlaceholder', { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX })}
        />
        <div className={`feedback-counter${content && !contentOk ? ' is-bad' : ''}`} data-testid="feedback-counter">
          {count}/{FEEDBACK_CONTENT_MAX}
        </div>
      </section>
      <section className="feedback-section">
        <div className="feedback-label">
          {t('feedback.form.images')}
          <span className="feedback-optional">{t('feedback.form.imagesHint', { count: maxImages })}</span>
        </div>
        <ImageUploader
          value={images}
          onChange={setImages}
          maxCount={maxImages}
          multiple
          accept="image/png,image/jpeg"
          beforeUpload={(file) => {
            const problem = !IMAGE_TYPES.includes(file.type) ? 'imageType' : file.size > MAX_IMAGE_BYTES ? 'imageSize' : null;
            if (!problem) return file;
            Toast.show({ content: t(`feedback.form.${problem}`) });
            return null;
          }}
          upload={async (file): Promise<Uploaded> => {
            const envelope = await uploadFile(file);
            if (envelope.code !== 0) throw new Error(envelope.msg);
            return { url: localPreview(file, envelope.data.url), extra: { path: envelope.data.url } };
          }}
        />
      </section>
      <SubmitButton loading={busy} onClick={() => void submit()} testId="feedback-submit">
        {t('feedback.form.submit')}
      </SubmitButton>
      <Button fill="none" color="primary" onClick={() => go(PATHS.feedbackList)} data-testid="feedback-my-list">
        {t('feedback.form.myList')}
      </Button>
    </div>
  );
}
