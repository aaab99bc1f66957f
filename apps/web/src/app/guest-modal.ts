/**
 * spec.md §2, §6: a guest who reaches a member function gets a modal — registered users only, Cancel or OK (to
 * log in). One function serves every caller (the route guard and useOpen).
 */
import i18next from 'i18next';
import { loadOverlays } from '../components/load-overlays';
import { go } from './navigation';
import { PATHS } from './paths';

/** The modal on screen, if any: its number, so that a late end of an earlier one does not release a later one. */
let shown = 0;
let opened = 0;

export function showGuestModal(): void {
  // A guard can fire twice for one navigation (StrictMode, quick taps); one modal is enough.
  if (shown) return;
  const mine = ++opened;
  shown = mine;
  // Answered (either button), closed by leaving the screen (closeOverlays: Dialog.clear answers neither button, so
  // only afterClose tells), or the overlay chunk failed to load (offline): the next member function may ask again.
  const release = (): void => {
    if (shown === mine) shown = 0;
  };
  void loadOverlays()
    .then(({ Dialog }) =>
      Dialog.confirm({
        title: i18next.t('guest.title'),
        content: i18next.t('guest.membersOnly'),
        cancelText: i18next.t('common.cancel'),
        confirmText: i18next.t('common.ok'),
        onConfirm: () => go(PATHS.login),
        afterClose: release,
      }),
    )
    .catch(() => false)
    .finally(release);
}
