/**
 * The receiving account of an offline deposit (api-contract.md getRechargeAccountInfo / the order's `account`):
 * bank name, account name, number and branch, or address and protocol for virtual currency, each with a copy
 * button (Toast "copied", spec.md §8), and the QR image when the method has one.
 */
import { Button, Image, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageSrc } from '../../../api/upload';
import { Toast } from '../../../components/overlays';
import { copyText } from '../../../lib/clipboard';
import type { RechargeAccount } from '../api/deposit';

const FIELDS = ['bankName', 'accountName', 'accountNo', 'branch', 'address', 'protocol'] as const;

export function hasAccount(account: RechargeAccount | undefined): boolean {
  return Boolean(account && (FIELDS.some((f) => account[f]) || account.qrImage));
}

export function CopyButton({ text, testId }: { text: string; testId?: string }): ReactNode {
  const { t } = useTranslation();
  const copy = async (): Promise<void> => {
    const ok = await copyText(text);
    Toast.show({ icon: ok ? 'success' : 'fail', content: t(ok ? 'deposit.info.copied' : 'deposit.info.copyFailed') });
  };
  return (
    <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={() => void copy()} data-testid={testId}>
      {t('deposit.info.copy')}
    </Button>
  );
}

export function AccountCard({ account }: { account: RechargeAccount }): ReactNode {
  const { t } = useTranslation();
  const qrSrc = useImageSrc(account.qrImage);
  return (
    <section className="card deposit-card" data-testid="receiving-account">
      <h2 className="section-title">{t('deposit.info.account')}</h2>
      <List className="deposit-list">
        {FIELDS.map((field) =>
          account[field] ? (
            <List.Item
              key={field}
              description={<span className="account-value" data-testid={`account-${field}`}>{account[field]}</span>}
              extra={<CopyButton text={account[field]} testId={`copy-${field}`} />}
            >
              {t(`deposit.info.${field}`)}
            </List.Item>
          ) : null,
        )}
      </List>
      {account.qrImage ? (
        <figure className="account-qr">
          <Image src={qrSrc} width={148} height={148} fit="contain" alt={t('deposit.info.qr')} />
          <figcaption>{t('deposit.info.qr')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
