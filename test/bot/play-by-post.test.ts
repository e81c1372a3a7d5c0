import { Events, type ChatInputCommandInteraction } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardName } from '../../src/dune/data/cards';
import { LEADERS, type LeaderId } from '../../src/dune/data/factions';
import type { EmulatedChannel } from '../../test/discord-emulator';
import { commandOf } from '../../src/bot/command-groups';
import { clickOn, closeWorld, command, ephemeral, menu, parts, pickIn, play, startedGame, stateOf, suggestions, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

async function firstOffer(channel?: EmulatedChannel, faction = 'atreides'): Promise<string> {
  const { state } = await stateOf(w!, channel);
  return LEADERS.get((state.step as { traitorOffers: Record<string, LeaderId[]> }).traitorOffers[faction]![0]!)!.name;
}

describe('play by post', () => {
  it('a redelivered interaction is applied once and announced once', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    let captured: ChatInputCommandInteraction | undefined;
    w.bot.client.on(Events.InteractionCreate, (i) => {
      if (i.isChatInputCommand() && i.commandName === commandOf('traitor').command) captured = i;
    });
    const first = await play(w, user(w, 'alice'), 'traitor', { leader: await firstOffer() });
    expect(ephemeral(first)).toContain('done');
    const { seq } = await stateOf(w);
    const posts = w.server.messages(w.channels[0]!).length;

    // The gateway delivers it again: the first delivery answered it, so this one is let go (a
    // second acknowledgement would be refused by Discord); the store would apply it once anyway.
    const answer = first.content;
    w.bot.client.emit(Events.InteractionCreate, captured!);
    await w.bot.idle();
    expect(first.content).toBe(answer);
    expect((await stateOf(w)).seq).toBe(seq);
    expect(w.server.messages(w.channels[0]!)).toHaveLength(posts);
  });

  it('runs two games in two channels at once, each with its own news and players', async () => {
    w = await world({ players: ['alice', 'bob', 'carol', 'dave'], channels: ['dune-1', 'dune-2'] });
    const [one, two] = w.channels as [EmulatedChannel, EmulatedChannel];
    await Promise.all([startedGame(w, { alice: 'atreides', bob: 'harkonnen' }, one), startedGame(w, { carol: 'atreides', dave: 'harkonnen' }, two)]);
    const [a, c] = await Promise.all([
      play(w, user(w, 'alice'), 'traitor', { leader: await firstOffer(one) }, { channel: one }),
      play(w, user(w, 'carol'), 'traitor', { leader: await firstOffer(two) }, { channel: two }),
    ]);
    expect(ephemeral(a)).toContain('done');
    expect(ephemeral(c)).toContain('done');
    expect(ephemeral(await play(w, user(w, 'alice'), 'pass', {}, { channel: two }))).toContain('You are not seated');

    const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map((n) => user(w!, n).id);
    const newsOne = textOf(w.server.messages(one));
    const newsTwo = textOf(w.server.messages(two));
    for (const id of [alice, bob]) expect(newsOne).toContain(`<@${id}>`);
    for (const id of [carol, dave]) expect(newsOne).not.toContain(`<@${id}>`);
    for (const id of [carol, dave]) expect(newsTwo).toContain(`<@${id}>`);
    for (const id of [alice, bob]) expect(newsTwo).not.toContain(`<@${id}>`);
    expect(newsOne.match(/Storm dial|dial the storm/g)?.length).toBe(newsTwo.match(/Storm dial|dial the storm/g)?.length);
    expect((await stateOf(w, one)).state.phase).toBe('storm');
    expect((await stateOf(w, two)).state.phase).toBe('storm');
  });

  it('answers a lone command in its callback; under a burst, defers every command before any work, and answers all', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `dune-${i}`);
    w = await world({ players: ['alice', 'bob'], channels: names });
    const channels = w.channels as EmulatedChannel[];
    for (const channel of channels) await startedGame(w, { alice: 'atreides', bob: 'harkonnen' }, channel);
    const offers = await Promise.all(channels.map((channel) => firstOffer(channel)));
    const alone = await play(w, user(w, 'alice'), 'traitor', { leader: offers[0]! }, { channel: channels[0]! });
    expect([alone.deferred, ephemeral(alone)]).toEqual([false, expect.stringContaining('done')]);

    // Eleven at once: beyond the few the bot works on straight away, each is deferred first (the
    // deferrals leave before the writes take the event loop), then filled in.
    const burst = await Promise.all(channels.slice(1).map((channel, i) => play(w!, user(w!, 'alice'), 'traitor', { leader: offers[i + 1]! }, { channel })));
    expect(burst.filter((o) => !o.deferred).length).toBeLessThanOrEqual(4);
    for (const outcome of burst) expect(ephemeral(outcome)).toContain('done');
  });

  it('a click answered late is deferred, and whoever waits for the bot reads its answer, not the message the deferral left', async () => {
    w = await world({ players: ['alice', 'bob'], interactionTimeoutMs: 10_000, liveTable: true });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const alice = user(w, 'alice');
    const asked = w.server.dms(alice).find((m) => parts(m).length > 0)!;
    const keep = await clickOn(w, alice, asked, 'Keep a traitor');
    const confirm = await pickIn(w, alice, keep, menu(keep.reply).options![0]!.label);
    // The Confirm's work is held before it reaches the game (as on a loaded machine) until a while
    // after the bot has deferred it: the deferral leaves the message as it was, Confirm and all,
    // until the edit; the answer must not be read before then.
    const store = w.bot.store;
    const find = store.findLiveGamesOfUser.bind(store);
    let open = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    vi.spyOn(store, 'findLiveGamesOfUser').mockImplementationOnce(async (id) => {
      await held;
      return find(id);
    });
    const stop = w.server.observeRequests((request) => {
      if (request.routeKey === 'POST /interactions/:interactionId/:token/callback') setTimeout(open, 300);
    });
    const answered = await clickOn(w, alice, confirm, 'Confirm');
    stop();
    expect([answered.deferred, ephemeral(answered)]).toEqual([true, expect.stringContaining('✅')]);
    expect(parts(answered.reply).map((c) => c.label)).not.toContain('Confirm');
  });

  it('reminds the players the game waits for at half time of their deadline, and /game nudge pings them at once', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const alice = user(w, 'alice');
    const last = () => w!.server.messages(w!.channels[0]!).at(-1)!.content;

    expect(await w.bot.reminders.tick(new Date(Date.now() + 11 * 3_600_000))).toBe(0);
    expect(await w.bot.reminders.tick(new Date(Date.now() + 13 * 3_600_000))).toBe(1);
    await w.bot.idle();
    expect(last()).toContain(`⏰ Reminder: Waiting for <@${alice.id}> (Atreides)`);
    // The deadline, in each reader's own time zone.
    expect(last()).toMatch(/Deadline <t:\d+:R>; then the clock decides\./);
    expect(w.server.messages(w.channels[0]!).at(-1)!.pings).toEqual([alice.id]);
    expect(await w.bot.reminders.tick(new Date(Date.now() + 13 * 3_600_000))).toBe(0);

    expect(ephemeral(await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'nudge' }))).toContain('Reminded');
    expect(last()).toContain(`nudges <@${alice.id}> (Atreides)`);

    // /game status shows the pinned live status message, as it is now.
    const asked = await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'status' });
    ephemeral(asked);
    const status = textOf([asked.reply!]);
    expect(status).toContain('Turn 1 of 3 · Setup');
    expect(status).toMatch(new RegExp(`<@${alice.id}> \\(Atreides\\) since <t:\\d+:R>, deadline <t:\\d+:R>`));
    expect(asked.embeds).toEqual(w.server.pins(w.channels[0]!).map((m) => m.embeds[0]));
  });

  it('the reminder timer pings a waiting game by itself, once per interval', async () => {
    const hours = (n: number) => n * 3_600_000;
    // The bot's clock jumps half a day once the game has started (its first wait starts by that clock).
    let ahead = 0;
    w = await world({ players: ['alice', 'bob'], config: { reminderCheckMs: 50 }, now: () => new Date(Date.now() + ahead) });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    ahead = hours(13);
    const reminders = () => w!.server.messages(w!.channels[0]!).filter((m) => m.content.includes('Reminder'));
    await expect.poll(() => reminders().length, { timeout: 3000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.content).toContain(`<@${user(w, 'alice').id}> (Atreides)`);
  });
});

