import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isTimeZone, PLATFORM_TIME_ZONE } from '@app/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root, so defaults do not depend on the directory `npm start` was run from. */
export const ROOT_DIR = path.resolve(here, '../../..');

const onOff = z.enum(['on', 'off']);

/** Every environment variable the server reads, parsed once (README "Configuration"). */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'data')),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * Operator second factor (api-contract-wave2.md "Operators"): `required` (default) lets an operator without a TOTP
   * do nothing but enrol; `optional` (automation and tests, like CAPTCHA=off) lets the password alone log in until
   * the operator enrols. The shell (npm run admin) never asks for one.
   */
  OPERATOR_2FA: z.enum(['required', 'optional']).default('required'),
  /**
   * The AES-256 key of operators' TOTP secrets (modules/operators/totp.ts), 64 hex digits (`openssl rand -hex 32`):
   * kept outside the database, so a copy of it does not give the second factors away. Unset: a key created once and
   * kept in the database (development; installs from before the variable).
   */
  OPERATOR_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'OPERATOR_TOTP_KEY must be 64 hex digits (openssl rand -hex 32)')
    .optional(),
  CAPTCHA: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client IP across the API (design.md §6); routes may set tighter limits. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Code-sending requests (SMS, e-mail, forgot password) per client IP per 10 minutes. */
  CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Operator login attempts per client IP per minute (beside the per-name lock of modules/operators). */
  OPERATOR_LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Behind a reverse proxy: which X-Forwarded-For entries to believe (README "Configuration"). A hop count
   * (`1`: the address the one proxy in front saw) or the proxies' own addresses (`10.0.0.0/8,127.0.0.1`);
   * `false` (default) uses the connection's address. `true` (believe every entry) is refused.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** Where SMS codes go: `outbox` appends to $DATA_DIR/outbox.jsonl (design.md §7); a gateway plugs in behind SmsProvider. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** Where e-mail codes go: `outbox` as above; SMTP plugs in behind EmailProvider. */
  EMAIL_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** `production` turns defaults that suit a development install to their safe side (PAYMENT_SANDBOX). */
  NODE_ENV: z.string().optional(),
  /**
   * The sandbox payment provider (design.md §7) lets a player "pay" their own sandbox order without
   * money: `off` makes it unavailable whatever the database says. Unset: on for development, off when
   * NODE_ENV=production (a production install has to switch it on explicitly).
   */
  PAYMENT_SANDBOX: onOff.optional(),
  /** Signing secret of the sandbox payment provider's callbacks; generated and kept in the database when unset (dev). */
  SANDBOX_PAY_SECRET: z.string().min(16).optional(),
  WEB_DIST: z.string().min(1).default(path.join(ROOT_DIR, 'apps/web/dist')),
  /** The operator console's build (apps/admin, issue 14), served at /admin/ when it has an index.html. */
  ADMIN_DIST: z.string().min(1).default(path.join(ROOT_DIR, 'apps/admin/dist')),
  /** Tests: every answer is checked against its route's output schema (http/route.ts); a mismatch answers 500. */
  CHECK_ANSWERS: onOff.default('off'),
  /** The API documentation (Swagger UI at /docs, the OpenAPI document at /docs/json): on by default, off by default when NODE_ENV=production. */
  API_DOCS: onOff.optional(),
  /**
   * End-to-end tests only: the server's clock runs this many seconds from the system's (negative: in the past), so a
   * test can play "yesterday" and let the shell run the next day's jobs (e2e/rewards.e2e.test.ts). Refused when
   * NODE_ENV=production.
   */
  CLOCK_OFFSET_SECONDS: z.coerce.number().int().min(-366 * 86_400).max(366 * 86_400).default(0),
  /**
   * The platform's time zone (an IANA name): the platform day of every daily limit, report, rollup and daily job, and
   * the zone their cron patterns are read in (issue 25 item 3). Asia/Shanghai by default (spec.md).
   */
  PLATFORM_TIME_ZONE: z
    .string()
    .default(PLATFORM_TIME_ZONE)
    .refine(isTimeZone, 'an IANA time zone name such as Asia/Shanghai or Asia/Bangkok'),
  /**
   * How often each server re-reads the sessions of its open chat sockets (modules/chat/guard.ts): the net under the
   * revocation news on the bus, for idle or time expiry and changes made by the shell. Issue 23: a socket closes
   * within 5 s of its session ending, so the default is 2.
   */
  CHAT_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
}).transform((c) => ({
  ...c,
  PAYMENT_SANDBOX: c.PAYMENT_SANDBOX ?? (c.NODE_ENV === 'production' ? ('off' as const) : ('on' as const)),
}));

export type Config = z.infer<typeof ConfigSchema> & { API_DOCS: 'on' | 'off' };

/** TRUST_PROXY as parsed: off, the number of proxies in front, or the proxies' addresses (IP or CIDR). */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '`true` would let any client choose its IP (the leftmost X-Forwarded-For entry) and slip past rate limits, ' +
        'IP locks and the audit; set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: `${hops} proxies in front of the server is not plausible (at most 10)` });
    return { hops };
  }
  const addresses = v.split(',').map((a) => a.trim());
  const bad = addresses.filter((a) => !isAddressOrRange(a));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `not a hop count nor proxy addresses: ${bad.map((a) => JSON.stringify(a)).join(', ')} (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function trusting the connection's peer and
 * the next `hops - 1` entries from the right, so `req.ip` is the address the outermost proxy saw: Fastify
 * itself treats a bare number as "trust nothing" (it cannot tell a proxy from a direct client), which would
 * give every player the proxy's address. Addresses go to Fastify as they are (proxy-addr).
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (e.g. `DATABASE_URL=` to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  if (production && parsed.data.CLOCK_OFFSET_SECONDS !== 0) throw new Error('Invalid configuration: CLOCK_OFFSET_SECONDS is for tests and refused when NODE_ENV=production');
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), API_DOCS: parsed.data.API_DOCS ?? (production ? 'off' : 'on') };
}
