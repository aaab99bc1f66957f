/** Field names of api-contract.md (Guest, userInfo, Member), from the shared response schemas. */
import type { Infer, sessionOutput, userInfoSchema } from '@app/shared';

/** Phone masked first 3 and last 4 digits, e-mail with the back half of the local part hidden (spec.md §5). */
export type UserInfo = Infer<typeof userInfoSchema>;
export type Session = Infer<typeof sessionOutput>;
