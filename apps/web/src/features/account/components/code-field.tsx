import { Button, Form, Input } from 'antd-mobile';
import { bindPhoneInput } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../hooks/schema-rules';
import { useCountdown } from '../hooks/use-countdown';

interface CodeFieldProps {
  /** Sends the code; resolves true when the server accepted (the countdown then starts). */
  send: () => Promise<boolean>;
  name?: string;
  disabled?: boolean;
}

/** The one verification-code field (SMS or e-mail): 6 digits, a send button with the 60 s / 30 s countdown. */
export function CodeField({ send, name = 'code', disabled }: CodeFieldProps): ReactNode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const onSend = async (): Promise<void> => {
    setSending(true);
    try {
      if (await send()) countdown.start();
    } catch {
      // Network failure: nothing was sent, the button stays available.
    } finally {
      setSending(false);
    }
  };
  const label = countdown.left > 0 ? t('account.code.wait', { s: countdown.left }) : t(countdown.sent ? 'account.code.resend' : 'account.code.send');
  return (
    <Form.Item
      name={name}
      label={t('account.code.label')}
      rules={[schemaRule(bindPhoneInput, 'code')]}
      extra={
        <Button
          size="small"
          color="primary"
          fill="none"
          loading={sending}
          disabled={disabled || countdown.left > 0}
          onClick={() => void onSend()}
          data-testid="code-send"
        >
          {label}
        </Button>
      }
    >
      <Input placeholder={t('account.code.placeholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="code-input" />
    </Form.Item>
  );
}
