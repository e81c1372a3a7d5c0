import type { GameResultRecord } from '../store/result-records';
import { conservative, NEW_RATING, type Rating, rateWin } from './rating';

/** A player's rating right after one of their rated games. */
export interface RatingPoint {
  readonly gameId: string;
  readonly at: Date;
  readonly rating: Rating;
  readonly won: boolean;
}

export interface PlayerRating {
  readonly userId: string;
  readonly rating: Rating;
  /** Rated games: won games in which somebody else lost. */
  readonly games: number;
  readonly wins: number;
  /** Oldest first. */
  readonly history: readonly RatingPoint[];
}

/** Results in the order they are rated: by the time they ended, then by game id. */
const inRatingOrder = (results: readonly GameResultRecord[]): GameResultRecord[] =>
  [...results].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime() || (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0));

/**
 * The sides of a won game: the winners together (allies share their win), every other seat alone.
 * Null when the game teaches nothing: nobody won (no-winner, stopped), or nobody lost.
 */
function sidesOf(result: GameResultRecord): { winners: string[]; losers: string[] } | null {
  if (result.ending !== 'won') return null;
  const winners = result.seats.filter((s) => s.won).map((s) => s.userId);
  const losers = result.seats.filter((s) => !s.won).map((s) => s.userId);
  return winners.length > 0 && losers.length > 0 ? { winners, losers } : null;
}

/**
 * Every player's rating after the results, computed from scratch in order (a back-filled older
 * game takes its place in time). The results should be of one game type: a rating compares
 * players of the same game.
 */
export function rateResults(results: readonly GameResultRecord[]): Map<string, PlayerRating> {
  const histories = new Map<string, RatingPoint[]>();
  const current = (userId: string) => histories.get(userId)?.at(-1)?.rating ?? NEW_RATING;
  for (const result of inRatingOrder(results)) {
    const sides = sidesOf(result);
    if (!sides) continue;
    const groups = [sides.winners, ...sides.losers.map((u) => [u])];
    const rated = rateWin(
      groups.map((group) => group.map(current)),
      0,
    );
    for (const [i, group] of groups.entries())
      for (const [j, userId] of group.entries()) {
        const history = histories.get(userId) ?? [];
        history.push({ gameId: result.gameId, at: result.endedAt, rating: rated[i]?.[j] as Rating, won: i === 0 });
        histories.set(userId, history);
      }
  }
  return new Map(
    [...histories].map(([userId, history]) => [
      userId,
      { userId, rating: (history.at(-1) as RatingPoint).rating, games: history.length, wins: history.filter((p) => p.won).length, history },
    ]),
  );
}

export interface LeaderboardEntry extends PlayerRating {
  /** 1-based. */
  readonly place: number;
}

/**
 * The players by conservative rating (μ − 3σ: one lucky win does not top the board), then by μ;
 * the players in `hidden` are left out, and the places close up.
 */
export function leaderboard(ratings: ReadonlyMap<string, PlayerRating>, hidden: ReadonlySet<string>): LeaderboardEntry[] {
  return [...ratings.values()]
    .filter((p) => !hidden.has(p.userId))
    .sort((a, b) => conservative(b.rating) - conservative(a.rating) || b.rating.mu - a.rating.mu || (a.userId < b.userId ? -1 : 1))
    .map((p, i) => ({ ...p, place: i + 1 }));
}
