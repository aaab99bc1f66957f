import { DECIMALS, readAmountText, type AmountTextRule } from '@app/shared';
import { Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import i18next from 'i18next';

/**
 * The console's one money amount field (issue 24): a text input that keeps what the operator typed — no rounding or
 * clamping on blur, as antd's InputNumber does with `precision`/`min` — checked by the same rule as the player app
 * (@app/shared readAmountText), its problem said under the field. What passes is sent as typed.
 */
export function AmountInput(props: InputProps) {
  return <Input inputMode="decimal" autoComplete="off" {...props} />;
}

/**
 * The form rule of an amount field: `optional` lets it stay empty (a condition not set); otherwise an empty field is
 * "please enter an amount". Zero is refused unless `zeroAllowed` (a minimum of 0).
 */
export function amountRule(rule: AmountTextRule & { optional?: boolean; zeroAllowed?: boolean } = {}): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = value === undefined || value === null ? '' : String(value);
      const { problem } = readAmountText(text, rule);
      if (problem === null) return;
      if (problem === 'required' && rule.optional) return;
      if (problem === 'zero' && rule.zeroAllowed) return;
      throw new Error(i18next.t(`amount.${problem}`, { places: DECIMALS[rule.currency ?? 'CNY'] }));
    },
  };
}
