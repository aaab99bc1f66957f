/**
 * The payout screens' binding of the form toolkit's requestRule (components/form/zod-rules.ts) to the shared
 * payout schemas (packages/shared validation/payout.ts): cross-field rules (address matches the chosen protocol,
 * EB/KOI prefix by type, QR image required for Alipay/WeChat) show on the field they concern, in the catalogue's words.
 */
import { requestRule, type RequestSchema } from '../../../components/form/zod-rules';

/** Fields of the payout schemas that no cross-field rule reads (the alias only labels an account). */
const STAND_INS: Record<string, unknown> = { alias: 'alias' };

export function payoutRule(
  schema: RequestSchema,
  field: string,
  requiredKey: string,
  toInput?: (values: Record<string, unknown>) => Record<string, unknown>,
): ReturnType<typeof requestRule> {
  return requestRule(schema, field, requiredKey, { toInput, standIns: STAND_INS });
}
