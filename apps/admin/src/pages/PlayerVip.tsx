/** Player 360, issue 15: the VIP level history tab and the operator's "set VIP level" (audited, with a reason). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Form, Input, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vipHistory, vipSetLevel } from '../api/admin';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN, type VipChangeReason, type VipHistoryItem } from '../api/types';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';
import { OperatorName } from '../components/OperatorName';

const REASON_COLOR: Record<VipChangeReason, string> = { promotion: 'success', demotion: 'warning', operator: 'blue' };
const LEVELS = Array.from({ length: VIP_LEVEL_MAX - VIP_LEVEL_MIN + 1 }, (_v, i) => VIP_LEVEL_MIN + i);

/** vip/history of one player, newest first as the server answers. */
export function VipHistoryTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const page = useListPage<{ userId: number }, VipHistoryItem>(['player', userId, 'vipHistory'], vipHistory, { userId });
  const columns: TableColumnsType<VipHistoryItem> = [
    { title: t('common.time'), dataIndex: 'createdAt', render: formatTime },
    { title: t('vip.change'), key: 'change', render: (_v, row) => `VIP${row.fromLevel} → VIP${row.toLevel}` },
    { title: t('vip.changeReason'), dataIndex: 'reason', render: (v: VipChangeReason) => <Tag color={REASON_COLOR[v]}>{t(`vip.reason.${v}`, { defaultValue: v })}</Tag> },
    { title: t('vip.day'), dataIndex: 'day' },
    { title: t('audit.operator'), dataIndex: 'operator', render: (v: string | null) => <OperatorName name={v} /> },
    { title: t('player.note'), dataIndex: 'note', render: (v: string | null) => v ?? '—' },
  ];
  return (
    <Table<VipHistoryItem>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vip.noHistory')} /> }}
      data-testid="vip-history"
      {...page.tableProps}
    />
  );
}

/** The "Set VIP level" button and its form: a level other than the current one and a reason, then vip/setLevel. */
export function SetVipLevel({ userId, username, level }: { userId: number; username: string; level: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ level: number; reason: string }>();
  const chosen = Form.useWatch('level', form);
  const set = useMutation({
    mutationFn: (v: { level: number; reason: string }) => vipSetLevel({ userId, level: v.level, reason: v.reason }),
    onSuccess: (d) => {
      void message.success(t('vip.setDone', { username, from: d.fromLevel, to: d.level }));
      setOpen(false);
      // The profile's level and the history tab.
      void queryClient.invalidateQueries({ queryKey: ['player', userId] });
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="action-setVipLevel">
        {t('vip.setLevel')}
      </Button>
      <Modal
        open={open}
        title={t('vip.setLevelOf', { username })}
        okText={t('common.confirm')}
        okButtonProps={{ 'data-testid': 'vip-set-ok', disabled: chosen === level }}
        confirmLoading={set.isPending}
        onCancel={() => setOpen(false)}
        // A refused field shows its own message under it.
        onOk={() =>
          void form
            .validateFields()
            .then((v) => set.mutate({ level: v.level, reason: v.reason.trim() }))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('vip.currentLevel')}>VIP{level}</Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical" preserve={false} initialValues={{ level }}>
          <Form.Item name="level" label={t('vip.newLevel')} extra={t('vip.setLevelHint')} rules={[{ required: true }]}>
            <Select data-testid="vip-set-level" options={LEVELS.map((l) => ({ value: l, label: `VIP${l}`, disabled: l === level }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="vip-set-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
