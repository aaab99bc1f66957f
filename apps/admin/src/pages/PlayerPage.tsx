import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Empty, Form, Input, List, Modal, Popconfirm, Result, Row, Space, Spin, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { playerAction, playerDetail, playerList, playerListExport, playerNote, playerReveal } from '../api/admin';
import { ACTIONS_WITH_REASON, PLAYER_LISTS, type PlayerAction, type PlayerDetail, type PlayerList, type PlayerListRow, type RevealField } from '../api/types';
import { can, useMe } from '../auth/session';
import { ExportButton } from '../components/ExportButton';
import { formatTime } from '../components/format';
import { useCodes } from '../components/codes';
import { useListPage } from '../components/list-page';
import { ReasonModal } from '../components/ReasonModal';
import { playerListColumns } from './player-lists';
import { SetVipLevel, VipHistoryTab } from './PlayerVip';

/** One tab of the player 360: a server-paged list shown with the columns its rows have. */
function PlayerListTab({ userId, list }: { userId: number; list: PlayerList }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const page = useListPage<{ userId: number }, PlayerListRow>(['player', userId, list], (input) => playerList(list, input), { userId });
  const rows = (page.tableProps.dataSource ?? []) as PlayerListRow[];
  const keys = rows[0] ? Object.keys(rows[0]) : [];
  // A bet not settled yet (a lottery bet before its draw) has no payout or result: said, not shown as 0.00 (issue 24).
  const table = (
    <Table<PlayerListRow>
      rowKey={(row) => String(row.id ?? row.orderNo ?? JSON.stringify(row))}
      size="small"
      columns={playerListColumns(list, keys, codes, t)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
      {...page.tableProps}
    />
  );
  if (list === 'payoutAccounts') return table;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <ExportButton filters={{ userId }} run={(f) => playerListExport(list, f)} testId={`player-export-${list}`} />
      </Space>
      {table}
    </>
  );
}

