import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginInput } from '../api/types';
import { isOtpShaped, submitLogin } from '../auth/login-flow';
import { ME_KEY } from '../auth/session';
import { LangSwitch } from '../components/LangSwitch';

/** Username + password; the otp field appears when the server asks for the second factor (TOTP or a recovery code). */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginInput>();
  const [needOtp, setNeedOtp] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onFinish(values: LoginInput) {
    setBusy(true);
    try {
      const outcome = await submitLogin(values);
      if (outcome.step === 'otp') {
        setNeedOtp(true);
        return;
      }
      queryClient.setQueryData(ME_KEY, outcome.me);
      void navigate(outcome.step === 'enrol' ? '/enrol' : '/', { replace: true });
    } catch {
      // Shown by the request layer; a wrong code is typed again.
      form.setFieldValue('otp', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }} data-testid="login-screen">
      <Card style={{ width: 380 }} data-testid="login-card">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('app.title')}
          </Typography.Title>
          <LangSwitch />
        </Space>
        <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="login-username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          {needOtp && (
            <>
              <Alert type="info" showIcon title={t('login.otpNeeded')} style={{ marginBottom: 16 }} />
              <Form.Item
                name="otp"
                label={t('login.otp')}
                extra={t('login.otpHint')}
                rules={[{ required: true, message: t('login.otpRequired') }, { validator: (_, v: string | undefined) => (!v || isOtpShaped(v) ? Promise.resolve() : Promise.reject(new Error(t('login.otpShape')))) }]}
              >
                <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" autoFocus data-testid="login-otp" />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
