import { afterEach, describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/bot/components/custom-id';
import { raceStore } from '../../src/bot/race/store';
import { answerOf, playRace, setUpRace } from '../../src/demo/race-demo';
import { publicView } from '../../src/race';
import type { EmulatedChannel, EmulatedUser, PostedMessage } from '../../test/discord-emulator';
import { clickOn, closeWorld, command, ephemeral, parts, startedGame, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

interface Raw {
  readonly custom_id?: string;
  readonly components?: readonly Raw[];
}
const idsOf = (m: PostedMessage): string[] =>
  (m.components as unknown as Raw[]).flatMap((row) => row.components ?? []).flatMap((c) => (c.custom_id ? [c.custom_id] : []));
/** The custom id of `message`'s component for `action` (and `arg`). */
function idOf(message: PostedMessage, action: string, arg?: string): string {
  const found = idsOf(message).find((text) => {
    const id = decodeComponentId(text);
    return id?.action === action && (arg === undefined || Object.values(id.args).includes(arg));
  });
  if (!found) throw new Error(`no ${action} component`);
  return found;
}
const turnPost = (channel: EmulatedChannel): PostedMessage =>
  w!.server.messages(channel).findLast((m) => idsOf(m).some((id) => decodeComponentId(id)?.action === 'end')) as PostedMessage;
const post = (channel: EmulatedChannel, id: string): PostedMessage => w!.server.messages(channel).find((m) => m.id === id) as PostedMessage;

async function raceState(channel: EmulatedChannel) {
  const store = raceStore(w!.bot.context);
  const live = await store.findActiveGameByChannel(channel.id);
  if (!live) throw new Error('no race');
  const loaded = await store.load(live.id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

const click = (who: EmulatedUser, message: PostedMessage, customId: string) => w!.server.clickButton({ user: who, message, customId });
const pick = (who: EmulatedUser, message: PostedMessage, customId: string, values: string[]) => w!.server.selectMenu({ user: who, message, customId, values });

describe('the race on Discord', () => {
  it('plays a whole race through the local Discord: lobby, turns by buttons and menus, board pictures, the ending', async () => {
    w = await world({ players: ['ada', 'brom'], channels: ['race'] });
    const channel = w.channels[0] as EmulatedChannel;
    await setUpRace(w, channel, [user(w, 'ada'), user(w, 'brom')]);
    const result = await playRace(w, channel, 1979, 400);

    expect(result.winner).not.toBeNull();
    expect(result.clicks).toBeGreaterThan(result.turns * 3);
    const { game, state } = await raceState(channel).catch(async () => {
      // A finished race no longer holds the channel: read it by id.
      const loaded = await raceStore(w!.bot.context).load(result.gameId);
      if (!loaded.ok) throw new Error(loaded.error.message);
      return loaded.value;
    });
    expect(game.status).toBe('finished');
    expect(publicView(state).winner?.seat).toBe(result.winner);
    // Its result is kept with its end, and /stats counts races apart from Dune's games.
    const [kept, ...none] = await w.bot.store.results(w.guild.id);
    expect(none).toEqual([]);
    expect(kept).toMatchObject({ gameId: result.gameId, gameType: 'race', ending: 'won', victory: publicView(state).winner?.reason });
    const champion = kept?.seats.find((s) => s.won)?.userId as string;
    const stats = await command(w, user(w, 'ada'), 'stats', { user: champion }, { subcommand: 'player', channel });
    expect(textOf(stats.reply ? [stats.reply] : [])).toContain('Races of Guards and a Noble 1 race played to the end, 1 won (100%)');
    const posts = w.server.messages(channel);
    const text = textOf(posts);
    expect(text).toContain('🏁 The race begins');
    expect(text).toMatch(/🏆 \*\*.* wins the race\*\*/);
    expect(text).toContain('moves');
    // Every played turn's post lost its components; only the lobby's buttons remain (they answer that the race has started).
    const withComponents = posts.filter((m) => idsOf(m).length > 0);
    expect(withComponents).toHaveLength(1);
    expect(answerOf(await click(user(w, 'ada'), withComponents[0] as PostedMessage, idOf(withComponents[0] as PostedMessage, 'join', 'green')))).toContain(
      'The race has started',
    );
    // The board picture comes with the news of each turn.
    const pictures = posts.flatMap((m) => m.attachments).filter((a) => a.filename.endsWith('.png'));
    expect(pictures.length).toBeGreaterThanOrEqual(result.turns);
    // Dune's options are refused for a race, saying which; then the channel, freed by the finished race, takes a new one.
    expect(ephemeral(await command(w, user(w, 'ada'), 'game', { game: 'race', turns: 3 }, { subcommand: 'create', channel }))).toBe(
      '❌ `turns` is an option of Dune; the race takes only `decision-hours`. Nothing was created.',
    );
    expect(ephemeral(await command(w, user(w, 'ada'), 'game', { game: 'race' }, { subcommand: 'create', channel }))).toContain('Race created');
  }, 240_000);

  it('hosts Dune and the race at once in two channels, neither game’s words in the other’s posts', async () => {
    w = await world({ players: ['alice', 'bob', 'ada', 'brom'], channels: ['dune', 'race'] });
    const [dune, race] = w.channels as [EmulatedChannel, EmulatedChannel];
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' }, dune);
    await setUpRace(w, race, [user(w, 'ada'), user(w, 'brom')]);
    await playRace(w, race, 5, 4);

    expect(ephemeral(await command(w, user(w, 'ada'), 'bid', { amount: 1 }, { subcommand: 'offer', channel: race }))).toContain('is a command of Dune');
    expect(ephemeral(await command(w, user(w, 'ada'), 'game', {}, { subcommand: 'status', channel: race }))).toMatch(/race of Guards and a Noble · round/);
    // Dune's status is the live status embed.
    expect(JSON.stringify((await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'status', channel: dune })).embeds)).toMatch(/Turn 1 of/);
    expect(ephemeral(await command(w, user(w, 'alice'), 'game', { game: 'race' }, { subcommand: 'create', channel: dune }))).toMatch(/dune game/);

    const duneText = textOf(w.server.messages(dune));
    const raceText = textOf(w.server.messages(race));
    expect(duneText).not.toMatch(/\bGuards?\b|\bNoble\b|roll store|\brace\b/i);
    expect(raceText).not.toMatch(/\bspice\b|\bfactions?\b|Atreides|Harkonnen|\bstorm\b|Arrakis|\bDune\b/i);
    for (const name of ['alice', 'bob']) expect(raceText).not.toContain(`<@${user(w, name).id}>`);
    for (const name of ['ada', 'brom']) expect(duneText).not.toContain(`<@${user(w, name).id}>`);
  }, 120_000);

  it('only the seat whose turn it is plays; stale clicks have passed; moderators undo, pause, resume and act; reminders ping', async () => {
    w = await world({ players: ['ada', 'brom', 'cyra'], channels: ['race'] });
    const channel = w.channels[0] as EmulatedChannel;
    const [ada, brom, cyra] = [user(w, 'ada'), user(w, 'brom'), user(w, 'cyra')];
    await setUpRace(w, channel, [ada, brom]);
    const first = turnPost(channel);
    expect(first.content).toContain(`Red's turn** <@${ada.id}>`);

    expect(answerOf(await click(brom, first, idOf(first, 'dir', 'forward')))).toContain("It is 🔴 Red's turn");
    expect(answerOf(await click(cyra, first, idOf(first, 'dir', 'forward')))).toContain('You are not in this race');
    expect((await raceState(channel)).state.status).toMatchObject({ plan: null });

    expect(answerOf(await click(ada, first, idOf(first, 'dir', 'forward')))).toBeNull();
    expect(post(channel, first.id).content).toContain('Moving **Forward**');

    // A moderator takes the direction back: a preview names the step in the race's words, and
    // changes nothing until its Confirm button.
    const undo = () => command(w!, w!.moderator, 'mod', { reason: 'misclick' }, { subcommand: 'undo', channel });
    const shown = await undo();
    const twin = await undo();
    expect(ephemeral(shown)).toContain('Undo preview');
    expect(shown.reply?.embeds[0]).toMatchObject({ title: 'Undo the last action?', fields: [{ name: 'Reason', value: 'misclick' }] });
    expect(shown.reply?.embeds[0]?.description).toContain('🔴 Red chose to move Forward.');
    expect((await raceState(channel)).state.status).not.toMatchObject({ plan: null });
    // The turn is posted again; the old post stays clickable for the same turn.
    expect(ephemeral(await clickOn(w, w.moderator, shown, 'Confirm undo'))).toContain('Undid 1 action');
    expect((await raceState(channel)).state.status).toMatchObject({ plan: null });
    // The twin preview is stale: the undo itself moved the log on, so it answers with a fresh preview.
    const stale = await clickOn(w, w.moderator, twin, 'Confirm undo');
    expect(ephemeral(stale)).toContain('This preview is stale');
    // Starting the race is not an action a moderator can take back, so the fresh preview says so.
    expect(ephemeral(stale)).toContain('There is no action left to undo');
    expect(parts(stale.reply)).toEqual([]);
    const again = turnPost(channel);
    expect(again.id).not.toBe(first.id);
    expect(textOf([w.server.messages(channel).at(-2) as PostedMessage])).toContain('took back the last action: misclick');

    await click(ada, again, idOf(again, 'dir', 'forward'));
    await pick(ada, post(channel, again.id), idOf(post(channel, again.id), 'focus'), ['G1']);
    const menu = post(channel, again.id);
    const rolls = (await raceState(channel)).state.players[0]?.store ?? [];
    await pick(
      ada,
      menu,
      idOf(menu, 'rolls', 'G1'),
      rolls.map((r, i) => `${i}-${r}`),
    );
    expect(post(channel, again.id).content).toMatch(/G1 gets .*spaces/);
    await click(ada, post(channel, again.id), idOf(post(channel, again.id), 'end'));
    expect(post(channel, again.id).components).toHaveLength(0);
    expect(textOf(w.server.messages(channel))).toContain("🔴 Red's G1 moves");
    expect((await raceState(channel)).state.status).toMatchObject({ seat: 'blue' });

    // The first post of Red's turn still shows its buttons, but that turn has been played.
    expect(answerOf(await click(ada, post(channel, first.id), idOf(post(channel, first.id), 'dir', 'backward')))).toContain('This choice has passed');

    // Paused: nothing moves; resumed: the turn is posted again.
    expect(ephemeral(await command(w, w.moderator, 'mod', { reason: 'holiday' }, { subcommand: 'pause', channel }))).toContain('Paused');
    const blue = turnPost(channel);
    expect(answerOf(await click(brom, blue, idOf(blue, 'dir', 'forward')))).toContain('paused');
    expect(ephemeral(await command(w, w.moderator, 'mod', { reason: 'back' }, { subcommand: 'resume', channel }))).toContain('Resumed');

    // Reminders ping the player whose turn it is, in the race's words.
    const reminded = await w.bot.reminders.tick(new Date(Date.now() + 13 * 3_600_000));
    expect(reminded).toBe(1);
    await w.bot.idle();
    const reminder = w.server.messages(channel).at(-1) as PostedMessage;
    expect(reminder.content).toMatch(
      new RegExp(`^⏰ Reminder: the race is waiting for 🔵 Blue <@${brom.id}> \\(round 1\\)\\.\nDeadline <t:\\d+:R>; then the clock decides\\.$`),
    );

    // A moderator with no seat acts for the player whose turn it is; the news says so.
    const resumed = turnPost(channel);
    expect(answerOf(await click(w.moderator, resumed, idOf(resumed, 'dir', 'forward')))).toBeNull();
    await click(w.moderator, post(channel, resumed.id), idOf(post(channel, resumed.id), 'end'));
    expect(textOf(w.server.messages(channel))).toContain(`🛠️ <@${w.moderator.id}> acted for 🔵 Blue`);
    expect((await raceState(channel)).state.status).toMatchObject({ seat: 'red', round: 2 });
  }, 120_000);
});
