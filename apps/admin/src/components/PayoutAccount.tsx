import { Space, Typography } from 'antd';
import type { Codes } from './codes';

/** A card number in groups of four, as it is read aloud and typed into a bank's form. */
export function groupDigits(no: string): string {
  return /^\d{12,19}$/.test(no) ? no.replace(/(\d{4})(?=\d)/g, '$1 ') : no;
}

/**
 * A withdrawal's payout account (issue 24: no `kind: bankCard · cardNo …` dump): the kind and bank in words, the full
 * number to pay to, the holder. Numbers and aliases are what the player typed (`data-verbatim`).
 */
export function PayoutAccount({ account, codes }: { account: Record<string, string | null>; codes: Codes }) {
  const kind = account.kind ?? '';
  const bank = kind === 'bankCard';
  const title = bank ? [account.bankName, account.cardType ? codes.cardType(account.cardType) : null].filter(Boolean).join(' · ') : [codes.payoutKind(kind), account.protocol].filter(Boolean).join(' · ');
  const number = bank ? groupDigits(account.cardNo ?? '') : (account.account ?? '');
  const who = bank ? account.cardholder : account.alias;
  return (
    <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
      <Typography.Text style={{ fontSize: 12 }}>{title || '—'}</Typography.Text>
      <Typography.Text copyable={number ? { text: number.replace(/ /g, '') } : false} style={{ fontSize: 12 }} data-verbatim>
        {number || '—'}
      </Typography.Text>
      {who ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-verbatim>
          {who}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
