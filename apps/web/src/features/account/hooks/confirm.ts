import i18next from 'i18next';
import { loadOverlays } from '../../../components/load-overlays';

interface ConfirmOptions {
  title?: string;
  content: string;
  /** Text of the confirm button; Cancel is the common one. */
  confirmText: string;
}

/** The one confirmation Dialog of the account screens; resolves true on confirm. */
export async function confirm({ title, content, confirmText }: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({ title, content, confirmText, cancelText: i18next.t('common.cancel') });
}

/** spec.md §5 "Profile info cannot be changed after confirmation": the confirmation, showing the value. */
export function confirmOnce(value: string): Promise<boolean> {
  return confirm({
    title: i18next.t('profile.confirmTitle'),
    content: i18next.t('profile.confirmContent', { value }),
    confirmText: i18next.t('common.confirm'),
  });
}
