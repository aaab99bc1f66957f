/**
 * spec.md §8 prompts of the deposit screen: "bind phone first" (confirm leads to the bind-phone screen) and
 * "you have an order not yet verified" (confirm opens that order, whose screen has the customer-service route).
 */
import i18next from 'i18next';
import { detour } from '../../../app/detour';
import { go } from '../../../app/navigation';
import { PATHS } from '../../../app/paths';
import { Dialog } from '../../../components/overlays';
import { depositInfoPath } from '../links';

/** Confirm opens the bind-phone screen as a detour (app/detour.ts): its success returns here with `draft` restored. */
export async function promptBindPhone(draft?: unknown): Promise<void> {
  const t = i18next.t.bind(i18next);
  const confirmed = await Dialog.confirm({
    title: t('deposit.bindPhone.title'),
    content: t('deposit.bindPhone.content'),
    cancelText: t('common.cancel'),
    confirmText: t('deposit.bindPhone.confirm'),
  });
  if (confirmed) detour(PATHS.setPhone, draft);
}

export async function promptOpenOrder(orderNo: string): Promise<void> {
  const t = i18next.t.bind(i18next);
  const confirmed = await Dialog.confirm({
    title: t('deposit.openOrder.title'),
    content: t('deposit.openOrder.content'),
    cancelText: t('common.cancel'),
    confirmText: t('deposit.openOrder.confirm'),
  });
  if (confirmed) go(depositInfoPath(orderNo));
}
