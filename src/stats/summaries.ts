import type { GameResultRecord, ResultSeatRecord } from '../store/result-records';

/**
 * What /stats counts, from a server's results of one game type. A game "counts" for win rates
 * when it was played to its end (won, or over without a winner); a game its host stopped counts as
 * played, but for no win rate: nobody could win it any more.
 */

/** Games played to the end, and how many of them were won. */
export interface Tally {
  readonly games: number;
  readonly wins: number;
}

export const winRate = (t: Tally): number | null => (t.games > 0 ? t.wins / t.games : null);

/** One seat (a Dune faction) and its games. */
export interface SeatTally extends Tally {
  readonly seat: string;
}

/** How often each way of winning happened; `null` is a win whose way is not known (recorded before it was kept). */
export interface VictoryCount {
  readonly victory: string | null;
  readonly count: number;
}

export interface PlayerStats {
  readonly userId: string;
  /** Every game they held a seat in at the end, stopped ones included. */
  readonly played: number;
  readonly stopped: number;
  /** Games played to the end, and wins. */
  readonly record: Tally;
  /** Per seat, the most played first. */
  readonly seats: readonly SeatTally[];
  /** Their wins by way of winning, the most frequent first. */
  readonly victories: readonly VictoryCount[];
  /** Games that ended with them in an alliance, and how many of those the alliance won. */
  readonly alliances: Tally;
  /** Seats they took over during a game. */
  readonly tookOver: number;
  /** Seats they handed over before the end (the results count for whoever finished). */
  readonly handedOver: number;
  /** Over games played to the end. */
  readonly averageTurns: number | null;
  readonly daysPerTurn: number | null;
}

export interface SeatStats {
  readonly seat: string;
  readonly played: number;
  readonly record: Tally;
  readonly victories: readonly VictoryCount[];
  /** Games it ended in an alliance, and how many of those the alliance won. */
  readonly alliances: Tally;
  /** Its summary figures, averaged over games played to the end (e.g. battlesWon). */
  readonly averages: Readonly<Record<string, number>>;
  /** Who won it most ("faction masters"): most wins, then fewest games; nobody without a win. */
  readonly masters: readonly (Tally & { readonly userId: string })[];
}

export interface ServerStats {
  readonly played: number;
  readonly won: number;
  readonly noWinner: number;
  readonly stopped: number;
  /** Distinct players who finished a game. */
  readonly players: number;
  /** Per seat, the most played first. */
  readonly seats: readonly SeatTally[];
  readonly victories: readonly VictoryCount[];
  /** Wins shared by allies. */
  readonly allianceWins: number;
  readonly averageTurns: number | null;
  readonly daysPerTurn: number | null;
  readonly firstEndedAt: Date | null;
  readonly lastEndedAt: Date | null;
}

const completed = (r: GameResultRecord): boolean => r.ending !== 'stopped';

