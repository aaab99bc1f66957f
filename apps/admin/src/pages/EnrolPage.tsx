import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, List, QRCode, Result, Space, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { totpEnable, totpSetup } from '../api/admin';
import { recoveryCodesFile } from '../auth/login-flow';
import { hasSession, ME_KEY, useMe } from '../auth/session';

/**
 * First-login enrolment (issue 14): scan the QR (or type the secret) into an authenticator, confirm one code, then
 * the ten recovery codes are shown once — copy or download them — and the console opens.
 */
export default function EnrolPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useQuery({ queryKey: ['totp-setup'], queryFn: totpSetup, enabled: hasSession() && codes === null, staleTime: Infinity, gcTime: 0 });
  const enable = useMutation({ mutationFn: (otp: string) => totpEnable(otp), onSuccess: (data) => setCodes(data.recoveryCodes) });

  if (!hasSession()) return <Navigate to="/login" replace />;

  async function enter() {
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    void navigate('/', { replace: true });
  }
  function download() {
    const blob = new Blob([recoveryCodesFile(me?.username ?? '', codes ?? [])], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 560 }} title={t('enrol.title')} data-testid="enrol-card">
        <Steps size="small" current={codes ? 1 : 0} items={[{ title: t('enrol.stepScan') }, { title: t('enrol.stepCodes') }]} style={{ marginBottom: 24 }} />
        {codes ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon title={t('enrol.codesOnce')} />
            <List
              data-testid="recovery-codes"
              grid={{ column: 2 }}
              dataSource={codes}
              renderItem={(code) => (
                <List.Item>
                  <Typography.Text code>{code}</Typography.Text>
                </List.Item>
              )}
            />
            <Space>
              <Button
                icon={<CopyOutlined />}
                onClick={() => void navigator.clipboard.writeText(codes.join('\n')).then(() => message.success(t('common.copied')), () => message.error(t('common.copyFailed')))}
              >
                {t('enrol.copy')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={download}>
                {t('enrol.download')}
              </Button>
              <Button type="primary" onClick={() => void enter()} data-testid="enrol-enter">
                {t('enrol.enter')}
              </Button>
            </Space>
          </Space>
        ) : setup.isPending ? (
          <Spin />
        ) : setup.isError ? (
          <Result status="warning" title={setup.error.message} />
        ) : (
          <Space align="start" size="large">
            <QRCode value={setup.data.otpauthUrl} size={180} data-testid="enrol-qr" />
            <Space orientation="vertical">
              <Typography.Paragraph>{t('enrol.scan')}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('enrol.secret')}</Typography.Text>
              <Typography.Text code copyable data-testid="enrol-secret">
                {setup.data.secret}
              </Typography.Text>
              <Form layout="vertical" onFinish={(v: { otp: string }) => enable.mutate(v.otp.trim())} style={{ marginTop: 12 }}>
                <Form.Item name="otp" label={t('enrol.code')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('enrol.codeShape') }]}>
                  <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} autoFocus data-testid="enrol-otp" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={enable.isPending} data-testid="enrol-submit">
                  {t('enrol.confirm')}
                </Button>
              </Form>
            </Space>
          </Space>
        )}
      </Card>
    </div>
  );
}
