import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelSelectMenuBuilder,
  ChannelType,
  ComponentType,
  LabelBuilder,
  MentionableSelectMenuBuilder,
  MessageFlags,
  ModalBuilder,
  RoleSelectMenuBuilder,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
} from 'discord.js';
import type { MessageActionRowComponentBuilder, TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { InvocationError } from './index';
import type { InteractionOutcome, PostedMessage } from './index';
import { codeOf, expectViolations, failure, useHarness } from './test-kit';

const h = useHarness();

const row = (...components: MessageActionRowComponentBuilder[]) => new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(...components);
const button = (customId: string, style = ButtonStyle.Primary) => new ButtonBuilder().setCustomId(customId).setLabel(customId).setStyle(style);

/** /ping answered with these rows; returns the reply the users click on. */
async function prompt(components: ActionRowBuilder<MessageActionRowComponentBuilder>[], ephemeral = false): Promise<PostedMessage> {
  const previous = h.onInteraction;
  h.onInteraction = async (interaction) => {
    if (interaction.isChatInputCommand()) await interaction.reply({ content: 'Choose', components, ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
    else await previous(interaction);
  };
  const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
  if (!outcome.reply) throw new Error('the bot did not reply');
  return outcome.reply;
}

describe('buttons', () => {
  it('delivers clicks on every interactive style with the component ids Discord numbered; link buttons send nothing; disabled ones cannot be clicked', async () => {
    const seen: string[] = [];
    h.onInteraction = async (interaction) => {
      if (!interaction.isButton()) return;
      seen.push(`${interaction.customId}:${ButtonStyle[interaction.component.style]}:${interaction.component.id}`);
      await interaction.deferUpdate();
    };
    const message = await prompt([
      row(
        button('primary'),
        button('secondary', ButtonStyle.Secondary),
        button('success', ButtonStyle.Success),
        button('danger', ButtonStyle.Danger),
        new ButtonBuilder().setLabel('Rules').setStyle(ButtonStyle.Link).setURL('https://www.gf9games.com/dune/'),
      ),
      row(button('locked').setDisabled(true)),
    ]);
    for (const customId of ['primary', 'secondary', 'success', 'danger']) await h.server.clickButton({ user: h.alice, message, customId });

    expect(seen).toEqual(['primary:Primary:2', 'secondary:Secondary:3', 'success:Success:4', 'danger:Danger:5']);
    expect(message.components.map((component) => component.id)).toEqual([1, 7]);
    await expect(h.server.clickButton({ user: h.alice, message, customId: 'locked' })).rejects.toThrow(/disabled/);
    await expect(h.server.clickButton({ user: h.alice, message, customId: 'nope' })).rejects.toThrow(InvocationError);
    // A link button has no custom_id; asking for one by its label finds nothing to click.
    await expect(h.server.clickButton({ user: h.alice, message, customId: 'Rules' })).rejects.toThrow(/no button/);
  });

  it('applies deferUpdate then editReply to the clicked message, and a component gone after an edit cannot be clicked', async () => {
    h.onInteraction = async (interaction) => {
      if (!interaction.isButton()) return;
      await interaction.deferUpdate();
      await interaction.editReply({ content: `Bid of ${interaction.customId} accepted`, components: [] });
    };
    const message = await prompt([row(button('bid-3'), button('pass'))]);
    const click = await h.server.clickButton({ user: h.bob, message, customId: 'bid-3' });

    expect([click.callback?.type, click.deferred, click.reply?.id]).toEqual([6, true, message.id]);
    expect([message.content, message.components, message.editedTimestamp === null]).toEqual(['Bid of bid-3 accepted', [], false]);
    await expect(h.server.clickButton({ user: h.bob, message, customId: 'pass' })).rejects.toThrow(/no button "pass"/);
  });

  it('lets only the user of an ephemeral message click it, and only the recipient click a DM', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isButton()) await interaction.reply({ content: `${interaction.user.username} in ${interaction.inGuild() ? 'guild' : 'DM'}` });
    };
    const secret = await prompt([row(button('reveal'))], true);
    expect((await h.server.clickButton({ user: h.alice, message: secret, customId: 'reveal' })).content).toBe('alice in guild');
    await expect(h.server.clickButton({ user: h.bob, message: secret, customId: 'reveal' })).rejects.toThrow(/ephemeral/);

    const dm = await (await h.client.users.fetch(h.alice.id)).send({ content: 'Your traitor?', components: [row(button('keep'))] });
    const [posted] = h.server.dms(h.alice);
    expect(posted?.id).toBe(dm.id);
    expect((await h.server.clickButton({ user: h.alice, message: dm.id, customId: 'keep' })).content).toBe('alice in DM');
    await expect(h.server.clickButton({ user: h.bob, message: dm.id, customId: 'keep' })).rejects.toThrow(/another user's DM/);
  });
});

describe('select menus', () => {
  it('sends the picked options of a string select, refusing what the menu would not let a user pick', async () => {
    const picks: string[][] = [];
    h.onInteraction = async (interaction) => {
      if (!interaction.isStringSelectMenu()) return;
      picks.push(interaction.values);
      await interaction.update({ content: `Cards: ${interaction.values.join(', ')}` });
    };
    const menu = new StringSelectMenuBuilder()
      .setCustomId('cards')
      .setMinValues(1)
      .setMaxValues(2)
      .addOptions(['lasgun', 'shield', 'snooper'].map((value) => ({ label: value, value })));
    const message = await prompt([row(menu)]);
    const outcome = await h.server.selectMenu({ user: h.alice, message, customId: 'cards', values: ['lasgun', 'snooper'] });

    expect([outcome.callback?.type, message.content, picks]).toEqual([7, 'Cards: lasgun, snooper', [['lasgun', 'snooper']]]);
    await expect(h.server.selectMenu({ user: h.alice, message, customId: 'cards', values: ['hunter-seeker'] })).rejects.toThrow(/no option/);
    await expect(h.server.selectMenu({ user: h.alice, message, customId: 'cards', values: [] })).rejects.toThrow(/1 to 2 values/);
    await expect(h.server.selectMenu({ user: h.alice, message, customId: 'cards', values: ['lasgun', 'shield', 'snooper'] })).rejects.toThrow(/1 to 2/);
    await expect(h.server.clickButton({ user: h.alice, message, customId: 'cards' })).rejects.toThrow(/no button/);
  });

  it('resolves the users, roles, mentionables and channels picked in auto-populated selects', async () => {
    const role = h.server.createRole(h.guild, { name: 'Fremen' });
    const category = h.server.createChannel(h.guild, { name: 'games', type: ChannelType.GuildCategory });
    const answers: string[] = [];
    h.onInteraction = async (interaction) => {
      if (interaction.isUserSelectMenu()) answers.push(`user ${interaction.users.first()?.username} member ${interaction.members.size}`);
      else if (interaction.isRoleSelectMenu()) answers.push(`role ${interaction.roles.first()?.name}`);
      else if (interaction.isMentionableSelectMenu()) answers.push(`mentionable ${interaction.users.size}+${interaction.roles.size}`);
      else if (interaction.isChannelSelectMenu()) answers.push(`channel ${interaction.channels.first()?.id === h.channel.id}`);
      else return;
      await interaction.deferUpdate();
    };
    const message = await prompt([
      row(new UserSelectMenuBuilder().setCustomId('player')),
      row(new RoleSelectMenuBuilder().setCustomId('team')),
      row(new MentionableSelectMenuBuilder().setCustomId('who').setMaxValues(2)),
      row(new ChannelSelectMenuBuilder().setCustomId('where').setChannelTypes(ChannelType.GuildText)),
    ]);
    await h.server.selectMenu({ user: h.alice, message, customId: 'player', values: [h.bob] });
    await h.server.selectMenu({ user: h.alice, message, customId: 'team', values: [role] });
    await h.server.selectMenu({ user: h.alice, message, customId: 'who', values: [h.bob.id, role.id] });
    await h.server.selectMenu({ user: h.alice, message, customId: 'where', values: [h.channel] });

    expect(answers).toEqual(['user bob member 1', 'role Fremen', 'mentionable 1+1', 'channel true']);
    await expect(h.server.selectMenu({ user: h.alice, message, customId: 'where', values: [category] })).rejects.toThrow(/does not accept GuildCategory/);
    const stranger = h.server.createUser({ username: 'stranger' });
    await expect(h.server.selectMenu({ user: h.alice, message, customId: 'player', values: [stranger] })).rejects.toThrow(/not a member/);
  });
});

describe('modals', () => {
  const feedback = () =>
    new ModalBuilder()
      .setCustomId('plan')
      .setTitle('Battle plan')
      .addLabelComponents(
        new LabelBuilder()
          .setLabel('Leader')
          .setTextInputComponent(new TextInputBuilder().setCustomId('leader').setStyle(TextInputStyle.Short).setMaxLength(20)),
        new LabelBuilder()
          .setLabel('Weapon')
          .setStringSelectMenuComponent(
            new StringSelectMenuBuilder().setCustomId('weapon').addOptions(['lasgun', 'crysknife'].map((value) => ({ label: value, value }))),
          ),
        new LabelBuilder()
          .setLabel('Notes')
          .setTextInputComponent(new TextInputBuilder().setCustomId('notes').setStyle(TextInputStyle.Paragraph).setRequired(false)),
      );

  it('opens a modal from a command and delivers what the user entered', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.showModal(feedback());
      else if (interaction.isModalSubmit()) {
        const weapon = interaction.fields.getStringSelectValues('weapon').join();
        await interaction.reply({ content: `${interaction.fields.getTextInputValue('leader')} with ${weapon}`, flags: MessageFlags.Ephemeral });
      }
    };
    const opened = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
    expect([opened.callback?.type, opened.modal?.title, opened.reply]).toEqual([9, 'Battle plan', null]);

    await expect(h.server.submitModal({ user: h.alice, interaction: opened, fields: { weapon: ['lasgun'] } })).rejects.toThrow(/"leader" is required/);
    await expect(h.server.submitModal({ user: h.alice, interaction: opened, fields: { leader: 'x'.repeat(21), weapon: ['lasgun'] } })).rejects.toThrow(
      /at most 20/,
    );
    await expect(h.server.submitModal({ user: h.bob, interaction: opened, fields: { leader: 'Gurney', weapon: ['lasgun'] } })).rejects.toThrow(/Only the user/);
    const submitted = await h.server.submitModal({ user: h.alice, interaction: opened, fields: { leader: 'Gurney Halleck', weapon: ['crysknife'] } });

    expect([submitted.content, submitted.ephemeral]).toEqual(['Gurney Halleck with crysknife', true]);
    await expect(h.server.submitModal({ user: h.alice, interaction: opened, fields: { leader: 'Duncan', weapon: ['lasgun'] } })).rejects.toThrow(
      /already submitted/,
    );
  });

  it('opens a modal from a button, and update() from its submission edits the button message', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isButton()) await interaction.showModal(feedback());
      else if (interaction.isModalSubmit() && interaction.isFromMessage()) {
        await interaction.update({ content: `Plan sealed by ${interaction.user.username}`, components: [] });
      }
    };
    const message = await prompt([row(button('plan'))]);
    const opened = await h.server.clickButton({ user: h.bob, message, customId: 'plan' });
    const submitted = await h.server.submitModal({ user: h.bob, interaction: opened.id, fields: { leader: 'Feyd', weapon: 'lasgun', notes: 'Kanly' } });

    expect([submitted.callback?.type, submitted.reply?.id, message.content, message.components.length]).toEqual([7, message.id, 'Plan sealed by bob', 0]);
  });

  it('refuses a modal without a title (50035) and leaves the interaction unanswered', async () => {
    let error: unknown;
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const body = { type: 9, data: { custom_id: 'm', title: 'x'.repeat(46), components: [] } };
      error = await failure(h.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), { body, auth: false }));
    };
    const outcome: InteractionOutcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect([codeOf(error), outcome.acknowledged]).toEqual([50035, false]);
    expect(h.server.violations[0]?.message).toBe(
      'Invalid Form Body; data.title: Must be 45 or fewer in length.; data.components: Must be between 1 and 5 in length.',
    );
    expectViolations(h.server, ['invalid-form-body', 'interaction-timeout']);
  });
});

