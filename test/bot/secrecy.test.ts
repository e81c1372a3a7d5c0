import { afterEach, describe, expect, it } from 'vitest';
import { waitingLine } from '../../src/bot/waiting';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { sealState } from '../../src/dune/inspect';
import { applySetupPatch } from '../../src/dune/setup-patch';
import type { DuneState } from '../../src/dune/state';
import type { DuneEvent } from '../../src/dune/events';
import { runTransition } from '../../src/engine/game';
import type { LocalWorld } from '../../src/demo/local-world';
import type { EmulatedChannel } from '../discord-emulator';
import { closeWorld, command, play, ephemeral, startedGame, textOf, user, world } from './helpers';

/**
 * Issue 11's attacks on hidden information through the bot, each as it was tried: every test
 * failed on the code before the fix.
 */
let w: (LocalWorld & { problems: string[] }) | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const channelCount = (x: LocalWorld) => x.server.messages(x.channels[0]!).length;

describe('secrets through the bot', () => {
  it('the waiting line never names who is asked about Weather Control or Family Atomics (S003-ST-1 window)', () => {
    const created = createGame({ seats: ['atreides', 'harkonnen', 'emperor'], options: { stormCardWindow: 'holders' }, seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const patched = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) =>
      applySetupPatch(s, { turn: 2, phase: 'storm', storm: 5, hands: { harkonnen: ['Weather Control'], atreides: [], emperor: [] } }, makeCtx(s, emit)),
    );
    if (!patched.ok) throw new Error(patched.error.message);
    const seats = [
      { seat: 'atreides' as const, userId: '1' },
      { seat: 'harkonnen' as const, userId: '2' },
      { seat: 'emperor' as const, userId: '3' },
    ];
    const line = waitingLine(sealState(patched.value.state), seats) ?? '';
    expect(line).toContain('Storm');
    expect(line).not.toMatch(/Harkonnen|<@2>/);
  });

  it('a gift posts nothing in the channel, and the public log shows no trace of it; the two parties have it in their own logs', async () => {
    w = await world({ players: ['alice', 'bob', 'eve'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const before = channelCount(w);
    expect(ephemeral(await play(w, user(w, 'alice'), 'give', { to: 'harkonnen', amount: 2 }))).toContain('done');
    expect(channelCount(w)).toBe(before);

    const eveLog = await command(w, user(w, 'eve'), 'game', {}, { subcommand: 'log' });
    const publicText = eveLog.reply!.attachments[0]!.data.toString('utf8');
    expect(publicText).not.toMatch(/give|gift|2 spice to/i);
    expect(ephemeral(eveLog)).not.toContain('private log');

    await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'log' });
    const bobLog = w.server.dms(user(w, 'bob')).at(-1)!.attachments[0]!.data.toString('utf8');
    expect(bobLog).toMatch(/Atreides gave you 2 spice|2 spice/);
  });

  it('a DM that fails is not announced right after the private action that caused it', async () => {
    w = await world({ players: ['alice', 'bob'] });
    // Closed from the start: bob's DM of the turn never arrives, so the gift's is a new DM that fails too.
    user(w, 'bob').dmsClosed = true;
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const before = channelCount(w);
    const notices = () => w!.server.messages(w!.channels[0]!).filter((m) => textOf([m]).includes('could not DM'));
    // The start's notice names bob: everyone got DMs then, so it tells nothing.
    const atStart = notices().map((m) => m.id);
    expect(atStart).toHaveLength(1);
    expect(ephemeral(await play(w, user(w, 'alice'), 'give', { to: 'harkonnen', amount: 1 }))).toContain('done');
    expect(channelCount(w)).toBe(before);
    // Nothing since, and no edit says it either.
    expect(notices().map((m) => m.id)).toEqual(atStart);
    // bob learns it himself at his next command.
    expect(ephemeral(await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'status' }))).toContain('could not be delivered');
  });

  it('a creator whose seat was handed to someone else can no longer end the game; the new player can', async () => {
    w = await world({ players: ['alice', 'bob', 'carol'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const handed = await command(
      w,
      w.moderator,
      'mod',
      { faction: 'atreides', player: user(w, 'carol').id, reason: 'alice left' },
      { subcommand: 'replace-player' },
    );
    expect(ephemeral(handed)).toContain('Seat handed over');
    expect(ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'end' }))).toContain(`Only <@${user(w, 'carol').id}>, who hosts this game`);
    expect(ephemeral(await command(w, user(w, 'carol'), 'game', {}, { subcommand: 'end' }))).toContain('ended');
  });

  it('a seat cannot be handed to a bot account, nor to someone who already holds a seat', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    // The emulator's users are people; this one is made a bot account by hand.
    const botUser: { id: string; bot: boolean } = w.server.createUser({ username: 'helper-bot' });
    botUser.bot = true;
    w.server.addMember(w.guild, botUser);
    const toBot = await command(w, w.moderator, 'mod', { faction: 'atreides', player: botUser.id, reason: 'x' }, { subcommand: 'replace-player' });
    expect(ephemeral(toBot)).toContain('is a bot account');
    const toSeated = await command(w, w.moderator, 'mod', { faction: 'atreides', player: user(w, 'bob').id, reason: 'x' }, { subcommand: 'replace-player' });
    expect(ephemeral(toSeated)).toContain('already plays the Harkonnen');
  });

  it('/game nudge: only players (and moderators) nudge, each seat once per cooldown, told when the next one is allowed', async () => {
    w = await world({ players: ['alice', 'bob', 'eve'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    expect(ephemeral(await command(w, user(w, 'eve'), 'game', {}, { subcommand: 'nudge' }))).toContain('Only the players of this game');
    expect(ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'nudge' }))).toContain('Reminded');
    const again = ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'nudge' }));
    expect(again).toMatch(/you can nudge again <t:\d+:R>/);
    // Another seat has its own cooldown.
    expect(ephemeral(await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'nudge' }))).toContain('Reminded');
  });

  it('a deleted channel pauses its game and tells its host once; every other game is still reminded', async () => {
    const hours = (n: number) => n * 3_600_000;
    let ahead = 0;
    w = await world({ players: ['alice', 'bob', 'carol', 'dave'], channels: ['dune-1', 'dune-2'], now: () => new Date(Date.now() + ahead) });
    const [one, two] = w.channels as [EmulatedChannel, EmulatedChannel];
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' }, one);
    await startedGame(w, { carol: 'atreides', dave: 'harkonnen' }, two);
    w.server.deleteChannel(one);
    // Half a day later by the bot's clock, by which the games' first waits started.
    ahead = hours(13);
    const alice = user(w, 'alice');
    const dmsBefore = w.server.dms(alice).length;

    // Both reminders are claimed; the bot learns that the first channel is gone when it posts there.
    expect(await w.bot.reminders.tick()).toBe(2);
    await w.bot.idle();
    expect(textOf(w.server.messages(two))).toContain('Reminder');
    const told = w.server.dms(alice).slice(dmsBefore);
    expect(textOf(told)).toContain('is paused: I can no longer post in that channel');
    const lost = (await w.bot.store.findActiveGameByChannel(one.id))!;
    expect(lost.status).toBe('paused');
    const report = await w.bot.store.outboxReport(lost.id);
    expect(report.ok && report.value.paused?.reason).toContain('can no longer post');
    // The next rounds leave the paused game alone (its log does not move): the host is told once.
    const pausedHead = (await w.bot.store.getGame(lost.id))!.game.headSeq;
    expect(await w.bot.reminders.tick(new Date(Date.now() + hours(30)))).toBeGreaterThan(0);
    expect((await w.bot.store.getGame(lost.id))!.game.headSeq).toBe(pausedHead);
    await w.bot.idle();
    expect(w.server.dms(alice).slice(dmsBefore)).toHaveLength(told.length);
    expect(w.problems.filter((p) => !p.includes('is lost'))).toEqual([]);
    w.problems.length = 0;
  });
});
