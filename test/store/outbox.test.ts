import { afterEach, describe, expect, it } from 'vitest';
import type { Change, OutboxRecord } from '../../src/store/outbox';
import type { WriteOptions } from '../../src/store/store';
import { describeEachBackend } from '../support/databases';
import { type BankStore, type games, startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;
const moderator = { kind: 'moderator', userId: 'mod-1', reason: 'test' } as const;
const t0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** What the bot would say about a change: a post, a DM per event and the live status edit. */
const news: WriteOptions<typeof games> = {
  outbox: (change) => [
    { key: `${change.seq}:post`, kind: 'post', target: change.game.channelId, payload: { seq: change.seq, events: change.events.length } },
    ...change.events.map((e, i) => ({
      key: `${change.seq}:dm:${i}`,
      kind: 'dm',
      target: `user-of-${'seat' in e ? e.seat : 'secret'}`,
      payload: { event: e.type },
    })),
    { key: `${change.seq}:status`, kind: 'edit', target: change.game.channelId, payload: { head: change.seq }, coalesce: 'status' },
  ],
};

const keys = (rows: readonly OutboxRecord[]) => rows.map((r) => r.key);

async function deliverAll(store: BankStore, owner: string, now: Date): Promise<string[]> {
  const sent: string[] = [];
  for (;;) {
    const claimed = await store.claimOutbox({ owner, limit: 10, leaseMs: 60_000, now });
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      value(await store.markSent(row.id, { owner, messageId: `m-${row.key}`, at: now }));
      sent.push(row.key);
    }
  }
}

