import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';

/** Paging of every list call (design.md §4): 1-based page, size ≤ 100, 20 by default. Query-string values arrive as text. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};
