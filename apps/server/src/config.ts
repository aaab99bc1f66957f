import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  CAPTCHA: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client IP across the API (design.md §6); routes may set tighter limits. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Code-sending requests (SMS, e-mail, forgot password) per client IP per 10 minutes. */
  CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Set when the server sits behind a reverse proxy, so the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Where SMS codes go: `outbox` appends to $DATA_DIR/outbox.jsonl (design.md §7); a gateway plugs in behind SmsProvider. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** Where e-mail codes go: `outbox` as above; SMTP plugs in behind EmailProvider. */
  EMAIL_PROVIDER: z.enum(['outbox']).default('outbox'),
  /**
   * The sandbox payment provider (design.md §7) lets anyone "pay" a sandbox order without money:
   * `off` makes it unavailable whatever the database says (production). On by default for development.
   */
  PAYMENT_SANDBOX: onOff.default('on'),
  /** Signing secret of the sandbox payment provider's callbacks; generated and kept in the database when unset (dev). */
  SANDBOX_PAY_SECRET: z.string().min(16).optional(),
  WEB_DIST: z.string().min(1).default(path.join(ROOT_DIR, 'apps/web/dist')),
  /** The API documentation (Swagger UI at /docs, the OpenAPI document at /docs/json): on by default, off by default when NODE_ENV=production. */
  API_DOCS: onOff.optional(),
  NODE_ENV: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { API_DOCS: 'on' | 'off' };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (e.g. `DATABASE_URL=` to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), API_DOCS: parsed.data.API_DOCS ?? (production ? 'off' : 'on') };
}
