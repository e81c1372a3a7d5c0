import { type Channel, type Client, PermissionFlagsBits } from 'discord.js';
import type { PermissionFlag } from './refusal';

/** What the bot needs to post the news in a channel or a thread (its posts carry embeds). */
const posting = (inThread: boolean): readonly PermissionFlag[] => ['ViewChannel', inThread ? 'SendMessagesInThreads' : 'SendMessages', 'EmbedLinks'];

/** Where the bot stands in a game's channel: gone, or there with the posting permissions it lacks (none when it may post). */
export type PostingCheck = { readonly gone: true } | { readonly gone: false; readonly missing: readonly PermissionFlag[] };

/**
 * Whether the bot can post the news in a channel, as far as the cached guild tells. A channel it
 * cannot even read lacks everything posting needs; a channel of a guild this process does not
 * hold (another shard's) is taken as fine, and Discord says otherwise when the bot posts.
 */
export async function checkPosting(client: Client, channelId: string): Promise<PostingCheck> {
  let channel: Channel | null;
  try {
    channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 10003) return { gone: true };
    return { gone: false, missing: posting(false) };
  }
  if (!channel?.isSendable()) return { gone: true };
  const held = !channel.isDMBased() && client.user ? channel.permissionsFor(client.user) : null;
  if (!held) return { gone: false, missing: [] };
  return { gone: false, missing: posting(channel.isThread()).filter((flag) => !held.has(PermissionFlagsBits[flag])) };
}

/** The permissions to name when Discord refused a post: those the cache shows missing, or all posting needs. */
export async function missingToPost(client: Client, channelId: string, inThread = false): Promise<readonly PermissionFlag[]> {
  const check = await checkPosting(client, channelId);
  return !check.gone && check.missing.length ? check.missing : posting(inThread);
}
