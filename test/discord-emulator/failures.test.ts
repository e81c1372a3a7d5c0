import { AttachmentBuilder, ChannelType, Events, GatewayIntentBits, MessageFlags, PermissionFlagsBits, Routes } from 'discord.js';
import type { TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { InvocationError } from './index';
import { codeOf, failure, INTENTS, useHarness } from './test-kit';

const h = useHarness({ client: { intents: [...INTENTS, GatewayIntentBits.GuildMembers] } });

const textChannel = async (): Promise<TextChannel> => (await h.client.channels.fetch(h.channel.id)) as TextChannel;
const dm = async (userId: string, content: string) => (await h.client.users.fetch(userId)).send(content);

describe('DMs that cannot be delivered (50007)', () => {
  it('refuses DMs to a user with closed DMs, one who blocked the bot, and one who shares no server with it', async () => {
    const carol = h.server.createUser({ username: 'carol', blocksBot: true });
    const stranger = h.server.createUser({ username: 'stranger' });
    h.server.addMember(h.guild, carol);

    const codes = [];
    for (const user of [h.bob, carol, stranger]) codes.push(codeOf(await failure(dm(user.id, 'Your traitors'))));
    expect(codes).toEqual([50007, 50007, 50007]);

    h.bob.dmsClosed = false;
    carol.blocksBot = false;
    await dm(h.bob.id, 'Opened');
    await dm(carol.id, 'Unblocked');
    expect([h.server.dms(h.bob).length, h.server.dms(carol).length, h.server.dms(stranger).length]).toEqual([1, 1, 0]);
  });
});

describe('a member who left', () => {
  it('is removed with GUILD_MEMBER_REMOVE; fetching answers 10007, DMs 50007, and they can no longer use commands or click', async () => {
    h.onInteraction = async (interaction) => {
      if (interaction.isChatInputCommand())
        await interaction.reply({ content: 'Choose', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }] });
    };
    const prompt = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });
    const removed = new Promise<string>((resolve) => h.client.once(Events.GuildMemberRemove, (member) => resolve(member.id)));
    h.server.removeMember(h.guild, h.alice);

    expect(await removed).toBe(h.alice.id);
    const guild = await h.client.guilds.fetch(h.guild.id);
    expect(codeOf(await failure(guild.members.fetch({ user: h.alice.id, force: true })))).toBe(10007);
    expect(codeOf(await failure(dm(h.alice.id, 'Still there?')))).toBe(50007);
    await expect(h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' })).rejects.toThrow(InvocationError);
    await expect(h.server.clickButton({ user: h.alice, message: prompt.reply?.id ?? '', customId: 'go' })).rejects.toThrow(/not a member/);
  });
});

describe('a deleted channel (10003)', () => {
  it('dispatches CHANNEL_DELETE and THREAD_DELETE, then answers 10003 to posts and fetches; what was posted stays readable in the test API', async () => {
    const target = await textChannel();
    await target.send('Last news');
    const thread = await target.threads.create({ name: 'Turn 9', type: ChannelType.PublicThread });
    const deleted: string[] = [];
    h.client.on(Events.ChannelDelete, (channel) => deleted.push(`channel ${channel.id === h.channel.id}`));
    h.client.on(Events.ThreadDelete, (gone) => deleted.push(`thread ${gone.id === thread.id}`));
    h.server.deleteChannel(h.channel);

    await expect.poll(() => deleted.sort()).toEqual(['channel true', 'thread true']);
    expect(codeOf(await failure(target.send('Anyone?')))).toBe(10003);
    expect(codeOf(await failure(h.client.rest.get(Routes.channel(h.channel.id))))).toBe(10003);
    expect(codeOf(await failure(thread.send('Anyone?')))).toBe(10003);
    expect([h.server.channel(h.channel)?.deleted, h.server.messages(h.channel).map((message) => message.content)]).toEqual([true, ['Last news', 'Turn 9']]);
  });
});

