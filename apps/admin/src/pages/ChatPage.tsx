import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Input, InputNumber, List, Modal, Popconfirm, Row, Segmented, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatClaim, chatClose, chatCannedDelete, chatCannedList, chatCannedSave, chatConversations, chatDutyGet, chatDutySet, chatHistory, chatRead, chatReply, type ChatQueueFilter } from '../api/admin';
import { getToken } from '../api/request';
import type { ChatConversationItem, ChatMessageItem } from '../api/types';
import { formatTime } from '../components/format';
import { PrivateImage } from '../components/PrivateImage';

const STATUS_COLOR: Record<ChatConversationItem['status'], string> = { queued: 'warning', assigned: 'processing', closed: 'default' };
const FILTERS: ReadonlyArray<ChatQueueFilter | 'open'> = ['queued', 'mine', 'open'];
/** Without the live socket the queue and the open conversation are re-read this often. */
const POLL_MS = 5000;
const TYPING_MS = 3000;
/** The operator's own typing is told to the player at most this often (the player shows it for TYPING_MS). */
const TYPING_SEND_MS = 2000;

type SendFrame = (frame: Record<string, unknown>) => void;

/**
 * The operator socket (docs/chat-protocol.md): hello with the console's token, then news of every conversation.
 * News only refreshes what the page shows (the HTTP lists stay the truth); without a socket the page polls.
 */
