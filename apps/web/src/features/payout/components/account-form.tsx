/**
 * The one layout of the add-account screens (spec.md §2 cards/add…): a card of fields and a full-width submit. On
 * open it checks the preconditions of spec.md §5 (bound phone, secondary password set) and prompts for what is
 * missing (spec.md §8); after a successful bind it toasts "added" (spec.md §8) and returns to account management on
 * the tab of the new account.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { finishDetour, returnTarget } from '../../../app/detour';
import { relaunch } from '../../../app/navigation';
import { PATHS } from '../../../app/paths';
import type { Envelope } from '../../../api/request';
import { SchemaForm, type FormInstance } from '../../../components/form/schema-form';
import { loadOverlays } from '../../../components/load-overlays';
import { useInvalidateAccounts } from '../api/accounts';
import { missingFor, promptMissing, type SecurityState } from '../hooks/prompts';
import type { AccountKind } from './kinds';
import './payout.css';

interface AccountFormProps<V> {
  kind: AccountKind;
  form: FormInstance;
  /** The signed-in player's flags; null while loading. */
  user: SecurityState | null;
  intro?: ReactNode;
  initialValues?: Partial<V>;
  /** Sends the bind request; code 0 means added (any other code was already toasted by the request helper). */
  submit: (values: V) => Promise<Envelope<unknown>>;
  children: ReactNode;
}

/** Back to account management: the previous entry when the player came from it, else a fresh one on this tab. */
export function useBackToCards(kind: AccountKind): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else relaunch(`${PATHS.cards}?tab=${kind}`);
  };
}

export function AccountForm<V extends object>({ kind, form, user, intro, initialValues, submit, children }: AccountFormProps<V>): ReactNode {
  const { t } = useTranslation();
  const back = useBackToCards(kind);
  const invalidate = useInvalidateAccounts();
  const asked = useRef(false);
  useEffect(() => {
    if (!user || asked.current) return;
    const missing = missingFor(user);
    if (!missing) return;
    asked.current = true;
    // Cancel leaves the screen: the form cannot be sent without the secondary password.
    void promptMissing(missing, { onCancel: back });
    // Once per visit (`asked`); `back` only navigates, so a stale copy is fine.
  }, [user, back]);

  const finish = async (values: V): Promise<void> => {
    try {
      const envelope = await submit(values);
      if (envelope.code !== 0) return;
      await invalidate();
      const { Toast } = await loadOverlays();
      Toast.show({ icon: 'success', content: t('payout.added') });
      // Added because a withdrawal asked for it (app/detour.ts): straight back to that withdrawal.
      const asker = returnTarget();
      if (asker) finishDetour(asker);
      else back();
    } catch {
      const { Toast } = await loadOverlays();
      Toast.show({ content: t('common.networkError') });
    }
  };
  return (
    <div className="payout-form" data-testid={`add-${kind}-form`}>
      {intro ? <div className="payout-intro">{intro}</div> : null}
      <SchemaForm form={form} initialValues={initialValues} submitText={t('payout.submitAdd')} onFinish={finish}>
        {children}
      </SchemaForm>
    </div>
  );
}
