import type { APIEmbed } from 'discord-api-types/v10';
import { type AttachmentBuilder, DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import type { BotContext } from './context';

/** One message sent at once. */
export interface Post {
  content?: string;
  embeds: APIEmbed[];
  /** Files shown with the message: the board picture. */
  files?: AttachmentBuilder[];
}

/** Discord's answers for a user who accepts no DMs from the bot. */
const DMS_CLOSED = new Set<unknown>([
  RESTJSONErrorCodes.CannotSendMessagesToThisUser,
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
]);

/** A game's channel that exists but takes no posts from the bot (a voice or category channel, say). */
export class ChannelUnavailable extends Error {}

/**
 * Posts to a game's channel or thread at once, for a command's own answer (`/game map` with `post`); the
 * news of a game goes through its outbox instead. Mentions ping only the users named in `ping`.
 * The channel's guild may belong to another shard's process: posting is REST, which any process
 * may do, so an unknown guild is no reason to refuse.
 */
export async function postToChannel(bot: BotContext, channelId: string, posts: readonly Post[], ping: readonly string[] = []): Promise<void> {
  const channel = await bot.client.channels.fetch(channelId, { allowUnknownGuild: true });
  if (!channel?.isSendable()) throw new ChannelUnavailable(`Channel ${channelId} is not a channel the bot can post in.`);
  for (const post of posts) {
    await channel.send({ ...post, allowedMentions: { users: [...ping] } });
  }
}

/**
 * Sends a DM at once, for a command's own answer (`/hand` with `dm`, `/game log`, the host told that a
 * channel is lost); a game's news goes through its outbox. False when the user does not accept
 * DMs from the bot (Discord 50007 or 50278). Nothing is lost then: `/hand` shows every secret.
 */
export async function sendDm(bot: BotContext, userId: string, posts: readonly Post[]): Promise<boolean> {
  try {
    const user = await bot.client.users.fetch(userId);
    for (const post of posts) await user.send({ ...post, allowedMentions: { users: [] } });
    return true;
  } catch (error) {
    if (error instanceof DiscordAPIError && DMS_CLOSED.has(error.code)) return false;
    bot.log.warn(`Could not DM user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
