import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
} from 'discord.js';
import type { TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { InvocationError } from './index';
import { ACK_TIMEOUT_MS, codeOf, expectViolations, newClient, PING, startWorld, useHarness } from './test-kit';

const TERRITORIES = ['Arrakeen', 'Arsunt', 'Carthag', 'Sietch Tabr', 'Habbanya Ridge Flat'];

const commands = [
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Play-by-post Dune')
    .addSubcommand((sub) =>
      sub
        .setName('join')
        .setDescription('Join the game')
        .addStringOption((option) =>
          option
            .setName('faction')
            .setDescription('Faction to play')
            .setRequired(true)
            .addChoices({ name: 'Atreides', value: 'atreides' }, { name: 'Harkonnen', value: 'harkonnen' }),
        ),
    )
    .addSubcommandGroup((group) =>
      group
        .setName('seat')
        .setDescription('Seats')
        .addSubcommand((sub) =>
          sub
            .setName('assign')
            .setDescription('Assign a seat')
            .addUserOption((option) => option.setName('player').setDescription('Player').setRequired(true))
            .addIntegerOption((option) => option.setName('seat').setDescription('Seat').setRequired(true).setMinValue(1).setMaxValue(6)),
        ),
    ),
  new SlashCommandBuilder()
    .setName('move')
    .setDescription('Move forces')
    .addStringOption((option) => option.setName('territory').setDescription('Where to').setRequired(true).setAutocomplete(true))
    .addIntegerOption((option) => option.setName('forces').setDescription('How many')),
  new SlashCommandBuilder().setName('kick').setDescription('Moderators only').setDefaultMemberPermissions(PermissionFlagsBits.KickMembers),
].map((command) => command.toJSON());
commands.splice(2, 0, PING);

// A short heartbeat so the heartbeat test does not wait for Discord's 41 s.
const h = useHarness({ emulator: { attachmentSizeLimit: 64 * 1024, heartbeatIntervalMs: 100 }, commands });

describe('gateway', () => {
  it('delivers READY and GUILD_CREATE with channels, members and roles to discord.js', async () => {
    expect(h.client.user?.id).toBe(h.server.botUser.id);
    expect(h.client.application?.id).toBe(h.server.applicationId);
    const cached = h.client.guilds.cache.get(h.guild.id);
    expect(cached?.name).toBe('Arrakis');
    expect(cached?.channels.cache.get(h.channel.id)?.name).toBe('game-1');
    expect(cached?.members.me?.roles.cache.size).toBe(2); // @everyone and the bot's role
    expect(cached?.members.cache.get(h.alice.id)?.user.username).toBe('alice');

    const fetched = await cached?.members.fetch();
    expect(fetched?.map((member) => member.user.username).sort()).toEqual(['Arrakis owner', 'alice', 'bob', 'emulated-bot']);
  });

  it('acknowledges heartbeats', async () => {
    // discord.js reports -1 until its first heartbeat is acknowledged.
    await expect.poll(() => h.client.ws.ping, { timeout: 2000 }).toBeGreaterThanOrEqual(0);
  });

  it('dispatches GUILD_CREATE and CHANNEL_CREATE for guilds created after login', async () => {
    const guildCreated = new Promise<string>((resolve) => h.client.once(Events.GuildCreate, (created) => resolve(created.name)));
    const later = h.server.createGuild({ name: 'Caladan' });
    expect(await guildCreated).toBe('Caladan');

    const channelCreated = new Promise<string>((resolve) => h.client.once(Events.ChannelCreate, (created) => resolve(created.id)));
    const lobby = h.server.createChannel(later, { name: 'lobby' });
    expect(await channelCreated).toBe(lobby.id);
  });

  it('speaks the gateway protocol: close codes, and INVALID_SESSION for RESUME', async () => {
    /** Opens a raw connection, sends the frames, and reports the opcodes received and the close code. */
    const session = (query: string, frames: unknown[]): Promise<{ ops: number[]; code: number }> =>
      new Promise((resolve) => {
        const socket = new WebSocket(`${h.server.gatewayUrl}/?${query}`);
        const ops: number[] = [];
        socket.on('message', (data: Buffer) => {
          const op = (JSON.parse(data.toString()) as { op: number }).op;
          ops.push(op);
          if (op === 10) for (const frame of frames) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
          if (op === 9) socket.close(1000);
        });
        socket.on('close', (code) => resolve({ ops, code }));
      });
    const json = 'v=10&encoding=json';

    expect(await session('v=9&encoding=json', [])).toEqual({ ops: [], code: 4012 });
    expect(await session(json, ['not json'])).toEqual({ ops: [10], code: 4002 });
    expect(await session(json, [{ op: 8, d: { guild_id: h.guild.id, query: '', limit: 0 } }])).toEqual({ ops: [10], code: 4003 });
    expect(await session(json, [{ op: 2, d: { token: 'wrong', intents: 0, properties: {} } }])).toEqual({ ops: [10], code: 4004 });
    expect(await session(json, [{ op: 6, d: { token: h.server.token, session_id: 'old', seq: 3 } }])).toEqual({ ops: [10, 9], code: 1000 });
  });

  it('refuses a login with the wrong token', async () => {
    const intruder = newClient(h.server);
    try {
      await expect(intruder.login('not-the-token')).rejects.toThrow(/invalid token/i);
    } finally {
      await intruder.destroy();
    }
  });
});

describe('application commands', () => {
  it('records global and guild bulk overwrites, keeping ids of unchanged names', async () => {
    const before = h.server.registeredCommands();
    expect(before.map((command) => command.name)).toEqual(['game', 'move', 'ping', 'kick']);

    await h.client.application?.commands.set(commands.slice(0, 2));
    const after = h.server.registeredCommands();
    expect(after.map((command) => command.id)).toEqual(before.slice(0, 2).map((command) => command.id));

    await h.client.guilds.cache.get(h.guild.id)?.commands.set([new SlashCommandBuilder().setName('table').setDescription('Guild only').toJSON()]);
    expect(h.server.registeredCommands(h.guild).map((command) => command.name)).toEqual(['table']);
  });

  it('rejects a command with more than 25 options (50035)', async () => {
    const options = Array.from({ length: 26 }, (_, index) => ({ type: 3, name: `o${index}`, description: 'option' }));
    const error = await h.client.application?.commands.set([{ name: 'huge', description: 'Too many options', options }]).catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe(50035);
    expectViolations(h.server, ['invalid-form-body']);
  });

  it('hides commands from members lacking default_member_permissions', async () => {
    await expect(h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'kick' })).rejects.toThrow(InvocationError);
  });
});

