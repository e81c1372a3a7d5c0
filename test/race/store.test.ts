import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RaceOptions, type RaceState, raceGame } from '../../src/race';
import type { Store } from '../../src/store/store';
import { RandomRacer } from './random-player';
import { openStore } from '../../src/store/open-store';

const games = { race: raceGame };
type RaceStore = Store<typeof games>;

const dirs: string[] = [];
const stores: RaceStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'race-store-'));
  dirs.push(dir);
  return join(dir, 'test.db');
}

async function open(file: string, snapshotEvery = 50): Promise<RaceStore> {
  const store = await openStore({ file, games, snapshotEvery });
  stores.push(store);
  return store;
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A race created, seated (Blue joins first) and started in a fresh store. */
async function startedRace(store: RaceStore, options: RaceOptions = { dicePerTurn: 3 }) {
  const game = value(await store.createGame({ gameType: 'race', guildId: 'guild', channelId: 'race-channel', createdBy: 'mod', options, seed: 42 }));
  value(await store.seat(game.id, 'blue', 'user-blue'));
  value(await store.seat(game.id, 'red', 'user-red'));
  const started = value(await store.startGame(game.id));
  return { id: game.id, state: started.state as RaceState };
}

describe('store: a race game', () => {
  it('is created, seated, started, played, undone and rebuilt from its log like any game', async () => {
    const file = tempFile();
    const store = await open(file, 4);
    const { id, state: start } = await startedRace(store);
    // Turn order is by colour, not by joining order: Red rolls first.
    expect(start.status).toEqual({ kind: 'playing', seat: 'red', round: 1, plan: null });
    expect(start.players.map((p) => [p.seat, p.store.length])).toEqual([
      ['red', 3],
      ['blue', 0],
    ]);

    const red = { kind: 'seat', seat: 'red' } as const;
    const rolls = start.players[0]!.store;
    value(await store.apply(id, { actor: red, action: { do: 'direction', args: { direction: 'forward' } }, interactionId: 'i-1', userId: 'user-red' }));
    const assigned = value(await store.apply(id, { actor: red, action: { do: 'assign', args: { guard: 'G1', rolls: [rolls[0]!] } }, interactionId: 'i-2' }));
    // A retry of the same interaction is not applied twice.
    const retry = value(await store.apply(id, { actor: red, action: { do: 'assign', args: { guard: 'G1', rolls: [rolls[0]!] } }, interactionId: 'i-2' }));
    expect(retry.duplicate).toBe(true);
    expect((await store.log(id)).length).toBe(2);
    // A refused action writes nothing.
    expect(await store.apply(id, { actor: { kind: 'seat', seat: 'blue' }, action: { do: 'end-turn' } })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect((await store.log(id)).length).toBe(2);

    const ended = value(await store.apply(id, { actor: red, action: { do: 'end-turn' }, interactionId: 'i-3' }));
    const afterRed = ended.state as RaceState;
    expect(afterRed.status).toMatchObject({ seat: 'blue' });
    expect(afterRed.players[0]!.guards.G1).toEqual({ zone: 'track', space: rolls[0], midpoint: false });

    // A moderator plays Blue's turn: kept in the log with who and why, and announced.
    const moderator = { kind: 'moderator', userId: 'mod-1', reason: 'Blue asked me to pass for them' } as const;
    const passed = value(await store.apply(id, { actor: moderator, action: { do: 'end-turn' }, userId: 'mod-1' }));
    expect(passed.events[0]).toEqual({
      type: 'moderator-override',
      seat: 'blue',
      userId: 'mod-1',
      reason: 'Blue asked me to pass for them',
      action: 'end-turn',
    });
    expect((await store.log(id)).at(-1)).toMatchObject({ kind: 'action', actor: moderator, action: { do: 'end-turn' } });

    // Undo takes the pass back: Blue is to play again, with the same dice as before.
    const undone = value(await store.undo(id, { actor: moderator, count: 1, userId: 'mod-1', reason: 'Blue came back' }));
    expect(JSON.stringify(undone.state)).toBe(JSON.stringify(afterRed));
    // Two more: back before Red's end of turn, with G1's roll still planned.
    value(await store.undo(id, { actor: moderator, count: 1, userId: 'mod-1', reason: 'Red wants another go' }));
    expect(JSON.stringify(value(await store.load(id)).state)).toBe(JSON.stringify(assigned.state));
    expect((await store.log(id)).map((e) => e.kind)).toEqual(['action', 'action', 'action', 'action', 'undo', 'undo']);

    const rebuilt = value(await store.rebuild(id));
    expect(JSON.stringify(rebuilt.state)).toBe(JSON.stringify(value(await store.load(id)).state));
    await store.close();
    stores.splice(stores.indexOf(store), 1);
    const reopened = await open(file, 4);
    expect(JSON.stringify(value(await reopened.load(id)).state)).toBe(JSON.stringify(rebuilt.state));
  });

  it('plays a whole race through the store, snapshots and all, to the same state as the log alone', async () => {
    const file = tempFile();
    const store = await open(file, 5);
    // A short race (first to 8 points), so that it ends soon.
    const { id, state: start } = await startedRace(store, { dicePerTurn: 3, targetScore: 8 });
    const racer = new RandomRacer(42);
    let state = start;
    let seq = 0;
    for (let next = racer.next(state); next; next = racer.next(state)) {
      seq++;
      state = value(await store.apply(id, { actor: { kind: 'seat', seat: next.seat }, action: next.action, interactionId: `i-${seq}` })).state as RaceState;
    }
    expect(state.status.kind).toBe('over');
    expect(seq).toBeGreaterThan(20);
    const loaded = value(await store.load(id));
    expect(loaded.seq).toBe(seq);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(state));
    expect(JSON.stringify(value(await store.rebuild(id)).state)).toBe(JSON.stringify(state));
  });

  it('reminds the player the race waits for', async () => {
    const store = await open(tempFile());
    const { id } = await startedRace(store);
    const later = new Date(Date.now() + 365 * 24 * 3600_000);
    const waiting = (await store.claimReminders({ now: later })).find((g) => g.game.id === id);
    expect(waiting?.waitingFor).toEqual([{ seat: 'red', userId: 'user-red' }]);
  });
});
