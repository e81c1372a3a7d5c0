import { afterEach, describe, expect, it } from 'vitest';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import { openStore, type Store } from '../../src/store/store';
import { tempDatabases, value } from './helpers';

const temp = tempDatabases();
const opened: Store<{ dune: typeof duneGame }>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  await temp.cleanup();
});

const SEATS: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];

async function open(file: string, snapshotEvery: number) {
  const store = await openStore({ file, games: { dune: duneGame }, snapshotEvery });
  opened.push(store);
  return store;
}

describe('store: a Dune game', () => {
  it('rebuilt from its log alone equals the snapshot-loaded state, also after a restart', async () => {
    const file = temp.file();
    const store = await open(file, 4);
    const game = value(await store.createGame({ gameType: 'dune', guildId: 'g', channelId: 'c', createdBy: 'mod', options: { rules: 'advanced' }, seed: 11 }));
    for (const f of SEATS) value(await store.seat(game.id, f, `user-${f}`));
    let state: DuneState = value(await store.startGame(game.id)).state;
    const player = new RandomPlayer(3);
    let moves = 0;
    for (; moves < 300; moves++) {
      const move = player.step(state);
      if (!move) break;
      const applied = value(
        await store.apply(game.id, {
          actor: { kind: 'seat', seat: move.faction },
          action: move.action,
          interactionId: `i-${moves}`,
          userId: `user-${move.faction}`,
        }),
      );
      state = applied.state;
    }
    expect(moves).toBeGreaterThan(5);
    const loaded = value(await store.load(game.id));
    const rebuilt = value(await store.rebuild(game.id));
    expect(JSON.stringify(rebuilt.state)).toBe(JSON.stringify(loaded.state));
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(state));
    expect(loaded.seq).toBe(moves);

    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const again = await open(file, 4);
    expect(JSON.stringify(value(await again.load(game.id)).state)).toBe(JSON.stringify(state));
  });
});