describe('component limits', () => {
  const b = (customId: string) => ({ type: ComponentType.Button, style: ButtonStyle.Primary, label: 'Go', custom_id: customId });
  const select = (options: number, extra: object = {}) => ({
    type: ComponentType.StringSelect,
    custom_id: 'menu',
    options: Array.from({ length: options }, (_, index) => ({ label: `o${index}`, value: `o${index}` })),
    ...extra,
  });
  const actionRow = (...components: object[]) => ({ type: ComponentType.ActionRow, components });

  it.each([
    ['six action rows', Array.from({ length: 6 }, (_, index) => actionRow(b(`b${index}`))), 'components: Must be 5 or fewer in length.'],
    [
      'six buttons in a row',
      [actionRow(...Array.from({ length: 6 }, (_, index) => b(`b${index}`)))],
      'components.0.components: Must be between 1 and 5 in length.',
    ],
    ['a select beside a button', [actionRow(b('go'), select(2))], 'components.0.components.1: The specified component exceeds the maximum width'],
    ['a duplicated custom_id', [actionRow(b('same'), b('same'))], 'components.0.components.1.custom_id: Component custom id cannot be duplicated'],
    ['a custom_id of 101 characters', [actionRow(b('x'.repeat(101)))], 'components.0.components.0.custom_id: Must be 100 or fewer in length.'],
    ['a label of 81 characters', [actionRow({ ...b('long'), label: 'x'.repeat(81) })], 'components.0.components.0.label: Must be 80 or fewer in length.'],
    [
      'a button without custom_id',
      [actionRow({ type: ComponentType.Button, style: ButtonStyle.Danger, label: 'x' })],
      'components.0.components.0.custom_id: A custom id is required',
    ],
    [
      'a link button with a custom_id',
      [actionRow({ type: ComponentType.Button, style: ButtonStyle.Link, label: 'x', url: 'https://example.com', custom_id: 'x' })],
      'components.0.components.0.custom_id: A custom id and url cannot both be specified',
    ],
    ['a select without options', [actionRow(select(0))], 'components.0.components.0.options: Must be between 1 and 25 in length.'],
    ['a select with 26 options', [actionRow(select(26))], 'components.0.components.0.options: Must be between 1 and 25 in length.'],
    [
      'an option label of 101 characters',
      [actionRow(select(1, { options: [{ label: 'x'.repeat(101), value: 'v' }] }))],
      'components.0.components.0.options.0.label: Must be 100 or fewer in length.',
    ],
    [
      'a placeholder of 151 characters',
      [actionRow(select(2, { placeholder: 'x'.repeat(151) }))],
      'components.0.components.0.placeholder: Must be 150 or fewer in length.',
    ],
    [
      'min_values above max_values',
      [actionRow(select(3, { min_values: 3, max_values: 2 }))],
      'components.0.components.0.min_values: int value should be less than or equal to 2.',
    ],
    ['max_values above the options', [actionRow(select(2, { max_values: 3 }))], 'components.0.components.0.options: Must be 3 or more in length.'],
  ])('refuses %s with 50035 and records it', async (_name, components, expected) => {
    const error = await failure(h.client.rest.post(Routes.channelMessages(h.channel.id), { body: { content: 'x', components } }));

    expect(codeOf(error)).toBe(50035);
    expect(h.server.violations.map((violation) => violation.message)).toEqual([`Invalid Form Body; ${expected}`]);
    expect(h.server.messages(h.channel)).toEqual([]);
    expectViolations(h.server, ['invalid-form-body']);
  });

  it('accepts the largest valid layout: five rows of five buttons, and a select of 25 options alone in its row', async () => {
    const target = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    const rows = Array.from({ length: 4 }, (_, r) => actionRow(...Array.from({ length: 5 }, (_, c) => b(`b${r}${c}`))));
    await target.send({ content: 'Board', components: [...rows, actionRow(select(25, { max_values: 25 }))] as never });

    expect(h.server.messages(h.channel)[0]?.components).toHaveLength(5);
  });
});
