import { beforeAll, describe, expect, it } from 'vitest';
import { duneResult } from '../../src/bot/stats/dune-result';
import { type DuneGameState, type GameOptions, VICTORY_KINDS } from '../../src/dune';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import { applySetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';
import { runTransition } from '../../src/engine/game';
import { type Rating, NEW_RATING } from '../../src/stats/rating';
import { leaderboard, type PlayerRating, rateResults } from '../../src/stats/ratings';
import { playerStats, seatStats, serverStats } from '../../src/stats/summaries';
import type { GameRecord } from '../../src/store/records';
import { buildResult, type GameResultRecord } from '../../src/store/result-records';
import { GUILD, numbers, PLAYERS, simulatedGame } from './simulated-results';

/** Seeded games played by the random players: results → statistics → ratings, and what must hold of them. */
const GAMES = 200;

let results: GameResultRecord[] = [];

beforeAll(() => {
  results = Array.from({ length: GAMES }, (_, i) => simulatedGame(i + 1).result);
}, 300_000);

const won = (r: GameResultRecord) => r.ending === 'won';
const winnersOf = (r: GameResultRecord) => r.seats.filter((s) => s.won);
/** A won game that somebody lost: what ratings learn from (two factions tied for the most strongholds may both win). */
const rated = (r: GameResultRecord) => won(r) && r.seats.some((s) => !s.won);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Each player's rating just before and just after each of their rated games. */
function steps(ratings: ReadonlyMap<string, PlayerRating>): Map<string, { before: Rating; after: Rating; won: boolean }> {
  const out = new Map<string, { before: Rating; after: Rating; won: boolean }>();
  for (const p of ratings.values())
    for (const [i, point] of p.history.entries())
      out.set(`${point.gameId}|${p.userId}`, { before: p.history[i - 1]?.rating ?? NEW_RATING, after: point.rating, won: point.won });
  return out;
}

describe(`results of ${GAMES} seeded simulated games`, () => {
  it('are varied: won alone and together, over without a winner or stopped by the host, several ways of winning', () => {
    expect(results).toHaveLength(GAMES);
    expect(results.filter(won).length).toBeGreaterThan(GAMES / 2);
    expect(results.filter((r) => r.ending === 'stopped').length).toBeGreaterThan(0);
    expect(new Set(results.filter(won).map((r) => r.victory)).size).toBeGreaterThan(2);
    for (const r of results) {
      expect(r.seats.length).toBeGreaterThanOrEqual(2);
      if (won(r)) expect(VICTORY_KINDS).toContain(r.victory);
      else expect([r.victory, winnersOf(r).length]).toEqual([null, 0]);
    }
  });

  it('rate every winner up and every loser down, game after game; an alliance’s win (or any shared win) counts for each of its players', () => {
    const ratings = rateResults(results);
    const step = steps(ratings);
    for (const r of results.filter(rated)) {
      for (const s of r.seats) {
        const change = step.get(`${r.gameId}|${s.userId}`);
        expect(change, `${r.gameId} ${s.seat}`).toBeDefined();
        expect(change?.won).toBe(s.won);
        if (s.won) expect(change?.after.mu).toBeGreaterThan(change?.before.mu as number);
        else expect(change?.after.mu).toBeLessThan(change?.before.mu as number);
      }
    }
    expect(results.filter(rated).length).toBeGreaterThan(GAMES / 2);
    expect(step.size).toBe(sum(results.filter(rated).map((r) => r.seats.length)));
  });

  it('change no rating with a game that ended without a winner, was stopped, or was won by everyone, and take the games in the order they ended', () => {
    const all = rateResults(results);
    expect(results.some((r) => !won(r))).toBe(true);
    expect(rateResults(results.filter(rated))).toEqual(all);
    const shuffled = numbers(7).pick(results, results.length);
    expect(rateResults(shuffled)).toEqual(all);
  });

  it('add up: games, wins, seats, players, ways of winning, battles, rated games', () => {
    const server = serverStats(results);
    const completed = results.filter((r) => r.ending !== 'stopped');
    expect(server.played).toBe(GAMES);
    expect(server.won + server.noWinner + server.stopped).toBe(GAMES);
    expect(sum(server.victories.map((v) => v.count))).toBe(server.won);
    const seatsPlayed = sum(completed.map((r) => r.seats.length));
    const winners = sum(completed.map((r) => winnersOf(r).length));
    expect(sum(server.seats.map((s) => s.games))).toBe(seatsPlayed);
    expect(sum(server.seats.map((s) => s.wins))).toBe(winners);
    const players = PLAYERS.map((p) => playerStats(results, p));
    expect(sum(players.map((p) => p.played))).toBe(sum(results.map((r) => r.seats.length)));
    expect(sum(players.map((p) => p.record.games))).toBe(seatsPlayed);
    expect(sum(players.map((p) => p.record.wins))).toBe(winners);
    expect(server.players).toBe(players.filter((p) => p.played > 0).length);
    for (const p of players) expect(sum(p.seats.map((s) => s.games))).toBe(p.record.games);
    const factions = server.seats.map((s) => seatStats(results, s.seat, new Set()));
    expect(sum(factions.map((f) => f.record.wins))).toBe(winners);
    // Every battle has a winner and a loser.
    const summaries = completed.flatMap((r) => r.seats.map((s) => s.summary));
    expect(sum(summaries.map((s) => s.battlesFought ?? 0))).toBe(2 * sum(summaries.map((s) => s.battlesWon ?? 0)));
    const ratings = [...rateResults(results).values()];
    expect(sum(ratings.map((p) => p.games))).toBe(sum(results.filter(rated).map((r) => r.seats.length)));
    expect(sum(ratings.map((p) => p.wins))).toBe(sum(results.filter(rated).map((r) => winnersOf(r).length)));
    // Stopped games count as played, for nobody's win rate.
    expect(sum(players.map((p) => p.stopped))).toBe(sum(results.filter((r) => r.ending === 'stopped').map((r) => r.seats.length)));
  });

  it('leave the players who asked out of the leaderboard and the faction masters, and close up the places', () => {
    const ratings = rateResults(results);
    const hidden = new Set([PLAYERS[0] as string, PLAYERS[3] as string]);
    const board = leaderboard(ratings, hidden);
    expect(board.map((e) => e.userId)).not.toContain(PLAYERS[0]);
    expect(board.map((e) => e.place)).toEqual(board.map((_, i) => i + 1));
    expect(board).toHaveLength([...ratings.keys()].filter((u) => !hidden.has(u)).length);
    for (const f of serverStats(results).seats) for (const m of seatStats(results, f.seat, hidden).masters) expect(hidden.has(m.userId)).toBe(false);
  });
});

describe('an alliance that wins, from the rules to the ratings', () => {
  it('both allies are winners of the result, and both ratings rise', () => {
    const factions: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];
    const created = createGame({ seats: factions, seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const board = [
      { faction: 'harkonnen', territory: "Tuek's Sietch", forces: 2 },
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 2 },
      { faction: 'harkonnen', territory: 'Carthag', forces: 2 },
      { faction: 'emperor', territory: 'Sietch Tabr', forces: 1 },
    ];
    const patched = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) =>
      applySetupPatch(s, { turn: 4, phase: 'mentat', storm: 1, order: factions, board, alliances: [['emperor', 'harkonnen']] }, makeCtx(s, emit)),
    );
    if (!patched.ok) throw new Error(patched.error.message);
    const users = Object.fromEntries(factions.map((f, i) => [f, PLAYERS[i] as string])) as Record<FactionId, string>;
    const seats = factions.map((seat) => ({ seat, userId: users[seat] }));
    const at = new Date(Date.UTC(2026, 5, 1));
    const game: GameRecord<Partial<GameOptions>> = {
      id: 'alliance',
      gameType: 'dune',
      guildId: GUILD,
      channelId: '800000000000000001',
      status: 'finished',
      options: {},
      seed: '3',
      createdBy: users.atreides,
      createdAt: at,
      updatedAt: at,
      headSeq: 0,
      reminderIntervalMinutes: 720,
      lastActivityAt: at,
      lastReminderAt: null,
      moderatorRoleId: null,
      quietHours: null,
      clock: {
        waitingSeats: [],
        waitStartedAt: null,
        reminders: 0,
        extraMinutes: 0,
        decisionMinutes: 1440,
        longDecisionMinutes: 2880,
        safeDefaults: true,
        hold: null,
        holdsUsed: 0,
      },
    };
    const input = duneResult({ game, seats, state: patched.value.state as unknown as DuneGameState, log: [], stopped: false });
    if (!input) throw new Error('no result');
    const result = buildResult(game, seats, input, [], at, at);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.victory).toBe('strongholds');
    expect(winnersOf(result.value).map((s) => s.seat)).toEqual(['emperor', 'harkonnen']);
    expect(result.value.seats.find((s) => s.seat === 'emperor')?.ally).toBe('harkonnen');
    const ratings = rateResults([result.value]);
    for (const f of factions) {
      const r = ratings.get(users[f]) as PlayerRating;
      const ally = f === 'emperor' || f === 'harkonnen';
      expect([r.games, r.wins], f).toEqual([1, ally ? 1 : 0]);
      if (ally) expect(r.rating.mu, f).toBeGreaterThan(NEW_RATING.mu);
      else expect(r.rating.mu, f).toBeLessThan(NEW_RATING.mu);
    }
  });
});
