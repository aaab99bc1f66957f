/** Routes of the deposit screens with their query (paths.ts owns the paths; the order travels in the query). */
import { PATHS } from '../../app/paths';

export const depositInfoPath = (orderNo: string): string => `${PATHS.depositInfo}?${new URLSearchParams({ orderNo }).toString()}`;

export const iframWebPath = (orderNo: string, payUrl: string): string =>
  `${PATHS.iframWeb}?${new URLSearchParams({ orderNo, payUrl }).toString()}`;

/**
 * The pay page may only be one of ours (a same-origin path such as the sandbox gateway's `/sandbox/gateway/…`) or
 * an http(s) page of a provider: anything else in the query (javascript:, data:) is not framed.
 */
export function safePayUrl(raw: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
