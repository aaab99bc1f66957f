/**
 * Login state (spec.md §3 "login flag, user info"). Storage is the source of truth across reloads; this store
 * mirrors it so screens re-render when the session starts or ends.
 */
import { create } from 'zustand';
import { getItem, removeItem, setItem, type StorageValues } from '../storage';

interface SessionState {
  token: string | null;
  userInfo: StorageValues['userInfo'] | null;
  /** When clear() last ran (ms): the code that ended the session relaunches itself, so route guards stay quiet. */
  endedAt: number | null;
  signIn: (token: string, userInfo: StorageValues['userInfo']) => void;
  /** Forgets the session locally (logout, or a 401 answer: spec.md §4, §7). */
  clear: () => void;
}

export const useSession = create<SessionState>((set) => ({
  token: getItem('token') || null,
  userInfo: getItem('userInfo'),
  endedAt: null,
  signIn: (token, userInfo) => {
    setItem('token', token);
    setItem('userInfo', userInfo);
    set({ token, userInfo });
  },
  clear: () => {
    removeItem('token');
    removeItem('userInfo');
    set({ token: null, userInfo: null, endedAt: Date.now() });
  },
}));

/** A session ended this moment (logout, password change, 401): its screen is being relaunched elsewhere. */
export const sessionJustEnded = (now = Date.now()): boolean => {
  const { endedAt } = useSession.getState();
  return endedAt !== null && now - endedAt < 2000;
};

/** True when a token is present: the guest check of spec.md §2 and §6. */
export const isLoggedIn = (): boolean => Boolean(useSession.getState().token);
