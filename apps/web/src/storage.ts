/**
 * Typed access to the local-storage keys of spec.md §3 — exactly STORAGE_KEYS, nothing else. Values are strings
 * except userInfo (a JSON object). Reads never throw: storage can be disabled (private mode) or hold junk.
 */
import type { STORAGE_KEYS } from '@app/shared';

/** spec.md §3's keys, plus the username kept by "remember password" (never the password itself). */
export type StorageKey = (typeof STORAGE_KEYS)[number] | 'rememberedUsername';

/** What each key holds (spec.md §3). */
export interface StorageValues {
  /** Session token sent in the `token` header (spec.md §7). */
  token: string;
  /** The signed-in user's profile as returned by login/getUserInfo. */
  userInfo: Record<string, unknown>;
  /** Numeric value (1-8) of the chosen language (spec.md §1). */
  language: string;
  /** Chosen language code, sent as the `lang` header. */
  lang: string;
  /** Site keywords from the website basic info. */
  keywords: string;
  /** '1' right after a language change, so home refetches once in the new language. */
  refreshLang: string;
  /** URL the iframWeb page opens. */
  jumpWeb: string;
  /** Bank URL the iframWeb page opens. */
  bankWeb: string;
  /** Login "remember password": the username only, pre-filled next time. */
  rememberedUsername: string;
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getItem<K extends StorageKey>(key: K): StorageValues[K] | null {
  const raw = backend()?.getItem(key) ?? null;
  if (raw === null) return null;
  if (key !== 'userInfo') return raw as StorageValues[K];
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as StorageValues[K]) : null;
  } catch {
    return null;
  }
}

export function setItem<K extends StorageKey>(key: K, value: StorageValues[K]): void {
  try {
    backend()?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working for this visit (session state lives in memory too).
  }
}

export function removeItem(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Same as setItem: nothing to do when storage is unavailable.
  }
}
