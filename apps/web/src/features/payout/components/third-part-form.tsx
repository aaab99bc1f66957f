/**
 * The add screen of a third-party account (spec.md §3): EBpay ('eb' + 15-32) and KOIpay ('kb' + 15-32) take an alias
 * and the account; Alipay and WeChat also a payment QR image (uploaded with ImageUploader to /web/upload/uploadFile,
 * png/jpg, max 15 MB, spec.md §5); other accounts an alias and the account. Rules are the shared
 * bindThirdPartAccountInput schema with the screen's type.
 */
import { bindThirdPartAccountInput, MAX_IMAGE_BYTES, QR_REQUIRED_TYPES, type ThirdPartType } from '@app/shared';
import { Form, ImageUploader, Input, type ImageUploadItem } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localPreview, uploadFile } from '../../../api/upload';
import { loadOverlays } from '../../../components/load-overlays';
import { bindThirdPart, type BindThirdPart } from '../api/accounts';
import { payoutRule } from '../hooks/rules';
import type { SecurityState } from '../hooks/prompts';
import { AccountForm } from './account-form';
import type { AccountKind } from './kinds';

interface Values {
  alias: string;
  account: string;
  qr?: ImageUploadItem[];
}

/** The uploaded file's server path (`/uploads/…`) kept in the item's `extra`. */
const qrOf = (values: Partial<Values>): string | undefined => (values.qr?.[0]?.extra as { path?: string } | undefined)?.path;

export function ThirdPartForm({ type, user }: { type: ThirdPartType; user: SecurityState | null }): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const needsQr = QR_REQUIRED_TYPES.includes(type);
  const toInput = (values: Partial<Values>): Record<string, unknown> => ({
    type,
    alias: values.alias,
    account: values.account?.trim(),
    qrImage: qrOf(values),
  });
  const rule = (field: 'alias' | 'account' | 'qrImage', required: string) => payoutRule(bindThirdPartAccountInput, field, required, toInput);
  return (
    <AccountForm<Values>
      kind={type as AccountKind}
      form={form}
      user={user}
      intro={t(`payout.third.intro.${type}`)}
      submit={(values) => bindThirdPart(toInput(values) as unknown as BindThirdPart)}
    >
      <Form.Item name="alias" label={t('payout.field.alias')} rules={[rule('alias', 'payout.field.aliasRequired')]}>
        <Input maxLength={20} clearable placeholder={t('payout.field.aliasPlaceholder')} data-testid="alias" />
      </Form.Item>
      <Form.Item name="account" label={t(`payout.third.account.${type}`)} rules={[rule('account', 'payout.third.accountRequired')]}>
        <Input maxLength={64} clearable placeholder={t(`payout.third.placeholder.${type}`)} data-testid="third-account" />
      </Form.Item>
      {needsQr ? (
        <Form.Item
          name="qr"
          label={t('payout.third.qr')}
          help={t('payout.third.qrHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('payout.third.qrRequired') }]}
        >
          <ImageUploader
            maxCount={1}
            accept="image/png,image/jpeg"
            beforeUpload={async (file) => {
              // spec.md §5: images png/jpg/jpeg, max 15 MB.
              if (file.size <= MAX_IMAGE_BYTES && /^image\/(png|jpeg)$/.test(file.type)) return file;
              const { Toast } = await loadOverlays();
              Toast.show({ content: t('payout.third.qrTooBig') });
              return null;
            }}
            upload={async (file) => {
              const envelope = await uploadFile(file);
              if (envelope.code !== 0) throw new Error(envelope.msg);
              return { url: localPreview(file, envelope.data.url), extra: { path: envelope.data.url } };
            }}
            data-testid="qr-upload"
          />
        </Form.Item>
      ) : null}
    </AccountForm>
  );
}
