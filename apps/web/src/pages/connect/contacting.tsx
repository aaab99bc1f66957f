/**
 * Live chat with customer service (spec.md §2 /pages/connect/contacting; issue 17; docs/chat-protocol.md): the
 * conversation newest at the bottom, the composer pinned right above the keyboard (the screen follows the visual
 * viewport), images through the player upload, the operator's typing and read marks, a reconnecting socket that
 * resumes without loss or duplicates, and the offline form while no operator is on duty.
 */
import { MAX_IMAGE_BYTES } from '@app/shared';
import { Button, Input, TextArea } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../app/nav-bar';
import { uploadFile } from '../../api/upload';
import { SubmitButton } from '../../components/form/submit-button';
import { Toast } from '../../components/overlays';
import { chatOffline } from '../../features/chat/api/chat';
import { ChatBubble, clockTime, type Delivery } from '../../features/chat/components/chat-bubble';
import { useChat, type UseChat } from '../../features/chat/hooks/use-chat';
import { useVisualViewport } from '../../features/chat/hooks/use-visual-viewport';
import type { ChatState } from '../../features/chat/client';
import '../../features/chat/chat.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
/** Within this many pixels of the bottom the list follows new messages; further up the player is reading back. */
const FOLLOW_PX = 80;

export default function Contacting(): ReactNode {
  const chat = useChat();
  const { state } = chat;
  const box = useVisualViewport();
  const showOffline = state.ready && !state.onDuty && state.messages.length === 0 && state.pending.length === 0;
  return (
    <div className="chat-screen" style={{ top: box.top, height: box.height }} data-testid="chat-screen">
      <PageNavBar />
      {/* The offline form says it all itself; the banner would repeat it. */}
      {showOffline ? null : <Banner state={state} />}
      {showOffline ? <OfflineForm chat={chat} /> : <Conversation chat={chat} height={box.height} />}
      {showOffline ? null : <Composer chat={chat} />}
    </div>
  );
}

function Banner({ state }: { state: ChatState }): ReactNode {
  const { t } = useTranslation();
  if (state.refused) return null;
  if (state.connection !== 'open')
    return (
      <div className="chat-banner is-offline" data-testid="chat-reconnecting">
        {t(state.ready || state.messages.length ? 'chat.reconnecting' : 'chat.connecting')}
      </div>
    );
  if (!state.onDuty)
    return (
      <div className="chat-banner" data-testid="chat-off-duty">
        {t('chat.offDuty')}
      </div>
    );
  return null;
}

function Conversation({ chat, height }: { chat: UseChat; height: number }): ReactNode {
  const { t } = useTranslation();
  const { state, client } = chat;
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const count = state.messages.length + state.pending.length;

  // Newest at the bottom: follow new messages, and the keyboard opening (height), unless the player scrolled up to
  // read older ones.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [count, state.operatorTyping, height]);

  // What the player sees is read: tell the operator up to the newest of their messages.
  // (A loop, not findLast: the build targets ES2022.)
  let newestTheirs = 0;
  for (const m of state.messages) if (m.from !== 'player') newestTheirs = m.id;
  const marked = useRef(0);
  useEffect(() => {
    if (!state.ready || newestTheirs <= marked.current || document.visibilityState !== 'visible') return;
    marked.current = newestTheirs;
    client.markRead(newestTheirs);
  }, [client, state.ready, newestTheirs]);

  const delivery = (id: number, read: boolean): Delivery => (read || id <= state.readUpTo ? 'read' : 'sent');
  return (
    <div
      className="chat-list"
      ref={list}
      data-testid="chat-list"
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
      }}
    >
      {chat.hasEarlier ? (
        <div className="chat-earlier">
          <Button size="mini" fill="none" color="primary" onClick={() => void chat.loadEarlier()} data-testid="chat-earlier">
            {t('chat.earlier')}
          </Button>
        </div>
      ) : null}
      {count === 0 ? <div className="chat-empty">{t('chat.empty')}</div> : null}
      {state.messages.map((m) => (
        <ChatBubble
          key={m.id}
          mine={m.from === 'player'}
          system={m.from === 'system'}
          text={m.text}
          image={m.image}
          time={clockTime(m.at)}
          delivery={m.from === 'player' ? delivery(m.id, m.read) : undefined}
        />
      ))}
      {state.pending.map((p) => (
        <ChatBubble key={p.clientId} mine text={p.text} image={p.image} time={clockTime(p.at)} delivery="sending" />
      ))}
      {state.operatorTyping ? (
        <div className="chat-typing" data-testid="chat-typing">
          {t('chat.typing', { name: state.operatorName ?? t('chat.agent') })}
        </div>
      ) : null}
    </div>
  );
}