function useChatSocket(onFrame: (frame: Record<string, unknown>) => void): { live: boolean; send: SendFrame } {
  const [live, setLive] = useState(false);
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const current = useRef<WebSocket | null>(null);
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}/admin/api/chat/socket`);
      current.current = socket;
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'hello', token: getToken() ?? '' }));
      socket.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as Record<string, unknown>;
        if (frame.type === 'ready') setLive(true);
        handler.current(frame);
      };
      socket.onclose = () => {
        setLive(false);
        if (!stopped) retry = setTimeout(connect, 3000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);
  // Frames other than hello go out only on a live socket; without one (polling) they are dropped, as typing may be.
  const send = useCallback<SendFrame>((frame) => {
    if (current.current?.readyState === WebSocket.OPEN) current.current.send(JSON.stringify(frame));
  }, []);
  return { live, send };
}

/** Live customer-service chat (issue 17; support): the queue, one conversation, replies, canned replies, duty. */
export default function ChatPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<ChatQueueFilter | 'open'>('queued');
  const [openId, setOpenId] = useState<number | null>(null);
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { live, send } = useChatSocket((frame) => {
    if (frame.type === 'conversation' || frame.type === 'status') void client.invalidateQueries({ queryKey: ['chat', 'conversations'] });
    if (frame.type === 'message' || frame.type === 'read') void client.invalidateQueries({ queryKey: ['chat', 'history', frame.conversationId] });
    if (frame.type === 'typing') {
      setTypingIn(frame.conversationId as number);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_MS);
    }
  });
  const refetchInterval = live ? false : POLL_MS;
  const list = useQuery({
    queryKey: ['chat', 'conversations', filter],
    queryFn: () => chatConversations({ ...(filter === 'open' ? {} : { status: filter }), page: 1, size: 100 }),
    refetchInterval,
  });
  const duty = useQuery({ queryKey: ['chat', 'duty'], queryFn: chatDutyGet });
  const setDuty = useMutation({ mutationFn: chatDutySet, onSuccess: (d) => client.setQueryData(['chat', 'duty'], d) });
  // The open conversation stays open when it leaves the shown list (taken from "waiting" by a reply): its last row is kept.
  const kept = useRef<ChatConversationItem | null>(null);
  const found = list.data?.list.find((c) => c.conversationId === openId);
  if (found) kept.current = found;
  const open = found ?? (kept.current?.conversationId === openId ? kept.current : null);
  // Taking a waiting conversation (claim or first reply) moves it to "assigned to me": the list follows it there.
  const onTaken = () => {
    if (filter === 'queued') setFilter('mine');
  };
  return (
    <Card
      title={t('nav.chat')}
      data-testid="chat-page"
      extra={
        <Space>
          {live ? (
            <Tag color="success" data-testid="chat-live">
              {t('chat.live')}
            </Tag>
          ) : (
            <Tag>{t('chat.polling')}</Tag>
          )}
          <CannedManager />
          <span>{t('chat.onDuty')}</span>
          <Switch checked={duty.data?.onDuty ?? false} loading={setDuty.isPending} onChange={(v) => setDuty.mutate(v)} data-testid="chat-duty" />
        </Space>
      }
    >
      <Row gutter={16}>
        <Col span={8}>
          <Segmented<ChatQueueFilter | 'open'>
            value={filter}
            onChange={setFilter}
            options={FILTERS.map((f) => ({ value: f, label: t(`chat.filter.${f}`) }))}
            data-testid="chat-filter"
          />
          <List<ChatConversationItem>
            style={{ marginTop: 12 }}
            loading={list.isLoading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: <Empty description={t('chat.empty')} /> }}
            renderItem={(c) => (
              <List.Item
                onClick={() => setOpenId(c.conversationId)}
                style={{ cursor: 'pointer', background: c.conversationId === openId ? '#e6f4ff' : undefined, paddingInline: 8 }}
                data-testid={`chat-conv-${c.conversationId}`}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Badge count={c.unread} size="small">
                        <span>{c.username}</span>
                      </Badge>
                      <Tag color={STATUS_COLOR[c.status]}>{t(`chat.status.${c.status}`)}</Tag>
                    </Space>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
                      {typingIn === c.conversationId ? t('chat.typing') : (c.lastText ?? '')}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </Col>
        <Col span={16}>
          {open ? <Conversation conversation={open} typing={typingIn === open.conversationId} refetchInterval={refetchInterval} sendFrame={send} onTaken={onTaken} /> : <Empty description={t('chat.pick')} />}
        </Col>
      </Row>
    </Card>
  );
}

function Conversation(props: { conversation: ChatConversationItem; typing: boolean; refetchInterval: number | false; sendFrame: SendFrame; onTaken: () => void }) {
  const { conversation, typing, refetchInterval, sendFrame, onTaken } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = conversation.conversationId;
  const [text, setText] = useState('');
  const typingSent = useRef(0);
  const type = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - typingSent.current >= TYPING_SEND_MS) {
      typingSent.current = now;
      sendFrame({ type: 'typing', conversationId: id });
    }
  };
  const history = useQuery({ queryKey: ['chat', 'history', id], queryFn: () => chatHistory({ conversationId: id, page: 1, size: 100 }), refetchInterval });
  const canned = useQuery({ queryKey: ['chat', 'canned'], queryFn: chatCannedList });
  const messages: ChatMessageItem[] = [...(history.data?.list ?? [])].reverse();
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined && conversation.unread > 0) void chatRead(id, newest).then(() => client.invalidateQueries({ queryKey: ['chat', 'conversations'] }));
  }, [id, newest, conversation.unread, client]);
  const refresh = () => client.invalidateQueries({ queryKey: ['chat'] });
  const send = useMutation({
    mutationFn: () => chatReply(id, text.trim()),
    onSuccess: async () => {
      setText('');
      if (conversation.status === 'queued') onTaken();
      await refresh();
    },
  });
  const claim = useMutation({
    mutationFn: () => chatClaim(id),
    onSuccess: async () => {
      onTaken();
      await refresh();
    },
  });
  const close = useMutation({ mutationFn: () => chatClose(id), onSuccess: refresh });
  const closed = conversation.status === 'closed';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="chat-conversation">
      <Space>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {conversation.username}
        </Typography.Title>
        <Tag color={STATUS_COLOR[conversation.status]}>{t(`chat.status.${conversation.status}`)}</Tag>
        {conversation.assignedTo ? <span>{t('chat.assignedTo', { name: conversation.assignedTo })}</span> : null}
        {conversation.status === 'queued' ? (
          <Button size="small" onClick={() => claim.mutate()} loading={claim.isPending} data-testid="chat-claim">
            {t('chat.claim')}
          </Button>
        ) : null}
        {!closed ? (
          <Button size="small" danger onClick={() => close.mutate()} loading={close.isPending} data-testid="chat-close">
            {t('chat.close')}
          </Button>
        ) : null}
      </Space>
      <div style={{ height: 380, overflowY: 'auto', border: '1px solid #f0f0f0', padding: 8 }} data-testid="chat-messages">
        {messages.map((m) => (
          <div key={m.id} style={{ textAlign: m.from === 'player' ? 'left' : 'right', margin: '6px 0' }}>
            <div style={{ display: 'inline-block', maxWidth: '75%', padding: '6px 10px', borderRadius: 8, background: m.from === 'player' ? '#f5f5f5' : '#e6f4ff', whiteSpace: 'pre-wrap', textAlign: 'left' }}>
              {m.text}
              {m.image ? <PrivateImage path={m.image} width={200} alt={t('common.image')} failedText={t('common.imageFailed')} testId="chat-image" /> : null}
            </div>
            <div style={{ fontSize: 11, color: '#999' }}>
              {formatTime(m.at)}
              {m.from === 'operator' && m.read ? ` · ${t('chat.read')}` : ''}
            </div>
          </div>
        ))}
        {typing ? <Typography.Text type="secondary">{t('chat.typing')}</Typography.Text> : null}
      </div>
      {!closed ? (
        <>
          <Select<number>
            style={{ width: '100%' }}
            placeholder={t('chat.canned')}
            value={null as unknown as number}
            options={(canned.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            onChange={(v) => setText((canned.data ?? []).find((c) => c.id === v)?.text ?? '')}
            data-testid="chat-canned"
          />
          <Input.TextArea rows={3} maxLength={1000} showCount value={text} onChange={(e) => type(e.target.value)} placeholder={t('chat.replyPlaceholder')} data-testid="chat-input" />
          <Button type="primary" disabled={!text.trim()} loading={send.isPending} onClick={() => send.mutate()} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </>
      ) : null}
    </Space>
  );
}

/** Canned replies: add, edit in place, delete (each audited by the server). */
function CannedManager() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ id?: number; title: string; text: string; sort: number }>({ title: '', text: '', sort: 0 });
  const canned = useQuery({ queryKey: ['chat', 'canned'], queryFn: chatCannedList, enabled: open });
  const refresh = () => client.invalidateQueries({ queryKey: ['chat', 'canned'] });
  const save = useMutation({
    mutationFn: chatCannedSave,
    onSuccess: async () => {
      setDraft({ title: '', text: '', sort: 0 });
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: chatCannedDelete, onSuccess: refresh });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="chat-canned-manage">
        {t('chat.cannedManage')}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={720} title={t('chat.canned')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={canned.data ?? []}
          columns={[
            { title: t('chat.cannedTitle'), dataIndex: 'title' },
            { title: t('chat.cannedText'), dataIndex: 'text' },
            { title: t('chat.cannedSort'), dataIndex: 'sort' },
            {
              key: 'actions',
              render: (_v, row) => (
                <Space>
                  <Button size="small" onClick={() => setDraft({ ...row })}>
                    {t('chat.cannedEdit')}
                  </Button>
                  <Popconfirm title={t('chat.cannedDeleteConfirm')} onConfirm={() => remove.mutate(row.id)}>
                    <Button size="small" danger>
                      {t('chat.cannedDelete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Space>
            <Input value={draft.title} maxLength={50} placeholder={t('chat.cannedTitle')} onChange={(e) => setDraft({ ...draft, title: e.target.value })} data-testid="chat-canned-title" />
            <InputNumber min={0} max={9999} value={draft.sort} onChange={(v) => setDraft({ ...draft, sort: v ?? 0 })} />
          </Space>
          <Input.TextArea rows={2} maxLength={1000} value={draft.text} placeholder={t('chat.cannedText')} onChange={(e) => setDraft({ ...draft, text: e.target.value })} data-testid="chat-canned-text" />
          <Button type="primary" disabled={!draft.title.trim() || !draft.text.trim()} loading={save.isPending} onClick={() => save.mutate(draft)} data-testid="chat-canned-save">
            {t('chat.cannedSave')}
          </Button>
        </Space>
      </Modal>
    </>
  );
}