describeEachBackend('store: outbox', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('rows are written with the write that caused them', () => {
    it('stores the lobby posts of a game created, a seat taken and a seat freed with the change, and a refused renderer creates nothing', async () => {
      const store = await temp.open(await temp.url());
      const said = (content: string): WriteOptions<typeof games> => ({
        outbox: (change) => [{ key: `lobby:${content}`, kind: 'post', target: change.game.channelId, payload: { content, seats: change.seats.length } }],
      });
      const input = { gameType: 'bank', guildId: 'guild-1', channelId: 'channel-9', createdBy: 'user-mod', options: { startingBalance: 10 }, seed: 1 } as const;
      const refused = await store.createGame(input, { outbox: () => [{ key: '', kind: 'post', target: 'channel-9', payload: {} }] });
      expect(refused.ok ? null : refused.error.code).toBe('bad-outbox-message');
      expect(await store.findActiveGameByChannel('channel-9')).toBeNull();

      const id = value(await store.createGame(input, said('created'))).id;
      value(await store.seat(id, 'red', 'user-red', said('red joins')));
      value(await store.seat(id, 'blue', 'user-blue', said('blue joins')));
      value(await store.unseat(id, 'red', said('red leaves')));
      const rows = await store.outbox(id);
      expect(rows.map((r) => [r.position, r.key, r.status, r.seq, r.payload])).toEqual([
        [1, 'lobby:created', 'pending', null, { content: 'created', seats: 0 }],
        [2, 'lobby:red joins', 'pending', null, { content: 'red joins', seats: 1 }],
        [3, 'lobby:blue joins', 'pending', null, { content: 'blue joins', seats: 2 }],
        [4, 'lobby:red leaves', 'pending', null, { content: 'red leaves', seats: 1 }],
      ]);
      // The positions go on from the lobby's rows.
      value(await store.seat(id, 'red', 'user-red'));
      value(await store.startGame(id, { outbox: () => [{ key: '0:start', kind: 'post', target: 'channel-9', payload: {} }] }));
      expect((await store.outbox(id)).at(-1)).toMatchObject({ position: 5, key: '0:start', seq: 0 });
    });

    it('stores what the renderer returns in the same transaction as the log entry, in order, with the seq', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const seen: Change<typeof games>[] = [];
      const applied = value(
        await store.apply(
          id,
          { actor: system, action: { type: 'roll' }, interactionId: 'i-1' },
          {
            outbox: (change) => {
              seen.push(change);
              return news.outbox?.(change) ?? [];
            },
          },
        ),
      );

      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ seq: 1, events: applied.events, game: { id, headSeq: 1 }, seats: [{ seat: 'blue' }, { seat: 'red' }] });
      expect(JSON.stringify(seen[0]?.after)).toBe(JSON.stringify(applied.state));
      expect(seen[0]?.before).toMatchObject({ turn: 0 });
      const rows = await store.outbox(id);
      expect(rows.map((r) => [r.position, r.key, r.kind, r.seq, r.status, r.attempts])).toEqual([
        [1, '1:post', 'post', 1, 'pending', 0],
        [2, '1:dm:0', 'dm', 1, 'pending', 0],
        [3, '1:dm:1', 'dm', 1, 'pending', 0],
        [4, '1:status', 'edit', 1, 'pending', 0],
      ]);
      expect(rows[0]).toMatchObject({ target: 'channel-1', payload: { seq: 1, events: 2 }, coalesce: null, messageId: null, leaseOwner: null });
    });

    it('writes nothing for a duplicate interaction or a rejected action', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(await store.apply(id, { actor: system, action: { type: 'pass' }, interactionId: 'i-1' }, news));
      const before = keys(await store.outbox(id));
      expect(value(await store.apply(id, { actor: system, action: { type: 'pass' }, interactionId: 'i-1' }, news)).duplicate).toBe(true);
      expect(await store.apply(id, { actor: system, action: { type: 'withdraw', amount: 999 } }, news)).toMatchObject({ ok: false });
      expect(keys(await store.outbox(id))).toEqual(before);
    });

    it('covers the start, undo and moderator writes, each under its own seq', async () => {
      const store = await temp.open(await temp.url());
      const game = value(await store.createGame({ gameType: 'bank', guildId: 'g', channelId: 'c', createdBy: 'u', options: { startingBalance: 1 }, seed: 3 }));
      value(await store.seat(game.id, 'red', 'u-red'));
      value(await store.seat(game.id, 'blue', 'u-blue'));
      value(await store.startGame(game.id, news));
      value(await store.apply(game.id, { actor: system, action: { type: 'pass' } }, news));
      value(await store.undo(game.id, { actor: moderator, count: 1, userId: 'mod-1', reason: 'oops' }, news));
      value(await store.setStatus(game.id, 'paused', { actor: moderator, userId: 'mod-1', reason: 'break' }, news));
      value(await store.replaceSeat(game.id, 'red', 'u-new', { actor: moderator, userId: 'mod-1', reason: 'left' }, news));
      const rows = await store.outbox(game.id);
      expect(rows.filter((r) => r.kind === 'post').map((r) => [r.key, r.seq])).toEqual([
        ['0:post', 0],
        ['1:post', 1],
        ['2:post', 2],
        ['3:post', 3],
        ['4:post', 4],
      ]);
      expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
      expect((await store.log(game.id)).map((e) => e.kind)).toEqual(['action', 'undo', 'audit', 'audit']);
    });

    it('keeps what the renderer remembers with the write: the next write gets it, a refused one leaves it', async () => {
      const url = await temp.url();
      const store = await temp.open(url);
      const game = value(await store.createGame({ gameType: 'bank', guildId: 'g', channelId: 'c', createdBy: 'u', options: { startingBalance: 1 }, seed: 3 }));
      value(await store.seat(game.id, 'red', 'u-red'));
      value(await store.seat(game.id, 'blue', 'u-blue'));
      const seen: unknown[] = [];
      const counting: WriteOptions<typeof games> = {
        outbox: (change) => {
          seen.push(change.memory);
          const told = ((change.memory as { told?: number } | null)?.told ?? 0) + 1;
          return { messages: [{ key: `${change.seq}:post`, kind: 'post', target: 'c', payload: told }], memory: { told } };
        },
      };
      value(await store.startGame(game.id, counting));
      value(await store.apply(game.id, { actor: system, action: { type: 'pass' } }, counting));
      expect(await store.apply(game.id, { actor: system, action: { type: 'withdraw', amount: 999 } }, counting)).toMatchObject({ ok: false });
      // A write whose renderer returns rows alone keeps the memory as it was.
      value(await store.apply(game.id, { actor: system, action: { type: 'pass' } }, news));
      value(await store.rememberNews(game.id, (memory) => ({ ...(memory as object), noted: true })));
      value(await store.setStatus(game.id, 'paused', { actor: moderator, userId: 'mod-1', reason: 'break' }, counting));
      expect(seen).toEqual([null, { told: 1 }, { told: 2, noted: true }]);
      // Another store process (a restart) reads the same memory from the database.
      const again = await temp.open(url);
      value(await again.setStatus(game.id, 'active', { actor: moderator, userId: 'mod-1', reason: 'back' }, counting));
      expect(seen.at(-1)).toEqual({ told: 3 });
      expect((await store.outbox(game.id)).filter((r) => r.kind === 'post').map((r) => r.payload)).toEqual([1, 2, expect.objectContaining({ seq: 2 }), 3, 4]);
    });

    it('refuses a renderer mistake without storing the action', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const twice = await store.apply(
        id,
        { actor: system, action: { type: 'pass' } },
        {
          outbox: () => [
            { key: 'k', kind: 'post', target: 'c', payload: 1 },
            { key: 'k', kind: 'post', target: 'c', payload: 2 },
          ],
        },
      );
      expect(twice).toMatchObject({ ok: false, error: { code: 'bad-outbox-message', message: expect.stringContaining('repeats the key "k"') } });
      const noTarget = await store.apply(
        id,
        { actor: system, action: { type: 'pass' } },
        { outbox: () => [{ key: 'k', kind: 'post', target: ' ', payload: 1 }] },
      );
      expect(noTarget).toMatchObject({ ok: false, error: { code: 'bad-outbox-message', message: expect.stringContaining('has no target') } });
      expect(await store.log(id)).toEqual([]);
      expect(await store.outbox(id)).toEqual([]);
    });

    it('stores the action and its rows together or not at all: a key already used rolls the action back', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(await store.enqueue(id, [{ key: '1:post', kind: 'post', target: 'c', payload: 'lobby notice that took the key' }]));
      const refused = await store.apply(id, { actor: system, action: { type: 'pass' }, interactionId: 'i-1' }, news);
      expect(refused).toMatchObject({ ok: false, error: { code: 'outbox-key-taken' } });
      expect(await store.log(id)).toEqual([]);
      expect(keys(await store.outbox(id))).toEqual(['1:post']);
      expect(value(await store.load(id)).seq).toBe(0);
      // The interaction was not used up, and the game goes on.
      expect(value(await store.apply(id, { actor: system, action: { type: 'pass' }, interactionId: 'i-1' })).seq).toBe(1);
    });

    it('enqueues bot notices after the rows written so far, and only for a game that exists', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(await store.apply(id, { actor: system, action: { type: 'pass' } }, news));
      const enqueued = value(
        await store.enqueue(id, [
          { key: 'lobby:1', kind: 'post', target: 'c', payload: { text: 'hello' } },
          { key: 'lobby:2', kind: 'pin', target: 'c', payload: { text: 'pinned' } },
        ]),
      );
      expect(enqueued.map((r) => [r.position, r.key, r.seq, r.payload])).toEqual([
        [4, 'lobby:1', null, { text: 'hello' }],
        [5, 'lobby:2', null, { text: 'pinned' }],
      ]);
      expect(await store.enqueue('no-such-game', [{ key: 'x', kind: 'post', target: 'c', payload: 1 }])).toMatchObject({
        ok: false,
        error: { code: 'game-not-found' },
      });
    });
  });

  describe('coalescing', () => {
    it('a newer status edit supersedes older pending ones, but not one a deliverer is sending', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const edit = (n: number) => ({ key: `status:${n}`, kind: 'edit', target: 'c', payload: { n }, coalesce: 'status' });
      value(await store.enqueue(id, [edit(1)]));
      const [held] = await store.claimOutbox({ owner: 'a', limit: 5, leaseMs: 1000, now: at(0) });
      expect(held?.key).toBe('status:1');
      value(await store.enqueue(id, [edit(2)]));
      value(await store.enqueue(id, [edit(3), { key: 'post', kind: 'post', target: 'c', payload: 0 }, edit(4)]));

      const status = Object.fromEntries((await store.outbox(id)).map((r) => [r.key, r.status]));
      expect(status).toEqual({ 'status:1': 'pending', 'status:2': 'superseded', 'status:3': 'superseded', post: 'pending', 'status:4': 'pending' });
      value(await store.markSent(held?.id ?? '', { owner: 'a', messageId: 'm1', at: at(1) }));
      expect(await deliverAll(store, 'a', at(2))).toEqual(['post', 'status:4']);
    });

    it('a held row waits for its time or a newer row of its key, holding none of its game’s later rows back; a flush sends it at once', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const edit = (n: number) => ({ key: `edit:${n}`, kind: 'edit', target: 'post', payload: { n }, coalesce: 'edit:post', holdMs: 60_000 });
      value(
        await store.enqueue(id, [{ key: 'post', kind: 'post', target: 'c', payload: 0 }, edit(1), { key: 'dm', kind: 'dm', target: 'u', payload: 0 }, edit(2)]),
      );
      const now = new Date();
      // The post, then the DM written after the held edits: they wait, the DM does not.
      expect(await deliverAll(store, 'a', now)).toEqual(['post', 'dm']);
      expect(Object.fromEntries((await store.outbox(id)).map((r) => [r.key, r.status]))).toMatchObject({ 'edit:1': 'superseded', 'edit:2': 'pending' });
      // Its time come, the newest edit goes out alone.
      expect(await deliverAll(store, 'a', new Date(now.getTime() + 61_000))).toEqual(['edit:2']);
      value(await store.enqueue(id, [edit(3)]));
      expect(await deliverAll(store, 'a', new Date())).toEqual([]);
      const flushed = await store.claimOutbox({ owner: 'a', limit: 5, leaseMs: 1000, flush: true });
      expect(flushed.map((r) => r.key)).toEqual(['edit:3']);
    });

    it('refuses a hold on a row without a coalesce key, or a hold that is not a whole number of ms', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      for (const bad of [{ holdMs: 100 }, { holdMs: -1, coalesce: 'k' }, { holdMs: 1.5, coalesce: 'k' }]) {
        const refused = await store.enqueue(id, [{ key: 'x', kind: 'edit', target: 'post', payload: 0, ...bad }]);
        expect(refused.ok ? null : refused.error.message).toMatch(/holds for .* ms: a hold is a whole number of ms, on a row with a coalesce key/);
      }
    });
  });

  describe('delivery', () => {
    it('hands out one row per game at a time, oldest first, in each game’s order', async () => {
      const store = await temp.open(await temp.url());
      const a = await startedGame(store, 'chan-a');
      const b = await startedGame(store, 'chan-b');
      value(
        await store.enqueue(
          a,
          [1, 2, 3].map((n) => ({ key: `a${n}`, kind: 'post', target: 'chan-a', payload: n })),
        ),
      );
      value(
        await store.enqueue(
          b,
          [1, 2].map((n) => ({ key: `b${n}`, kind: 'dm', target: 'user', payload: n })),
        ),
      );

      const first = await store.claimOutbox({ owner: 'one', limit: 10, leaseMs: 30_000, now: at(0) });
      expect(keys(first)).toEqual(['a1', 'b1']);
      expect(first[0]).toMatchObject({ leaseOwner: 'one', leaseUntil: at(30_000), attempts: 1 });
      // Nothing more while each game's oldest row is out, whoever asks.
      expect(await store.claimOutbox({ owner: 'two', limit: 10, leaseMs: 30_000, now: at(1) })).toEqual([]);

      value(await store.markSent(first[0]?.id ?? '', { owner: 'one', messageId: 'discord-1', at: at(2) }));
      expect(keys(await store.claimOutbox({ owner: 'two', limit: 10, leaseMs: 30_000, now: at(3) }))).toEqual(['a2']);
      const sent = await store.outboxMessage(a, 'a1');
      expect(sent).toMatchObject({ status: 'sent', messageId: 'discord-1', sentAt: at(2), leaseUntil: null });
      expect(await store.outboxMessage(a, 'nope')).toBeNull();
    });

    it('lets another deliverer take over a row whose lease ran out, and fences the first one off', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(await store.enqueue(id, [{ key: 'k', kind: 'post', target: 'c', payload: 1 }]));
      const [mine] = await store.claimOutbox({ owner: 'crashed', limit: 1, leaseMs: 1000, now: at(0) });
      expect(await store.claimOutbox({ owner: 'other', limit: 1, leaseMs: 1000, now: at(999) })).toEqual([]);
      const [taken] = await store.claimOutbox({ owner: 'other', limit: 1, leaseMs: 1000, now: at(1000) });
      expect(taken).toMatchObject({ id: mine?.id, leaseOwner: 'other', attempts: 2 });

      expect(await store.markSent(mine?.id ?? '', { owner: 'crashed', messageId: 'x' })).toMatchObject({
        ok: false,
        error: { code: 'outbox-lease-lost', message: expect.stringContaining('leased to other, not crashed') },
      });
      value(await store.markSent(taken?.id ?? '', { owner: 'other', messageId: 'y' }));
      expect(await store.markSent(taken?.id ?? '', { owner: 'other', messageId: 'y' })).toMatchObject({ ok: false, error: { code: 'outbox-not-pending' } });
      expect(await store.markSent('no-such-row', { owner: 'other' })).toMatchObject({ ok: false, error: { code: 'outbox-not-found' } });
    });

    it('holds a game back while its oldest row waits for a retry; a permanent failure lets the next rows go on', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(
        await store.enqueue(
          id,
          ['dm', 'post'].map((k) => ({ key: k, kind: k, target: 't', payload: k })),
        ),
      );
      const [dm] = await store.claimOutbox({ owner: 'd', limit: 5, leaseMs: 10_000, now: at(0) });
      value(await store.markRetry(dm?.id ?? '', { owner: 'd', error: '429 Too Many Requests', at: at(5_000) }));
      expect(await store.claimOutbox({ owner: 'd', limit: 5, leaseMs: 10_000, now: at(4_999) })).toEqual([]);
      const [again] = await store.claimOutbox({ owner: 'd', limit: 5, leaseMs: 10_000, now: at(5_000) });
      expect(again).toMatchObject({ key: 'dm', attempts: 2, lastError: '429 Too Many Requests' });

      value(await store.markFailed(again?.id ?? '', { owner: 'd', error: 'Cannot send messages to this user (50007)' }));
      expect(keys(await store.claimOutbox({ owner: 'd', limit: 5, leaseMs: 10_000, now: at(5_001) }))).toEqual(['post']);
    });

    it('pauses a game’s outbox (a deleted channel), its DMs included, until it is resumed', async () => {
      const store = await temp.open(await temp.url());
      const a = await startedGame(store, 'chan-a');
      const b = await startedGame(store, 'chan-b');
      value(await store.enqueue(a, [{ key: 'post', kind: 'post', target: 'chan-a', payload: 1 }]));
      value(await store.enqueue(a, [{ key: 'dm', kind: 'dm', target: 'user', payload: 1 }]));
      value(await store.enqueue(b, [{ key: 'other', kind: 'post', target: 'chan-b', payload: 1 }]));
      expect(await store.pauseOutbox(a, ' ')).toMatchObject({ ok: false, error: { code: 'reason-required' } });
      value(await store.pauseOutbox(a, 'channel deleted (10003)'));

      expect(await deliverAll(store, 'd', at(0))).toEqual(['other']);
      expect(value(await store.outboxReport(a, at(60_000)))).toMatchObject({ pending: 2, paused: { reason: 'channel deleted (10003)' } });
      value(await store.resumeOutbox(a));
      expect(await deliverAll(store, 'd', at(1))).toEqual(['post', 'dm']);
      expect(await store.pauseOutbox('no-such-game', 'x')).toMatchObject({ ok: false, error: { code: 'game-not-found' } });
    });

    it('reports what is pending and what failed, for moderators', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const written = value(
        await store.enqueue(
          id,
          ['a', 'b', 'c'].map((k) => ({ key: k, kind: 'dm', target: `user-${k}`, payload: k })),
        ),
      );
      const [a] = await store.claimOutbox({ owner: 'd', limit: 1, leaseMs: 1000, now: at(0) });
      value(await store.markFailed(a?.id ?? '', { owner: 'd', error: 'DMs closed', at: at(1) }));
      const report = value(await store.outboxReport(id, new Date((written[0]?.createdAt.getTime() ?? 0) + 90_000)));
      expect(report).toEqual({
        gameId: id,
        pending: 2,
        sent: 0,
        failed: 1,
        superseded: 0,
        oldestPendingAt: written[1]?.createdAt,
        oldestPendingAgeMs: 90_000,
        paused: null,
        failures: [{ key: 'a', kind: 'dm', target: 'user-a', error: 'DMs closed', at: at(1) }],
      });
      expect(await store.outboxReport('no-such-game')).toMatchObject({ ok: false, error: { code: 'game-not-found' } });
    });
  });

  // SQLite is one process per file (see reminders.test.ts); across processes: multi-process.test.ts.
  it.skipIf(backend.provider === 'sqlite')('two deliverers claiming at once never get the same row, nor two rows of one game', async () => {
    const url = await temp.url();
    const [one, two] = [await temp.open(url), await temp.open(url)];
    const ids: string[] = [];
    for (let g = 0; g < 6; g++) {
      const id = await startedGame(one, `chan-${g}`);
      ids.push(id);
      value(
        await one.enqueue(
          id,
          Array.from({ length: 8 }, (_, n) => ({ key: `${n}`, kind: 'post', target: `chan-${g}`, payload: n })),
        ),
      );
    }
    const out = new Map<string, string>(); // game → the key a deliverer holds now
    const marked: string[] = [];
    const deliverer = async (store: BankStore, owner: string) => {
      for (let idle = 0; idle < 5; ) {
        const claimed = await store.claimOutbox({ owner, limit: 4, leaseMs: 60_000 });
        if (claimed.length === 0) {
          idle++;
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        idle = 0;
        for (const row of claimed) {
          expect(out.get(row.gameId), `game ${row.gameId} had ${out.get(row.gameId)} out when ${owner} got ${row.key}`).toBeUndefined();
          out.set(row.gameId, row.key);
        }
        await Promise.all(
          claimed.map(async (row) => {
            await new Promise((r) => setTimeout(r, 1));
            out.delete(row.gameId);
            value(await store.markSent(row.id, { owner }));
            marked.push(`${row.gameId}/${row.key}`);
          }),
        );
      }
    };
    await Promise.all([deliverer(one, 'one'), deliverer(two, 'two'), deliverer(one, 'three')]);
    expect(marked).toHaveLength(48);
    expect(new Set(marked).size).toBe(48);
    for (const id of ids) {
      expect(marked.filter((m) => m.startsWith(`${id}/`)).map((m) => Number(m.split('/')[1]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
  });
});
