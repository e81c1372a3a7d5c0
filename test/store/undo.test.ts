import { afterEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/databases';
import { replay } from '../../src/engine/log';
import { sql } from '../../src/store/sql';
import type { BankAction } from './bank-game';
import { bankGame } from './bank-game';
import { startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;
const undo = (count: number) => ({ actor: { kind: 'moderator', userId: 'mod', reason: 'test' } as const, count, userId: 'mod', reason: 'table talk' });

describeEachBackend('store: undo', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('store: undo', () => {
    it('takes back the latest actions and keeps them in the log', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const start = JSON.stringify(value(await store.load(id)).state);
      value(await store.apply(id, { actor: system, action: { type: 'roll' } }));
      const afterOne = JSON.stringify(value(await store.load(id)).state);
      value(await store.apply(id, { actor: system, action: { type: 'deposit', amount: 9 } }));

      const undone = value(await store.undo(id, undo(1)));
      expect(undone).toMatchObject({ seq: 3, events: [], duplicate: false });
      expect(JSON.stringify(undone.state)).toBe(afterOne);
      expect(JSON.stringify(value(await store.load(id)).state)).toBe(afterOne);

      value(await store.undo(id, undo(1)));
      expect(JSON.stringify(value(await store.load(id)).state)).toBe(start);
      expect(await store.undo(id, undo(1))).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
      expect(await store.undo(id, { ...undo(1), reason: ' ' })).toMatchObject({ ok: false, error: { code: 'reason-required' } });
      expect((await store.log(id)).map((e) => e.kind)).toEqual(['action', 'action', 'undo', 'undo']);
      expect((await store.log(id))[2]).toMatchObject({ kind: 'undo', count: 1, reason: 'table talk', userId: 'mod' });
    });

    it('rebuilds from the log alone to the same bytes as every stored snapshot, after many actions and undos', async () => {
      const url = await temp.url();
      const store = await temp.open(url, 5);
      const id = await startedGame(store, 'chan', ['red', 'blue', 'green']);
      const actions: BankAction[] = [
        { type: 'roll' },
        { type: 'deposit', amount: 7 },
        { type: 'withdraw', amount: 3 },
        { type: 'pass' },
        { type: 'withdraw', amount: 500 },
      ];
      for (let i = 0; i < 120; i++) {
        if (i % 17 === 16) value(await store.undo(id, undo(1 + (i % 3))));
        else await store.apply(id, { actor: system, action: actions[i % actions.length] as BankAction }); // some are rejected
      }
      value(await store.undo(id, undo(2)));

      const rebuilt = value(await store.rebuild(id));
      const loaded = value(await store.load(id));
      expect(rebuilt.seq).toBe(loaded.seq);
      expect(JSON.stringify(rebuilt.state)).toBe(JSON.stringify(loaded.state));

      const log = await store.log(id);
      expect(log.filter((e) => e.kind === 'undo')).toHaveLength(8);
      expect(log.length).toBeLessThan(121); // the 500 withdrawals were rejected and not logged
      const { game, seats } = (await store.getGame(id))!;
      const params = { seats: seats.map((s) => s.seat), options: game.options, seed: game.seed };
      const db = await temp.raw(url);
      const snapshots = await db.query<{ seq: number; state: string }>(sql`SELECT "seq", "state" FROM "Snapshot" WHERE "gameId" = ${id} ORDER BY "seq"`);
      expect(snapshots.length).toBeGreaterThan(10);
      expect(snapshots.at(-1)).toEqual({ seq: loaded.seq, state: JSON.stringify(rebuilt.state) });
      for (const snapshot of snapshots) {
        const fromLog = value(replay(bankGame, params, log.slice(0, snapshot.seq)));
        expect(JSON.stringify(fromLog.state), `snapshot at seq ${snapshot.seq}`).toBe(snapshot.state);
      }

      // A fresh store sees the same state from its snapshots.
      await store.close();
      const reopened = await temp.open(url, 5);
      expect(JSON.stringify(value(await reopened.load(id)).state)).toBe(JSON.stringify(rebuilt.state));
    });

    it('still loads the right state if the snapshot written with an undo is missing', async () => {
      const url = await temp.url();
      const store = await temp.open(url, 4);
      const id = await startedGame(store);
      for (let i = 0; i < 5; i++) value(await store.apply(id, { actor: system, action: { type: 'roll' } }));
      value(await store.undo(id, undo(3)));
      value(await store.apply(id, { actor: system, action: { type: 'deposit', amount: 2 } }));
      const expected = JSON.stringify(value(await store.load(id)).state);
      await store.close();

      const db = await temp.raw(url);
      expect(await db.execute(sql`DELETE FROM "Snapshot" WHERE "gameId" = ${id} AND "seq" = 6`)).toBe(1);
      const reopened = await temp.open(url, 4);
      expect(JSON.stringify(value(await reopened.load(id)).state)).toBe(expected);
    });
  });
});
