/**
 * Login / register (spec.md §2, §4): tabs Login | Register (`?tab=register` opens the second), captcha with
 * a refresh button and tap-to-refresh (shown after a 3003 even with CAPTCHA=off; cleared and focused after a failure), remember password (keeps the username only; the session then lasts 30 days), forgot-password
 * and customer-service links, agree-to-terms checkbox with the terms and privacy texts in a popup.
 */
import { registerInput } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Popup, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpen } from '../../app/use-open';
import { login, register, useRegisterTerms, type LoginPayload, type RegisterPayload } from '../../features/account/api/guest';
import { CaptchaField, useCaptchaChallenge } from '../../features/account/components/captcha-field';
import { FormPage } from '../../features/account/components/form-page';
import { NewPasswordFields } from '../../features/account/components/new-password-fields';
import { afterLogin } from '../../features/account/hooks/after-login';
import { requiredRule, fieldRule } from '../../components/form/zod-rules';
import { getItem, removeItem, setItem } from '../../storage';

type Tab = 'login' | 'register';

function LoginForm(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = useOpen();
  const [form] = Form.useForm();
  const captcha = useCaptchaChallenge(form);
  const remembered = getItem('rememberedUsername');
  const onFinish = async (values: LoginPayload): Promise<void> => {
    const envelope = await login({ username: values.username, password: values.password, remember: values.remember === true, ...captcha.fields(values.captcha) });
    if (envelope.code !== 0) {
      captcha.failed(envelope.code);
      return;
    }
    if (values.remember) setItem('rememberedUsername', values.username);
    else removeItem('rememberedUsername');
    await afterLogin(envelope.data, queryClient);
  };
  return (
    <FormPage<LoginPayload>
      form={form}
      submitText={t('account.login.submit')}
      onFinish={onFinish}
      initialValues={{ username: remembered ?? '', remember: remembered !== null }}
      testId="login-form"
      after={
        <div className="form-links">
          <Button fill="none" size="small" color="primary" onClick={() => open('forgetPassword')} data-testid="forgot-link">
            {t('account.login.forgot')}
          </Button>
          <Button fill="none" size="small" color="primary" onClick={() => open('connect')} data-testid="service-link">
            {t('account.login.service')}
          </Button>
        </div>
      }
    >
      <Form.Item name="username" label={t('account.username.label')} rules={[requiredRule('account.username.required')]}>
        <Input placeholder={t('account.username.placeholder')} autoComplete="username" clearable data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" label={t('account.password.label')} rules={[requiredRule('account.password.required')]}>
        <Input type="password" placeholder={t('account.password.placeholder')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <CaptchaField {...captcha.field} />
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox data-testid="remember">{t('account.login.remember')}</Checkbox>
      </Form.Item>
    </FormPage>
  );
}

function TermsPopup({ visible, onClose }: { visible: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { data } = useRegisterTerms(visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="terms-popup" showCloseButton>
      <div className="terms-body" data-testid="terms-popup">
        <h3>{t('account.register.termsTitle')}</h3>
        <p>{data?.terms}</p>
        <h3>{t('account.register.privacyTitle')}</h3>
        <p>{data?.privacy}</p>
      </div>
    </Popup>
  );
}

function RegisterForm(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const captcha = useCaptchaChallenge(form);
  const [termsOpen, setTermsOpen] = useState(false);
  const onFinish = async (values: RegisterPayload): Promise<void> => {
    const envelope = await register({
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      agree: values.agree === true,
      ...captcha.fields(values.captcha),
    });
    if (envelope.code !== 0) {
      captcha.failed(envelope.code);
      return;
    }
    await afterLogin(envelope.data, queryClient);
  };
  return (
    <FormPage<RegisterPayload> form={form} submitText={t('account.register.submit')} onFinish={onFinish} initialValues={{ agree: false }} testId="register-form">
      <Form.Item name="username" label={t('account.username.label')} rules={[fieldRule(registerInput, 'username')]} help={t('account.username.help')}>
        <Input placeholder={t('account.username.placeholder')} autoComplete="username" clearable data-testid="register-username" />
      </Form.Item>
      <NewPasswordFields schema={registerInput} labelKey="account.password.label" />
      <CaptchaField {...captcha.field} />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[fieldRule(registerInput, 'agree')]}
      >
        <Checkbox data-testid="agree">
          {t('account.register.agree')}{' '}
          <a
            className="terms-link"
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              setTermsOpen(true);
            }}
            data-testid="terms-link"
          >
            {t('account.register.terms')}
          </a>
        </Checkbox>
      </Form.Item>
      <TermsPopup visible={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormPage>
  );
}

export default function LoginPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  return (
    <div className="login-page">
      <Tabs activeKey={tab} onChange={(key) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true })} className="login-tabs">
        <Tabs.Tab key="login" title={<span data-testid="tab-login">{t('account.login.tab')}</span>}>
          <LoginForm />
        </Tabs.Tab>
        <Tabs.Tab key="register" title={<span data-testid="tab-register">{t('account.register.tab')}</span>}>
          <RegisterForm />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
