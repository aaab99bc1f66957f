import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorCreate, operatorList, operatorResetPassword, operatorResetTotp, operatorUnlock, operatorUpdate } from '../api/admin';
import { OPERATOR_NAME_PATTERN, OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type OperatorCreateInput, type OperatorItem, type OperatorRole } from '../api/types';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';
import { OperatorName } from '../components/OperatorName';

/** Operator accounts (owner only, issue 14): create, change role or status, reset password or 2FA, unlock. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListPage<object, OperatorItem>(['operators'], operatorList, {});
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorItem | null>(null);
  const [createForm] = Form.useForm<OperatorCreateInput>();
  const [passwordForm] = Form.useForm<{ password: string }>();
  const done = () => {
    void message.success(t('common.saved'));
    list.refetch();
  };
  const create = useMutation({ mutationFn: operatorCreate, onSuccess: () => (setCreating(false), done()) });
  const update = useMutation({ mutationFn: operatorUpdate, onSuccess: done });
  const resetPassword = useMutation({ mutationFn: (v: { operatorId: number; password: string }) => operatorResetPassword(v.operatorId, v.password), onSuccess: () => (setResetting(null), done()) });
  const resetTotp = useMutation({ mutationFn: operatorResetTotp, onSuccess: done });
  const unlock = useMutation({ mutationFn: operatorUnlock, onSuccess: done });
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }));

  const columns: TableColumnsType<OperatorItem> = [
    { title: 'ID', dataIndex: 'operatorId' },
    { title: t('login.username'), dataIndex: 'username', render: (v: string) => <OperatorName name={v} /> },
    {
      title: t('operators.role'),
      dataIndex: 'role',
      render: (v: OperatorRole, row) => <Select<OperatorRole> size="small" style={{ width: 120 }} value={v} options={roleOptions} onChange={(role) => update.mutate({ operatorId: row.operatorId, role })} />,
    },
    { title: t('common.status'), dataIndex: 'status', render: (v: string) => <Tag color={v === 'active' ? 'success' : 'default'}>{t(`operators.status.${v}`, { defaultValue: v })}</Tag> },
    { title: '2FA', dataIndex: 'totpEnabled', render: (v: boolean) => <Tag color={v ? 'success' : 'warning'}>{v ? t('operators.totpOn') : t('operators.totpOff')}</Tag> },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
    { title: t('operators.lastLogin'), dataIndex: 'lastLoginAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space size="small" wrap>
          <Popconfirm title={t('operators.statusConfirm', { username: row.username })} onConfirm={() => update.mutateAsync({ operatorId: row.operatorId, status: row.status === 'active' ? 'disabled' : 'active' })}>
            <Button size="small" danger={row.status === 'active'}>
              {row.status === 'active' ? t('operators.disable') : t('operators.enable')}
            </Button>
          </Popconfirm>
          <Button size="small" onClick={() => setResetting(row)}>
            {t('operators.resetPassword')}
          </Button>
          <Popconfirm title={t('operators.resetTotpConfirm', { username: row.username })} onConfirm={() => resetTotp.mutateAsync(row.operatorId)}>
            <Button size="small">{t('operators.resetTotp')}</Button>
          </Popconfirm>
          <Popconfirm title={t('operators.unlockConfirm', { username: row.username })} onConfirm={() => unlock.mutateAsync(row.username)}>
            <Button size="small">{t('operators.unlock')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('nav.operators')}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('operators.create')}
        </Button>
      }
    >
      <Table<OperatorItem> rowKey="operatorId" columns={columns} size="middle" {...list.tableProps} />
      <Modal open={creating} title={t('operators.create')} okText={t('common.submit')} confirmLoading={create.isPending} onCancel={() => setCreating(false)} onOk={() => void createForm.validateFields().then((v) => create.mutate(v))} destroyOnHidden>
        <Form form={createForm} layout="vertical" preserve={false} initialValues={{ role: 'support' }}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }, { pattern: OPERATOR_NAME_PATTERN, message: t('operators.usernameRule') }]}>
            <Input autoFocus autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, min: OPERATOR_PASSWORD_MIN, message: t('operators.passwordRule', { min: OPERATOR_PASSWORD_MIN }) }, { max: 200 }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={resetting !== null}
        title={t('operators.resetPasswordOf', { username: resetting?.username ?? '' })}
        okText={t('common.submit')}
        confirmLoading={resetPassword.isPending}
        onCancel={() => setResetting(null)}
        onOk={() => void passwordForm.validateFields().then((v) => resetting && resetPassword.mutate({ operatorId: resetting.operatorId, password: v.password }))}
        destroyOnHidden
      >
        <Form form={passwordForm} layout="vertical" preserve={false}>
          <Form.Item name="password" label={t('operators.newPassword')} rules={[{ required: true, min: OPERATOR_PASSWORD_MIN, message: t('operators.passwordRule', { min: OPERATOR_PASSWORD_MIN }) }, { max: 200 }]}>
            <Input.Password autoFocus autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