describe('interactions', () => {
  it('replies to a subcommand with options typed from the registered definition', async () => {
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply(
        `${interaction.user.username} joins as ${interaction.options.getString('faction', true)} (${interaction.options.getSubcommand()})`,
      );
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'game', subcommand: 'join', options: { faction: 'atreides' } });

    expect(outcome.acknowledged).toBe(true);
    expect(outcome.callback?.type).toBe(4);
    expect(outcome.content).toBe('alice joins as atreides (join)');
    expect(outcome.ephemeral).toBe(false);
    expect(h.server.messages(h.channel).map((message) => message.content)).toEqual(['alice joins as atreides (join)']);
  });

  it('sends subcommand groups with resolved users and integer options', async () => {
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const player = interaction.options.getUser('player', true);
      const member = interaction.options.getMember('player');
      const seat = interaction.options.getInteger('seat', true);
      const memberName = member && 'user' in member ? member.user.username : 'none';
      await interaction.reply(
        `${interaction.options.getSubcommandGroup()}/${interaction.options.getSubcommand()}: ${player.username} (${memberName}) seat ${seat} ${typeof seat}`,
      );
    };
    const outcome = await h.server.invokeCommand({
      user: h.alice,
      channel: h.channel,
      name: 'game',
      subcommandGroup: 'seat',
      subcommand: 'assign',
      options: { player: h.bob, seat: 3 },
    });
    expect(outcome.content).toBe('seat/assign: bob (bob) seat 3 number');
  });

  it('refuses invocations a Discord client could not send', async () => {
    await expect(
      h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'game', subcommand: 'join', options: { faction: 'fremen' } }),
    ).rejects.toThrow(/must be one of/);
    await expect(h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'game', subcommand: 'join' })).rejects.toThrow(/requires option "faction"/);
    await expect(h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'nope' })).rejects.toThrow(/registered no/);
  });

  it('handles deferReply, editReply with a file, fetchReply and followUp', async () => {
    let fetched: string | undefined;
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await interaction.editReply({ content: 'Storm moves 3 sectors', files: [new AttachmentBuilder(Buffer.from('storm'), { name: 'storm.txt' })] });
      fetched = (await interaction.fetchReply()).content;
      await interaction.followUp('Spice blow in Sietch Tabr');
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect(outcome.deferred).toBe(true);
    expect(outcome.content).toBe('Storm moves 3 sectors');
    expect(outcome.reply?.attachments.map((attachment) => attachment.data.toString())).toEqual(['storm']);
    expect(fetched).toBe('Storm moves 3 sectors');
    expect(outcome.followUps.map((message) => message.content)).toEqual(['Spice blow in Sietch Tabr']);
    expect(h.server.messages(h.channel).map((message) => message.content)).toEqual(['Storm moves 3 sectors', 'Spice blow in Sietch Tabr']);
  });

  it('fills a pending deferred reply with the first follow-up, as Discord does', async () => {
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp('Bid accepted');
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect([outcome.content, outcome.ephemeral, outcome.followUps.length]).toEqual(['Bid accepted', true, 0]);
  });

  it('refuses follow-ups once the interaction token expired (Discord: 15 minutes) with 50027', async () => {
    const world = await startWorld({ emulator: { interactionTokenLifetimeMs: 300 } });
    try {
      let late: unknown;
      world.onInteraction = async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        await interaction.reply('Your turn');
        await new Promise((resolve) => setTimeout(resolve, 400));
        late = await interaction.followUp('Reminder').catch((error: unknown) => error);
      };
      await world.server.invokeCommand({ user: world.alice, channel: world.channel, name: 'ping' });
      await expect.poll(() => late).toBeDefined();
      expect(codeOf(late)).toBe(50027);
    } finally {
      expect(await world.stop()).toEqual([]);
    }
  });

  it('deletes a reply with deleteReply', async () => {
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply('Oops');
      await interaction.deleteReply();
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect(outcome.acknowledged).toBe(true);
    expect(outcome.reply).toBeNull();
    expect(h.server.messages(h.channel)).toEqual([]);
  });

  it('keeps ephemeral replies out of the channel', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ content: 'Your traitor: Piter', flags: MessageFlags.Ephemeral });
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect(outcome.ephemeral).toBe(true);
    expect(outcome.content).toBe('Your traitor: Piter');
    expect(h.server.messages(h.channel)).toEqual([]);
  });

  it('runs commands in DMs with a user instead of a member', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply(`dm: ${interaction.inGuild()} ${interaction.user.id}`);
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, name: 'ping' });
    expect(outcome.content).toBe(`dm: false ${h.alice.id}`);
    expect(h.server.dms(h.alice).map((message) => message.content)).toEqual([`dm: false ${h.alice.id}`]);
  });

  it('answers autocomplete with the choices the bot responds', async () => {
    let typed: string | undefined;
    h.onInteraction = async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const focused = interaction.options.getFocused(true);
      typed = `${focused.name}=${focused.value}`;
      const matches = TERRITORIES.filter((name) => name.toLowerCase().startsWith(focused.value.toLowerCase()));
      await interaction.respond(matches.map((name) => ({ name, value: name })));
    };
    const choices = await h.server.autocomplete({ user: h.alice, channel: h.channel, name: 'move', options: { forces: 4 }, focused: 'territory', value: 'ar' });

    expect(typed).toBe('territory=ar');
    expect(choices).toEqual([
      { name: 'Arrakeen', value: 'Arrakeen' },
      { name: 'Arsunt', value: 'Arsunt' },
    ]);
  });

  it('delivers button clicks and applies update() to the clicked message', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('end-turn').setLabel('End turn').setStyle(ButtonStyle.Primary),
        );
        await interaction.reply({ content: 'Your turn', components: [row] });
      } else if (interaction.isButton()) {
        await interaction.update({ content: `Turn ended by ${interaction.user.username} via ${interaction.customId}`, components: [] });
      }
    };
    const prompt = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
    if (!prompt.reply) throw new Error('the bot did not reply');
    const click = await h.server.clickButton({ user: h.alice, message: prompt.reply, customId: 'end-turn' });

    expect(click.callback?.type).toBe(7);
    expect(click.reply?.id).toBe(prompt.reply.id);
    expect(h.server.messages(h.channel).map((message) => [message.content, message.components.length])).toEqual([['Turn ended by alice via end-turn', 0]]);
    await expect(h.server.clickButton({ user: h.alice, message: prompt.reply, customId: 'end-turn' })).rejects.toThrow(/no button/);
  });
});

