/** Small pieces of the feedback screens: the status tag, an uploaded image (private, fetched with the session). */
import type { FeedbackStatus } from '@app/shared';
import { Image, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageSrc } from '../../../api/upload';

const COLOR: Record<FeedbackStatus, string> = { open: 'warning', replied: 'success', closed: 'default' };

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }): ReactNode {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="feedback-status">
      {t(`feedback.status.${status}`)}
    </Tag>
  );
}

export function UploadedImage({ path, onOpen }: { path: string; onOpen?: (src: string) => void }): ReactNode {
  const src = useImageSrc(path);
  return <Image src={src} width={88} height={88} fit="cover" className="feedback-image" onClick={() => src && onOpen?.(src)} />;
}

export function formatTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
