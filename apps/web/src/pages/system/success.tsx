/**
 * Generic success result (spec.md §2 /pages/system/success): `?what=<key>` names what succeeded. Reached through a
 * detour (app/detour.ts: a deposit or withdrawal asked for this change), its button returns to the screen that asked,
 * named by its title; otherwise it goes to Settings.
 */
import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { finishDetour, returnTarget } from '../../app/detour';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { findRoute } from '../../app/route-meta';
import { SUCCESS_KINDS } from '../../features/account/success-path';

export default function SuccessPage(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const what = SUCCESS_KINDS.find((k) => k === params.get('what'));
  const back = returnTarget();
  const asker = back ? findRoute(back.split('?')[0] ?? '') : undefined;
  return (
    <div className="form-page" data-testid="success">
      <Result status="success" title={t('success.title')} description={what ? t(`success.${what}`) : null} />
      <Button
        block
        shape="rounded"
        size="large"
        color="primary"
        onClick={() => (back ? finishDetour(back) : relaunch(PATHS.system))}
        data-testid="success-back"
      >
        {asker ? t('success.continue', { screen: t(asker.titleKey) }) : t('success.back')}
      </Button>
    </div>
  );
}
