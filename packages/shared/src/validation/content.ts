import { z } from 'zod';
import { pageFields } from './paging.js';

/** Requests of the public content calls (spec.md §7 guest index, sys config, dictionaries). */
export const getNoticeInput = z.object({ ...pageFields, type: z.enum(['marquee', 'announcement']).optional() });
export const getSysConfigValueInput = z.object({ key: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/) });
export const getSysDictionaryInput = z.object({ type: z.string().regex(/^[A-Za-z0-9_]{1,64}$/).optional() });