describe('missing access and permissions (50001, 50013)', () => {
  it('enforces channel overwrites on the bot: no View Channel is 50001, no Send Messages or Attach Files is 50013; discord.js sees the overwrite', async () => {
    const target = await textChannel();
    const me = h.server.botUser;
    h.server.setPermissionOverwrite(h.channel, me, { deny: PermissionFlagsBits.AttachFiles });
    await expect.poll(() => target.permissionsFor(me.id)?.has(PermissionFlagsBits.AttachFiles)).toBe(false);
    await target.send('Text still goes through');
    const file = new AttachmentBuilder(Buffer.from('map'), { name: 'map.txt' });
    expect(codeOf(await failure(target.send({ files: [file] })))).toBe(50013);

    // Denied to @everyone, which the bot's role does not allow back.
    h.server.setPermissionOverwrite(h.channel, h.guild, { deny: PermissionFlagsBits.SendMessages });
    expect(codeOf(await failure(target.send('Hello?')))).toBe(50013);
    h.server.setPermissionOverwrite(h.channel, me, { deny: PermissionFlagsBits.ViewChannel });
    expect(codeOf(await failure(target.send('Hello?')))).toBe(50001);
    expect(codeOf(await failure(h.client.rest.get(Routes.channel(h.channel.id))))).toBe(50001);
    expect(h.server.messages(h.channel).map((message) => message.content)).toEqual(['Text still goes through']);
  });

  it("reports the bot's channel permissions in app_permissions, and interaction replies need none", async () => {
    const seen: boolean[] = [];
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      seen.push(interaction.appPermissions.has(PermissionFlagsBits.SendMessages));
      await interaction.reply('Answered through the interaction webhook');
    };
    h.server.setPermissionOverwrite(h.channel, h.server.botUser, { deny: PermissionFlagsBits.SendMessages });
    const outcome = await h.server.invokeCommand({ user: h.alice, channel: h.channel, name: 'ping' });

    expect([seen, outcome.content]).toEqual([[false], 'Answered through the interaction webhook']);
  });

  it('computes overwrites as Discord does: a role allow beats the @everyone deny, a member overwrite beats both', async () => {
    const fremen = h.server.createRole(h.guild, { name: 'Fremen' });
    const carol = h.server.createUser({ username: 'carol' });
    h.server.addMember(h.guild, carol, { roles: [fremen] });
    const canSend: boolean[] = [];
    h.onInteraction = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      canSend.push(interaction.memberPermissions?.has(PermissionFlagsBits.SendMessages) ?? false);
      await interaction.reply({ content: 'noted', flags: MessageFlags.Ephemeral });
    };
    const ask = () => h.server.invokeCommand({ user: carol, channel: h.channel, name: 'ping' });
    h.server.setPermissionOverwrite(h.channel, h.guild, { deny: PermissionFlagsBits.SendMessages });
    await ask();
    h.server.setPermissionOverwrite(h.channel, fremen, { allow: PermissionFlagsBits.SendMessages });
    await ask();
    h.server.setPermissionOverwrite(h.channel, carol, { deny: PermissionFlagsBits.SendMessages });
    await ask();

    expect(canSend).toEqual([false, true, false]);
  });
});

describe('a client that dies mid-request', () => {
  it('breaks no Discord rule: a request cut off inside its body is dropped, not reported as an emulator error', async () => {
    const { request } = await import('node:http');
    const cutOff = request(`${h.server.restApi}/v10/channels/${h.channel.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${h.server.token}`, 'content-type': 'application/json', 'content-length': '1000' },
    });
    cutOff.on('error', () => undefined);
    cutOff.write('{"content":"half a me');
    await new Promise((resolve) => setTimeout(resolve, 50));
    cutOff.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.server.violations).toEqual([]);
    expect(h.server.messages(h.channel)).toEqual([]);
  });
});
