import { z } from 'zod';
import { MESSAGE_CATEGORIES } from '../contracts/messages.js';
import { LANG_CODES, type LangCode } from '../languages.js';
import { pageFields } from './paging.js';

/**
 * Operator requests of the message centre (issue 17; api-contract-wave2.md "Messages"): send to one player, a list,
 * a VIP range or everyone; list what was sent; withdraw. Texts per language with Chinese required (the fallback).
 */
export const MESSAGE_AUDIENCES = ['user', 'users', 'vip', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

function zhRequiredText(max: number) {
  return z
    .partialRecord(z.enum(LANG_CODES as [LangCode, ...LangCode[]]), z.string().trim().max(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')) as Partial<Record<LangCode, string>>)
    .refine((texts) => !!texts.zh, { message: 'zh is required' });
}

const vipLevel = z.number().int().min(0).max(1000);

export const adminMessageSendInput = z
  .object({
    category: z.enum(MESSAGE_CATEGORIES),
    audience: z.enum(MESSAGE_AUDIENCES),
    usernames: z.array(z.string().trim().min(1).max(64)).max(1000).optional(),
    vipFrom: vipLevel.optional(),
    vipTo: vipLevel.optional(),
    includeLater: z.boolean().default(false),
    title: zhRequiredText(120),
    content: zhRequiredText(5000),
  })
  .refine((v) => v.audience !== 'user' || v.usernames?.length === 1, { message: 'one username', path: ['usernames'] })
  .refine((v) => v.audience !== 'users' || (v.usernames?.length ?? 0) >= 1, { message: '1 to 1000 usernames', path: ['usernames'] })
  .refine((v) => v.audience !== 'vip' || (v.vipFrom !== undefined && v.vipTo !== undefined && v.vipFrom <= v.vipTo), {
    message: 'vipFrom ≤ vipTo',
    path: ['vipTo'],
  });

export const adminMessageListInput = z.object({ ...pageFields, category: z.enum(MESSAGE_CATEGORIES).optional() });
export const adminMessageWithdrawInput = z.object({ id: z.number().int().positive() });

export const adminMessageSendOutput = z.object({ id: z.number().int(), recipients: z.number().int() });
export const adminMessageItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  audience: z.enum(MESSAGE_AUDIENCES),
  title: z.string(),
  vipFrom: z.number().int().nullable(),
  vipTo: z.number().int().nullable(),
  includeLater: z.boolean(),
  createdAt: z.string(),
  operator: z.string().nullable(),
  recipients: z.number().int(),
  reads: z.number().int(),
  withdrawn: z.boolean(),
});
