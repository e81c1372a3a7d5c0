import { afterAll, describe, expect, it } from 'vitest';
import { raceTell } from '../../src/bot/race/tell';
import { publicView, type RaceState, raceGame, raceSafeDefault } from '../../src/race';
import { openStore } from '../../src/store/open-store';
import type { Store } from '../../src/store/store';
import { testDatabases } from '../support/databases';

/**
 * Issue 26: a race's lobby posts, news and next turn were posted after the commit, so a crash in
 * between lost them. They are outbox rows of the change's own transaction now: a store opened
 * afterwards on the same database (the bot started again) finds every one of them pending, in
 * order, for its deliverer to send — nothing was posted yet, and nothing is missing.
 */
const games = { race: raceGame };
const urls: string[] = [];
afterAll(() => Promise.all(urls.map((url) => testDatabases.drop(url))));

function value<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const line = (content: string) => ({ posts: () => [{ content, components: [], ping: [] }] });

describe('a crash between a race change and its posts', () => {
  it('loses nothing: the lobby posts, the start, the turn played and the next turn are all in the outbox after a restart', async () => {
    const url = await testDatabases.fresh();
    urls.push(url);
    const before: Store<typeof games> = await openStore({ url, games });
    const game = value(
      await before.createGame(
        { gameType: 'race', guildId: 'guild', channelId: 'race-channel', createdBy: 'host', options: { dicePerTurn: 3 }, seed: 42 },
        raceTell(line('host set up a race')),
      ),
    );
    value(await before.seat(game.id, 'blue', 'user-blue', raceTell(line('blue joins'))));
    value(await before.seat(game.id, 'red', 'user-red', raceTell(line('red joins'))));
    let state: RaceState = value(await before.startGame(game.id, raceTell())).state;
    const first = publicView(state).turnOf;
    // The turn is played by its defaults (as the clock plays it), the last action ending it.
    while (publicView(state).turnOf === first) {
      const action = raceSafeDefault(state, first!);
      state = value(await before.apply(game.id, { actor: { kind: 'seat', seat: first! }, action: action! }, raceTell({ notes: ['timed out'] }))).state;
    }
    // The process dies here: nothing was delivered. Another one opens the same database.
    await before.close();
    const after: Store<typeof games> = await openStore({ url, games });
    try {
      const rows = await after.outbox(game.id);
      expect(rows.every((r) => r.status === 'pending' || r.status === 'superseded')).toBe(true);
      const pending = rows.filter((r) => r.status === 'pending');
      const said = pending.map((r) => [r.kind, (r.payload as { content: string }).content.split('\n')[0]]);
      expect(said.slice(0, 3)).toEqual([
        ['post', 'host set up a race'],
        ['post', 'blue joins'],
        ['post', 'red joins'],
      ]);
      const kinds = pending.slice(3).map((r) => r.kind);
      // The start: its news and the first turn's post; the turn: its timeout notes, the edit of its post, the next turn's post.
      expect(kinds[0]).toBe('post');
      expect(kinds.at(-1)).toBe('post');
      expect(kinds.at(-2)).toBe('edit');
      const turnPost = pending.find((r) => r.kind === 'post' && (r.payload as { components: unknown[] }).components.length > 0)!;
      const edit = pending.at(-2)!;
      expect(edit.target).toBe(turnPost.key);
      expect((edit.payload as { components: unknown[] }).components).toEqual([]);
      const next = pending.at(-1)!.payload as { components: unknown[]; ping: string[] };
      expect(next.components.length).toBeGreaterThan(0);
      expect(next.ping).toEqual([first === 'blue' ? 'user-red' : 'user-blue']);
    } finally {
      await after.close();
    }
  });
});
