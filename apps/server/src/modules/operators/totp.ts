import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { DbOrTx } from '../../db/client.js';
import * as settings from '../settings/service.js';

/**
 * The TOTP second factor (RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s) with otplib 13, and the
 * recovery codes. docs/decisions.md "Operator console: accounts, second factor, audit".
 */
const STEP_SECONDS = 30;
/** ±1 step: a code typed as it changes, or a phone clock a little off, still passes. */
const TOLERANCE_SECONDS = STEP_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL the console draws as a QR code: issuer = the site's name, label = the operator. */
export function otpauthUrl(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret });
}

/**
 * The time step a code belongs to (within ±1 step of `now`), or null when it matches none. The caller records the
 * step atomically (repo.claimTotpStep): a code is good once.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  // A TOTP result carries its time step (a HOTP one would not: the union of otplib's verify).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Secrets are stored encrypted with AES-256-GCM, so the operators table alone (a copied row, a log of it) does not
 * give the second factor away. The key is OPERATOR_TOTP_KEY (config.ts; 64 hex digits) when set, so that a copy of
 * the whole database does not either; unset (development, installs from before the variable), a key created once
 * per install and kept private in sys_config (like the verification-code HMAC key). Stored as
 * `<version>.<iv>.<tag>.<ciphertext>` (base64url), the version naming the key: `v2` the environment's, `v1` the
 * database's. A `v1` secret enrolled before the variable was set still opens with the database key; resetting the
 * operator's second factor (operator:reset-2fa) and enrolling again moves it under the environment's key.
 */
export type TotpKey = string | undefined;

async function databaseKey(db: DbOrTx): Promise<Buffer> {
  const hex = await settings.textOrCreate(db, 'operator_totp_key', () => randomBytes(32).toString('hex'), "AES-256-GCM key of operators' TOTP secrets");
  return Buffer.from(hex, 'hex');
}

export async function sealSecret(db: DbOrTx, secret: string, envKey: TotpKey): Promise<string> {
  const [version, key] = envKey ? ['v2', Buffer.from(envKey, 'hex')] : ['v1', await databaseKey(db)];
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

export async function openSecret(db: DbOrTx, sealed: string, envKey: TotpKey): Promise<string> {
  const [version, iv, tag, data] = sealed.split('.');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || !data) throw new Error('unreadable TOTP secret');
  if (version === 'v2' && !envKey) throw new Error('this TOTP secret was sealed with OPERATOR_TOTP_KEY, which is not set');
  const key = version === 'v2' ? Buffer.from(envKey!, 'hex') : await databaseKey(db);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const RECOVERY_CODE_COUNT = 10;
/** No look-alikes (0/o, 1/l/i): codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx` (RECOVERY_CODE_PATTERN in packages/shared): 31^8 ≈ 2^39.6 each, guessed only through the login throttle. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}
