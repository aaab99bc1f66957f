import { Image, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { privateFileUrl } from '../api/request';

/**
 * A private upload (a deposit voucher, a feedback or chat image under /uploads/): fetched with the operator token and
 * shown from a blob URL (revoked when the image leaves the screen). Click to enlarge (antd Image preview, zoom and rotate).
 */
export function PrivateImage({ path, width, alt, failedText, testId }: { path: string; width: number; alt: string; failedText: string; testId: string }) {
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
  if (failed) return <Typography.Text type="danger">{failedText}</Typography.Text>;
  if (!url) return <Spin size="small" />;
  return <Image src={url} width={width} alt={alt} data-testid={testId} />;
}