function Composer({ chat }: { chat: UseChat }): ReactNode {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const { error } = chat.state;
  useEffect(() => {
    if (error) Toast.show({ content: error });
  }, [error]);

  const send = (): void => {
    const value = text.trim();
    if (!value) return;
    chat.client.send({ text: value });
    setText('');
  };
  const pick = async (picked: File | undefined): Promise<void> => {
    if (!picked) return;
    const problem = !IMAGE_TYPES.includes(picked.type) ? 'imageType' : picked.size > MAX_IMAGE_BYTES ? 'imageSize' : null;
    if (problem) return void Toast.show({ content: t(`chat.${problem}`) });
    setUploading(true);
    try {
      const envelope = await uploadFile(picked);
      if (envelope.code === 0) chat.client.send({ image: envelope.data.url });
    } catch {
      Toast.show({ content: t('chat.uploadFailed') });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t('chat.sendImage')}
        disabled={uploading}
        onClick={() => file.current?.click()}
        data-testid="chat-image-button"
      >
        <PictureOutline />
      </button>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid="chat-file"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <TextArea
        className="chat-input"
        rows={1}
        autoSize={{ minRows: 1, maxRows: 4 }}
        value={text}
        placeholder={t('chat.placeholder')}
        onChange={(v) => {
          setText(v);
          if (v) chat.client.typing();
        }}
        onEnterPress={(e) => {
          // Enter sends on a hardware keyboard; Shift+Enter (and the phone's return key with a composition) breaks the line.
          if (!e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        data-testid="chat-input"
      />
      <Button className="chat-send" color="primary" size="small" disabled={!text.trim()} loading={uploading} onClick={send} data-testid="chat-send">
        {t('chat.send')}
      </Button>
    </div>
  );
}

/** Nobody on duty and nothing written yet: contact and question become the conversation's first message. */
function OfflineForm({ chat }: { chat: UseChat }): ReactNode {
  const { t } = useTranslation();
  const [contact, setContact] = useState('');
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    if (!contact.trim() || !question.trim()) return void Toast.show({ content: t('chat.offline.required') });
    setBusy(true);
    try {
      const envelope = await chatOffline({ contact: contact.trim(), question: question.trim() });
      if (envelope.code !== 0) return;
      // No toast: the message appears as the conversation's first, under the off-duty notice.
      await chat.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-offline" data-testid="chat-offline">
      <div className="chat-offline-card">
        <div className="chat-offline-title">{t('chat.offline.title')}</div>
        <div className="chat-offline-hint">{t('chat.offline.hint')}</div>
        <div className="chat-label">{t('chat.offline.contact')}</div>
        <Input
          className="chat-offline-input"
          value={contact}
          onChange={setContact}
          maxLength={100}
          placeholder={t('chat.offline.contactPlaceholder')}
          data-testid="chat-offline-contact"
        />
        <div className="chat-label">{t('chat.offline.question')}</div>
        <TextArea
          value={question}
          onChange={setQuestion}
          rows={4}
          maxLength={1000}
          showCount
          placeholder={t('chat.offline.questionPlaceholder')}
          data-testid="chat-offline-question"
        />
      </div>
      <SubmitButton loading={busy} onClick={() => void submit()} testId="chat-offline-submit">
        {t('chat.offline.submit')}
      </SubmitButton>
    </div>
  );
}
