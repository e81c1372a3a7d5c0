/**
 * Seeded pseudo-random numbers (sfc32). The generator's whole state is four 32-bit integers that
 * live inside the game state, so the same seed and the same actions give byte-identical states,
 * and a snapshot carries the generator with it.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number | string): RngState {
  // xmur3-style string hash spreads any seed over the four words.
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.uint32(); // warm up: the first outputs of sfc32 are weak
  return state;
}

/** A view over an RngState that advances it in place (use it on a draft state only). */
export class Rng {
  constructor(private readonly s: RngState) {}

  uint32(): number {
    const s = this.s;
    const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
    s[3] = (s[3] + 1) >>> 0;
    s[0] = s[1] ^ (s[1] >>> 9);
    s[1] = (s[2] + (s[2] << 3)) >>> 0;
    s[2] = (s[2] << 21) | (s[2] >>> 11);
    s[2] = (s[2] + t) >>> 0;
    return t;
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
