/**
 * The one money amount field of the player app (deposit, transfer, withdraw, cashbox, game money): what is typed
 * stays as typed and is what the screen sends; an amount that cannot be sent says why under the field at once
 * (issue 24: "12.5" once became "125" and went through). The rule is @app/shared's readAmountText, the same the
 * screens' own checks and the console use. "All" fills the given maximum.
 */
import { readAmountText, type AmountTextProblem, type AmountTextRule } from '@app/shared';
import { Input } from 'antd-mobile';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './amount-field.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Whole units (transfers, withdrawals) or the currency's places; CNY with cents by default. */
  rule?: AmountTextRule;
  /** Filled by "All"; "" hides the button. */
  all?: string;
  placeholder?: string;
  /** The screen's own refusal (a bound: balance, limits), shown when the text itself is fine. */
  error?: string | null;
  hint?: ReactNode;
  /** Shown before the input; defaults to ¥ (deposits in USDT show their unit). */
  symbol?: string;
}

/** Problems said while typing: "" and "30." are not wrong yet, only not finished. */
const SAID_AT_ONCE = new Set<AmountTextProblem>(['negative', 'notNumber', 'notWhole', 'tooManyPlaces', 'tooLarge']);

/** The words for a problem of the text (amount.error.*), in the player's language. */
export function amountProblemText(problem: AmountTextProblem, rule: AmountTextRule = {}): string {
  if (problem === 'required') return i18next.t('amount.placeholder');
  return i18next.t(`amount.error.${problem}`, { places: rule.currency === 'USDT' ? 6 : 2 });
}

/** The problem to show for `value` while it is being typed, or null. */
export function liveAmountProblem(value: string, rule: AmountTextRule = {}): AmountTextProblem | null {
  const { problem } = readAmountText(value, rule);
  return problem && SAID_AT_ONCE.has(problem) ? problem : null;
}

export function AmountField({ value, onChange, rule = {}, all = '', placeholder, error, hint, symbol = '¥' }: AmountFieldProps): ReactNode {
  const { t } = useTranslation();
  const live = liveAmountProblem(value, rule);
  const shown = live ? amountProblemText(live, rule) : error;
  return (
    <div className="amount-field">
      <div className="amount-row">
        <span className="amount-currency">{symbol}</span>
        <Input
          className="amount-input"
          value={value}
          onChange={onChange}
          placeholder={placeholder ?? t('amount.placeholder')}
          inputMode={rule.whole ? 'numeric' : 'decimal'}
          aria-label={t('amount.label')}
          aria-invalid={shown ? true : undefined}
          clearable
          data-testid="amount-input"
        />
        {all ? (
          <button type="button" className="amount-all" onClick={() => onChange(all)} data-testid="amount-all">
            {t('amount.all')}
          </button>
        ) : null}
      </div>
      {shown ? (
        <p className="amount-error" role="alert" data-testid="amount-error">
          {shown}
        </p>
      ) : hint ? (
        <p className="amount-hint">{hint}</p>
      ) : null}
    </div>
  );
}