const mean = (xs: readonly number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

const byCount = <T extends { readonly count: number }>(a: T, b: T): number => b.count - a.count;

function countVictories(wins: readonly GameResultRecord[]): VictoryCount[] {
  const counts = new Map<string | null, number>();
  for (const r of wins) counts.set(r.victory, (counts.get(r.victory) ?? 0) + 1);
  return [...counts].map(([victory, count]) => ({ victory, count })).sort(byCount);
}

/** Per seat: games played to the end and wins, the most played first (then the most wins, then by name). */
function seatTallies(entries: readonly { readonly result: GameResultRecord; readonly seat: ResultSeatRecord }[]): SeatTally[] {
  const tallies = new Map<string, { games: number; wins: number }>();
  for (const { result, seat } of entries) {
    if (!completed(result)) continue;
    const t = tallies.get(seat.seat) ?? { games: 0, wins: 0 };
    tallies.set(seat.seat, { games: t.games + 1, wins: t.wins + (seat.won ? 1 : 0) });
  }
  return [...tallies].map(([seat, t]) => ({ seat, ...t })).sort((a, b) => b.games - a.games || b.wins - a.wins || (a.seat < b.seat ? -1 : 1));
}

const allianceTally = (entries: readonly { readonly result: GameResultRecord; readonly seat: ResultSeatRecord }[]): Tally => {
  const allied = entries.filter(({ result, seat }) => completed(result) && seat.ally !== null);
  return { games: allied.length, wins: allied.filter(({ seat }) => seat.won).length };
};

export function playerStats(results: readonly GameResultRecord[], userId: string): PlayerStats {
  const mine = results.flatMap((result) => result.seats.filter((s) => s.userId === userId).map((seat) => ({ result, seat })));
  const finished = mine.filter(({ result }) => completed(result));
  return {
    userId,
    played: mine.length,
    stopped: mine.length - finished.length,
    record: { games: finished.length, wins: finished.filter(({ seat }) => seat.won).length },
    seats: seatTallies(mine),
    victories: countVictories(finished.filter(({ seat }) => seat.won).map(({ result }) => result)),
    alliances: allianceTally(mine),
    tookOver: mine.filter(({ seat }) => seat.formerUserIds.length > 0).length,
    handedOver: results.filter((r) => r.seats.some((s) => s.formerUserIds.includes(userId) && s.userId !== userId)).length,
    averageTurns: mean(finished.map(({ result }) => result.turns)),
    daysPerTurn: mean(mine.map(({ result }) => result.daysPerTurn)),
  };
}

export function seatStats(results: readonly GameResultRecord[], seat: string, hidden: ReadonlySet<string>): SeatStats {
  const entries = results.flatMap((result) => result.seats.filter((s) => s.seat === seat).map((s) => ({ result, seat: s })));
  const finished = entries.filter(({ result }) => completed(result));
  const keys = [...new Set(finished.flatMap(({ seat: s }) => Object.keys(s.summary)))];
  const averages = Object.fromEntries(keys.map((k) => [k, mean(finished.map(({ seat: s }) => s.summary[k] ?? 0)) ?? 0]));
  const byPlayer = new Map<string, { games: number; wins: number }>();
  for (const { seat: s } of finished) {
    const t = byPlayer.get(s.userId) ?? { games: 0, wins: 0 };
    byPlayer.set(s.userId, { games: t.games + 1, wins: t.wins + (s.won ? 1 : 0) });
  }
  const masters = [...byPlayer]
    .filter(([userId, t]) => t.wins > 0 && !hidden.has(userId))
    .map(([userId, t]) => ({ userId, ...t }))
    .sort((a, b) => b.wins - a.wins || a.games - b.games || (a.userId < b.userId ? -1 : 1));
  return {
    seat,
    played: entries.length,
    record: { games: finished.length, wins: finished.filter(({ seat: s }) => s.won).length },
    victories: countVictories(finished.filter(({ seat: s }) => s.won).map(({ result }) => result)),
    alliances: allianceTally(entries),
    averages,
    masters,
  };
}

export function serverStats(results: readonly GameResultRecord[]): ServerStats {
  const won = results.filter((r) => r.ending === 'won');
  const finished = results.filter(completed);
  const times = results.map((r) => r.endedAt.getTime());
  return {
    played: results.length,
    won: won.length,
    noWinner: results.filter((r) => r.ending === 'no-winner').length,
    stopped: results.length - finished.length,
    players: new Set(results.flatMap((r) => r.seats.map((s) => s.userId))).size,
    seats: seatTallies(results.flatMap((result) => result.seats.map((seat) => ({ result, seat })))),
    victories: countVictories(won),
    allianceWins: won.filter((r) => r.seats.filter((s) => s.won).length > 1).length,
    averageTurns: mean(finished.map((r) => r.turns)),
    daysPerTurn: mean(results.map((r) => r.daysPerTurn)),
    firstEndedAt: times.length ? new Date(Math.min(...times)) : null,
    lastEndedAt: times.length ? new Date(Math.max(...times)) : null,
  };
}
