import { AttachmentBuilder, ChannelType, Events, MessageFlags, MessageType, PermissionFlagsBits, Routes } from 'discord.js';
import type { TextChannel, ThreadChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { PostedMessage } from './index';
import { codeOf, expectViolations, failure, startWorld, useHarness } from './test-kit';

const PIN_LIMIT = 3;
const h = useHarness({ emulator: { pinLimit: PIN_LIMIT } });

const textChannel = async (): Promise<TextChannel> => (await h.client.channels.fetch(h.channel.id)) as TextChannel;
const contents = (messages: readonly PostedMessage[]) => messages.map((message) => [MessageType[message.type], message.content]);

describe('editing', () => {
  it('edits content, components and attachments (keeping those listed), and refuses to edit a system message', async () => {
    const target = await textChannel();
    const sent = await target.send({
      content: 'Storm at sector 3',
      files: [new AttachmentBuilder(Buffer.from('map v1'), { name: 'map.txt' }), new AttachmentBuilder(Buffer.from('log'), { name: 'log.txt' })],
    });
    const keep = sent.attachments.find((attachment) => attachment.name === 'log.txt');
    const edited = await sent.edit({
      content: 'Storm at sector 5',
      files: [new AttachmentBuilder(Buffer.from('map v2'), { name: 'map.txt' })],
      attachments: keep ? [keep] : [],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Next', custom_id: 'next' }] }],
    });

    const [posted] = h.server.messages(h.channel);
    expect(posted?.attachments.map((attachment) => `${attachment.filename}=${attachment.data.toString()}`)).toEqual(['log.txt=log', 'map.txt=map v2']);
    expect([posted?.content, posted?.components.length, edited.editedTimestamp !== null]).toEqual(['Storm at sector 5', 1, true]);
    expect(h.server.metrics().messageEdits).toBe(1);

    await sent.pin();
    const notice = h.server.messages(h.channel).find((message) => message.system);
    const error = await failure(h.client.rest.patch(Routes.channelMessage(h.channel.id, notice?.id ?? ''), { body: { content: 'x' } }));
    expect(codeOf(error)).toBe(50021);
  });
});

describe('pins', () => {
  it('pins with the notice Discord posts and CHANNEL_PINS_UPDATE, lists pins, unpins, and stops at the pin limit', async () => {
    const target = await textChannel();
    const updates: string[] = [];
    h.client.on(Events.ChannelPinsUpdate, (channel) => updates.push(channel.id));
    const status = await target.send('Turn 1 — Storm');
    await status.pin();
    await status.pin(); // already pinned: nothing changes

    expect(contents(h.server.messages(h.channel))).toEqual([
      ['Default', 'Turn 1 — Storm'],
      ['ChannelPinnedMessage', ''],
    ]);
    expect(h.server.messages(h.channel)[1]?.referencedMessageId).toBe(status.id);
    const fetched = await target.messages.fetchPins();
    expect([fetched.items.map((item) => item.message.id), fetched.hasMore]).toEqual([[status.id], false]);
    await expect.poll(() => updates).toEqual([h.channel.id]);

    await status.unpin();
    expect(h.server.pins(h.channel)).toEqual([]);
    for (let index = 0; index < PIN_LIMIT; index++) await (await target.send(`news ${index}`)).pin();
    const overflow = await failure((await target.send('one too many')).pin());
    expect(codeOf(overflow)).toBe(30003);
    expect(h.server.pins(h.channel).map((message) => message.content)).toEqual(['news 2', 'news 1', 'news 0']);
  });

  it('needs Pin Messages: a bot denied it in the channel gets 50013', async () => {
    const target = await textChannel();
    const sent = await target.send('Status');
    h.server.setPermissionOverwrite(h.channel, h.server.channel(h.channel)?.guildId ?? '', { deny: PermissionFlagsBits.PinMessages });
    expect(codeOf(await failure(sent.pin()))).toBe(50013);
  });
});

describe('threads', () => {
  it('starts public and private threads, posts in them, archives them (a post unarchives), and refuses edits while archived', async () => {
    const target = await textChannel();
    const created: string[] = [];
    h.client.on(Events.ThreadCreate, (thread) => created.push(thread.name));
    const turn = await target.threads.create({ name: 'Turn 1', type: ChannelType.PublicThread });
    const secret = await target.threads.create({ name: 'Atreides only', type: ChannelType.PrivateThread });
    const posted = await turn.send('Bidding starts');

    expect(contents(h.server.messages(h.channel))).toEqual([['ThreadCreated', 'Turn 1']]);
    expect(h.server.messages(turn.id).map((message) => message.content)).toEqual(['Bidding starts']);
    expect(h.server.threads(h.channel).map((thread) => [thread.name, thread.type])).toEqual([
      ['Turn 1', ChannelType.PublicThread],
      ['Atreides only', ChannelType.PrivateThread],
    ]);
    await expect.poll(() => created).toEqual(['Turn 1', 'Atreides only']);

    await turn.setArchived(true);
    const refetched = (await h.client.channels.fetch(turn.id, { force: true })) as ThreadChannel;
    expect([refetched.isThread(), refetched.archived]).toEqual([true, true]);
    expect(codeOf(await failure(posted.edit('Bidding over')))).toBe(50083);
    await turn.send('A late bid reopens the thread');
    expect(h.server.channel(turn.id)?.archived).toBe(false);
    expect(secret.type).toBe(ChannelType.PrivateThread);
  });

  it('starts a thread from a message: same id, a starter message, once per message', async () => {
    const target = await textChannel();
    const news = await target.send('Spice blow in the Great Flat');
    const thread = await news.startThread({ name: 'Spice talk' });
    await thread.send('Who goes?');

    expect(thread.id).toBe(news.id);
    expect(contents(h.server.messages(thread.id))).toEqual([
      ['ThreadStarterMessage', ''],
      ['Default', 'Who goes?'],
    ]);
    const again = await failure(h.client.rest.post(Routes.threads(h.channel.id, news.id), { body: { name: 'again' } }));
    expect(codeOf(again)).toBe(160004);
    expect((await target.messages.fetch({ message: news.id, force: true })).thread?.id).toBe(thread.id);
  });

  it('private threads are seen by their members only; a locked thread takes posts only with Manage Threads', async () => {
    const target = await textChannel();
    const thread = await target.threads.create({ name: 'Harkonnen plans', type: ChannelType.PrivateThread });
    await thread.members.add(h.alice.id);
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply('seen');
    };
    expect((await h.server.invokeCommand({ user: h.alice, channel: thread.id, name: 'ping' })).content).toBe('seen');
    await expect(h.server.invokeCommand({ user: h.bob, channel: thread.id, name: 'ping' })).rejects.toThrow(/cannot see/);

    h.server.updateThread(thread.id, { locked: true });
    h.server.setPermissionOverwrite(h.channel, h.server.botUser, { deny: PermissionFlagsBits.ManageThreads });
    expect(codeOf(await failure(thread.send('Still here?')))).toBe(160005);
  });
});

