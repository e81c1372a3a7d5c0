import { afterEach, expect, it } from 'vitest';
import { Clock, CLOCK_USER, type ClockGame, typedClock } from '../../src/bot/clock/clock';
import { openStore } from '../../src/store/open-store';
import type { Store } from '../../src/store/store';
import { type Backend, describeEachBackend } from '../support/databases';
import { value } from './helpers';
import { type VoteSeat, voteGame } from './vote-game';

const games = { vote: voteGame };
const hours = (n: number) => n * 3_600_000;

/** The vote game as the clock meets it: every seat that has not voted is deciding; the default abstains. */
const voteClock: ClockGame<typeof games> = {
  deciding: (state) => voteGame.waitingFor(state).map((seat) => ({ seat, long: false, named: true })),
  safeDefault: () => ({ action: { type: 'abstain' }, kind: 'abstain', label: 'Abstain' }),
  timedOut: (seat) => `⏰ ${seat} did not answer in time: they abstain.`,
  tell: (note) => ({ outbox: (change) => [{ key: `${change.seq}:clock`, kind: 'post', target: change.game.channelId, payload: note }] }),
  reminder: (loaded, named, _deadline, _quiet, key) => [
    { key, kind: 'post', target: loaded.game.channelId, payload: `remind ${named.map((d) => d.seat).join(',')}` },
  ],
  seatName: (seat) => seat,
  moderatorsPing: (game, names, _deadline, key) => [{ key, kind: 'post', target: game.channelId, payload: `moderators: ${names.join(',')}` }],
  backPost: (game, seat, key) => [{ key, kind: 'post', target: game.channelId, payload: `${seat.seat} is back` }],
};

function clockOn(store: Store<typeof games>, problems: string[] = []): Clock {
  return new Clock({
    store,
    games: { vote: typedClock(store, voteClock) },
    random: () => 0,
    log: { warn: (m) => problems.push(m), error: (m) => problems.push(m) },
    wake: () => {},
  });
}

