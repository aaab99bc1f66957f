/**
 * The operator's session in the console: the token (request.ts keeps it in sessionStorage), the name typed at login
 * (for a server without /admin/api/me) and the `me` query every page reads its permissions from.
 */
import { useQuery } from '@tanstack/react-query';
import { me } from '../api/admin';
import { getToken, setToken } from '../api/request';
import type { Me } from '../api/types';
import { isTimeZone, setPlatformTimeZone } from '@app/shared';

const NAME_KEY = 'admin.username';

export function startSession(token: string, username: string): void {
  setToken(token);
  sessionStorage.setItem(NAME_KEY, username);
}

export function endSession(): void {
  setToken(null);
  sessionStorage.removeItem(NAME_KEY);
}

export function hasSession(): boolean {
  return getToken() !== null;
}

export const ME_KEY = ['me'] as const;

/** Days and times are read in the server's platform zone (issue 25 item 3), which every `me` answer names. */
function adoptTimeZone(operator: Me): Me {
  if (isTimeZone(operator.timeZone)) setPlatformTimeZone(operator.timeZone);
  return operator;
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => me(sessionStorage.getItem(NAME_KEY)).then(adoptTimeZone), enabled: hasSession(), staleTime: 60_000, retry: false });
}

/** Whether the operator may use what needs `permission` (the server decides again on every call; owner has all). */
export function can(operator: Me | undefined, permission: string): boolean {
  if (!operator) return false;
  return operator.role === 'owner' || operator.permissions.includes(permission);
}
