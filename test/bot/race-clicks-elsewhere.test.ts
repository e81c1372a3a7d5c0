import { PermissionsBitField } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/bot/components/custom-id';
import { type RaceInteraction, raceClick } from '../../src/bot/race/play';
import { raceStore } from '../../src/bot/race/store';
import { setUpRace } from '../../src/demo/race-demo';
import type { EmulatedChannel, PostedMessage } from '../../test/discord-emulator';
import { closeWorld, user, world } from './helpers';

/**
 * Issue 26: a race click was not checked against the race's channel and server, and its moderator
 * check read the clicker's own server. A client can send any custom id from anywhere, so the test
 * sends the click itself, as a modified client would: from another server where the clicker has
 * Manage Server.
 */
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

/** A component click as a modified client could send it: any custom id, from any channel of any server. */
function forgedClick(customId: string, where: { guildId: string; channelId: string }, replies: string[]): RaceInteraction {
  return {
    id: '990000000000000001',
    createdTimestamp: Date.now(),
    customId,
    guildId: where.guildId,
    channelId: where.channelId,
    user: { id: '990000000000000002' },
    member: { roles: [] },
    memberPermissions: new PermissionsBitField(PermissionsBitField.Flags.ManageGuild),
    inGuild: () => true,
    isStringSelectMenu: () => false,
    reply: async (r: { content: string }) => {
      replies.push(r.content);
    },
  } as unknown as RaceInteraction;
}

describe('a race click from elsewhere', () => {
  it('is refused, even from a moderator of another server, and changes nothing', async () => {
    w = await world({ players: ['ada', 'brom'], channels: ['race'] });
    const channel = w.channels[0] as EmulatedChannel;
    await setUpRace(w, channel, [user(w, 'ada'), user(w, 'brom')]);
    const turn = w.server.messages(channel).findLast((m) => idsOf(m).some((id) => decodeComponentId(id)?.action === 'end')) as PostedMessage;
    const end = idsOf(turn).find((id) => decodeComponentId(id)?.action === 'end') as string;
    const store = raceStore(w.bot.context);
    const gameId = (await store.findActiveGameByChannel(channel.id))!.id;
    const before = await store.log(gameId);
    const posts = w.server.messages(channel).length;

    const replies: string[] = [];
    for (const where of [
      { guildId: '990000000000000010', channelId: '990000000000000011' },
      { guildId: w.guild.id, channelId: '990000000000000012' },
    ])
      await raceClick(w.bot.context, forgedClick(end, where, replies), decodeComponentId(end)!);
    expect(replies).toEqual([
      'This button belongs to a race in another channel: nothing was done. Play a race from its own channel.',
      'This button belongs to a race in another channel: nothing was done. Play a race from its own channel.',
    ]);
    expect(await store.log(gameId)).toEqual(before);
    await w.bot.idle();
    expect(w.server.messages(channel).length).toBe(posts);
  });
});
