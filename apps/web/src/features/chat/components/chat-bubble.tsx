/** One message of the conversation: the player's on the right with its delivery mark, the others on the left. */
import { Image, ImageViewer } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageSrc } from '../../../api/upload';
import { closesOnLeave } from '../../../components/load-overlays';

// A picture opened full screen closes when the player leaves the chat.
closesOnLeave(ImageViewer.clear);

export type Delivery = 'sending' | 'sent' | 'read';

export interface BubbleProps {
  mine: boolean;
  system?: boolean;
  text: string | null | undefined;
  image: string | null | undefined;
  /** Shown time (HH:mm). */
  time: string;
  /** The player's own messages only. */
  delivery?: Delivery;
}

function ChatImage({ path }: { path: string }): ReactNode {
  const src = useImageSrc(path);
  return (
    <Image
      src={src}
      width={160}
      height={120}
      fit="cover"
      className="chat-image"
      onClick={() => src && ImageViewer.show({ image: src })}
      data-testid="chat-image"
    />
  );
}

const MARK: Record<Delivery, string> = { sending: '…', sent: '✓', read: '✓✓' };

export function ChatBubble({ mine, system, text, image, time, delivery }: BubbleProps): ReactNode {
  const { t } = useTranslation();
  if (system) {
    return (
      <div className="chat-system" data-testid="chat-system">
        {text}
      </div>
    );
  }
  return (
    <div className={mine ? 'chat-row is-mine' : 'chat-row'} data-testid={mine ? 'chat-mine' : 'chat-theirs'}>
      <div className="chat-bubble">
        {image ? <ChatImage path={image} /> : null}
        {text ? <div className="chat-text">{text}</div> : null}
        <div className="chat-meta">
          <span>{time}</span>
          {delivery ? (
            <span className={`chat-mark is-${delivery}`} aria-label={t(`chat.delivery.${delivery}`)} data-testid="chat-mark" data-delivery={delivery}>
              {MARK[delivery]}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function clockTime(iso: string | number): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
