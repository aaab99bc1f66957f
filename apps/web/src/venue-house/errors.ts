/** API errors as antd-mobile Toasts (the server's `msg` is already in the player's language, design.md §4). */
import { Toast } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { HouseApiError } from './api';

export function showError(t: TFunction, e: unknown): void {
  const msg = e instanceof HouseApiError && e.message ? e.message : t('house.error.network');
  Toast.show({ content: msg });
}
