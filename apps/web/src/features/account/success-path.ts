import { PATHS } from '../../app/paths';

export const SUCCESS_KINDS = ['phone', 'email', 'secondary', 'name'] as const;
export type SuccessKind = (typeof SUCCESS_KINDS)[number];

/** Path of the generic success screen (/pages/system/success) for one kind of change. */
export function successPath(kind: SuccessKind): string {
  return `${PATHS.success}?what=${kind}`;
}
