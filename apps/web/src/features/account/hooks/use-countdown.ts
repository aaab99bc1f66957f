import { useCallback, useEffect, useRef, useState } from 'react';

/** spec.md §4: the first code waits 60 s before a resend, every later one 30 s. */
export const FIRST_WAIT_S = 60;
export const RESEND_WAIT_S = 30;

export interface Countdown {
  /** Seconds left; 0 when a code may be requested. */
  left: number;
  /** True once a code was sent on this screen (the button then says "resend"). */
  sent: boolean;
  /** Starts the wait: the server's figure when it gave one (its countdown is per phone or e-mail), else 60 / 30 s. */
  start: (seconds?: number) => void;
}

/** The one code-resend countdown of the app (SMS and e-mail fields). */
export function useCountdown(): Countdown {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const sentRef = useRef(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds?: number) => {
    setLeft(seconds ?? (sentRef.current ? RESEND_WAIT_S : FIRST_WAIT_S));
    sentRef.current = true;
    setSent(true);
  }, []);
  return { left, sent, start };
}
