import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason of a refusal or a freeze (1–200 characters, as the server's schemas allow). */
export function ReasonModal({ open, title, onCancel, onSubmit, busy }: { open: boolean; title: string; onCancel: () => void; onSubmit: (reason: string) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      okText={t('common.submit')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()))}
      okButtonProps={{ 'data-testid': 'reason-ok' }}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onSubmit(v.reason.trim())}>
        <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: 200 }]}>
          <Input.TextArea autoFocus rows={3} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
