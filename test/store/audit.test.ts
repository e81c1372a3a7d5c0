import { afterEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/databases';
import { startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;
const moderator = { kind: 'moderator', userId: 'mod-1', reason: 'player away' } as const;

describeEachBackend('store: audit', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('store: audit entries', () => {
    it('a pause, a resume and a seat handed over are log entries with who and why, and change no state', async () => {
      const url = await temp.url();
      const store = await temp.open(url, 3);
      const id = await startedGame(store);
      value(await store.apply(id, { actor: system, action: { type: 'roll' } }));
      const before = value(await store.load(id));

      value(await store.setStatus(id, 'paused', { actor: moderator, userId: 'mod-1', reason: 'player away', interactionId: 'i-pause' }));
      value(await store.replaceSeat(id, 'red', 'user-new', { actor: moderator, userId: 'mod-1', reason: 'red left' }));
      value(await store.setStatus(id, 'active', { actor: moderator, userId: 'mod-1', reason: 'back' }));

      const log = await store.log(id);
      expect(log.map((e) => [e.seq, e.kind])).toEqual([
        [1, 'action'],
        [2, 'audit'],
        [3, 'audit'],
        [4, 'audit'],
      ]);
      expect(log[1]).toMatchObject({
        kind: 'audit',
        note: { what: 'status', from: 'active', to: 'paused' },
        userId: 'mod-1',
        reason: 'player away',
        interactionId: 'i-pause',
      });
      expect(log[2]).toMatchObject({ kind: 'audit', note: { what: 'replace-player', seat: 'red', from: 'user-red', to: 'user-new' }, reason: 'red left' });

      const after = value(await store.load(id));
      expect(after.seq).toBe(4);
      expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
      expect(JSON.stringify(value(await store.rebuild(id)).state)).toBe(JSON.stringify(before.state));
      // Audit entries are not actions: undo takes back the roll, not the pause.
      const undone = value(await store.undo(id, { actor: moderator, count: 1, userId: 'mod-1', reason: 'mistake' }));
      expect(undone.seq).toBe(5);
      expect(value(await store.apply(id, { actor: system, action: { type: 'roll' } })).seq).toBe(6);

      await store.close();
      const reopened = await temp.open(url, 3);
      expect(JSON.stringify(value(await reopened.load(id)).state)).toBe(JSON.stringify(value(await reopened.rebuild(id)).state));
    });
  });
});
