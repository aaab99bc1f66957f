/**
 * Payment vouchers (spec.md §5): png/jpg/jpeg images up to 15 MB, uploaded with the upload helper
 * (/web/upload/uploadFile); the order is confirmed with the returned server paths.
 */
import { MAX_DEPOSIT_VOUCHERS } from '@app/shared';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localPreview, uploadFile } from '../../../api/upload';
import { Toast } from '../../../components/overlays';
import { checkVoucherFile } from '../rules';

/** An uploaded voucher: `url` to show, `extra.path` the server path sent with confirmRechargeOrder. */
export type VoucherItem = ImageUploadItem & { extra?: { path: string } };

export const voucherPaths = (items: readonly VoucherItem[]): string[] =>
  items.map((i) => i.extra?.path).filter((p): p is string => Boolean(p));

export function VoucherUploader({ value, onChange }: { value: VoucherItem[]; onChange: (items: VoucherItem[]) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="voucher-uploader" data-testid="voucher-uploader">
      <ImageUploader
        value={value}
        onChange={onChange}
        maxCount={MAX_DEPOSIT_VOUCHERS}
        multiple
        accept="image/png,image/jpeg"
        beforeUpload={(file) => {
          const problem = checkVoucherFile(file);
          if (problem) {
            Toast.show({ content: t(`deposit.voucher.${problem}`) });
            return null;
          }
          return file;
        }}
        upload={async (file): Promise<VoucherItem> => {
          const envelope = await uploadFile(file);
          if (envelope.code !== 0) throw new Error(envelope.msg);
          return { url: localPreview(file, envelope.data.url), extra: { path: envelope.data.url } };
        }}
        onUploadQueueChange={(tasks) => {
          if (tasks.some((task) => task.status === 'fail')) Toast.show({ content: t('deposit.voucher.failed') });
        }}
      />
    </div>
  );
}
