import { afterEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/databases';
import type { BankAction } from './bank-game';
import { startedGame, tempDatabases, value } from './helpers';

const system = { kind: 'system' } as const;
const deposit = (amount: number): BankAction => ({ type: 'deposit', amount });

describeEachBackend('store', (backend) => {
  const temp = tempDatabases(backend);
  afterEach(() => temp.cleanup());

  describe('store: lobby and seats', () => {
    it('creates a game in the lobby, seats players and starts it', async () => {
      const store = await temp.open(await temp.url());
      const game = value(await store.createGame({ gameType: 'bank', guildId: 'g', channelId: 'c', createdBy: 'u', options: { startingBalance: 5 }, seed: 7 }));
      expect(game).toMatchObject({ status: 'lobby', headSeq: 0, options: { startingBalance: 5 }, reminderIntervalMinutes: 720 });
      expect((await store.load(game.id)).ok).toBe(false);
      expect(await store.apply(game.id, { actor: system, action: { type: 'pass' } })).toMatchObject({ ok: false, error: { code: 'game-not-active' } });

      value(await store.seat(game.id, 'red', 'alice'));
      expect(await store.seat(game.id, 'red', 'bob')).toMatchObject({ ok: false, error: { code: 'seat-taken' } });
      expect(await store.seat(game.id, 'blue', 'alice')).toMatchObject({ ok: false, error: { code: 'already-seated' } });
      value(await store.seat(game.id, 'green', 'bob'));
      expect(value(await store.unseat(game.id, 'green'))).toEqual([{ seat: 'red', userId: 'alice' }]);
      value(await store.seat(game.id, 'blue', 'bob'));

      const started = value(await store.startGame(game.id));
      expect(started.seq).toBe(0);
      expect(started.state.balances).toEqual({ blue: 5, red: 5 });
      expect(await store.startGame(game.id)).toMatchObject({ ok: false, error: { code: 'already-started' } });
      expect(await store.seat(game.id, 'green', 'carol')).toMatchObject({ ok: false, error: { code: 'seats-frozen' } });

      expect(value(await store.replaceSeat(game.id, 'red', 'carol'))).toEqual([
        { seat: 'blue', userId: 'bob' },
        { seat: 'red', userId: 'carol' },
      ]);
      const loaded = value(await store.load(game.id));
      expect(loaded.game.status).toBe('active');
      expect(loaded.seq).toBe(0);
    });

    it('refuses a start the game definition rejects, and writes nothing', async () => {
      const store = await temp.open(await temp.url());
      const game = value(await store.createGame({ gameType: 'bank', guildId: 'g', channelId: 'c', createdBy: 'u', options: { startingBalance: 5 }, seed: 7 }));
      value(await store.seat(game.id, 'red', 'alice'));
      expect(await store.startGame(game.id)).toMatchObject({ ok: false, error: { code: 'too-few-seats' } });
      expect(value(await store.setStatus(game.id, 'ended')).status).toBe('ended');
    });
  });

  describe('store: one live game per channel', () => {
    it('refuses a second game in the same channel until the first is over', async () => {
      const store = await temp.open(await temp.url());
      const first = await startedGame(store, 'chan');
      expect(await startedGame(store, 'chan').catch((e: Error) => e.message)).toMatch(/already has a bank game/);
      expect((await store.findActiveGameByChannel('chan'))?.id).toBe(first);

      value(await store.setStatus(first, 'paused'));
      expect((await store.findActiveGameByChannel('chan'))?.id).toBe(first);
      value(await store.setStatus(first, 'finished'));
      expect(await store.findActiveGameByChannel('chan')).toBeNull();
      expect(await store.setStatus(first, 'active')).toMatchObject({ ok: false, error: { code: 'bad-status-change' } });

      const second = await startedGame(store, 'chan');
      expect((await store.findActiveGameByChannel('chan'))?.id).toBe(second);
    });

    it('finds the live games a user sits in (for commands sent by DM), not the finished ones', async () => {
      const store = await temp.open(await temp.url());
      const one = await startedGame(store, 'chan-1');
      const two = await startedGame(store, 'chan-2');
      const seated = (await store.getGame(one))!.seats[0]!.userId;
      expect((await store.findLiveGamesOfUser(seated)).map((g) => g.id).sort()).toEqual([one, two].sort());
      value(await store.setStatus(one, 'finished'));
      expect((await store.findLiveGamesOfUser(seated)).map((g) => g.id)).toEqual([two]);
      expect(await store.findLiveGamesOfUser('nobody')).toEqual([]);
    });

    it('lets only one of two simultaneous creates in a channel succeed', async () => {
      const store = await temp.open(await temp.url());
      const input = { gameType: 'bank', guildId: 'g', channelId: 'thread-9', createdBy: 'u', options: { startingBalance: 1 }, seed: 1 } as const;
      const results = await Promise.all([store.createGame(input), store.createGame(input), store.createGame(input)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual(['channel-busy', 'channel-busy']);
    });
  });

  describe('store: apply and load', () => {
    it('round-trips actions, events and state', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      // Seats are sorted: blue plays first.
      const first = value(await store.apply(id, { actor: { kind: 'seat', seat: 'blue' }, action: { type: 'roll' }, userId: 'user-blue' }));
      expect(first.seq).toBe(1);
      expect(first.duplicate).toBe(false);
      expect(first.events.map((e) => e.type)).toEqual(['secret', 'balance']);
      expect(first.events[0]?.to).toEqual(['blue']);

      const second = value(await store.apply(id, { actor: { kind: 'seat', seat: 'red' }, action: deposit(30) }));
      const loaded = value(await store.load(id));
      expect(loaded.seq).toBe(2);
      expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(second.state));
      expect(loaded.game.headSeq).toBe(2);

      const log = await store.log(id);
      expect(log.map((e) => [e.seq, e.kind])).toEqual([
        [1, 'action'],
        [2, 'action'],
      ]);
      expect(log[0]).toMatchObject({ actor: { kind: 'seat', seat: 'blue' }, action: { type: 'roll' }, userId: 'user-blue' });
      expect(log[0]?.events).toEqual(first.events);
    });

    it('writes nothing for a rejected action and leaves the state byte-identical', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      value(await store.apply(id, { actor: system, action: deposit(5) }));
      const before = JSON.stringify(value(await store.load(id)).state);

      const rejected = await store.apply(id, {
        actor: { kind: 'seat', seat: 'blue' },
        action: { type: 'withdraw', amount: 1_000 },
        interactionId: 'i-rejected',
      });
      expect(rejected).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
      const tooMuch = await store.apply(id, { actor: system, action: { type: 'withdraw', amount: 1_000 }, interactionId: 'i-rejected' });
      expect(tooMuch).toMatchObject({ ok: false, error: { code: 'insufficient-funds', message: 'You have only 10.' } });

      expect(await store.log(id)).toHaveLength(1);
      const after = value(await store.load(id));
      expect(after.seq).toBe(1);
      expect(JSON.stringify(after.state)).toBe(before);
      // The interaction id was not used up by the rejection.
      expect(value(await store.apply(id, { actor: system, action: deposit(1), interactionId: 'i-rejected' })).duplicate).toBe(false);
    });

    it('moderator actions keep who acted and why', async () => {
      const store = await temp.open(await temp.url());
      const id = await startedGame(store);
      const grant: BankAction = { type: 'grant', seat: 'red', amount: 3 };
      expect(await store.apply(id, { actor: { kind: 'seat', seat: 'blue' }, action: grant })).toMatchObject({ ok: false, error: { code: 'moderators-only' } });
      value(await store.apply(id, { actor: { kind: 'moderator', userId: 'mod-1', reason: 'lost a roll to a bot crash' }, action: grant }));
      expect((await store.log(id))[0]).toMatchObject({ userId: 'mod-1', reason: 'lost a roll to a bot crash' });
    });

    it('a new store on the same database loads the same state and carries on', async () => {
      const url = await temp.url();
      const store = await temp.open(url, 4);
      const id = await startedGame(store);
      for (let i = 1; i <= 7; i++) value(await store.apply(id, { actor: system, action: i % 2 ? { type: 'roll' } : deposit(i) }));
      const before = value(await store.load(id));
      await store.close();

      const reopened = await temp.open(url, 4);
      const after = value(await reopened.load(id));
      expect(after.seq).toBe(7);
      expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
      expect(after.game).toEqual(before.game);
      expect(value(await reopened.apply(id, { actor: system, action: { type: 'roll' } })).seq).toBe(8);
    });
  });
});
