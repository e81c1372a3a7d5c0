import { afterEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/databases';
import { startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;

describeEachBackend('store: idempotency', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('store: a retried interaction is applied once', () => {
    it('returns the stored answer when the same interaction comes again later', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const first = value(await store.apply(id, { actor: system, action: { type: 'roll' }, interactionId: 'i-1' }));
      value(await store.apply(id, { actor: system, action: { type: 'roll' }, interactionId: 'i-2' }));

      const retry = value(await store.apply(id, { actor: system, action: { type: 'roll' }, interactionId: 'i-1' }));
      expect(retry.duplicate).toBe(true);
      expect(retry.seq).toBe(first.seq);
      expect(retry.events).toEqual(first.events);
      // The state as it was right after that interaction, not the newer head.
      expect(JSON.stringify(retry.state)).toBe(JSON.stringify(first.state));
      expect(await store.log(id)).toHaveLength(2);
    });

    it('applies two simultaneous copies once', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const command = { actor: system, action: { type: 'roll' }, interactionId: 'i-twice' } as const;
      const [a, b] = (await Promise.all([store.apply(id, command), store.apply(id, command)])).map(value);
      expect([a?.duplicate, b?.duplicate]).toEqual([false, true]);
      expect(b?.seq).toBe(a?.seq);
      expect(b?.events).toEqual(a?.events);
      expect(JSON.stringify(b?.state)).toBe(JSON.stringify(a?.state));
      expect(await store.log(id)).toHaveLength(1);
    });

    it('remembers interactions across a restart, undos included', async () => {
      const url = await temp.url();
      const store = await temp.open(url);
      const id = await startedGame(store);
      value(await store.apply(id, { actor: system, action: { type: 'roll' }, interactionId: 'i-a' }));
      const undone = value(await store.undo(id, { actor: system, count: 1, interactionId: 'i-u', userId: 'mod', reason: 'misclick' }));
      await store.close();

      const reopened = await temp.open(url);
      const again = value(await reopened.undo(id, { actor: system, count: 1, interactionId: 'i-u', userId: 'mod', reason: 'misclick' }));
      expect(again).toEqual({ ...undone, duplicate: true });
      expect((await reopened.apply(id, { actor: system, action: { type: 'pass' }, interactionId: 'i-a' })).ok).toBe(true);
      expect(await reopened.log(id)).toHaveLength(2);
    });

    it('refuses an interaction id that belongs to another game', async () => {
      const store = await temp.open(await temp.url());
      const one = await startedGame(store, 'c1');
      const two = await startedGame(store, 'c2');
      value(await store.apply(one, { actor: system, action: { type: 'pass' }, interactionId: 'shared' }));
      expect(await store.apply(two, { actor: system, action: { type: 'pass' }, interactionId: 'shared' })).toMatchObject({
        ok: false,
        error: { code: 'interaction-reused' },
      });
    });
  });
});