function Masked({ userId, field, value, canReveal }: { userId: number; field: RevealField; value: string | null; canReveal: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({ mutationFn: () => playerReveal(userId, field), onSuccess: (d) => setShown(d.value ?? '—') });
  if (!value) return <>—</>;
  return (
    <Space>
      <span data-testid={`pii-${field}`}>{shown ?? value}</span>
      {canReveal && shown === null && (
        <Popconfirm title={t('player.revealConfirm')} onConfirm={() => reveal.mutateAsync()}>
          <Button size="small" type="link" loading={reveal.isPending} data-testid={`reveal-${field}`}>
            {t('player.reveal')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

interface ActionSpec {
  action: PlayerAction;
  label: string;
  danger?: boolean;
  isAgent?: boolean;
}

/** Player 360 (issue 14): profile with masked PII, wallets, totals, notes, actions and the activity tabs. */
export default function PlayerPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  const { message } = App.useApp();
  const userId = Number(useParams().userId);
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const detail = useQuery({ queryKey: ['player', userId, 'detail'], queryFn: () => playerDetail(userId), enabled: Number.isInteger(userId) && userId > 0 });
  const [reasonFor, setReasonFor] = useState<ActionSpec | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [noteForm] = Form.useForm<{ text: string }>();
  const act = useMutation({
    mutationFn: ({ spec, reason }: { spec: ActionSpec; reason?: string }) =>
      playerAction(spec.action, { username: detail.data!.username, ...(reason ? { reason } : {}), ...(spec.action === 'markAgent' ? { isAgent: spec.isAgent } : {}) }),
    onSuccess: (_d, { spec }) => {
      void message.success(t('player.done', { action: spec.label }));
      setReasonFor(null);
      void queryClient.invalidateQueries({ queryKey: ['player', userId] });
    },
  });
  const note = useMutation({
    mutationFn: (text: string) => playerNote(userId, text),
    onSuccess: () => {
      setNoteOpen(false);
      noteForm.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['player', userId, 'detail'] });
    },
  });

  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const p: PlayerDetail = detail.data;
  const owner = can(me, 'owner');
  const actions: ActionSpec[] = [
    p.status === 'frozen' ? { action: 'unfreeze', label: t('player.unfreeze') } : { action: 'freeze', label: t('player.freeze'), danger: true },
    p.withdrawFrozen ? { action: 'unfreezeWithdraw', label: t('player.unfreezeWithdraw') } : { action: 'freezeWithdraw', label: t('player.freezeWithdraw'), danger: true },
    { action: 'resetWithdrawPassword', label: t('player.resetWithdrawPassword') },
    { action: 'unbindPhone', label: t('player.unbindPhone') },
    { action: 'logout', label: t('player.forceLogout') },
    p.isAgent ? { action: 'markAgent', label: t('player.unmarkAgent'), isAgent: false } : { action: 'markAgent', label: t('player.markAgent'), isAgent: true },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="player-page">
      {/* The name and its status tags on their own line, the actions below: long English labels never push the tags out (issue 24). */}
      <Card
        title={
          <Space wrap>
            {p.username}
            <Tag color={p.status === 'active' ? 'success' : 'error'} data-testid="player-status">
              {t(`playerStatus.${p.status}`, { defaultValue: p.status })}
            </Tag>
            {p.withdrawFrozen && <Tag color="warning">{t('player.withdrawFrozen')}</Tag>}
            {p.isAgent && <Tag color="purple">{t('player.agent')}</Tag>}
          </Space>
        }
      >
        <Space wrap style={{ marginBottom: 16 }} data-testid="player-actions">
          {actions.map((spec) =>
            ACTIONS_WITH_REASON.includes(spec.action) ? (
              <Button key={spec.action} danger={spec.danger} onClick={() => setReasonFor(spec)} data-testid={`action-${spec.action}`}>
                {spec.label}
              </Button>
            ) : (
              <Popconfirm key={spec.action + String(spec.isAgent)} title={t('player.actionConfirm', { action: spec.label, username: p.username })} onConfirm={() => act.mutateAsync({ spec })}>
                <Button danger={spec.danger} data-testid={`action-${spec.action}`}>
                  {spec.label}
                </Button>
              </Popconfirm>
            ),
          )}
          {can(me, 'support') && <SetVipLevel userId={p.userId} username={p.username} level={p.vipLevel} />}
        </Space>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="ID">{p.userId}</Descriptions.Item>
          <Descriptions.Item label={t('players.vip')}>
            <span data-testid="player-vip">VIP{p.vipLevel}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('player.language')}>{codes.language(p.language)}</Descriptions.Item>
          <Descriptions.Item label={t('player.realName')}>
            <Masked userId={p.userId} field="realName" value={p.realName} canReveal={owner} />
          </Descriptions.Item>
          <Descriptions.Item label={t('player.phone')}>
            <Masked userId={p.userId} field="phone" value={p.phone} canReveal={owner} />
          </Descriptions.Item>
          <Descriptions.Item label={t('player.email')}>
            <Masked userId={p.userId} field="email" value={p.email} canReveal={owner} />
          </Descriptions.Item>
          <Descriptions.Item label={t('player.birthday')}>{p.birthday ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('players.registeredAt')}>{formatTime(p.registeredAt)}</Descriptions.Item>
          <Descriptions.Item label={t('player.registeredIp')}>{p.registeredIp ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('player.withdrawPassword')}>{p.hasWithdrawPassword ? t('common.yes') : t('common.no')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <Card title={t('player.wallets')} size="small">
            {p.wallets.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('player.noWallets')} />}
            <Row gutter={[16, 16]}>
              {p.wallets.map((w) => (
                <Col span={8} key={w.walletId}>
                  <Statistic title={codes.wallet(w.name)} value={w.balance} data-testid={`wallet-${w.name}`} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t('player.totals')} size="small">
            <Row gutter={16}>
              {(['deposits', 'withdrawals', 'bets', 'payouts'] as const).map((k) => (
                <Col span={6} key={k}>
                  <Statistic title={t(`dashboard.${k}`)} value={p.totals[k]} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
      <Card
        title={t('player.notes')}
        size="small"
        extra={
          <Button size="small" onClick={() => setNoteOpen(true)} data-testid="add-note">
            {t('player.addNote')}
          </Button>
        }
      >
        <List
          size="small"
          dataSource={p.notes}
          locale={{ emptyText: t('player.noNotes') }}
          renderItem={(n) => (
            <List.Item>
              <Typography.Text>{n.text}</Typography.Text>
              <Typography.Text type="secondary">
                {n.operatorName} · {formatTime(n.createdAt)}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small">
        <Tabs
          destroyOnHidden
          items={[
            ...PLAYER_LISTS.map((list) => ({ key: list, label: t(`player.tab.${list}`), children: <PlayerListTab userId={p.userId} list={list} /> })),
            { key: 'vip', label: t('player.tab.vip'), children: <VipHistoryTab userId={p.userId} /> },
          ]}
        />
      </Card>
      <ReasonModal
        open={reasonFor !== null}
        title={reasonFor ? t('player.actionConfirm', { action: reasonFor.label, username: p.username }) : ''}
        busy={act.isPending}
        onCancel={() => setReasonFor(null)}
        onSubmit={(reason) => reasonFor && act.mutate({ spec: reasonFor, reason })}
      />
      <Modal open={noteOpen} title={t('player.addNote')} okText={t('common.submit')} confirmLoading={note.isPending} onCancel={() => setNoteOpen(false)} onOk={() => void noteForm.validateFields().then((v) => note.mutate(v.text.trim()))} destroyOnHidden>
        <Form form={noteForm} layout="vertical" preserve={false}>
          <Form.Item name="text" label={t('player.note')} rules={[{ required: true, whitespace: true, message: t('player.noteRequired') }, { max: 1000 }]}>
            <Input.TextArea rows={3} autoFocus maxLength={1000} showCount data-testid="note-input" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
