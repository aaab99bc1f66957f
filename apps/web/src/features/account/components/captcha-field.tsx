import { ERROR_CODES } from '@app/shared';
import { Form, Input, type InputRef } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha, type Captcha } from '../api/guest';
import { requiredRule } from '../../../components/form/zod-rules';
import type { FormInstance } from '../../../components/form/schema-form';

/** Whether the server wants a captcha answer on every try; false when it says it does not (CAPTCHA=off). */
export function captchaRequired(captcha: Captcha | undefined): boolean {
  return captcha?.required !== false && Boolean(captcha?.image);
}

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  shown: boolean;
  onRefresh: () => void;
  /** Each increase focuses the answer input (after a failed attempt). */
  focusTick: number;
}

/**
 * The captcha of a form (login, register), its state and what a failed attempt does to it (issue 13): shown when the
 * server requires one on every try, or from the moment it answered 3003 `captchaRequired` (it asks for one after
 * failures even with CAPTCHA=off, issue 12 item 5); after any failure the answer is cleared, a new image loaded (the
 * server used the old one up) and the field focused.
 */
export function useCaptchaChallenge(form: FormInstance) {
  const { data: captcha, refetch } = useCaptcha();
  const [asked, setAsked] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const shown = asked || captchaRequired(captcha);
  const refresh = (): void => void refetch();
  return {
    field: { captcha, shown, onRefresh: refresh, focusTick } satisfies CaptchaFieldProps,
    /** The captchaId and answer to send, or nothing while no captcha is shown. */
    fields: (answer: string | undefined) => (shown && captcha ? { captchaId: captcha.captchaId, captcha: answer ?? '' } : {}),
    /** After an answer other than success (the server's envelope code). */
    failed: (code: number): void => {
      if (!shown && code !== ERROR_CODES.captchaRequired) return;
      setAsked(true);
      form.setFieldsValue({ captcha: '' });
      refresh();
      setFocusTick((n) => n + 1);
    },
  };
}

/** Image captcha (spec.md §2 "verification code"): 160×56 picture (tap it for a new one), a refresh button, digits. */
export function CaptchaField({ captcha, shown, onRefresh, focusTick }: CaptchaFieldProps): ReactNode {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (focusTick > 0) input.current?.focus();
  }, [focusTick]);
  if (!shown) return null;
  return (
    <Form.Item
      name="captcha"
      label={t('account.captcha.label')}
      rules={[requiredRule('account.captcha.required')]}
      // Digits only (the alphabet is 2-9): what else is typed or pasted is dropped, so `pattern` never blocks the submit.
      normalize={(value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value)}
      // Below the input, so the input keeps the full width for the label and placeholder in every language.
      description={
        <div className="captcha-side">
          <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('account.captcha.refresh')} data-testid="captcha-image">
            <img src={captcha?.image} alt="" width={160} height={56} />
          </button>
          <button type="button" className="captcha-refresh" onClick={onRefresh} aria-label={t('account.captcha.newImage')} data-testid="captcha-refresh">
            <RedoOutline aria-hidden />
          </button>
        </div>
      }
    >
      <Input
        ref={input}
        placeholder={t('account.captcha.placeholder')}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={8}
        autoComplete="off"
        data-testid="captcha-input"
      />
    </Form.Item>
  );
}
