/**
 * The one money amount field: digits-only input in whole yuan with an "All" button that fills the given maximum.
 * Used by transfer now; deposit and withdraw reuse it.
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
}

export function AmountField({ value, onChange, all = '', placeholder, error, hint }: AmountFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="amount-field">
      <div className="amount-row">
        <span className="amount-currency">¥</span>
        <Input
          className="amount-input"
          value={value}
          // Whole yuan only (spec.md §5 help text): keep digits; the rules still check what is sent.
          onChange={(v) => onChange(v.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '').slice(0, 12))}
          placeholder={placeholder ?? t('amount.placeholder')}
          inputMode="numeric"
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
