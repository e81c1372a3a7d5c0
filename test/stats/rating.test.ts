import { describe, expect, it } from 'vitest';
import { conservative, MODEL, NEW_RATING, type Rating, rateWin } from '../../src/stats/rating';

/**
 * Ratings of openskill 5.0.1's `rate` (plackettLuce, its defaults) for two-sided games, the winner
 * first: where only two sides play, "the winner is picked first" is the whole ranking, so the
 * reference implementation and ours must agree to the last digits. The last case is openskill's
 * README example (a 2-against-2 game).
 */
const OPENSKILL_TWO_SIDES: readonly { readonly sides: number[][][]; readonly rated: number[][][] }[] = [
  {
    sides: [[[25, 8.333333333333334]], [[25, 8.333333333333334]]],
    rated: [[[27.635389493140497, 8.06590141354368]], [[22.364610506859503, 8.06590141354368]]],
  },
  {
    sides: [
      [
        [30, 4],
        [22, 6],
      ],
      [[28, 3]],
    ],
    rated: [
      [
        [30.129621426860584, 3.98284271531495],
        [22.29157791682088, 5.939592542343484],
      ],
      [[27.92706334462552, 2.9979966305766004]],
    ],
  },
  { sides: [[[18, 2.5]], [[35, 7]]], rated: [[[18.56539064754581, 2.4985796686926456]], [[30.571629523051293, 6.826108176454642]]] },
  {
    sides: [
      [
        [32.444, 5.123],
        [25, 8.333333333333334],
      ],
      [
        [43.381, 2.421],
        [25.188, 6.211],
      ],
    ],
    rated: [
      [
        [33.83109857241283, 5.063435158133771],
        [28.66965004054765, 8.0719347727684],
      ],
      [
        [43.07093871398889, 2.4181164038116054],
        [23.149339322397246, 6.1384039696376735],
      ],
    ],
  },
];

/** A small seeded generator of whole numbers in [0, n) (mulberry32), so that the cases do not depend on the engine's RNG. */
function numbers(seed: number): { int(n: number): number } {
  let a = seed >>> 0;
  return {
    int(n) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    },
  };
}

const asRatings = (sides: number[][][]): Rating[][] => sides.map((side) => side.map(([mu, sigma]) => ({ mu: mu as number, sigma: sigma as number })));

describe('Weng–Lin Plackett–Luce ratings for one winning side', () => {
  it('agrees with openskill (plackettLuce, its defaults) wherever two sides play', () => {
    for (const { sides, rated } of OPENSKILL_TWO_SIDES) {
      const got = rateWin(asRatings(sides), 0);
      for (const [i, side] of got.entries())
        for (const [j, r] of side.entries()) {
          expect(r.mu).toBeCloseTo(rated[i]?.[j]?.[0] as number, 12);
          expect(r.sigma).toBeCloseTo(rated[i]?.[j]?.[1] as number, 12);
        }
    }
  });

  it('starts everyone at 25 ± 25/3 (openskill and the paper), and the leaderboard reads μ − 3σ', () => {
    expect(NEW_RATING).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(MODEL).toEqual({ mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300, kappa: 1e-4 });
    expect(conservative({ mu: 30, sigma: 2 })).toBe(24);
  });

  it('the winning side rises and every other side falls, however the players were rated before, and every rating grows surer', () => {
    const rng = numbers(2011);
    for (let game = 0; game < 2000; game++) {
      const sides = Array.from({ length: 2 + rng.int(5) }, () =>
        Array.from({ length: 1 + (rng.int(4) === 0 ? 1 : 0) }, () => ({ mu: 5 + rng.int(400) / 10, sigma: 0.5 + rng.int(80) / 10 })),
      );
      const winner = rng.int(sides.length);
      const rated = rateWin(sides, winner);
      for (const [i, side] of sides.entries())
        for (const [j, before] of side.entries()) {
          const after = rated[i]?.[j] as Rating;
          if (i === winner) expect(after.mu).toBeGreaterThan(before.mu);
          else expect(after.mu).toBeLessThan(before.mu);
          expect(after.sigma).toBeLessThanOrEqual(Math.sqrt(before.sigma ** 2 + MODEL.tau ** 2));
        }
    }
  });

  it('a weak player losing beside strong players still falls (ranking the losers as tied would raise them)', () => {
    // openskill's rate([[mid], [weak], [strong]], { rank: [1, 2, 2] }) gives the weak loser 10.147 (up from 10).
    const [, weak, strong] = rateWin([[{ mu: 25, sigma: 25 / 3 }], [{ mu: 10, sigma: 2 }], [{ mu: 45, sigma: 2 }]], 0).map((side) => side[0] as Rating);
    expect(weak?.mu).toBeLessThan(10);
    expect(strong?.mu).toBeLessThan(45);
  });

  it('allies share their win: both rise, the surer one by less', () => {
    const [allies, others] = rateWin(
      [
        [
          { mu: 25, sigma: 2 },
          { mu: 25, sigma: 8 },
        ],
        [{ mu: 25, sigma: 5 }],
      ],
      0,
    );
    const [sure, unsure, loser] = [allies?.[0], allies?.[1], others?.[0]];
    expect((sure as Rating).mu).toBeGreaterThan(25);
    expect((unsure as Rating).mu).toBeGreaterThan((sure as Rating).mu);
    expect((loser as Rating).mu).toBeLessThan(25);
  });

  it('refuses a game it cannot rate, saying why', () => {
    expect(() => rateWin([[NEW_RATING]], 0)).toThrow('at least two sides');
    expect(() => rateWin([[NEW_RATING], [NEW_RATING]], 2)).toThrow('No side 2');
    expect(() => rateWin([[NEW_RATING], []], 0)).toThrow('has a player');
  });

  it('stays finite for ratings far apart', () => {
    const rated = rateWin([[{ mu: 1000, sigma: 1 }], [{ mu: -1000, sigma: 1 }], [{ mu: 0, sigma: 8 }]], 1).flat();
    for (const r of rated) expect(Number.isFinite(r.mu) && Number.isFinite(r.sigma)).toBe(true);
  });
});
