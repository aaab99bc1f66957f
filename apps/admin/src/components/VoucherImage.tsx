import { Image, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { privateFileUrl } from '../api/request';

/**
 * A deposit voucher: a private upload, so it is fetched with the operator token and shown from a blob URL
 * (revoked when the image leaves the screen). Click to enlarge (antd Image preview, zoom and rotate).
 */
export function VoucherImage({ path, width }: { path: string; width: number }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let objectUrl: string | null = null;
    privateFileUrl(path).then(
      (u) => {
        objectUrl = u;
        if (alive) setUrl(u);
        else URL.revokeObjectURL(u);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (failed) return <Typography.Text type="danger">{t('deposits.voucherFailed')}</Typography.Text>;
  if (!url) return <Spin size="small" />;
  return <Image src={url} width={width} alt={t('deposits.voucher')} data-testid="voucher-image" />;
}
