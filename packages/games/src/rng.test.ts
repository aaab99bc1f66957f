import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRng, fairBlock, hashSeed, isValidClientSeed } from './rng.js';
import { hmacSha256, sha256, toHex, utf8 } from './sha256.js';

const EXAMPLE = {
  serverSeed: 'b1f4c0d2e3a49f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706',
  clientSeed: 'lucky-player',
  nonce: 0,
};

describe('SHA-256 / HMAC-SHA256 (pure) against node:crypto', () => {
  it('matches FIPS 180-4 and RFC 4231 known answers', () => {
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // RFC 4231 test case 2
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('agrees with node:crypto on random keys and messages of every block-boundary length', () => {
    for (const len of [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 200, 1000]) {
      const key = randomBytes((len * 7) % 150); // keys shorter and longer than the 64-byte block
      const msg = randomBytes(len);
      expect(toHex(sha256(msg))).toBe(createHash('sha256').update(msg).digest('hex'));
      expect(toHex(hmacSha256(key, msg))).toBe(createHmac('sha256', key).update(msg).digest('hex'));
    }
  });

  it('hashes UTF-8 seed strings like node:crypto', () => {
    for (const seed of ['', 'abc', '种子-ß-🎲', EXAMPLE.serverSeed]) {
      expect(hashSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    }
  });
});

describe('provably fair stream', () => {
  it('block n is HMAC-SHA256(serverSeed, "clientSeed:nonce:n")', () => {
    for (const cursor of [0, 1, 7]) {
      const expected = createHmac('sha256', EXAMPLE.serverSeed).update(`${EXAMPLE.clientSeed}:${EXAMPLE.nonce}:${cursor}`).digest('hex');
      expect(toHex(fairBlock(EXAMPLE, cursor))).toBe(expected);
    }
  });

  it('known answers of the docs/games/fairness.md example', () => {
    expect(hashSeed(EXAMPLE.serverSeed)).toBe('7e4bab73b6540378968bdeafa2f423ec130c7de6038f708db47855d6b01443a0');
    expect(toHex(fairBlock(EXAMPLE, 0))).toBe('abb17abc6eb3f9ec3001bb57e487a81e1bda76f57b6d7a33967200977461876c');
    // 0xabb17abc = 2880535228 < 2^32 − (2^32 mod 37), and 2880535228 mod 37 = 17
    expect(createRng(EXAMPLE).int(37)).toBe(17);
  });

  it('is deterministic and depends on every input', () => {
    const draw = (seed: typeof EXAMPLE) => {
      const rng = createRng(seed);
      return Array.from({ length: 50 }, () => rng.int(1000));
    };
    expect(draw(EXAMPLE)).toEqual(draw({ ...EXAMPLE }));
    expect(draw({ ...EXAMPLE, nonce: 1 })).not.toEqual(draw(EXAMPLE));
    expect(draw({ ...EXAMPLE, clientSeed: 'other' })).not.toEqual(draw(EXAMPLE));
    expect(draw({ ...EXAMPLE, serverSeed: 'other' })).not.toEqual(draw(EXAMPLE));
  });

  it('reads 4 bytes per attempt and crosses block boundaries (8 integers per block)', () => {
    const rng = createRng(EXAMPLE);
    const block0 = fairBlock(EXAMPLE, 0);
    const block1 = fairBlock(EXAMPLE, 1);
    const words = [...block0, ...block1];
    const n = 2 ** 32; // no rejection possible: the raw words come back
    for (let i = 0; i < 16; i++) {
      const w = ((words[4 * i]! * 256 + words[4 * i + 1]!) * 256 + words[4 * i + 2]!) * 256 + words[4 * i + 3]!;
      expect(rng.int(n)).toBe(w);
    }
    expect(rng.bytesUsed()).toBe(64);
  });

  it('rejects the biased tail: for n = 2^31 + 1 about half the words are rejected', () => {
    const rng = createRng(EXAMPLE);
    const n = 2 ** 31 + 1; // limit = 2^32 − (2^32 mod n) = n, so words ≥ n are rejected
    for (let i = 0; i < 200; i++) expect(rng.int(n)).toBeLessThan(n);
    expect(rng.bytesUsed()).toBeGreaterThan(4 * 200 * 1.5);
  });

  it('is uniform: chi-square sanity for int(37) and int(6)', () => {
    for (const n of [37, 6]) {
      const rng = createRng({ ...EXAMPLE, nonce: n });
      const draws = 37_000;
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) counts[rng.int(n)]!++;
      const expected = draws / n;
      const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      // 99.9% quantiles: χ²(36) ≈ 67.99, χ²(5) ≈ 20.52 — a fixed seed, so this is deterministic, not flaky.
      expect(chi2).toBeLessThan(n === 37 ? 67.99 : 20.52);
    }
  });

  it('shuffle is a permutation and sample draws distinct items (forward Fisher-Yates)', () => {
    const items = Array.from({ length: 80 }, (_, i) => i + 1);
    const rng = createRng(EXAMPLE);
    const shuffled = rng.shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const sample = createRng(EXAMPLE).sample(items, 20);
    expect(new Set(sample).size).toBe(20);
    // The k-sample is the first k items of the full shuffle under the same seed.
    expect(sample).toEqual(shuffled.slice(0, 20));
    // Spelled out: step i swaps i with i + int(len − i).
    const manual = createRng(EXAMPLE);
    const copy = items.slice();
    for (let i = 0; i < copy.length - 1; i++) {
      const j = i + manual.int(copy.length - i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    expect(copy).toEqual(shuffled);
  });

  it('validates inputs', () => {
    expect(() => createRng({ ...EXAMPLE, nonce: -1 })).toThrow(RangeError);
    expect(() => createRng(EXAMPLE).int(0)).toThrow(RangeError);
    expect(isValidClientSeed('lucky-player')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('has space')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
  });
});
