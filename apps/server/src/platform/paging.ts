import type { Page, PageInput } from '@app/shared';
import { z } from 'zod';

/** An operator list's request and answer (packages/shared/src/page.ts, the console's too). */
export type { Page, PageInput };

/** The rows a page covers, for a repo's LIMIT/OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Every operator list pages the same way: the repo loads the window's rows and the total, the
 * service maps each row to its view.
 */
export async function operatorPage<R, V>(
  input: PageInput,
  load: (window: PageWindow) => Promise<{ rows: R[]; total: number }>,
  view: (row: R) => V,
): Promise<Page<V>> {
  const { rows, total } = await load({ limit: input.size, offset: (input.page - 1) * input.size });
  return { list: rows.map(view), total, page: input.page, size: input.size };
}

/** The answer schema of an operator list route (OpenAPI document). */
export function pageOutput<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}
