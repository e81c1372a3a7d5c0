import { ButtonStyle, ComponentType, type TextChannel } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEADERS, type LeaderId } from '../../src/dune/data/factions';
import type { InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import { buttonNamed, clickOn, closeWorld, command, ephemeral, parts, pickIn, play, startedGame, stateOf, textOf, user, world } from './helpers';

/** Free-text arguments (a deal's terms, a Truthtrance question) asked in a form, inside the same click flow. */

let w: Awaited<ReturnType<typeof world>>;
beforeEach(async () => {
  w = await world({ players: ['alice', 'bob'] });
  await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
  const { state } = await stateOf(w);
  const offer = LEADERS.get((state.step as { traitorOffers: Record<string, LeaderId[]> }).traitorOffers.atreides![0]!)!.name;
  ephemeral(await play(w, user(w, 'alice'), 'traitor', { leader: offer }));
});
afterEach(() => closeWorld(w));

const news = () => textOf(w.server.messages(w.channels[0]!));
/** The form's one text input: its Label and the input inside. */
const inputOf = (opened: InteractionOutcome) => opened.modal?.components[0];

/** alice gets Truthtrance from a moderator, then clicks through to its question's form. */
async function truthtranceForm(): Promise<InteractionOutcome> {
  ephemeral(
    await command(w, w.moderator, 'mod', { faction: 'atreides', cards: 'Truthtrance', reason: 'test' }, { subcommandGroup: 'set', subcommand: 'hand' }),
  );
  const alice = user(w, 'alice');
  const asked = await clickOn(w, alice, await command(w, alice, 'hand'), 'Play Truthtrance');
  // Only the Harkonnen can be asked: the target is taken without a menu, and the question is next.
  expect(ephemeral(asked)).toContain('A yes/no question about the game: click **Write the question…**');
  const opened = await clickOn(w, alice, asked, 'Write the question…');
  expect([opened.callback?.type, opened.modal?.title]).toEqual([9, 'Play Truthtrance']);
  expect(inputOf(opened)).toMatchObject({ type: ComponentType.Label, label: 'A yes/no question about the game', component: { max_length: 200 } });
  return opened;
}

describe('free text in a form', () => {
  it('a deal proposed entirely by clicks, its terms written in a form, accepted by the other party’s button', async () => {
    const [alice, bob] = [user(w, 'alice'), user(w, 'bob')];
    const asked = await clickOn(w, alice, await command(w, alice, 'hand'), 'Propose a deal');
    expect(ephemeral(asked)).toContain('click **Write the terms…**');
    const opened = await clickOn(w, alice, asked, 'Write the terms…');
    expect(opened.modal?.title).toBe('Propose a deal');
    // The choices API's label is longer than a form's label may be: it becomes the description.
    expect(inputOf(opened)).toMatchObject({ label: 'Terms', description: expect.stringContaining('What each side promises') });
    const terms = 'Neither of us ships into Arrakeen this turn.';
    const written = await w.server.submitModal({ user: alice, interaction: opened, fields: { terms } });
    // The flow goes on in the same message: the bribe next, the terms held in it as written.
    expect(written.reply?.id).toBe(asked.reply?.id);
    expect(ephemeral(written)).toContain('Choose: Spice you pay them as a bribe');
    expect(written.reply?.embeds[0]?.fields).toEqual([{ name: 'Terms', value: terms }]);
    const confirm = await pickIn(w, alice, written, '2');
    expect(ephemeral(confirm)).toContain(`Propose to the Harkonnen: “${terms}”, paying them 2 spice as a bribe when they accept.`);
    expect(ephemeral(await clickOn(w, alice, confirm, 'Confirm'))).toContain('✅ `/deal propose` done.');
    expect((await stateOf(w)).state.deals).toMatchObject([{ from: 'atreides', with: 'harkonnen', terms, spice: 2, status: 'proposed' }]);
    expect(news()).not.toContain(terms);

    const accepting = await clickOn(w, bob, await command(w, bob, 'hand'), 'Accept a deal');
    expect(ephemeral(accepting)).toContain('Accept deal 1 with the Atreides');
    expect(ephemeral(await clickOn(w, bob, accepting, 'Confirm'))).toContain('✅');
    const { state } = await stateOf(w);
    expect(state.deals[0]?.status).toBe('accepted');
    expect(news()).toContain(`Deal 1 agreed between the Atreides and the Harkonnen: “${terms}”`);
  });

  it('a Truthtrance question asked through the form', async () => {
    const opened = await truthtranceForm();
    const question = 'Do you hold a Lasgun?';
    const confirm = await w.server.submitModal({ user: user(w, 'alice'), interaction: opened, fields: { question } });
    expect(ephemeral(confirm)).toContain(`Play Truthtrance: ask the Harkonnen “${question}”`);
    expect(confirm.reply?.embeds[0]?.fields).toEqual([{ name: 'Question', value: question }]);
    const done = await clickOn(w, user(w, 'alice'), confirm, 'Confirm');
    expect(ephemeral(done)).toContain('✅');
    expect(news()).toContain(`Truthtrance (question 1): the Atreides ask the Harkonnen: “${question}”`);
  });

  it('a Confirm carries the token of its text, not the text: on a message holding other words it changes nothing', async () => {
    const opened = await truthtranceForm();
    const confirm = await w.server.submitModal({ user: user(w, 'alice'), interaction: opened, fields: { question: 'Do you hold a Lasgun?' } });
    const customId = buttonNamed(confirm.reply, 'Confirm').custom_id as string;
    expect(customId).not.toContain('Lasgun');
    const channel = (await w.bot.client.channels.fetch(w.channels[0]!.id)) as TextChannel;
    const posted = await channel.send({
      content: 'Swapped',
      embeds: [{ title: 'What you wrote', fields: [{ name: 'Question', value: 'Who holds your traitor?' }] }],
      components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Success, label: 'Confirm', customId }] }],
    });
    await w.bot.idle();
    const { seq } = await stateOf(w);
    const message = w.server.messages(w.channels[0]!).find((m) => m.id === posted.id) as PostedMessage;
    expect(ephemeral(await clickOn(w, user(w, 'alice'), message, 'Confirm'))).toContain('not on its message');
    expect((await stateOf(w)).seq).toBe(seq);
  });

  it('a form submitted for a choice that has passed changes nothing', async () => {
    const opened = await truthtranceForm();
    // The game moves on while the form is open: the storm is dialled.
    ephemeral(await play(w, user(w, 'alice'), 'dial', { value: 3 }));
    const { seq } = await stateOf(w);
    const late = await w.server.submitModal({ user: user(w, 'alice'), interaction: opened, fields: { question: 'Do you hold a Lasgun?' } });
    expect(ephemeral(late)).toContain('This choice has passed');
    expect((await stateOf(w)).seq).toBe(seq);
    expect(news()).not.toContain('Lasgun');
    // The answer offers the choices as they are now, Truthtrance among them.
    expect(parts(late.reply).map((c) => c.label)).toContain('Play Truthtrance');
  });
});
