/**
 * Payment information (spec.md §2 /pages/finance/information, title "Payment details"): what a player needs before
 * paying in or out — the help centre's deposit and withdrawal guides, figures filled by the server from the limits
 * in force (the same rows the deposit and withdrawal screens use), then the way to each screen. No second text to
 * keep: operators edit the guides in the console's help page.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { HelpArticleView } from '../../features/help/components/help-article';

export default function InformationPage(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  return (
    <div className="information-page" data-testid="information">
      <HelpArticleView helpKey="deposit" />
      <HelpArticleView helpKey="withdraw" />
      <div className="help-actions">
        <Button color="primary" shape="rounded" onClick={() => open('myDeposit')} data-testid="information-deposit">
          {t('help.info.deposit')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => open('withDraw')} data-testid="information-withdraw">
          {t('help.info.withdraw')}
        </Button>
      </div>
    </div>
  );
}
