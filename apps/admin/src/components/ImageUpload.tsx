import { UploadOutlined } from '@ant-design/icons';
import { ERROR_CODES, MAX_IMAGE_BYTES } from '@app/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/request';
import type { UploadedImage } from '../api/types';
import { currentLang } from '../i18n';

const TYPES = ['image/png', 'image/jpeg'];

/**
 * An upload button beside an image path field (banner art, a payment QR code): the picked png/jpg/jpeg goes to
 * `upload` (the operator route, which checks the bytes and answers a public /media/ URL) and the URL is handed to
 * `onUploaded` to fill the field. An obviously wrong file (type, over 15 MB) is refused here with the server's own
 * catalogue text; a server refusal is shown by the request layer.
 */
export function ImageUpload({ upload, onUploaded, testId }: { upload: (file: File) => Promise<UploadedImage>; onUploaded: (url: string) => void; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  function accept(file: File): boolean {
    if (!TYPES.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) void message.error(errorText(ERROR_CODES.fileTypeInvalid, currentLang()));
    else if (file.size > MAX_IMAGE_BYTES) void message.error(errorText(ERROR_CODES.payloadTooLarge, currentLang()));
    else return true;
    return false;
  }

  return (
    <Upload
      accept=".png,.jpg,.jpeg,image/png,image/jpeg"
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => accept(file) || Upload.LIST_IGNORE}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        upload(file as File).then(
          ({ url }) => {
            setBusy(false);
            onUploaded(url);
            void message.success(t('upload.done'));
            onSuccess?.({ url });
          },
          (err: Error) => {
            setBusy(false);
            onError?.(err);
          },
        );
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-button`}>
        {t('upload.button')}
      </Button>
    </Upload>
  );
}
