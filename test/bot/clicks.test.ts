import { ButtonStyle, ComponentType, type TextChannel } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortGameId } from '../../src/bot/components/custom-id';
import type { InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import { buttonNamed, clickOn, closeWorld, command, ephemeral, menu, parts, pickIn, play, startedGame, stateOf, textOf, user, world } from './helpers';
import { decisionsFor, publicView } from '../../src/dune';
import { sealState } from '../../src/dune/inspect';
import { RandomPlayer } from '../../src/sim/random-player';
import type { OptionInput } from '../../test/discord-emulator';

/** Clicking through decisions on the local Discord server: the seat is the clicker's, old and forged components change nothing. */

let w: Awaited<ReturnType<typeof world>>;
beforeEach(async () => {
  w = await world({ players: ['alice', 'bob', 'eve'], channels: ['dune-1', 'dune-2'] });
  await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
});
afterEach(() => closeWorld(w));

const click = (who: string, outcome: InteractionOutcome | PostedMessage, id: string) =>
  w.server.clickButton({ user: user(w, who), message: 'reply' in outcome ? (outcome.reply as PostedMessage) : outcome, customId: id });
const pick = (who: string, outcome: InteractionOutcome, id: string, value: string) =>
  w.server.selectMenu({ user: user(w, who), message: outcome.reply as PostedMessage, customId: id, values: [value] });

describe('decisions by click', () => {
  it('keep a traitor from a menu of the four offered, confirm, and the seat is the clicker’s', async () => {
    const hand = await command(w, user(w, 'alice'), 'hand');
    ephemeral(hand);
    const asked = await click('alice', hand, buttonNamed(hand.reply, 'Keep a traitor').custom_id as string);
    expect(ephemeral(asked)).toContain('Choose');
    const leaders = menu(asked.reply);
    expect(leaders.options).toHaveLength(4);
    const confirm = await pick('alice', asked, leaders.custom_id as string, leaders.options![0]!.value);
    expect(ephemeral(confirm)).toContain('Confirm');
    const before = await stateOf(w);
    const done = await click('alice', confirm, buttonNamed(confirm.reply, 'Confirm').custom_id as string);
    expect(ephemeral(done)).toContain('✅');
    const after = await stateOf(w);
    expect(after.seq).toBe(before.seq + 1);
    expect(after.state.traitors.atreides).toHaveLength(1);
  });

  it('a component of a point that has passed answers so and changes nothing; a redelivered click is applied once', async () => {
    const first = await command(w, user(w, 'alice'), 'hand');
    const second = await command(w, user(w, 'alice'), 'hand');
    const asked = await click('alice', second, buttonNamed(second.reply, 'Keep a traitor').custom_id as string);
    const leaders = menu(asked.reply);
    const confirm = await pick('alice', asked, leaders.custom_id as string, leaders.options![1]!.value);
    const done = await click('alice', confirm, buttonNamed(confirm.reply, 'Confirm').custom_id as string);
    expect(ephemeral(done)).toContain('✅');
    const kept = await stateOf(w);
    w.server.redeliverInteraction(done.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stateOf(w)).seq).toBe(kept.seq);
    const stale = await click('alice', first, buttonNamed(first.reply, 'Keep a traitor').custom_id as string);
    expect(ephemeral(stale)).toContain('This choice has passed');
    expect((await stateOf(w)).seq).toBe(kept.seq);
  });

  it('forged, foreign and tampered components change nothing and say why', async () => {
    const { gameId, seq } = await stateOf(w);
    const channel = (await w.bot.client.channels.fetch(w.channels[0]!.id)) as TextChannel;
    const forged = [
      'not-ours',
      `dune:${shortGameId(gameId)}:0000000:give:9=#5:_=do`,
      `dune:${shortGameId(gameId)}:0000000:give:0=#5:_=do`,
      'dune:0123456789:0000000:pass:_=do',
      `dune:${shortGameId(gameId)}:0000000:fly:_=do`,
      `dune:${shortGameId(gameId)}:0000000:give:1=#5:_=do`,
    ];
    const posted = await channel.send({
      content: 'Buttons',
      components: [forged.slice(0, 3), forged.slice(3)].map((ids, row) => ({
        type: ComponentType.ActionRow,
        components: ids.map((id, i) => ({ type: ComponentType.Button, style: ButtonStyle.Primary, label: `b${row * 3 + i}`, customId: id })),
      })),
    });
    const message = w.server.messages(w.channels[0]!).find((m) => m.id === posted.id) as PostedMessage;
    const answers = [];
    for (const id of forged) answers.push(ephemeral(await click('alice', message, id)));
    expect(answers[0]).toContain('not one of mine');
    expect(answers[1]).toContain('does not take');
    expect(answers[2]).toContain('wrong kind');
    expect(answers[3]).toContain('another game');
    expect(answers[4]).toContain('does not have');
    // A well-formed component of this game, from a point long gone: passed, nothing done.
    expect(answers[5]).toContain('This choice has passed');
    expect((await stateOf(w)).seq).toBe(seq);
  });

  it('a secret decision is asked by DM with its buttons (no ping in the channel); a public one by "Your move…" on the post', async () => {
    const [alice, bob] = [user(w, 'alice'), user(w, 'bob')];
    // The Atreides keep a traitor in secret: the channel names them without a ping, their DM asks.
    const channelPosts = w.server.messages(w.channels[0]!).filter((m) => !m.system);
    expect(channelPosts.flatMap((m) => m.pings)).not.toContain(alice.id);
    const asked = w.server.dms(alice).filter((m) => parts(m).length > 0);
    expect(asked).toHaveLength(1);
    expect(textOf(asked)).toContain('The game waits for your decision');
    const keep = await clickOn(w, alice, asked[0]!, 'Keep a traitor');
    const leader = menu(keep.reply).options![0]!.label;
    const confirm = await pickIn(w, alice, keep, leader);
    expect(ephemeral(await clickOn(w, alice, confirm, 'Confirm'))).toContain('✅');
    // Decided: that DM's buttons are gone (a new DM asks the next secret decision, if any).
    expect(parts(w.server.dms(alice).find((m) => m.id === asked[0]!.id) ?? null)).toEqual([]);

    // Played on to the first public decision outside bidding: its post offers "Your move…".
    const player = new RandomPlayer(3);
    for (let state = (await stateOf(w)).state; !['shipment-movement', 'revival'].includes(state.phase); state = (await stateOf(w)).state) {
      const move = player.find(state);
      if (!move) throw new Error(`stuck in ${state.phase}`);
      expect(
        ephemeral(
          await play(w, user(w, move.faction === 'atreides' ? 'alice' : 'bob'), move.action.do, (move.action.args ?? {}) as Record<string, OptionInput>),
        ),
      ).toContain('✅');
    }
    const post = w.server
      .messages(w.channels[0]!)
      .filter((m) => parts(m).length > 0)
      .at(-1)!;
    expect(parts(post).map((c) => c.label)).toEqual(['Your move…']);
    const { state } = await stateOf(w);
    const waited: readonly string[] = publicView(sealState(state)).waitingFor;
    for (const [who, faction] of [
      [alice, 'atreides'],
      [bob, 'harkonnen'],
    ] as const) {
      const answer = await clickOn(w, who, post, 'Your move…');
      // Each clicker sees their own choices, and only the awaited have any the game waits for.
      const labels = parts(answer.reply).map((c) => c.label);
      const theirs = decisionsFor(sealState(state), faction).map((d) => d.label);
      expect(labels.every((l) => theirs.includes(l ?? ''))).toBe(true);
      expect(labels.length > 0 || !waited.includes(faction)).toBe(true);
    }
  });

  it('by DM: /hand and a one-player decision work without the channel, and a player in two games is asked which', async () => {
    const alice = user(w, 'alice');
    const hand = await w.server.invokeCommand({ user: alice, name: 'hand', options: {} });
    expect(ephemeral(hand)).toContain('only you see this');
    const { state } = await stateOf(w);
    const offer = (state.step as { traitorOffers: Record<string, string[]> }).traitorOffers.atreides![0]!;
    const kept = await w.server.invokeCommand({ user: alice, name: 'setup', subcommand: 'traitor', options: { leader: offer } });
    expect(kept.content).toContain('✅');
    expect((await stateOf(w)).state.traitors.atreides).toEqual([offer]);
    // A second game with alice seated: a DM without `game` asks which, naming both.
    await startedGame(w, { alice: 'fremen', eve: 'emperor' }, w.channels[1]);
    const which = await w.server.invokeCommand({ user: alice, name: 'hand', options: {} });
    expect(which.content).toContain('You sit in 2 games');
  });
});