describe('REST', () => {
  it('serves the bot, the application, guilds, channels, members and users', async () => {
    const me = (await h.client.rest.get(Routes.user())) as { id: string };
    const application = await h.client.application?.fetch();
    const fetchedGuild = await h.client.guilds.fetch({ guild: h.guild.id, force: true });
    const fetchedChannel = await h.client.channels.fetch(h.channel.id, { force: true });
    const member = await fetchedGuild.members.fetch({ user: h.alice.id, force: true });
    const user = await h.client.users.fetch(h.bob.id, { force: true });

    expect([me.id, application?.id, fetchedGuild.name, fetchedChannel?.id, member.user.username, user.username]).toEqual([
      h.server.botUser.id,
      h.server.applicationId,
      'Arrakis',
      h.channel.id,
      'alice',
      'bob',
    ]);
    const unknown = await h.client.users.fetch('1', { force: true }).catch((caught: unknown) => caught);
    expect(codeOf(unknown)).toBe(10013);
  });
});

describe('messages', () => {
  it('sends DMs, and rejects them with 50007 for users whose DMs are closed', async () => {
    await (await h.client.users.fetch(h.alice.id)).send('The spice must flow');
    const error = await (await h.client.users.fetch(h.bob.id)).send('Hello?').catch((caught: unknown) => caught);

    expect(h.server.dms(h.alice).map((message) => message.content)).toEqual(['The spice must flow']);
    expect(codeOf(error)).toBe(50007);
    expect(h.server.dms(h.bob)).toEqual([]);
  });

  it('posts embeds and multipart attachments, keeps the bytes, and applies edits', async () => {
    const bytes = Buffer.from('map of Arrakis\n');
    const target = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    const sent = await target.send({
      content: 'Turn 1',
      embeds: [new EmbedBuilder().setTitle('Storm').setDescription('Sector 3').addFields({ name: 'Spice', value: '10' })],
      files: [new AttachmentBuilder(bytes, { name: 'map.txt', description: 'The map' })],
    });
    await sent.edit({ content: 'Turn 1 (edited)' });

    const [posted] = h.server.messages(h.channel);
    expect(posted?.content).toBe('Turn 1 (edited)');
    expect(posted?.embeds[0]).toMatchObject({ title: 'Storm', description: 'Sector 3', fields: [{ name: 'Spice', value: '10' }] });
    expect(posted?.attachments.map((attachment) => [attachment.filename, attachment.description, attachment.data.toString()])).toEqual([
      ['map.txt', 'The map', 'map of Arrakis\n'],
    ]);
    expect(sent.attachments.first()?.name).toBe('map.txt');
    const downloaded = Buffer.from(await (await fetch(sent.attachments.first()?.url ?? '')).arrayBuffer());
    expect(downloaded.equals(bytes)).toBe(true);

    await sent.delete();
    expect(h.server.messages(h.channel)).toEqual([]);
  });
});

