/**
 * SHA-256 and HMAC-SHA256 from @noble/hashes (audited, synchronous, the same code in the server and the browser:
 * WebCrypto is asynchronous and absent on plain-HTTP pages), so a player can recompute every round locally.
 * Checked against node:crypto in rng.test.ts.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** UTF-8 bytes of a string (seeds and messages are strings). */
export const utf8: (text: string) => Uint8Array = utf8ToBytes;

/** SHA-256 digest of bytes. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/**
 * HMAC-SHA256 (RFC 2104) with a fixed key: the keyed state is built once and cloned per message (the provably fair
 * stream calls it many times with one server seed).
 */
export function hmacSha256Keyed(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(nobleSha256, key);
  return (message) => keyed.clone().update(message).digest();
}

/** HMAC-SHA256(key, message) per RFC 2104. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** Lowercase hex of bytes. */
export const toHex: (bytes: Uint8Array) => string = bytesToHex;