describe('autocomplete and /hand', () => {
  it('suggest the cards in your hand and the spice you can pay; /hand can also DM your secrets', async () => {
    w = await world({ players: ['alice', 'bob', 'eve'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const _channel = w.channels[0]!;
    const bob = user(w, 'bob');
    const { state } = await stateOf(w);
    const hand = [...new Set(state.hands.harkonnen!.map((c) => cardName(c)))].sort();
    // Only the cards that may be played now are suggested, all of them from the Harkonnen hand.
    const cards = await suggestions(w, bob, 'play', 'card', '');
    expect(hand).toEqual(expect.arrayContaining(cards.map((c) => c.name.replace(/ · .*$/, ''))));
    expect(await suggestions(w, user(w, 'eve'), 'play', 'card', '')).toEqual([]);

    const amounts = await suggestions(w, bob, 'give', 'amount', '');
    // `give` takes at least 1 spice, and no more than the Harkonnen hold.
    expect(amounts.map((c) => c.value)).toEqual(Array.from({ length: state.spice.harkonnen! }, (_, i) => i + 1));
    const typed = await suggestions(w, bob, 'give', 'amount', '1');
    expect(typed.map((c) => c.value)).toEqual([1, 10]);

    const before = w.server.dms(bob).length;
    const shown = ephemeral(await command(w, bob, 'hand', { dm: true }));
    for (const card of hand) expect(shown).toContain(card);
    expect(shown).toContain('Sent to your DMs');
    expect(w.server.dms(bob)).toHaveLength(before + 1);
    expect(textOf(w.server.dms(bob).slice(-1))).toContain(hand[0]!);
  });
});

describe('the game lifecycle', () => {
  it('a lobby: join (a chosen or a random free faction), leave; only the creator or a moderator ends a game, which frees the channel', async () => {
    w = await world({ players: ['alice', 'bob', 'carol'] });
    const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((n) => user(w!, n)) as [
      ReturnType<typeof user>,
      ReturnType<typeof user>,
      ReturnType<typeof user>,
    ];
    ephemeral(await command(w, alice, 'game', {}, { subcommand: 'create' }));
    expect(ephemeral(await command(w, bob, 'game', {}, { subcommand: 'create' }))).toContain('already has');
    expect(ephemeral(await command(w, alice, 'game', { faction: 'fremen' }, { subcommand: 'join' }))).toContain('Fremen');
    expect(ephemeral(await command(w, bob, 'game', { faction: 'fremen' }, { subcommand: 'join' }))).toContain('already taken');
    expect(ephemeral(await command(w, bob, 'game', { faction: 'random' }, { subcommand: 'join' }))).toContain('You play the Atreides');
    expect(ephemeral(await command(w, bob, 'game', {}, { subcommand: 'leave' }))).toContain('You left');
    expect(textOf(w.server.messages(w.channels[0]!))).toContain(`<@${bob.id}> leaves the Atreides`);
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'start' }))).toContain('2 to 6 factions');

    expect(ephemeral(await command(w, carol, 'game', {}, { subcommand: 'end' }))).toContain('Only');
    expect(ephemeral(await command(w, w.moderator, 'game', {}, { subcommand: 'end' }))).toContain('ended');
    expect(textOf(w.server.messages(w.channels[0]!))).toContain('ended the game');
    expect(ephemeral(await command(w, carol, 'game', {}, { subcommand: 'status' }))).toContain('There is no game in this channel');
    expect(ephemeral(await command(w, carol, 'game', {}, { subcommand: 'create' }))).toContain('Game created');
  });
});
