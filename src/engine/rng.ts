import { createCipheriv, createHash } from 'node:crypto';

/**
 * The random numbers of a game: the keystream of ChaCha20 under a 256-bit key. The generator's
 * whole state — the key and how many 32-bit words have been drawn — lives inside the game state,
 * so the same key and the same actions give byte-identical states, a snapshot carries the
 * generator with it, and nobody who sees any number of past draws can predict the next one.
 *
 * The key is the game's secret: it must never reach a view, a post or a log while the game runs.
 */
export interface KeyedRngState {
  /** 64 lowercase hex digits. */
  readonly key: string;
  /** 32-bit words of keystream drawn so far: the position of the next draw. */
  drawn: number;
}

/**
 * Games created before the keyed generator kept sfc32's four words; they go on with it, so a game
 * running across the upgrade deals exactly as before.
 */
export type LegacyRngState = [number, number, number, number];

export type RngState = KeyedRngState | LegacyRngState;

/** A game's seed: the 256-bit key itself (64 hex digits), or a short seed (scenarios, tests) stretched into one. */
export type Seed = number | string;

const KEY_HEX = /^[0-9a-f]{64}$/;
const LEGACY_PREFIX = 'sfc32:';

/** The ChaCha20 key a seed stands for: a 64-hex-digit seed is the key, any other is hashed (SHA-256) into one. */
export function seedKey(seed: Seed): string {
  const text = String(seed);
  return KEY_HEX.test(text) ? text : createHash('sha256').update(text).digest('hex');
}

/** The public commitment to a key, posted when a game starts: SHA-256 of the key's 32 bytes. */
export function keyCommitment(key: string): string {
  return createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex');
}

/** Whether a seed names the legacy generator ("sfc32:<n>", seeds stored before keyed games). */
export const isLegacySeed = (seed: Seed): boolean => String(seed).startsWith(LEGACY_PREFIX);

export function seedRng(seed: Seed): RngState {
  if (isLegacySeed(seed)) return legacySeedRng(String(seed).slice(LEGACY_PREFIX.length));
  return { key: seedKey(seed), drawn: 0 };
}

/** The key of a keyed generator state; null for a legacy one (it has none to reveal). */
export const rngKey = (state: RngState): string | null => (Array.isArray(state) ? null : state.key);

// Keystream is made a chunk at a time (16 ChaCha blocks, 256 words) and the newest chunk of each
// key is kept, so a draw costs an array read; the cache is only memory, never state.
const CHUNK_WORDS = 256;
const CHUNK_BLOCKS = CHUNK_WORDS / 16;
const CACHED_KEYS = 64;
const chunks = new Map<string, { readonly index: number; readonly words: Uint32Array }>();
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);

function keystreamChunk(key: string, index: number): Uint32Array {
  const cached = chunks.get(key);
  if (cached?.index === index) return cached.words;
  // node:crypto's chacha20 takes a 16-byte IV: the 32-bit little-endian block counter, then a
  // 96-bit nonce (zero: each game has its own key).
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(index * CHUNK_BLOCKS, 0);
  const bytes = createCipheriv('chacha20', Buffer.from(key, 'hex'), iv).update(ZEROS);
  const words = new Uint32Array(CHUNK_WORDS);
  for (let i = 0; i < CHUNK_WORDS; i++) words[i] = bytes.readUInt32LE(i * 4);
  chunks.delete(key);
  chunks.set(key, { index, words });
  if (chunks.size > CACHED_KEYS) chunks.delete(chunks.keys().next().value as string);
  return words;
}

/** A view over an RngState that advances it in place (use it on a draft state only). */
export class Rng {
  private readonly next: () => number;

  constructor(state: RngState) {
    this.next = Array.isArray(state) ? sfc32(state) : keyed(state);
  }

  uint32(): number {
    return this.next();
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    // Rejection sampling keeps the draw unbiased.
    const limit = Math.floor(0x100000000 / n) * n;
    let x = this.uint32();
    while (x >= limit) x = this.uint32();
    return x % n;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates shuffle, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}

function keyed(s: KeyedRngState): () => number {
  let index = -1;
  let words: Uint32Array = ZERO_WORDS;
  return () => {
    const at = s.drawn;
    const chunk = Math.floor(at / CHUNK_WORDS);
    if (chunk !== index) {
      words = keystreamChunk(s.key, chunk);
      index = chunk;
    }
    s.drawn = at + 1;
    return words[at % CHUNK_WORDS] as number;
  };
}
const ZERO_WORDS = new Uint32Array(0);

function sfc32(s: LegacyRngState): () => number {
  return () => {
    const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
    s[3] = (s[3] + 1) >>> 0;
    s[0] = s[1] ^ (s[1] >>> 9);
    s[1] = (s[2] + (s[2] << 3)) >>> 0;
    s[2] = (s[2] << 21) | (s[2] >>> 11);
    s[2] = (s[2] + t) >>> 0;
    return t;
  };
}

function legacySeedRng(seed: string): LegacyRngState {
  // xmur3-style string hash spreads the seed over the four words, as games before keyed ones did.
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: LegacyRngState = [next(), next(), next(), next()];
  const draw = sfc32(state);
  for (let i = 0; i < 12; i++) draw(); // warm up: the first outputs of sfc32 are weak
  return state;
}
