import { z } from 'zod';

/** Amounts travel as decimal strings in major units (design.md §4): "100.00", USDT up to 6 places. */
export const moneyString = z.string().describe('decimal string in the currency ("100.00"; USDT up to 6 places)');

/** A time as ISO 8601 text (the server serialises every Date this way). */
export const isoTime = z.string().describe('ISO 8601 time');

/** The list answer of design.md §4: one page and the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}

/** An answer whose data is null (the code and msg carry everything). */
export const noData = z.null();

/** The value a schema describes (z.infer), so clients can name answer types without importing zod. */
export type Infer<S extends z.ZodType> = z.infer<S>;