describe('nonces', () => {
  it('answers a repeated nonce with enforce_nonce with the message already created, and posts again without it', async () => {
    const target = await textChannel();
    const first = await target.send({ content: 'Traitor cards dealt', nonce: 'deal-1', enforceNonce: true });
    const again = await target.send({ content: 'Traitor cards dealt', nonce: 'deal-1', enforceNonce: true });
    const loose = await target.send({ content: 'Traitor cards dealt', nonce: 'deal-1' });

    expect([again.id === first.id, loose.id === first.id, first.nonce]).toEqual([true, false, 'deal-1']);
    expect(h.server.messages(h.channel)).toHaveLength(2);
    expect([h.server.metrics().channelPosts, h.server.metrics().nonceReplays]).toEqual([2, 1]);
    const tooLong = await failure(target.send({ content: 'x', nonce: 'n'.repeat(26), enforceNonce: true }));
    expect(codeOf(tooLong)).toBe(50035);
    expectViolations(h.server, ['invalid-form-body']);
  });

  it('answers Unknown Message to a repeated nonce whose message was deleted since, and posts nothing', async () => {
    const target = await textChannel();
    const first = await target.send({ content: 'Storm moves 4 sectors', nonce: 'storm-2', enforceNonce: true });
    await first.delete();
    const retry = await failure(target.send({ content: 'Storm moves 4 sectors', nonce: 'storm-2', enforceNonce: true }));

    expect([codeOf(retry), h.server.messages(h.channel).length, h.server.metrics().channelPosts]).toEqual([10008, 0, 1]);
  });

  it('dedupes by author and nonce, not by channel: the same nonce in another channel returns the first message', async () => {
    const other = h.server.createChannel(h.guild, { name: 'game-2' });
    const first = await (await textChannel()).send({ content: 'Spice blow', nonce: '7:post', enforceNonce: true });
    const elsewhere = await ((await h.client.channels.fetch(other.id)) as TextChannel).send({ content: 'Spice blow', nonce: '7:post', enforceNonce: true });

    expect([elsewhere.id === first.id, elsewhere.channelId, h.server.messages(other).length]).toEqual([true, h.channel.id, 0]);
    expectViolations(h.server, ['nonce-reused-elsewhere']);
  });

  it('forgets a nonce after the window: the same nonce later creates a new message', async () => {
    const world = await startWorld({ emulator: { nonceWindowMs: 50 } });
    try {
      const target = (await world.client.channels.fetch(world.channel.id)) as TextChannel;
      const first = await target.send({ content: 'Turn 2', nonce: 'turn-2', enforceNonce: true });
      await new Promise((resolve) => setTimeout(resolve, 80));
      const later = await target.send({ content: 'Turn 2', nonce: 'turn-2', enforceNonce: true });

      expect([later.id === first.id, world.server.messages(world.channel).length]).toEqual([false, 2]);
    } finally {
      expect(await world.stop()).toEqual([]);
    }
  });
});

