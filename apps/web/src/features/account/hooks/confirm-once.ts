import i18next from 'i18next';
import { loadOverlays } from '../../../components/load-overlays';

/** spec.md §5 "Profile info cannot be changed after confirmation": the confirmation, showing the value. */
export async function confirmOnce(value: string): Promise<boolean> {
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({
    title: i18next.t('profile.confirmTitle'),
    content: i18next.t('profile.confirmContent', { value }),
    cancelText: i18next.t('common.cancel'),
    confirmText: i18next.t('common.confirm'),
  });
}
