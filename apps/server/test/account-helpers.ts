import fs from 'node:fs';
import path from 'node:path';
import { platformToday } from '@app/shared';
import type { TestApp } from './helpers.js';

/** A clock the tests move by hand (countdowns, expiry, throttling windows) instead of sleeping. */
export function testClock(start = '2026-06-01T04:00:00Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** POST from a given client IP (throttling is per IP), JSON body, envelope parsed. */
export async function callFrom<T = unknown>(t: TestApp, ip: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}

export interface OutboxLine {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string;
  at: string;
}

/** Messages the development provider wrote to $DATA_DIR/outbox.jsonl. */
export function outbox(t: TestApp): OutboxLine[] {
  const file = path.join(t.config.DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

export function lastCodeTo(t: TestApp, to: string): string {
  const line = outbox(t).filter((m) => m.to === to).at(-1);
  if (!line) throw new Error(`no message to ${to}`);
  return line.code;
}

export async function registerPlayer(t: TestApp, username: string, password = 'pass1234') {
  const res = await t.call<{ token: string; userInfo: { userId: number } }>('/web/guest/user/register', {
    username,
    password,
    confirmPassword: password,
    agree: true,
  });
  if (res.body.code !== 0) throw new Error(`register ${username}: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, userId: res.body.data.userInfo.userId };
}

/** A birthday `years` years before the platform's today, shifted by `days`. */
export function birthdayYearsAgo(years: number, days = 0, now = new Date()): string {
  const [y, m, d] = platformToday(now).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
