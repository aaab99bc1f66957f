import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/form/amount-field';
import type { TransferForm } from '../hooks/use-transfer';
import { wholeAmountOf } from '../transfer';

/** The amount of a transfer (spec.md §5): whole yuan, "All" fills the whole-yuan part of the source balance. */
export function TransferAmount({ transfer, sourceBalance }: { transfer: TransferForm; sourceBalance: string | null }): ReactNode {
  const { t } = useTranslation();
  return (
    <AmountField
      value={transfer.amount}
      rule={{ whole: true }}
      onChange={transfer.setAmount}
      all={wholeAmountOf(sourceBalance)}
      error={transfer.error ? t(`transfer.error.${transfer.error}`) : null}
      hint={t('transfer.wholeHint')}
    />
  );
}
