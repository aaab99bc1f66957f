import { z } from 'zod';
import { isoTime, pageOf } from './common.js';

/** Answers of the public content calls (spec.md §7 guest index, sys config, dictionaries, banks). */

export const getWebsiteBasicInfoOutput = z.object({
  websiteBasicList: z.array(z.object({ configKey: z.string(), configValue: z.string() })),
});
export const slideSchema = z.object({ id: z.number(), title: z.string(), image: z.string(), link: z.string(), sort: z.number() });
export const getSildeOutput = z.array(slideSchema);
export const noticeSchema = z.object({ id: z.number(), type: z.string(), title: z.string(), content: z.string(), createdAt: isoTime });
export const getNoticeOutput = pageOf(noticeSchema);
/** null when the key is unknown or private. */
export const getSysConfigValueOutput = z.object({ sysConfigValue: z.string().nullable() });
export const getSysDictionaryOutput = z.array(
  z.object({ type: z.string(), key: z.string(), label: z.string(), value: z.string(), sort: z.number() }),
);
export const getRegisterItemOutput = z.array(z.object({ key: z.string(), show: z.boolean(), required: z.boolean() }));
export const sysBankSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export const getSysBankOutput = z.array(sysBankSchema);
