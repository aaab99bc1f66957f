import { Button, Form, Input } from 'antd-mobile';
import { bindPhoneInput } from '@app/shared';
import { useEffect, useState, type ReactNode } from 'react';
import type { Envelope } from '../../../api/request';
import { useTranslation } from 'react-i18next';
import { fieldRule, requiredRule } from '../../../components/form/zod-rules';
import { useCountdown } from '../hooks/use-countdown';

/** Answer of a code request: data.countdown on success and on 429 "too frequent" (seconds left). */
export type CodeAnswer = Envelope<{ countdown?: number } | null>;

interface CodeFieldProps {
  /** Sends the code; null when nothing was sent (a field it needs is invalid). */
  send: () => Promise<CodeAnswer | null>;
  name?: string;
  disabled?: boolean;
  /** Seconds the server already makes this target wait (a code sent just before the screen opened): shown at once. */
  initialWait?: number;
}

const TOO_FREQUENT = 429;

/**
 * The one verification-code field (SMS or e-mail): 6 digits, a send button with the 60 s / 30 s countdown. An empty
 * field asks for the code; only a typed one can be "wrong or expired" (issue 24).
 */
export function CodeField({ send, name = 'code', disabled, initialWait }: CodeFieldProps): ReactNode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const { start } = countdown;
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (initialWait && initialWait > 0) start(initialWait);
  }, [initialWait, start]);
  const onSend = async (): Promise<void> => {
    setSending(true);
    try {
      const answer = await send();
      const seconds = answer?.data?.countdown;
      // Sent, or refused as too frequent: either way the server says how long until the next one.
      if (answer?.code === 0) countdown.start(seconds);
      else if (answer?.code === TOO_FREQUENT && seconds) countdown.start(seconds);
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
      validateFirst
      rules={[requiredRule('account.code.required'), fieldRule(bindPhoneInput, 'code')]}
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
