import { afterEach, expect, it } from 'vitest';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import type { Store } from '../../src/store/store';
import { describeEachBackend } from '../support/databases';
import { value } from './helpers';
import { openStore } from '../../src/store/open-store';

const SEATS: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];

describeEachBackend('store: a Dune game', (backend) => {
  const opened: Store<{ dune: typeof duneGame }>[] = [];
  const urls: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    await Promise.all(urls.splice(0).map((url) => backend.drop(url)));
  });

  async function open(url: string, snapshotEvery: number) {
    const store = await openStore({ url, games: { dune: duneGame }, snapshotEvery });
    opened.push(store);
    return store;
  }

  it('rebuilt from its log alone equals the snapshot-loaded state, also after a restart', async () => {
    const url = await backend.fresh();
    urls.push(url);
    const store = await open(url, 4);
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
    const again = await open(url, 4);
    expect(JSON.stringify(value(await again.load(game.id)).state)).toBe(JSON.stringify(state));
  });
});