describeEachBackend('the decision clock in the database', (backend: Backend) => {
  const urls: string[] = [];
  const open: Store<typeof games>[] = [];
  const store = async (url: string) => {
    const s = await openStore({ url, games });
    open.push(s);
    return s;
  };
  const fresh = async () => {
    const url = await backend.fresh();
    urls.push(url);
    return url;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await Promise.all(urls.splice(0).map((u) => backend.drop(u)));
  });

  async function startedVote(s: Store<typeof games>, seats: VoteSeat[] = ['red', 'blue'], clock = {}): Promise<string> {
    const created = value(
      await s.createGame({ gameType: 'vote', guildId: 'g', channelId: `c-${Math.random()}`, createdBy: 'host', options: {}, seed: 1, clock }),
    );
    for (const seat of seats) value(await s.seat(created.id, seat, `user-${seat}`));
    value(await s.startGame(created.id));
    return created.id;
  }

  it('keeps the wait in the game row: a new wait for new seats, the same wait while the same seats decide', async () => {
    const s = await store(await fresh());
    const id = await startedVote(s, ['red', 'blue', 'green'], { decisionMinutes: 60, longDecisionMinutes: 120 });
    const started = value(await s.load(id)).game.clock;
    expect(started).toMatchObject({ waitingSeats: ['blue', 'green', 'red'], reminders: 0, decisionMinutes: 60, longDecisionMinutes: 120, safeDefaults: true });
    expect(started.waitStartedAt).toBeInstanceOf(Date);
    value(await s.apply(id, { actor: { kind: 'seat', seat: 'red' }, action: { type: 'vote', choice: 'yes' } }));
    const after = value(await s.load(id)).game.clock;
    // One of three answered: the others keep their deadline.
    expect(after.waitingSeats).toEqual(['blue', 'green']);
    expect(after.waitStartedAt).toEqual(started.waitStartedAt);
    value(await s.apply(id, { actor: { kind: 'seat', seat: 'blue' }, action: { type: 'vote', choice: 'no' } }));
    value(await s.apply(id, { actor: { kind: 'seat', seat: 'green' }, action: { type: 'vote', choice: 'no' } }));
    expect(value(await s.load(id)).game.clock).toMatchObject({ waitingSeats: [], waitStartedAt: null });
  });

  it('an action judged at an older head is refused and writes nothing: an answer that came first wins', async () => {
    const s = await store(await fresh());
    const id = await startedVote(s);
    value(await s.apply(id, { actor: { kind: 'seat', seat: 'red' }, action: { type: 'vote', choice: 'yes' } }));
    const late = await s.apply(id, { actor: { kind: 'seat', seat: 'blue' }, action: { type: 'abstain' }, expectedHeadSeq: 0, userId: CLOCK_USER });
    expect(late.ok ? 'applied' : late.error.code).toBe('game-moved-on');
    expect(value(await s.load(id)).seq).toBe(1);
  });

  it('a bot that was down when the deadline passed applies it once when it comes back, with its news', async () => {
    const url = await fresh();
    const first = await store(url);
    const id = await startedVote(first);
    value(await first.apply(id, { actor: { kind: 'seat', seat: 'red' }, action: { type: 'vote', choice: 'yes' } }));
    await first.close();
    open.splice(open.indexOf(first), 1);

    // Restarted a day and a bit later.
    const again = await store(url);
    const later = new Date(Date.now() + hours(25));
    const problems: string[] = [];
    expect(await clockOn(again, problems).tick(later)).toBe(1);
    expect(await clockOn(again, problems).tick(later)).toBe(0);
    const log = await again.log(id);
    expect(log.map((e) => [e.kind, e.actor, e.userId])).toEqual([
      ['action', { kind: 'seat', seat: 'red' }, null],
      ['action', { kind: 'seat', seat: 'blue' }, CLOCK_USER],
    ]);
    expect((await again.outbox(id)).map((r) => r.payload)).toEqual(['⏰ blue did not answer in time: they abstain.']);
    expect(problems).toEqual([]);
  });

  it('sends the half-time and two-hours-before reminders once each, then takes the default', async () => {
    const s = await store(await fresh());
    const id = await startedVote(s);
    const clock = clockOn(s);
    expect(await clock.tick(new Date(Date.now() + hours(11)))).toBe(0);
    expect(await clock.tick(new Date(Date.now() + hours(12.5)))).toBe(1);
    expect(await clock.tick(new Date(Date.now() + hours(13)))).toBe(0);
    expect(await clock.tick(new Date(Date.now() + hours(22.5)))).toBe(1);
    expect(await clock.tick(new Date(Date.now() + hours(23)))).toBe(0);
    expect(await clock.tick(new Date(Date.now() + hours(24.5)))).toBe(2);
    expect((await s.outbox(id)).map((r) => r.payload)).toEqual([
      'remind blue,red',
      'remind blue,red',
      '⏰ blue did not answer in time: they abstain.',
      '⏰ red did not answer in time: they abstain.',
    ]);
  });

  // SQLite is one process per file (docs/persistence.md): two stores on one PostgreSQL database stand for two bot processes.
  it.skipIf(backend.provider === 'sqlite')('two processes whose clocks run at once apply each default once', async () => {
    const url = await fresh();
    const one = await store(url);
    const two = await store(url);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await startedVote(one, ['red', 'blue', 'green']));
    for (const id of ids) value(await two.load(id));
    const later = new Date(Date.now() + hours(25));
    const [a, b] = await Promise.all([clockOn(one).tick(later), clockOn(two).tick(later)]);
    expect(a + b).toBe(18);
    for (const id of ids) {
      const log = await one.log(id);
      expect(log.map((e) => (e.kind === 'action' ? e.actor : null))).toHaveLength(3);
      expect(new Set(log.map((e) => JSON.stringify(e.actor))).size).toBe(3);
      expect(await one.outbox(id)).toHaveLength(3);
    }
  });
});
