/** Generic success result (spec.md §2 /pages/system/success): `?what=<key>` names what succeeded. */
import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { SUCCESS_KINDS } from '../../features/account/success-path';


export default function SuccessPage(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const what = SUCCESS_KINDS.find((k) => k === params.get('what'));
  return (
    <div className="form-page" data-testid="success">
      <Result status="success" title={t('success.title')} description={what ? t(`success.${what}`) : null} />
      <Button block shape="rounded" size="large" color="primary" onClick={() => relaunch(PATHS.system)} data-testid="success-back">
        {t('success.back')}
      </Button>
    </div>
  );
}
