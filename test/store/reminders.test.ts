import { afterEach, expect, it } from 'vitest';
import type { ClaimedReminder } from '../../src/store/store';
import { describeEachBackend } from '../support/databases';
import { type games, startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;
const minutes = (n: number) => n * 60_000;
const remindText = (r: ClaimedReminder<typeof games>) => [
  { key: `remind:${r.game.lastReminderAt?.toISOString()}`, kind: 'post', target: r.game.channelId, payload: { waitingFor: r.waitingFor.map((s) => s.userId) } },
];

describeEachBackend('store: reminders', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  it('claims the active games whose reminder is due, with the seats they wait for, once per interval', async () => {
    const store = await temp.open(await temp.url());
    const id = await startedGame(store);
    const other = await startedGame(store, 'channel-2');
    value(await store.setStatus(other, 'paused'));
    const later = new Date(Date.now() + minutes(721));

    expect(await store.claimReminders()).toEqual([]);
    const claimed = await store.claimReminders({ now: later });
    expect(claimed.map((r) => [r.game.id, r.waitingFor])).toEqual([[id, [{ seat: 'blue', userId: 'user-blue' }]]]);
    expect(claimed[0]?.game.lastReminderAt).toEqual(later);
    expect(value(await store.load(id)).game.lastReminderAt).toEqual(later);

    // Claimed: not due again at the same moment, nor before a full interval has passed.
    expect(await store.claimReminders({ now: later })).toEqual([]);
    expect(await store.claimReminders({ now: new Date(later.getTime() + minutes(719)) })).toEqual([]);
    expect(await store.claimReminders({ now: new Date(later.getTime() + minutes(720)) })).toHaveLength(1);
  });

  it('counts an action or a moderator nudge as the last activity', async () => {
    const store = await temp.open(await temp.url());
    const id = await startedGame(store);
    const soon = new Date(Date.now() + minutes(721));
    value(await store.markReminded(id, soon));
    expect(await store.claimReminders({ now: soon })).toEqual([]);
    expect(await store.claimReminders({ now: new Date(soon.getTime() + minutes(720)) })).toHaveLength(1);

    const other = await startedGame(store, 'channel-2');
    const inAMinute = new Date(Date.now() + minutes(1));
    value(await store.apply(other, { actor: system, action: { type: 'pass' } }));
    expect((await store.claimReminders({ now: new Date(inAMinute.getTime() + minutes(700)) })).map((r) => r.game.id)).not.toContain(other);
  });

  it('stores the reminder in the outbox with its claim', async () => {
    const store = await temp.open(await temp.url());
    const id = await startedGame(store);
    const later = new Date(Date.now() + minutes(721));
    const [claimed] = await store.claimReminders({ now: later, outbox: remindText });
    expect(claimed?.game.id).toBe(id);
    expect((await store.outbox(id)).map((row) => [row.key, row.kind, row.payload])).toEqual([
      [`remind:${later.toISOString()}`, 'post', { waitingFor: ['user-blue'] }],
    ]);
  });

  // SQLite is one process per file: two connections in one process would block each other in
  // better-sqlite3's synchronous busy wait. test/store/multi-process.test.ts claims across processes.
  it.skipIf(backend.provider === 'sqlite')('two stores on one database claiming at once remind each game once', async () => {
    const url = await temp.url();
    const one = await temp.open(url);
    const two = await temp.open(url);
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await startedGame(one, `channel-${i}`));
    // The second store has every game in its cache too, so both judge them due from memory.
    for (const id of ids) value(await two.load(id));
    const later = new Date(Date.now() + minutes(721));

    // Each store names its own rows, so that the outbox's unique keys cannot hide a second claim.
    const by = (name: string) => (r: ClaimedReminder<typeof games>) => [{ key: `remind:${name}`, kind: 'post', target: r.game.channelId, payload: name }];
    const [a, b] = await Promise.all([one.claimReminders({ now: later, outbox: by('one') }), two.claimReminders({ now: later, outbox: by('two') })]);
    const claimedIds = [...a, ...b].map((r) => r.game.id).sort();
    expect(claimedIds).toEqual([...ids].sort());
    for (const id of ids) expect(await one.outbox(id)).toHaveLength(1);
  });
});
