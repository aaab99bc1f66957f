import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Page, PageInput } from '../api/types';
import { ExportButton } from './ExportButton';
import { formatTime } from './format';
import { useListPage } from './list-page';
import { ReasonModal } from './ReasonModal';
import { renderPlayer } from './PlayerLink';

/** What every reviewed order has (deposit and withdrawal list items). */
export interface QueueRow {
  orderNo: string;
  userId: number;
  username: string;
  status: string;
}

export interface ReviewQueueProps<T extends QueueRow, S extends T['status']> {
  /** Names the page: i18n texts `<kind>.approved|rejected|rejectTitle|approveConfirm`, query key, test ids. */
  kind: 'deposits' | 'withdrawals' | 'offerReviews';
  /** The export button's test id. */
  exportTestId: string;
  load: (input: { status?: S } & PageInput) => Promise<Page<T>>;
  exportCsv: (filter: { status?: S }) => Promise<string>;
  statuses: readonly S[];
  /** The status the queue opens on. */
  initialStatus: S;
  statusColor: Record<S, string>;
  statusLabel: (status: S) => string;
  /** Statuses still to be decided (approve / reject offered). */
  open: readonly S[];
  /** The order's own columns, between the player and the status. */
  columns: (showDetail: (row: T) => void) => TableColumnsType<T>;
  approve: (orderNo: string) => Promise<unknown>;
  reject: (orderNo: string, reason: string) => Promise<unknown>;
  approveLabel: string;
  /** The amount as the confirmation names it. */
  amountOf: (row: T) => string;
  /** What a decided order shows in place of the buttons. */
  decided: (row: T) => ReactNode;
  /** Enter shows this (the deposit's vouchers, enlarged); without one, or for a row without, Enter opens the player 360. */
  detail?: { has: (row: T) => boolean; title: (row: T) => string; render: (row: T) => ReactNode };
}

/** Keys typed into a field are text, never shortcuts (inputs, text areas, antd selects, editable content). */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.ant-select') !== null;
}

/**
 * The review queue of deposits and withdrawals (issue 14 "Finance": one click per order, keyboard-friendly): the
 * status filter (open orders first), export, the list, approve with one confirmation, reject with a reason.
 * Keyboard: j / ↓ and k / ↑ move the selected order, a approves it (after a confirmation Enter accepts), r asks the
 * reason of a refusal, Enter opens its detail; no shortcut fires while typing or while a dialog is open.
 */
