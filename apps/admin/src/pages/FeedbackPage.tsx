import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Input, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackClose, feedbackInfo, feedbackList, feedbackReply } from '../api/admin';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackAdminItem, type FeedbackListFilter, type FeedbackStatus } from '../api/types';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';
import { PrivateImage } from '../components/PrivateImage';
import { renderPlayer } from '../components/PlayerLink';

const STATUS_COLOR: Record<FeedbackStatus, string> = { open: 'warning', replied: 'success', closed: 'default' };

/** Player feedback (issue 17; support): the queue by status, type and player; a drawer to read, reply and close. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const list = useListPage<FeedbackListFilter, FeedbackAdminItem>(['feedback', 'list'], feedbackList, { status: 'open' });
  const { filters, setFilters } = list;
  const [openId, setOpenId] = useState<number | null>(null);
  const typeText = (v: string) => t(`feedback.type.${v}`, { defaultValue: v });
  const columns: TableColumnsType<FeedbackAdminItem> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t('common.player'), dataIndex: 'username', render: renderPlayer },
    { title: t('feedback.typeLabel'), dataIndex: 'type', render: typeText },
    {
      title: t('feedback.content'),
      dataIndex: 'content',
      render: (v: string) => (
        <Typography.Text style={{ maxWidth: 320 }} ellipsis={{ tooltip: v }}>
          {v}
        </Typography.Text>
      ),
    },
    { title: t('feedback.images'), dataIndex: 'images', align: 'right', render: (v: string[]) => v.length },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (v: FeedbackStatus, row) => (
        <Space size={4}>
          <Tag color={STATUS_COLOR[v]}>{t(`feedback.status.${v}`)}</Tag>
          {row.deleted ? <Tag>{t('feedback.deletedByPlayer')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
    { title: t('feedback.repliedAt'), dataIndex: 'repliedAt', render: formatTime },
    {
      title: t('feedback.actions'),
      key: 'open',
      render: (_v, row) => (
        <Button size="small" onClick={() => setOpenId(row.id)} data-testid={`feedback-open-${row.id}`}>
          {t('feedback.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('nav.feedback')} data-testid="feedback-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('common.player')}
          onSearch={(v) => setFilters({ ...filters, username: v.trim() || undefined })}
          data-testid="feedback-username"
        />
        <Select<string>
          style={{ width: 160 }}
          value={filters.status ?? 'all'}
          onChange={(v) => setFilters({ ...filters, status: v === 'all' ? undefined : (v as FeedbackStatus) })}
          options={[{ value: 'all', label: t('feedback.allStatuses') }, ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.status.${s}`) }))]}
          data-testid="feedback-status"
        />
        <Select<string>
          style={{ width: 200 }}
          value={filters.type ?? 'all'}
          onChange={(v) => setFilters({ ...filters, type: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('feedback.allTypes') }, ...FEEDBACK_TYPES.map((k) => ({ value: k, label: typeText(k) }))]}
          data-testid="feedback-type"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
      </Space>
      <Table<FeedbackAdminItem> rowKey="id" size="middle" scroll={{ x: 'max-content' }} columns={columns} data-testid="feedback-table" {...list.tableProps} />
      <FeedbackDrawer id={openId} onClose={() => setOpenId(null)} typeText={typeText} />
    </Card>
  );
}

function FeedbackDrawer({ id, onClose, typeText }: { id: number | null; onClose: () => void; typeText: (v: string) => string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reply, setReply] = useState('');
  const info = useQuery({ queryKey: ['feedback', 'info', id], queryFn: () => feedbackInfo(id!), enabled: id !== null });
  const done = async () => {
    setReply('');
    await client.invalidateQueries({ queryKey: ['feedback'] });
  };
  const send = useMutation({ mutationFn: () => feedbackReply(id!, reply.trim()), onSuccess: done });
  const close = useMutation({ mutationFn: () => feedbackClose(id!), onSuccess: done });
  const f = info.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={560} title={f ? `${t('nav.feedback')} #${f.id}` : t('nav.feedback')} data-testid="feedback-drawer">
      {f ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('common.player')}>{f.username}</Descriptions.Item>
            <Descriptions.Item label={t('feedback.typeLabel')}>{typeText(f.type)}</Descriptions.Item>
            <Descriptions.Item label={t('common.status')}>
              <Tag color={STATUS_COLOR[f.status]}>{t(`feedback.status.${f.status}`)}</Tag>
              {f.deleted ? <Tag>{t('feedback.deletedByPlayer')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('feedback.orderNo')}>{f.orderNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('common.createdAt')}>{formatTime(f.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('feedback.content')}>
              <div style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-drawer-content">
                {f.content}
              </div>
            </Descriptions.Item>
          </Descriptions>
          {f.images.length ? (
            <div data-testid="feedback-drawer-images">
              <Typography.Title level={5}>{t('feedback.images')}</Typography.Title>
              <Space wrap>
                {f.images.map((path) => (
                  <PrivateImage key={path} path={path} width={150} alt={t('common.image')} failedText={t('common.imageFailed')} testId="feedback-image" />
                ))}
              </Space>
            </div>
          ) : null}
          {f.reply ? (
            <Card size="small" title={t('feedback.currentReply', { operator: f.repliedBy ?? '', time: formatTime(f.repliedAt) })}>
              <div style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-drawer-reply">
                {f.reply}
              </div>
            </Card>
          ) : null}
          {f.status !== 'closed' ? (
            <>
              <Input.TextArea rows={4} maxLength={1000} showCount value={reply} onChange={(e) => setReply(e.target.value)} placeholder={t('feedback.replyPlaceholder')} data-testid="feedback-reply-input" />
              <Space>
                <Button type="primary" disabled={!reply.trim()} loading={send.isPending} onClick={() => send.mutate()} data-testid="feedback-send">
                  {f.reply ? t('feedback.replaceReply') : t('feedback.sendReply')}
                </Button>
                <Popconfirm title={t('feedback.closeConfirm')} onConfirm={() => close.mutate()}>
                  <Button danger loading={close.isPending} data-testid="feedback-close">
                    {t('feedback.close')}
                  </Button>
                </Popconfirm>
              </Space>
            </>
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
