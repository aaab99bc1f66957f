/**
 * Provably fair randomness (docs/games/fairness.md is the player-facing description; keep both in step).
 *
 * Byte stream: block `cursor` (0, 1, 2, …) is HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`),
 * 32 bytes each, read in order. Integers: 4 bytes big-endian → u ∈ [0, 2^32); for a range of n values, u is accepted when
 * u < 2^32 − (2^32 mod n) and the result is u mod n, else the next 4 bytes are tried (rejection sampling: no modulo bias).
 * Shuffles are forward Fisher-Yates: for i = 0 … len−2, j = i + int(len − i), swap(i, j); a partial shuffle of k steps
 * draws k distinct items without replacement.
 */
import { hmacSha256, hmacSha256Keyed, sha256, toHex, utf8 } from './sha256.js';

export interface FairSeed {
  /** Secret until revealed; its SHA-256 (hashSeed) is shown before any round uses it. */
  serverSeed: string;
  /** Chosen by the player (or defaulted by the server); lets the player influence every outcome. */
  clientSeed: string;
  /** Round counter under this server seed: 0, 1, 2, … (a non-negative safe integer). */
  nonce: number;
}

export interface Rng {
  readonly seed: Readonly<FairSeed>;
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  int(n: number): number;
  /** Shuffles a copy of `items` (forward Fisher-Yates) and returns it. */
  shuffle<T>(items: readonly T[]): T[];
  /** The first k items of a forward Fisher-Yates shuffle of a copy of `items`: k distinct draws. */
  sample<T>(items: readonly T[], k: number): T[];
  /** Bytes consumed so far (for tests and the verifier). */
  bytesUsed(): number;
}

const TWO_32 = 0x1_0000_0000;
const EMPTY = new Uint8Array(0);

/** Lowercase hex SHA-256 of the UTF-8 seed string: the commitment shown before play (api-contract: serverSeedHash). */
export function hashSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** Client seeds: 1-64 printable ASCII characters, so the HMAC message is unambiguous and easy to retype. */
export function isValidClientSeed(clientSeed: string): boolean {
  return /^[\x21-\x7e]{1,64}$/.test(clientSeed);
}

/** Block `cursor` of the byte stream (exported so the verifier page and the docs example can show it). */
export function fairBlock(seed: FairSeed, cursor: number): Uint8Array {
  return hmacSha256(utf8(seed.serverSeed), utf8(`${seed.clientSeed}:${seed.nonce}:${cursor}`));
}

// The last server seed's keyed HMAC: consecutive rounds usually share a server seed.
let lastKey: { serverSeed: string; mac: (message: Uint8Array) => Uint8Array } | null = null;
function keyed(serverSeed: string) {
  if (lastKey?.serverSeed !== serverSeed) lastKey = { serverSeed, mac: hmacSha256Keyed(utf8(serverSeed)) };
  return lastKey.mac;
}

export function createRng(seed: FairSeed): Rng {
  if (!Number.isSafeInteger(seed.nonce) || seed.nonce < 0) throw new RangeError('nonce must be a non-negative safe integer');
  const mac = keyed(seed.serverSeed);
  // A copy, so later changes to the caller's object cannot alter what this stream claims to be (no freeze: hot path).
  const own: FairSeed = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
  let cursor = 0;
  let block: Uint8Array = EMPTY;
  let offset = 0;
  let used = 0;

  function nextByte(): number {
    if (offset >= block.length) {
      block = mac(utf8(`${seed.clientSeed}:${seed.nonce}:${cursor}`));
      cursor += 1;
      offset = 0;
    }
    used += 1;
    return block[offset++]!;
  }

  function nextUint32(): number {
    // Multiplication keeps it unsigned (bit shifts would go negative at the top bit).
    return ((nextByte() * 256 + nextByte()) * 256 + nextByte()) * 256 + nextByte();
  }

  function int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = nextUint32();
      if (u < limit) return u % n;
    }
  }

  function partial<T>(items: readonly T[], steps: number): T[] {
    const out = items.slice();
    for (let i = 0; i < steps; i++) {
      const j = i + int(out.length - i);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }

  return {
    seed: own,
    int,
    shuffle: (items) => partial(items, Math.max(0, items.length - 1)),
    sample: (items, k) => {
      if (!Number.isInteger(k) || k < 0 || k > items.length) throw new RangeError('sample size out of range');
      return partial(items, Math.min(k, items.length - 1)).slice(0, k);
    },
    bytesUsed: () => used,
  };
}