describe('Discord limits', () => {
  it('rejects a 2001-character reply with 50035, then records the unanswered interaction', async () => {
    let replyError: unknown;
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) replyError = await interaction.reply('x'.repeat(2001)).catch((caught: unknown) => caught);
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect(codeOf(replyError)).toBe(50035);
    expect(outcome.acknowledged).toBe(false);
    expect(h.server.violations[0]?.message).toContain('data.content: Must be 2000 or fewer in length.');
    expectViolations(h.server, ['invalid-form-body', 'interaction-timeout']);
  });

  it('records an interaction not acknowledged in time, and a late reply fails with 10062', async () => {
    let lateError: unknown;
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await new Promise((resolve) => setTimeout(resolve, ACK_TIMEOUT_MS + 100));
      lateError = await interaction.reply('too late').catch((caught: unknown) => caught);
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
    expect(outcome.acknowledged).toBe(false);
    await expect.poll(() => lateError).toBeDefined();

    expect(codeOf(lateError)).toBe(10062);
    expectViolations(h.server, ['interaction-timeout', 'unknown-interaction']);
  });

  it('answers a second initial callback with 40060', async () => {
    let secondError: unknown;
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply('first');
      // discord.js refuses a second reply locally, so send the callback the way a buggy bot would.
      secondError = await h.client.rest
        .post(Routes.interactionCallback(interaction.id, interaction.token), { body: { type: 4, data: { content: 'second' } }, auth: false })
        .catch((caught: unknown) => caught);
    };
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect(outcome.content).toBe('first');
    expect(codeOf(secondError)).toBe(40060);
    expectViolations(h.server, ['interaction-already-acknowledged']);
  });

  it('rejects too many embeds, a long embed description and too many fields', async () => {
    const target = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    const tooMany = await target.send({ embeds: Array.from({ length: 11 }, () => ({ title: 'x' })) }).catch((caught: unknown) => caught);
    const tooLong = await target.send({ embeds: [{ description: 'x'.repeat(4097) }] }).catch((caught: unknown) => caught);
    const fields = Array.from({ length: 26 }, (_, index) => ({ name: `f${index}`, value: 'v' }));
    const tooManyFields = await target.send({ embeds: [{ fields }] }).catch((caught: unknown) => caught);

    expect([tooMany, tooLong, tooManyFields].map(codeOf)).toEqual([50035, 50035, 50035]);
    expect(h.server.violations.map((violation) => violation.message)).toEqual([
      'Invalid Form Body; embeds: Must be 10 or fewer in length.',
      'Invalid Form Body; embeds.0.description: Must be 4096 or fewer in length.',
      'Invalid Form Body; embeds.0.fields: Must be 25 or fewer in length.',
    ]);
    expect(h.server.messages(h.channel)).toEqual([]);
    expectViolations(h.server, ['invalid-form-body', 'invalid-form-body', 'invalid-form-body']);
  });

  it('rejects more than 25 autocomplete choices', async () => {
    let respondError: unknown;
    h.onInteraction = async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const choices = Array.from({ length: 26 }, (_, index) => ({ name: `t${index}`, value: `t${index}` }));
      respondError = await interaction.respond(choices).catch((caught: unknown) => caught);
    };
    const choices = await h.server.autocomplete({ user: h.alice, channel: h.channel, name: 'move', focused: 'territory', value: '' });

    expect(choices).toEqual([]);
    expect(codeOf(respondError)).toBe(50035);
    expectViolations(h.server, ['invalid-form-body', 'interaction-timeout']);
  });

  it('rejects attachments over the size limit with 413 / 40005', async () => {
    const target = (await h.client.channels.fetch(h.channel.id)) as TextChannel;
    const error = await target.send({ files: [new AttachmentBuilder(Buffer.alloc(64 * 1024 + 1), { name: 'big.bin' })] }).catch((caught: unknown) => caught);

    expect(codeOf(error)).toBe(40005);
    expect(error instanceof DiscordAPIError ? error.status : undefined).toBe(413);
    expectViolations(h.server, ['request-entity-too-large']);
  });

  it('answers unknown routes with a Discord-shaped 404 and records them', async () => {
    const error = await h.client.rest.get(Routes.guildBans(h.guild.id)).catch((caught: unknown) => caught);

    expect(error instanceof DiscordAPIError ? [error.status, error.code, error.message] : error).toEqual([404, 0, '404: Not Found']);
    expect(h.server.violations).toEqual([{ kind: 'unknown-route', message: '404: Not Found', where: `GET /api/v10/guilds/${h.guild.id}/bans` }]);
    h.server.clearViolations();
  });
});
