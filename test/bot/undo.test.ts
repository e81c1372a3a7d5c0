import { ButtonStyle, ComponentType, type TextChannel } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortGameId } from '../../src/bot/components/custom-id';
import { undoIds } from '../../src/bot/components/undo-id';
import { LEADERS, type LeaderId } from '../../src/dune/data/factions';
import type { InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import { clickOn, closeWorld, command, ephemeral, parts, play, startedGame, stateOf, textOf, user, world } from './helpers';

/** `/mod undo` shows what it would take back; only its Confirm button, clicked by a moderator on a fresh preview, undoes. */

let w: Awaited<ReturnType<typeof world>>;
let kept: string;
beforeEach(async () => {
  w = await world({ players: ['alice', 'bob'] });
  await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
  const { state } = await stateOf(w);
  kept = LEADERS.get((state.step as { traitorOffers: Record<string, LeaderId[]> }).traitorOffers.atreides![0]!)!.name;
  ephemeral(await play(w, user(w, 'alice'), 'traitor', { leader: kept }));
  // A private action: the table is told nothing of a gift.
  ephemeral(await play(w, user(w, 'alice'), 'give', { to: 'harkonnen', amount: 3 }));
});
afterEach(() => closeWorld(w));

const news = () => textOf(w.server.messages(w.channels[0]!));
const undoNotes = () =>
  news()
    .split('\n')
    .filter((line) => line.includes('undid')).length;
const preview = (count: number, reason = 'misclick') => command(w, w.moderator, 'mod', { count, reason }, { subcommand: 'undo' });

describe('/mod undo: a preview, then Confirm', () => {
  it('the preview says in public words what would be undone, with the count and the reason, and changes nothing; Confirm undoes, announced and audited', async () => {
    const before = await stateOf(w);
    const shown = await preview(2);
    expect(ephemeral(shown)).toContain('Undo preview');
    const embed = shown.reply!.embeds[0]!;
    expect(embed.title).toBe('Undo the last 2 actions?');
    expect(embed.description).toContain('The Atreides have chosen their traitor.');
    expect(embed.description).toContain('An action with no public news');
    expect(embed.fields).toEqual([{ name: 'Reason', value: 'misclick' }]);
    // Never a secret: not the traitor kept, not the gift's amount or recipient.
    expect(textOf([shown.reply!])).not.toContain(kept);
    expect(textOf([shown.reply!])).not.toMatch(/Harkonnen|3 spice/);
    expect(parts(shown.reply).map((c) => c.label)).toEqual(['Confirm undo', 'Cancel']);
    expect((await stateOf(w)).seq).toBe(before.seq);
    expect(undoNotes()).toBe(0);

    const done = await clickOn(w, w.moderator, shown, 'Confirm undo');
    expect(ephemeral(done)).toContain('Undid 2 actions');
    expect(parts(done.reply)).toEqual([]);
    const after = await stateOf(w);
    expect(after.state.phase).toBe('setup');
    expect(after.state.spice.atreides).toBe(before.state.spice.atreides! + 3);
    // Issue 26: the note counts what the table was told of; the gift it never saw is not counted.
    expect(news()).toContain(`Moderator <@${w.moderator.id}> undid the last action the table was told of. Reason: misclick`);
    expect(news()).not.toMatch(/2 actions/);
    expect((await w.bot.store.log(after.gameId)).at(-1)).toMatchObject({ kind: 'undo', count: 2, userId: w.moderator.id, reason: 'misclick' });
  });

  it('Cancel changes nothing', async () => {
    const { seq } = await stateOf(w);
    const cancelled = await clickOn(w, w.moderator, await preview(1), 'Cancel');
    expect(ephemeral(cancelled)).toContain('Undo cancelled');
    expect(parts(cancelled.reply)).toEqual([]);
    expect((await stateOf(w)).seq).toBe(seq);
    expect(undoNotes()).toBe(0);
  });

  it('a stale preview is refused and replaced by a fresh one, which undoes what it shows', async () => {
    const shown = await preview(1);
    ephemeral(await play(w, user(w, 'bob'), 'give', { to: 'atreides', amount: 2 }));
    const { seq, state } = await stateOf(w);
    const stale = await clickOn(w, w.moderator, shown, 'Confirm undo');
    expect(ephemeral(stale)).toContain('This preview is stale');
    expect((await stateOf(w)).seq).toBe(seq);
    expect(undoNotes()).toBe(0);
    // The fresh preview is bound to the log as it is now: it takes back bob's gift.
    expect(ephemeral(await clickOn(w, w.moderator, stale, 'Confirm undo'))).toContain('Undid 1 action');
    expect((await stateOf(w)).state.spice.harkonnen).toBe(state.spice.harkonnen! + 2);
  });

  it('Confirm is for moderators only, checked at the click: a moderator who lost the role since the preview is refused', async () => {
    const shown = await preview(1);
    const { seq } = await stateOf(w);
    // The role is taken away: the member leaves and comes back without it.
    w.server.removeMember(w.guild, w.moderator);
    w.server.addMember(w.guild, w.moderator);
    expect(ephemeral(await clickOn(w, w.moderator, shown, 'Confirm undo'))).toContain('Only moderators');
    expect((await stateOf(w)).seq).toBe(seq);
    expect(undoNotes()).toBe(0);
  });

  it('a redelivered Confirm is applied once', async () => {
    const done = await clickOn(w, w.moderator, await preview(1), 'Confirm undo');
    expect(ephemeral(done)).toContain('Undid 1 action');
    const { seq } = await stateOf(w);
    w.server.redeliverInteraction(done.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stateOf(w)).seq).toBe(seq);
    expect(undoNotes()).toBe(1);
  });

  it('a Confirm id edited to undo another count, or a Dune choice naming undo, changes nothing', async () => {
    const { gameId, seq } = await stateOf(w);
    const channel = (await w.bot.client.channels.fetch(w.channels[0]!.id)) as TextChannel;
    const recount = undoIds(gameId, seq, 1, 'misclick').confirm.replace('n=#1', 'n=#2');
    const posted = await channel.send({
      content: 'Forged',
      embeds: [{ title: 'Undo', fields: [{ name: 'Reason', value: 'misclick' }] }],
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'recount', customId: recount },
            { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'dune', customId: `dune:${shortGameId(gameId)}:0000000:undo:_=do` },
          ],
        },
      ],
    });
    await w.bot.idle();
    const message = w.server.messages(w.channels[0]!).find((m) => m.id === posted.id) as PostedMessage;
    const answers: InteractionOutcome[] = [];
    for (const label of ['recount', 'dune']) answers.push(await clickOn(w, w.moderator, message, label));
    expect(ephemeral(answers[0]!)).toContain('does not match the preview');
    expect(ephemeral(answers[1]!)).toContain('does not have');
    expect((await stateOf(w)).seq).toBe(seq);
  });
});
