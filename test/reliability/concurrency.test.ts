import { afterEach, describe, expect, it } from 'vitest';
import { factionName } from '../../src/dune/data/factions';
import { Rng, seedRng } from '../../src/engine/rng';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome } from '../discord-emulator';
import { closeWorld, command, startedGame, stateOf, user, world } from '../bot/helpers';
import { tapInteractions } from './support';

/**
 * Concurrency and idempotency through the local Discord and the real bot: many commands for one
 * game at the same instant, two games at once, and an interaction delivered twice.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

interface Gift {
  readonly from: 'atreides' | 'harkonnen';
  readonly to: 'atreides' | 'harkonnen';
  readonly amount: number;
  readonly outcome: InteractionOutcome;
}

/** Fires `count` gifts of 1–4 spice between the two players of `channel`, all at once. */
async function giftStorm(rng: Rng, channel: EmulatedChannel, players: Record<'atreides' | 'harkonnen', EmulatedUser>, count: number): Promise<Gift[]> {
  const plans = Array.from({ length: count }, () => {
    const from = rng.int(2) === 0 ? ('atreides' as const) : ('harkonnen' as const);
    return { from, to: from === 'atreides' ? ('harkonnen' as const) : ('atreides' as const), amount: 1 + rng.int(4) };
  });
  const outcomes = await Promise.all(plans.map((p) => command(w!, players[p.from], 'deal', { to: p.to, amount: p.amount }, { subcommand: 'give', channel })));
  return plans.map((p, i) => ({ ...p, outcome: outcomes[i] as InteractionOutcome }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the bot filled in the answer (the deferred reply's last edit), in ms. */
const answeredAt = (o: InteractionOutcome): number => Date.parse(o.reply?.editedTimestamp ?? o.reply?.timestamp ?? '');

describe('concurrency through the local Discord', () => {
  it(`50 gifts fired at once between two players are applied one at a time: seq without gaps, no lost update, no double spend (seed ${SEED})`, async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const channel = w.channels[0] as EmulatedChannel;
    const { gameId, seq: seq0, state: start } = await stateOf(w);
    const spice0 = { atreides: start.spice.atreides ?? 0, harkonnen: start.spice.harkonnen ?? 0 };

    const gifts = await giftStorm(new Rng(seedRng(SEED)), channel, { atreides: user(w, 'alice'), harkonnen: user(w, 'bob') }, 50);

    const log = (await w.bot.store.log(gameId)).slice(seq0);
    const byId = new Map(gifts.map((g) => [g.outcome.id, g]));
    const applied = gifts.filter((g) => (g.outcome.content ?? '').startsWith('✅'));
    const refused = gifts.filter((g) => !applied.includes(g));
    // Every command was answered; the log holds exactly the applied ones, numbered on without a gap.
    for (const g of gifts) expect(g.outcome.acknowledged).toBe(true);
    expect(log.map((e) => e.seq)).toEqual(applied.map((_, i) => seq0 + 1 + i));
    expect(new Set(log.map((e) => e.interactionId))).toEqual(new Set(applied.map((g) => g.outcome.id)));
    // The amounts are drawn so that holdings run short: the order decides which gifts fail.
    expect(refused.length).toBeGreaterThan(0);
    expect(applied.length).toBeGreaterThan(10);

    // Walk the log in its order: each applied gift moved spice the giver had, and its answer
    // shows the gift and the giver's spice after it at exactly that point of the order.
    const spice = { ...spice0 };
    const seen = { atreides: new Set([spice.atreides]), harkonnen: new Set([spice.harkonnen]) };
    for (const entry of log) {
      const gift = byId.get(entry.interactionId ?? '');
      if (!gift) throw new Error(`log entry #${entry.seq} is no gift of this test`);
      expect(spice[gift.from]).toBeGreaterThanOrEqual(gift.amount);
      expect(gift.outcome.content).toContain(`−${gift.amount} spice: given to the ${factionName(gift.to)}`);
      expect(gift.outcome.content).toContain(`You now hold ${spice[gift.from] - gift.amount} spice.`);
      spice[gift.from] -= gift.amount;
      spice[gift.to] += gift.amount;
      seen.atreides.add(spice.atreides);
      seen.harkonnen.add(spice.harkonnen);
    }
    // A refused gift was refused for want of spice the giver really had at some point of that order.
    for (const gift of refused) {
      const had = /have (\d+) spice and cannot give (\d+)/.exec(gift.outcome.content ?? '');
      expect(had, gift.outcome.content ?? '').not.toBeNull();
      expect(Number(had![2])).toBe(gift.amount);
      expect(Number(had![1])).toBeLessThan(gift.amount);
      expect(seen[gift.from].has(Number(had![1]))).toBe(true);
    }
    const { state: end, seq } = await stateOf(w);
    expect(seq).toBe(seq0 + applied.length);
    expect({ atreides: end.spice.atreides, harkonnen: end.spice.harkonnen }).toEqual(spice);
    expect(spice.atreides + spice.harkonnen).toBe(spice0.atreides + spice0.harkonnen);
  });

  it('two games in two channels: while one game is stuck on a slow command with 50 more queued, the other is answered', async () => {
    w = await world({ players: ['alice', 'bob', 'carol', 'dave'], channels: ['dune-a', 'dune-b'] });
    const [a, b] = w.channels as [EmulatedChannel, EmulatedChannel];
    await Promise.all([startedGame(w, { alice: 'atreides', bob: 'harkonnen' }, a), startedGame(w, { carol: 'atreides', dave: 'harkonnen' }, b)]);
    const { gameId: aId } = await stateOf(w, a);
    const rng = new Rng(seedRng(SEED + 1));

    // A slow command holds game A's queue (the store's per-game queue, shared with the bot) for 1.5 s; 50 commands
    // for A queue up behind it, then game B's players act.
    let released = Infinity;
    const slowCommand = w.bot.context.queue.run(aId, () => sleep(1500).then(() => (released = Date.now())));
    const busy = giftStorm(rng, a, { atreides: user(w, 'alice'), harkonnen: user(w, 'bob') }, 50);
    await sleep(50);
    const quiet = giftStorm(rng, b, { atreides: user(w, 'carol'), harkonnen: user(w, 'dave') }, 3);
    const [slow, fast] = await Promise.all([busy, quiet, slowCommand]);

    for (const g of [...slow, ...fast]) expect(g.outcome.acknowledged).toBe(true);
    const aFirst = Math.min(...slow.map((g) => answeredAt(g.outcome)));
    const bLast = Math.max(...fast.map((g) => answeredAt(g.outcome)));
    console.info(`game B answered ${released - bLast} ms before game A's queue moved again`);
    // Game B was answered while game A's queue was stuck; game A's commands all waited for it.
    expect(bLast).toBeLessThan(released);
    expect(aFirst).toBeGreaterThanOrEqual(released);
    // Each game's log holds its own commands only.
    const logA = await w.bot.store.log(aId);
    const logB = await w.bot.store.log((await stateOf(w, b)).gameId);
    expect(logB.length).toBeGreaterThan(0);
    expect(logB.every((e) => fast.some((g) => g.outcome.id === e.interactionId))).toBe(true);
    expect(logA.every((e) => slow.some((g) => g.outcome.id === e.interactionId))).toBe(true);
  });
});

describe('idempotency through the local Discord', () => {
  it('an interaction delivered twice by the gateway (same id, same token) is applied once and announced once', async () => {
    w = await world({ players: ['alice', 'bob'] });
    const tap = tapInteractions(w.server);
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const channel = w.channels[0] as EmulatedChannel;
    const alice = user(w, 'alice');
    const bob = user(w, 'bob');
    const spiceBefore = (await stateOf(w)).state.spice.atreides ?? 0;

    const first = await command(w, alice, 'deal', { to: 'harkonnen', amount: 2 }, { subcommand: 'give' });
    expect(first.content).toContain('✅');
    const { seq } = await stateOf(w);
    const posts = w.server.messages(channel).length;
    const dms = [w.server.dms(alice).length, w.server.dms(bob).length];

    tap.redeliver(first.id);
    // The gateway delivers in order: once a later command is answered, the copy has been handled
    // (give a wrongly acknowledged copy a moment to show up as a violation).
    await command(w, alice, 'game', {}, { subcommand: 'status' });
    await sleep(200);

    const after = await stateOf(w);
    expect(after.seq).toBe(seq);
    expect(after.state.spice.atreides).toBe(spiceBefore - 2);
    expect((await w.bot.store.log(after.gameId)).filter((e) => e.interactionId === first.id)).toHaveLength(1);
    expect(w.server.messages(channel)).toHaveLength(posts);
    expect([w.server.dms(alice).length, w.server.dms(bob).length]).toEqual(dms);
    // The player still reads a sensible answer (the first one, or "already applied").
    expect(first.content).toMatch(/✅|already applied/);
  });
});
