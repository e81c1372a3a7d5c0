import { afterEach, expect, it } from 'vitest';
import { raceResult } from '../../src/bot/race/result';
import { duneResult } from '../../src/bot/stats/dune-result';
import { dune, type FactionId } from '../../src/dune';
import { inspectState } from '../../src/dune/inspect';
import { raceGame, type RaceState } from '../../src/race';
import { RandomPlayer } from '../../src/sim/random-player';
import { parseResultsCsv, parseResultsJson, resultsCsv, resultsJson } from '../../src/stats/export';
import { parseDatabaseUrl } from '../../src/store/database-url';
import { openDatabase } from '../../src/store/open-database';
import { sql } from '../../src/store/sql';
import type { Store } from '../../src/store/store';
import { RandomRacer } from '../race/random-player';
import { describeEachBackend } from '../support/databases';
import { value } from './helpers';
import { openStore } from '../../src/store/open-store';

const GAMES = { dune, race: raceGame };
type Games = typeof GAMES;

const GUILD = 'guild-1';
// With the Fremen and without the Guild, a game that reaches its end always has a winner (§13.2).
const SEATS: FactionId[] = ['fremen', 'harkonnen'];
const system = { actor: { kind: 'system' as const }, userId: 'bot', reason: 'the game ended' };

describeEachBackend('store: results of games that ended', (backend) => {
  const closers: (() => Promise<void>)[] = [];
  const urls: string[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await Promise.all(urls.splice(0).map((url) => backend.drop(url)));
  });

  async function fresh(): Promise<{ url: string; store: Store<Games> }> {
    const url = await backend.fresh();
    urls.push(url);
    return { url, store: await open(url) };
  }

  async function open(url: string): Promise<Store<Games>> {
    const store = await openStore({ url, games: GAMES });
    closers.push(() => store.close());
    return store;
  }

  const asDune = (store: Store<Games>) => store.only<'dune'>();
  const asRace = (store: Store<Games>) => store.only<'race'>();

  /** A two-faction, one-turn Dune game in `channel`, played by the random players through the store until it ends (or for `moves` moves). */
  async function played(store: Store<Games>, channel: string, seed: number, moves = Number.POSITIVE_INFINITY, guildId = GUILD): Promise<string> {
    const s = asDune(store);
    const game = value(await s.createGame({ gameType: 'dune', guildId, channelId: channel, createdBy: 'host', options: { turns: 1 }, seed }));
    for (const f of SEATS) value(await s.seat(game.id, f, `user-${f}`));
    let state = inspectState(value(await s.startGame(game.id)).state);
    const player = new RandomPlayer(seed);
    for (let n = 0; state.phase !== 'ended' && n < moves; n++) {
      const move = player.step(state);
      if (!move) throw new Error(`seed ${seed}: stuck in ${state.phase}`);
      state = inspectState(value(await s.apply(game.id, { actor: { kind: 'seat', seat: move.faction }, action: move.action })).state);
    }
    return game.id;
  }

  it('a game won or ended at its last turn keeps its result, written with its status: who played what, who won and how, turns, dates, figures', async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const id = await played(store, 'c1', 5);
    const before = value(await s.load(id));
    expect(await store.results(GUILD)).toEqual([]);
    const finished = value(await s.setStatus(id, 'finished', system, { result: duneResult }));
    const [result, ...more] = await store.results(GUILD);
    expect(more).toEqual([]);
    const state = inspectState(before.state);
    const winners = state.winner?.factions ?? [];
    expect(winners.length).toBeGreaterThan(0);
    expect(result).toMatchObject({
      gameId: id,
      gameType: 'dune',
      guildId: GUILD,
      channelId: 'c1',
      ending: 'won',
      victory: state.winner?.victory ?? null,
      victoryText: state.winner?.reason ?? null,
      turns: state.turn,
      turnLimit: 1,
      endedAt: finished.lastActivityAt,
    });
    expect(result?.options).toMatchObject({ turns: 1, rules: 'advanced', variants: [] });
    expect(result?.seats.map((x) => [x.seat, x.userId, x.won, x.formerUserIds])).toEqual(SEATS.map((f) => [f, `user-${f}`, winners.includes(f), []]));
    expect(result?.seats[0]?.summary).toEqual({
      battlesFought: expect.any(Number),
      battlesWon: expect.any(Number),
      spiceCollected: expect.any(Number),
      cardsBought: expect.any(Number),
      spicePaidForCards: expect.any(Number),
      finalSpice: (state.spice.fremen ?? 0) + (state.bribes.fremen ?? 0),
    });
    const started = result?.startedAt.getTime() ?? 0;
    expect(started).toBeGreaterThan(before.game.createdAt.getTime() - 1);
    expect(started).toBeLessThan(finished.lastActivityAt.getTime() + 1);
    expect(result?.daysPerTurn).toBeCloseTo((finished.lastActivityAt.getTime() - started) / 86_400_000 / state.turn, 12);
    // Nothing is left to back-fill.
    expect(await store.unrecordedGames(GUILD)).toEqual([]);
  }, 120_000);

  it('a game its host stopped keeps a result without a winner; a lobby that was ended keeps none', async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const id = await played(store, 'c1', 6, 5);
    value(await s.setStatus(id, 'ended', { ...system, reason: 'ended by its host' }, { result: duneResult }));
    const lobby = value(await s.createGame({ gameType: 'dune', guildId: GUILD, channelId: 'c2', createdBy: 'host', options: {}, seed: 1 }));
    value(await s.setStatus(lobby.id, 'ended', undefined, { result: duneResult }));
    const results = await store.results(GUILD);
    expect(results.map((r) => [r.gameId, r.ending, r.victory, r.seats.filter((x) => x.won).length])).toEqual([[id, 'stopped', null, 0]]);
    expect(await store.unrecordedGames(GUILD)).toEqual([]);
  }, 120_000);

  it('a seat handed over keeps its earlier players; the result counts for whoever held it at the end', async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const id = await played(store, 'c1', 7, 10);
    value(await s.replaceSeat(id, 'harkonnen', 'user-second', { ...system, reason: 'left' }));
    value(await s.replaceSeat(id, 'harkonnen', 'user-third', { ...system, reason: 'left too' }));
    value(await s.setStatus(id, 'ended', system, { result: duneResult }));
    const [result] = await store.results(GUILD);
    expect(result?.seats.find((x) => x.seat === 'harkonnen')).toMatchObject({ userId: 'user-third', formerUserIds: ['user-harkonnen', 'user-second'] });
    expect(result?.seats.find((x) => x.seat === 'fremen')).toMatchObject({ userId: 'user-fremen', formerUserIds: [] });
  }, 120_000);

  it('back-fills a game that ended before results were kept, from its log: the same result its end would have written, how it was won included, once', async () => {
    const { url, store } = await fresh();
    const s = asDune(store);
    const kept = await played(store, 'c1', 5);
    const old = await played(store, 'c2', 5);
    value(await s.setStatus(kept, 'finished', system, { result: duneResult }));
    value(await s.setStatus(old, 'finished', system));
    const live = await played(store, 'c3', 8, 5);
    expect(await store.unrecordedGames(GUILD)).toEqual([{ id: old, gameType: 'dune' }]);
    // A state saved before ways of winning were kept: the snapshots lose them; the log replayed finds them again.
    const db = await openDatabase(parseDatabaseUrl(url));
    closers.push(() => db.close());
    for (const row of await db.query<{ seq: number; state: string }>(sql`SELECT "seq", "state" FROM "Snapshot" WHERE "gameId" = ${old}`)) {
      const state = JSON.parse(row.state) as { winner: { victory?: string } | null };
      if (state.winner) delete state.winner.victory;
      await db.execute(sql`UPDATE "Snapshot" SET "state" = ${JSON.stringify(state)} WHERE "gameId" = ${old} AND "seq" = ${row.seq}`);
    }
    const restarted = asDune(await open(url));
    expect(await restarted.recordResult(live, duneResult)).toMatchObject({ ok: false, error: { code: 'game-not-over' } });
    const recorded = value(await restarted.recordResult(old, duneResult));
    expect(recorded).not.toBeNull();
    expect(value(await restarted.recordResult(old, duneResult))).toBeNull();
    expect(await restarted.unrecordedGames(GUILD)).toEqual([]);
    const [a, b] = await restarted.results(GUILD);
    const facts = (r: typeof a) => ({ ...r, gameId: '', channelId: '', startedAt: null, endedAt: null, daysPerTurn: null });
    expect(a?.victory).toMatch(/^fremen-/);
    expect(facts(b)).toEqual(facts(a));
    expect(b?.endedAt).toEqual(value(await restarted.load(old)).game.lastActivityAt);
  }, 180_000);

  it('a result its code gets wrong does not keep the game from ending: it is left for the back-fill, which says what is wrong', async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const id = await played(store, 'c1', 6, 5);
    const wrong: typeof duneResult = (ended) => {
      const input = duneResult(ended);
      return input && { ...input, seats: input.seats.slice(1) };
    };
    expect(value(await s.setStatus(id, 'ended', system, { result: wrong })).status).toBe('ended');
    expect(await store.results(GUILD)).toEqual([]);
    expect(await store.unrecordedGames(GUILD)).toEqual([{ id, gameType: 'dune' }]);
    const failed = await s.recordResult(id, wrong);
    expect(failed.ok ? null : failed.error.message).toMatch(/cannot be recorded: it names the seats harkonnen, but the game has fremen, harkonnen/);
    expect(value(await s.recordResult(id, duneResult))?.ending).toBe('stopped');
  }, 120_000);

  it("keeps each server's results apart, oldest end first, and the players who asked to be left out", async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const ids = [await played(store, 'c1', 5, 20), await played(store, 'c2', 6, 20), await played(store, 'c3', 7, 20, 'guild-2')];
    for (const id of [ids[1], ids[0], ids[2]]) value(await s.setStatus(id as string, 'ended', system, { result: duneResult }));
    expect((await store.results(GUILD)).map((r) => r.gameId)).toEqual([ids[1], ids[0]]);
    expect((await store.results('guild-2')).map((r) => r.gameId)).toEqual([ids[2]]);
    expect(await store.results('guild-none')).toEqual([]);
    await store.setHiddenFromStats('user-a', true);
    await store.setHiddenFromStats('user-a', true);
    await store.setHiddenFromStats('user-b', true);
    await store.setHiddenFromStats('user-b', false);
    expect([...(await store.hiddenFromStats())]).toEqual(['user-a']);
  }, 120_000);

  it('a race keeps its result too: the winner, how, the round, each player’s scores', async () => {
    const { store } = await fresh();
    const r = asRace(store);
    const game = value(await r.createGame({ gameType: 'race', guildId: GUILD, channelId: 'c1', createdBy: 'host', options: { targetScore: 4 }, seed: 3 }));
    for (const seat of ['red', 'blue'] as const) value(await r.seat(game.id, seat, `user-${seat}`));
    let state = value(await r.startGame(game.id)).state as RaceState;
    const racer = new RandomRacer(3);
    for (let next = racer.next(state); next; next = racer.next(state))
      state = value(await r.apply(game.id, { actor: { kind: 'seat', seat: next.seat }, action: next.action })).state as RaceState;
    value(await r.setStatus(game.id, 'finished', undefined, { result: raceResult }));
    const [result] = await store.results(GUILD);
    if (state.status.kind !== 'over') throw new Error('the race did not end');
    const winner = state.status.winner;
    expect(result).toMatchObject({ gameType: 'race', ending: 'won', victory: state.status.reason, turns: state.status.round, turnLimit: null });
    expect(result?.seats.map((x) => [x.seat, x.won])).toEqual([
      ['blue', winner === 'blue'],
      ['red', winner === 'red'],
    ]);
    expect(result?.seats.find((x) => x.won)?.summary.total).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('the export of the stored results reads back to the same results (JSON and CSV)', async () => {
    const { store } = await fresh();
    const s = asDune(store);
    const finished = await played(store, 'c1', 5);
    value(await s.setStatus(finished, 'finished', system, { result: duneResult }));
    const stopped = await played(store, 'c2', 6, 5);
    value(await s.replaceSeat(stopped, 'fremen', 'user-later', { ...system, reason: 'left' }));
    value(await s.setStatus(stopped, 'ended', system, { result: duneResult }));
    const results = await store.results(GUILD);
    expect(results).toHaveLength(2);
    expect(value(parseResultsJson(resultsJson(GUILD, results, new Date()))).results).toEqual(results);
    expect(value(parseResultsCsv(resultsCsv(results)))).toEqual(results);
  }, 120_000);
});
