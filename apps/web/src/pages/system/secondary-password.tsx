/**
 * Secondary (payment) password (spec.md §5): six digits twice on antd-mobile's PasscodeInput + NumberKeyboard and
 * an SMS code sent to the bound phone (smsType withdrawPassword). Without a bound phone the screen asks to bind
 * one first. The SMS needs the full number, so the security verification (middle four digits) is part of the form
 * unless the verification screen passed the number in.
 */
import { setWithdrawPasswordInput } from '@app/shared';
import { Form, NumberKeyboard, PasscodeInput } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { detour, finishDetour, onward, returnTarget } from '../../app/detour';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { getSmsCode, useBoundPhoneCountdown } from '../../features/account/api/codes';
import { setWithdrawPassword, storeUserInfo, getUserInfo, useFreshUserInfo } from '../../features/account/api/member';
import { CodeField, type CodeAnswer } from '../../features/account/components/code-field';
import { FormPage } from '../../features/account/components/form-page';
import { PhoneMiddleField, fullPhone } from '../../features/account/components/phone-middle-field';
import { confirm } from '../../features/account/hooks/confirm';
import { errorText, fieldRule } from '../../components/form/zod-rules';
import { successPath } from '../../features/account/success-path';

interface Values {
  middle?: string;
  password: string;
  confirmPassword: string;
  code: string;
}

/**
 * spec.md §5 "needs a bound phone first": a Dialog offering to bind one. Binding it is a detour of this screen: the
 * phone screen comes back here to set the password (issue 24), and from here the flow goes on to whoever asked for
 * the password (a withdrawal's own detour, kept in this screen's address). Cancel returns there, or to Settings.
 */
async function askBindPhone(t: (key: string) => string): Promise<void> {
  const confirmed = await confirm({ content: errorText('bindPhoneFirst'), confirmText: t('secondary.goBind') });
  const back = returnTarget();
  if (confirmed) detour(PATHS.setPhone);
  else if (back) finishDetour(back);
  else relaunch(PATHS.system);
}

function Passcode({ value, onChange, testId }: { value?: string; onChange?: (v: string) => void; testId: string }): ReactNode {
  return (
    <div data-testid={testId}>
      <PasscodeInput length={6} plain={false} value={value} onChange={onChange} keyboard={<NumberKeyboard />} />
    </div>
  );
}

export default function SecondaryPasswordPage(): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const user = useFreshUserInfo();
  const passed = (useLocation().state as { mobile?: string } | null)?.mobile;
  const masked = user?.phone ?? '';
  const phoneBound = user?.phoneBound === true;
  const wait = useBoundPhoneCountdown(phoneBound);
  // Once per visit: the fresh userInfo arriving re-renders with the same answer.
  const asked = useRef(false);
  useEffect(() => {
    if (!user || phoneBound || asked.current) return;
    asked.current = true;
    void askBindPhone(t);
  }, [user, phoneBound, t]);
  if (!user || !phoneBound) return null;

  const mobile = (): string | null => {
    if (passed) return passed;
    const middle = form.getFieldValue('middle') as string | undefined;
    return middle && /^\d{4}$/.test(middle) ? fullPhone(masked, middle) : null;
  };
  const send = async (): Promise<CodeAnswer | null> => {
    const number = mobile();
    if (!number) {
      await form.validateFields(['middle']).catch(() => null);
      return null;
    }
    return getSmsCode('withdrawPassword', number);
  };
  const onFinish = async (values: Values): Promise<void> => {
    const envelope = await setWithdrawPassword({ password: values.password, confirmPassword: values.confirmPassword, code: values.code });
    if (envelope.code !== 0) return;
    storeUserInfo(await getUserInfo());
    onward(successPath('secondary'));
  };
  return (
    <FormPage<Values>
      form={form}
      intro={t(user.hasWithdrawPassword ? 'secondary.introReset' : 'secondary.intro')}
      submitText={t('common.confirm')}
      onFinish={onFinish}
      testId="secondary-password"
    >
      {passed ? null : <PhoneMiddleField masked={masked} />}
      <Form.Item name="password" label={t('secondary.password')} rules={[fieldRule(setWithdrawPasswordInput, 'password')]}>
        <Passcode testId="passcode-1" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('secondary.confirm')}
        dependencies={['password']}
        rules={[fieldRule(setWithdrawPasswordInput, 'confirmPassword')]}
      >
        <Passcode testId="passcode-2" />
      </Form.Item>
      <CodeField send={send} initialWait={wait} />
    </FormPage>
  );
}
