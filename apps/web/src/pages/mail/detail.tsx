/**
 * One message (spec.md §2 /pages/mail/detail; issue 17): category, title, time and the full text (line breaks
 * kept). Opening an unread message marks it read (doReadMessage), which refreshes the lists and the unread badges;
 * delete asks first and returns to the message centre.
 */
import { Button, DotLoading, Tag } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { StatusBlock } from '../../components/status-block';
import { formatTime } from '../../lib/time';
import { useMessage } from '../../features/messages/api/messages';
import { useMessageActions } from '../../features/messages/hooks/use-message-actions';
import '../../features/messages/messages.css';

export default function MessageDetail(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: message, isPending, isError } = useMessage(valid ? id : 0);
  const actions = useMessageActions();
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    void actions.read(message);
  }, [message, actions]);

  if (!valid || isError) {
    return <StatusBlock status="empty" title={t('mail.notFound')} description={null} className="paged-empty" />;
  }
  if (isPending) {
    return (
      <div className="paged-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const remove = async (): Promise<void> => {
    if (!(await actions.remove(message.id))) return;
    // Back to the centre on the message's tab (the centre it came from, when there is one in the history).
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(`${PATHS.mail}?tab=${message.category}`, { replace: true });
  };
  return (
    <article className="mail-detail card" data-testid="mail-detail">
      <Tag color="primary" fill="outline" className="mail-detail-category">
        {t(`mail.category.${message.category}`)}
      </Tag>
      <h2 className="mail-detail-title">{message.title}</h2>
      <time className="mail-time" dateTime={message.createdAt}>
        {formatTime(message.createdAt)}
      </time>
      <div className="mail-detail-content" data-testid="mail-content">
        {message.content}
      </div>
      <Button block shape="rounded" color="danger" fill="outline" onClick={() => void remove()} data-testid="mail-delete">
        {t('mail.delete')}
      </Button>
    </article>
  );
}
