import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_USER } from '../../src/bot/clock/clock';
import { closeWorld, clickOn, command, ephemeral, startedGame, stateOf, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const news = () => textOf(w!.server.messages(w!.channels[0]!));
/** Everything the bot wrote to say about the channel's game (its outbox), as text. */
const said = async (gameId?: string) => JSON.stringify((await w!.bot.store.outbox(gameId ?? (await stateOf(w!)).gameId)).map((r) => r.payload));

describe('deadlines through the bot', () => {
  it('shows deadlines in the status and the DMs; a passed deadline is taken by the clock, announced, and undoable', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const alice = user(w, 'alice');
    const status = textOf([(await command(w, alice, 'game', {}, { subcommand: 'status' })).reply!]);
    expect(status).toMatch(/since <t:\d+:R>, deadline <t:\d+:R>/);
    await w.bot.idle();
    expect(textOf(w.server.dms(alice))).toMatch(/Decide by <t:\d+:R>; after that the clock takes the safe default for you\./);

    const { gameId } = await stateOf(w);
    // Every wait after the first starts at the store's (real) time, a day before this clock's: the
    // clock takes every decision in turn, and this short game ends by the clock alone.
    expect(await w.bot.reminders.tick(hours(25))).toBeGreaterThan(0);
    await w.bot.idle();
    expect((await w.bot.store.getGame(gameId))!.game.status).toBe('finished');
    expect(await said(gameId)).toContain('⏰ The Atreides did not answer in time: they keep a traitor picked at random.');
    expect(await said(gameId)).toContain('⏰ The Harkonnen did not answer in time: they dial the lowest storm dial.');
    const clocked = (await w.bot.store.log(gameId)).filter((e) => e.userId === CLOCK_USER);
    expect(clocked.length).toBeGreaterThan(0);
    expect(clocked.every((e) => e.kind === 'action' && e.interactionId?.startsWith(`clock:${gameId}:`))).toBe(true);
  });

  it('away: announced, the seat answered at once by the clock, back by command; bad dates change nothing', async () => {
    w = await world({ players: ['alice', 'bob', 'eve'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const alice = user(w, 'alice');
    expect(ephemeral(await command(w, alice, 'game', { until: 'soon' }, { subcommand: 'away' }))).toContain('is a date like `2026-12-24`');
    expect(ephemeral(await command(w, alice, 'game', { until: '2020-01-01' }, { subcommand: 'away' }))).toContain('already past');
    expect(ephemeral(await command(w, user(w, 'eve'), 'game', { until: '3' }, { subcommand: 'away' }))).toContain('Only a player');
    expect(ephemeral(await command(w, alice, 'game', { until: '3' }, { subcommand: 'away' }))).toContain('You are away');
    await w.bot.idle();
    expect(news()).toMatch(new RegExp(`🏖️ <@${alice.id}> \\(Atreides\\) is away until <t:\\d+:f>`));

    await w.bot.reminders.tick(hours(1));
    await w.bot.idle();
    // The Atreides' secret traitor is kept for them at once (the table is not told whose); the Harkonnen still have time.
    const { gameId } = await stateOf(w);
    const clocked = (await w.bot.store.log(gameId)).filter((e) => e.userId === CLOCK_USER);
    // Their traitor and their storm dial, one after the other; the Harkonnen still have their time.
    expect(clocked.map((e) => e.kind === 'action' && e.action.do)).toEqual(['traitor', 'dial']);
    expect(await said()).toContain('⏰ The Atreides are away: they keep a traitor picked at random.');
    expect(await said()).toContain('⏰ The Atreides are away: they dial the lowest storm dial.');
    expect(await said()).not.toContain('Harkonnen did not answer');
    // Undone like any other action.
    const preview = await command(w, w.moderator, 'mod', { reason: 'alice was there after all', count: 1 }, { subcommand: 'undo' });
    expect(ephemeral(await clickOn(w, w.moderator, preview, 'Confirm undo'))).toContain('Undid 1 action');
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'back' }))).toContain('Welcome back');
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'back' }))).toContain('You are not away');
  });

  it('a hold stops the clocks until its player or a moderator releases it; moderators extend and turn the defaults off', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const [alice, bob] = [user(w, 'alice'), user(w, 'bob')];
    expect(ephemeral(await command(w, alice, 'game', { reason: 'moving house' }, { subcommand: 'hold' }))).toContain('on hold');
    expect(ephemeral(await command(w, bob, 'game', { reason: 'me too' }, { subcommand: 'hold' }))).toContain('already on hold: “moving house”');
    const { seq } = await stateOf(w);
    const held = await w.bot.reminders.tick(hours(30));
    await w.bot.idle();
    expect(held).toBe(0);
    expect(ephemeral(await command(w, bob, 'game', {}, { subcommand: 'release' }))).toContain('Only the player who asked for the hold');
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'release' }))).toContain('Released');
    await w.bot.idle();
    expect(news()).toContain(`⏸️ <@${alice.id}> (Atreides) asked for a hold: “moving house”.`);
    expect(news()).toContain('(2 holds left to the players.)');
    expect(news()).toContain(`▶️ <@${alice.id}> (Atreides) released the hold`);

    expect(ephemeral(await command(w, w.moderator, 'mod', { hours: 10 }, { subcommand: 'extend' }))).toContain('extended by 10 h');
    expect(ephemeral(await command(w, w.moderator, 'mod', { defaults: false }, { subcommand: 'deadlines' }))).toContain('Safe defaults off');
    // The deadline is now 34 h after the wait began (and the hold's minutes): a reminder, then the moderators.
    expect(await w.bot.reminders.tick(hours(30))).toBe(1);
    expect(await w.bot.reminders.tick(hours(40))).toBe(1);
    expect(await w.bot.reminders.tick(hours(41))).toBe(0);
    await w.bot.idle();
    expect(news()).toMatch(/did not answer by <t:\d+:R> and this game's safe defaults are off/);
    // Nothing was taken for them: only the audit entries of the hold, the release, the extension and the switch.
    expect((await stateOf(w)).seq).toBe(seq + 3);
  });
});