export function ReviewQueue<T extends QueueRow, S extends T['status']>(p: ReviewQueueProps<T, S>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const list = useListPage<{ status?: S }, T>([p.kind], p.load, { status: p.initialStatus });
  const [selected, setSelected] = useState(0);
  const [detailOf, setDetailOf] = useState<T | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const confirming = useRef(false);
  const rows = (list.tableProps.dataSource ?? []) as T[];
  const current = rows[Math.min(selected, rows.length - 1)] as T | undefined;

  const approve = useMutation({
    mutationFn: (orderNo: string) => p.approve(orderNo),
    onSuccess: (_d, orderNo) => {
      void message.success(t(`${p.kind}.approved`, { orderNo }));
      list.refetch();
    },
  });
  const reject = useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) => p.reject(orderNo, reason),
    onSuccess: (_d, { orderNo }) => {
      void message.success(t(`${p.kind}.rejected`, { orderNo }));
      setRejecting(null);
      list.refetch();
    },
  });
  const isOpen = (row: T) => p.open.includes(row.status as S);
  const confirmText = (row: T) => t(`${p.kind}.approveConfirm`, { amount: p.amountOf(row), username: row.username });

  function openRow(row: T) {
    if (p.detail?.has(row)) setDetailOf(row);
    else void navigate(`/players/${row.userId}`);
  }

  // The handler reads the latest state through a ref: one listener for the page's life.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
    if (detailOf || rejecting || confirming.current) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === 'j' || key === 'ArrowDown') setSelected(Math.min(rows.length - 1, (current ? rows.indexOf(current) : -1) + 1));
    else if (key === 'k' || key === 'ArrowUp') setSelected(Math.max(0, (current ? rows.indexOf(current) : 0) - 1));
    else if (!current) return;
    else if (key === 'a' && isOpen(current) && !approve.isPending) {
      confirming.current = true;
      const row = current;
      modal.confirm({
        title: confirmText(row),
        content: row.orderNo,
        okText: p.approveLabel,
        autoFocusButton: 'ok',
        okButtonProps: { 'data-testid': 'queue-approve-ok' },
        onOk: () => approve.mutateAsync(row.orderNo),
        afterClose: () => (confirming.current = false),
      });
    } else if (key === 'r' && isOpen(current)) setRejecting(current);
    else if (key === 'Enter') openRow(current);
    else return;
    e.preventDefault();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const row = current && [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')].find((tr) => tr.dataset.rowKey === current.orderNo);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  // Compact enough for 1366 px without scrolling sideways (issue 24): the order's time sits under its number.
  const columns: TableColumnsType<T> = [
    {
      title: t('common.orderNo'),
      dataIndex: 'orderNo',
      render: (v: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text copyable style={{ fontSize: 13 }}>
            {v}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime((row as T & { createdAt?: string }).createdAt)}
          </Typography.Text>
        </Space>
      ),
    },
    // The player 360 view beside the order: recent activity, wallets, bets (issue 14).
    { title: t('common.player'), dataIndex: 'username', render: renderPlayer },
    ...p.columns(setDetailOf),
    { title: t('common.status'), dataIndex: 'status', render: (v: S) => <Tag color={p.statusColor[v]}>{p.statusLabel(v)}</Tag> },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) =>
        isOpen(row) ? (
          <Space>
            <Popconfirm title={confirmText(row)} okText={t('common.approve')} onConfirm={() => approve.mutateAsync(row.orderNo)}>
              <Button type="primary" size="small" data-testid={`approve-${row.orderNo}`}>
                {p.approveLabel}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting(row)} data-testid={`reject-${row.orderNo}`}>
              {t('common.reject')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{p.decided(row)}</Typography.Text>
        ),
    },
  ];

  return (
    <Card title={t(`nav.${p.kind}`)} data-testid={`${p.kind}-page`}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Select<S | 'all'>
          style={{ width: 180 }}
          value={list.filters.status ?? 'all'}
          onChange={(v) => list.setFilters({ status: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('common.all') }, ...p.statuses.map((s) => ({ value: s, label: p.statusLabel(s) }))]}
          data-testid="status-filter"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <ExportButton filters={list.filters} run={p.exportCsv} testId={p.exportTestId} />
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="queue-keys">
        {t('queue.keys', { enter: t(p.detail ? 'queue.enterDetail' : 'queue.enterPlayer') })}
      </Typography.Paragraph>
      <Table<T>
        rowKey="orderNo"
        columns={columns}
        size="middle"
        // The selected order (what the keys act on) shows as antd's selected row; a click on a row selects it.
        rowSelection={{ type: 'radio', columnWidth: 32, selectedRowKeys: current ? [current.orderNo] : [], onChange: (keys) => setSelected(rows.findIndex((r) => r.orderNo === keys[0])) }}
        onRow={(row) => ({ onClick: () => setSelected(rows.indexOf(row)) })}
        {...list.tableProps}
      />
      {p.detail && (
        <Modal open={detailOf !== null} title={detailOf ? p.detail.title(detailOf) : ''} footer={null} width={720} onCancel={() => setDetailOf(null)} destroyOnHidden>
          {detailOf && p.detail.render(detailOf)}
        </Modal>
      )}
      <ReasonModal
        open={rejecting !== null}
        title={t(`${p.kind}.rejectTitle`, { orderNo: rejecting?.orderNo ?? '' })}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ orderNo: rejecting.orderNo, reason })}
      />
    </Card>
  );
}
