import { MAX_PAGE_SIZE } from '@app/shared';
import { z } from 'zod';

/** Paging of design.md §4: 1-based page, size ≤ 100. Query-string values arrive as text. */
export const pageInput = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const getNoticeInput = z.object({ ...pageInput, type: z.enum(['marquee', 'announcement']).optional() });
export const getSysConfigValueInput = z.object({ key: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/) });
export const getSysDictionaryInput = z.object({ type: z.string().regex(/^[A-Za-z0-9_]{1,64}$/).optional() });