describe('mentions and pings', () => {
  it('pings whom allowed_mentions allows, as Discord parses it by default in channel posts', async () => {
    const fremen = h.server.createRole(h.guild, { name: 'Fremen', mentionable: true });
    const sardaukar = h.server.createRole(h.guild, { name: 'Sardaukar' });
    const carol = h.server.createUser({ username: 'carol' });
    h.server.addMember(h.guild, carol, { roles: [fremen] });
    const target = await textChannel();
    const text = `<@${h.alice.id}> <@!${h.bob.id}> <@&${fremen.id}> <@&${sardaukar.id}> @everyone`;

    const parsed = await target.send(text);
    const none = await target.send({ content: text, allowedMentions: { parse: [] } });
    const onlyAlice = await target.send({ content: text, allowedMentions: { users: [h.alice.id] } });
    const silent = await target.send({ content: `<@${h.alice.id}>`, flags: MessageFlags.SuppressNotifications });

    const [first, second, third] = h.server.messages(h.channel);
    // A non-mentionable role and @everyone need Mention Everyone, which the bot lacks.
    expect([...(first?.pings ?? [])].sort()).toEqual([h.alice.id, h.bob.id, carol.id].sort());
    expect([parsed.mentions.users.size, parsed.mentions.roles.map((role) => role.name), parsed.mentions.everyone]).toEqual([2, ['Fremen'], false]);
    expect([second?.pings, none.mentions.users.size, third?.pings, onlyAlice.mentions.users.map((user) => user.id)]).toEqual([
      [],
      0,
      [h.alice.id],
      [h.alice.id],
    ]);
    expect(silent.flags.has(MessageFlags.SuppressNotifications)).toBe(true);
    expect([h.server.metrics().pings, h.server.metrics().silentPings]).toEqual([5, 1]);

    const exclusive = await failure(
      h.client.rest.post(Routes.channelMessages(h.channel.id), { body: { content: text, allowed_mentions: { parse: ['users'], users: [h.alice.id] } } }),
    );
    expect(codeOf(exclusive)).toBe(50035);
    expect(h.server.violations[0]?.message).toBe('Invalid Form Body; allowed_mentions: parse:["users"] and users: [ids...] are mutually exclusive.');
    expectViolations(h.server, ['invalid-form-body']);
  });

  it('pings everyone who can see the channel for @everyone when the bot may; never those who cannot see it, nor the bot', async () => {
    const guild = h.server.createGuild({ name: 'Caladan', botPermissions: PermissionFlagsBits.Administrator });
    const hall = h.server.createChannel(guild, { name: 'great-hall' });
    for (const user of [h.alice, h.bob]) h.server.addMember(guild, user);
    h.server.setPermissionOverwrite(hall, h.bob, { deny: PermissionFlagsBits.ViewChannel });
    const hallChannel = (await h.client.channels.fetch(hall.id)) as TextChannel;
    await hallChannel.send(`@everyone <@${h.server.botUser.id}> <@${h.bob.id}>`);

    const owner = guild.ownerId;
    expect([...(h.server.messages(hall)[0]?.pings ?? [])].sort()).toEqual([h.alice.id, owner].sort());
  });

  it('interaction replies parse only users by default; ephemeral replies and edits of a deferred reply ping nobody', async () => {
    const fremen = h.server.createRole(h.guild, { name: 'Fremen', mentionable: true });
    h.server.addMember(h.guild, h.server.createUser({ username: 'stilgar' }), { roles: [fremen] });
    let step = 0;
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      step += 1;
      const text = `<@${h.alice.id}> <@&${fremen.id}>`;
      if (step === 1) await interaction.reply(text);
      else if (step === 2) await interaction.reply({ content: text, flags: MessageFlags.Ephemeral });
      else {
        await interaction.deferReply();
        await interaction.editReply(text);
      }
    };
    const replies = [];
    for (let index = 0; index < 3; index++) replies.push(await h.server.invokeCommand({ user: h.bob, channel: h.channel, name: 'ping' }));

    expect(replies.map((reply) => reply.reply?.pings)).toEqual([[h.alice.id], [], []]);
    expect(replies[2]?.reply?.mentions.users).toEqual([h.alice.id]);
  });

  it('replies to a message (type 19, referenced_message), and refuses a reply to a missing message unless told not to fail', async () => {
    const target = await textChannel();
    const original = await target.send('Bid: 3 spice');
    const reply = await target.send({ content: 'Raised to 4', reply: { messageReference: original.id } });
    const orphan = await target.send({ content: 'Orphan', reply: { messageReference: '1', failIfNotExists: false } });

    expect([MessageType[reply.type], reply.reference?.messageId, (await reply.fetchReference()).content]).toEqual(['Reply', original.id, 'Bid: 3 spice']);
    expect(MessageType[orphan.type]).toBe('Default');
    const missing = await failure(target.send({ content: 'x', reply: { messageReference: '1' } }));
    expect(codeOf(missing)).toBe(50035);
    expectViolations(h.server, ['invalid-form-body']);
  });
});
