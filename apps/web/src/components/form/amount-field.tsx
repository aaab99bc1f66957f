/**
 * The one money amount field: digits-only input (whole yuan unless `decimals` is given) with an "All" button that fills the given maximum.
 * Used by transfer (whole yuan), deposit (cents, or USDT's places) and withdraw.
 */
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './amount-field.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Filled by "All"; "" hides the button. */
  all?: string;
  placeholder?: string;
  /** Validation message shown under the field. */
  error?: string | null;
  hint?: ReactNode;
  /** Shown before the input; defaults to ¥ (deposits in USDT show their unit). */
  symbol?: string;
  /** Decimal places allowed while typing; 0 (whole yuan, transfers) unless the screen takes cents (deposits). */
  decimals?: number;
}

/** Keeps what a money amount may contain: digits and, when decimals > 0, one point with at most that many places. */
export function cleanAmount(raw: string, decimals = 0): string {
  if (decimals <= 0) return raw.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  const int = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  return rest.length ? `${int || '0'}.${rest.join('').slice(0, decimals)}` : int;
}

export function AmountField({ value, onChange, all = '', placeholder, error, hint, symbol = '¥', decimals = 0 }: AmountFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="amount-field">
      <div className="amount-row">
        <span className="amount-currency">{symbol}</span>
        <Input
          className="amount-input"
          value={value}
          // Transfers: whole yuan only (spec.md §5 help text); the rules still check what is sent.
          onChange={(v) => onChange(cleanAmount(v, decimals))}
          placeholder={placeholder ?? t('amount.placeholder')}
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          aria-label={t('amount.label')}
          clearable
          data-testid="amount-input"
        />
        {all ? (
          <button type="button" className="amount-all" onClick={() => onChange(all)} data-testid="amount-all">
            {t('amount.all')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="amount-error" role="alert" data-testid="amount-error">
          {error}
        </p>
      ) : hint ? (
        <p className="amount-hint">{hint}</p>
      ) : null}
    </div>
  );
}
