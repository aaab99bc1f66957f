import type { Infer, uploadFileOutput } from '@app/shared';
import { useEffect, useState } from 'react';
import { getItem } from '../storage';
import { assetUrl, privateFileUrl, upload } from './request';

/** /web/upload/uploadFile (api-contract.md "Upload"): multipart field `file` → { url }. */
export const uploadFile = (file: File) => upload<Infer<typeof uploadFileOutput>>('/web/upload/uploadFile', file, file.name);

/** Our uploads are private (vouchers, payout QR codes, avatars): the server gives them to their uploader only. */
const isUpload = (path: string) => path.startsWith('/uploads/');
/** Object URLs per session and path, kept for the page's life (a player sees a handful of own images). */
const cache = new Map<string, Promise<string>>();

/** A URL an <img> can show: our uploads fetched with the session token (an object URL), anything else as is. */
export function imageSrc(path: string): Promise<string> {
  if (!isUpload(path)) return Promise.resolve(assetUrl(path));
  const key = `${getItem('token') ?? ''} ${path}`;
  let src = cache.get(key);
  if (!src) {
    src = privateFileUrl(path);
    src.catch(() => cache.delete(key));
    cache.set(key, src);
  }
  return src;
}

/** imageSrc as a hook: '' until the image is ready (or when it cannot be shown). */
export function useImageSrc(path: string | null | undefined): string {
  const direct = path && !isUpload(path) ? assetUrl(path) : '';
  const [src, setSrc] = useState('');
  useEffect(() => {
    if (!path || !isUpload(path)) return;
    let live = true;
    setSrc('');
    imageSrc(path).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return direct || src;
}

/** The preview of a file the player just picked and uploaded: the local file itself (no second download). */
export function localPreview(file: File, path: string): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : assetUrl(path);
}
