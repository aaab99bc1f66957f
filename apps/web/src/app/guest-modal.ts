/**
 * spec.md §2, §6: a guest who reaches a member function gets a modal — registered users only, Cancel or OK (to
 * log in). One function serves every caller (the route guard and useOpen).
 */
import i18next from 'i18next';
import { loadOverlays } from '../components/load-overlays';
import { go } from './navigation';
import { PATHS } from './paths';

let open = false;

export function showGuestModal(): void {
  // A guard can fire twice for one navigation (StrictMode, quick taps); one modal is enough.
  if (open) return;
  open = true;
  void loadOverlays()
    .then(({ Dialog }) =>
      // Resolves when the user answers (either button).
      Dialog.confirm({
        title: i18next.t('guest.title'),
        content: i18next.t('guest.membersOnly'),
        cancelText: i18next.t('common.cancel'),
        confirmText: i18next.t('common.ok'),
        onConfirm: () => go(PATHS.login),
      }),
    )
    // Answered, or the overlay chunk failed to load (offline): allow the next modal.
    .catch(() => false)
    .finally(() => {
      open = false;
    });
}
