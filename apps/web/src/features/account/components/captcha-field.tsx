import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/guest';
import { requiredRule } from '../../../components/form/zod-rules';

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  onRefresh: () => void;
}

/** Whether the server wants a captcha answer; hidden when it says it does not (CAPTCHA=off). */
export function captchaRequired(captcha: Captcha | undefined): boolean {
  return captcha?.required !== false && Boolean(captcha?.image);
}

/** Image captcha with tap-to-refresh (spec.md §2 "verification code"). */
export function CaptchaField({ captcha, onRefresh }: CaptchaFieldProps): ReactNode {
  const { t } = useTranslation();
  if (!captchaRequired(captcha)) return null;
  return (
    <Form.Item
      name="captcha"
      label={t('account.captcha.label')}
      rules={[requiredRule('account.captcha.required')]}
      extra={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('account.captcha.refresh')} data-testid="captcha-refresh">
          <img src={captcha?.image} alt="" />
        </button>
      }
    >
      <Input placeholder={t('account.captcha.placeholder')} maxLength={8} autoComplete="off" data-testid="captcha-input" />
    </Form.Item>
  );
}
