/**
 * Skill ratings for games of several players where one side wins and the others simply lose: the
 * Bayesian approximation of Weng and Lin (R. C. Weng and C.-J. Lin, "A Bayesian Approximation
 * Method for Online Ranking", Journal of Machine Learning Research 12 (2011) 267–300), in its
 * Plackett–Luce model (their Algorithm 4), with the constants of the openskill package's
 * `plackettLuce` (docs/stats.md says why this module does not use that package itself).
 *
 * A player's skill is a normal distribution: `mu` is the best estimate, `sigma` how unsure it is.
 * The Plackett–Luce model reads a game's ranking as the winner being picked first among all sides,
 * then the runner-up among the rest, and so on. Dune tells who won and nothing about how the
 * others placed, so only that first pick is observed: the winning side's rating rises, every
 * other side's falls, and no loser gains from losing beside stronger players (which is what
 * ranking the losers as tied with each other would say).
 */

export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

/** openskill's defaults, the Weng–Lin paper's: μ 25, σ 25/3, β 25/6 (σ/2), τ 25/300, κ 0.0001. */
export const MODEL = { mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300, kappa: 1e-4 } as const;

export const NEW_RATING: Rating = { mu: MODEL.mu, sigma: MODEL.sigma };

/** The rating the player is very likely (99.7%) above: μ − 3σ. What leaderboards sort by. */
export const conservative = (r: Rating): number => r.mu - 3 * r.sigma;

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * One game: `sides` are the teams as they sat (an alliance is one side of two players, every
 * unallied player a side of one), `winner` the index of the side that won. Returns every side's
 * new ratings, in the same order. Each rating first widens by τ (skills drift between games).
 */
export function rateWin(sides: readonly (readonly Rating[])[], winner: number): Rating[][] {
  if (sides.length < 2) throw new Error(`A rated game needs at least two sides, not ${sides.length}.`);
  if (!Number.isInteger(winner) || winner < 0 || winner >= sides.length) throw new Error(`No side ${winner} among ${sides.length}.`);
  if (sides.some((side) => side.length === 0)) throw new Error('Every side of a rated game has a player.');
  const widened = sides.map((side) => side.map((r) => ({ mu: r.mu, sigma: Math.sqrt(r.sigma ** 2 + MODEL.tau ** 2) })));
  const teams = widened.map((side) => ({ mu: sum(side.map((r) => r.mu)), sigmaSq: sum(side.map((r) => r.sigma ** 2)) }));
  const c = Math.sqrt(sum(teams.map((t) => t.sigmaSq + MODEL.beta ** 2)));
  // Subtracting the largest exponent keeps exp() finite; the probabilities are unchanged.
  const top = Math.max(...teams.map((t) => t.mu / c));
  const strength = teams.map((t) => Math.exp(t.mu / c - top));
  const total = sum(strength);
  return widened.map((side, i) => {
    const team = teams[i] as { mu: number; sigmaSq: number };
    const p = (strength[i] as number) / total;
    const omega = ((i === winner ? 1 : 0) - p) * (team.sigmaSq / c);
    const gamma = Math.sqrt(team.sigmaSq) / c;
    const delta = gamma * p * (1 - p) * (team.sigmaSq / c ** 2);
    return side.map((r) => {
      const share = r.sigma ** 2 / team.sigmaSq;
      return { mu: r.mu + share * omega, sigma: r.sigma * Math.sqrt(Math.max(1 - share * delta, MODEL.kappa)) };
    });
  });
}
