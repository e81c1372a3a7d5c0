import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import { discordErrors } from './errors';
import type { StoredMessage } from './messages';
import type { ChannelRecord, EmulatorState } from './state';

/** The channel, as the bot may reach it: 10003 if it does not exist (or was deleted), 50001 if the bot cannot see it. */
export function requireChannel(state: EmulatorState, channelId: string): ChannelRecord {
  const channel = state.channels.get(channelId);
  if (!channel || channel.deleted) throw discordErrors.unknownChannel();
  if (channel.guildId !== null && (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.ViewChannel) === 0n) {
    throw discordErrors.missingAccess();
  }
  return channel;
}

/** 50013 unless the bot holds every one of the permissions in the channel (DMs need none). */
export function requirePermissions(state: EmulatorState, channel: ChannelRecord, permissions: bigint): void {
  if (channel.guildId === null) return;
  if ((state.channelPermissionsOf(channel, state.botUser.id) & permissions) !== permissions) throw discordErrors.missingPermissions();
}

/** A message of the channel; ephemeral messages exist only for the interaction's webhook, not in the channel. */
export function requireMessage(state: EmulatorState, channel: ChannelRecord, messageId: string): StoredMessage {
  const message = state.messages.get(messageId);
  if (!message || message.channelId !== channel.id || message.ephemeral) throw discordErrors.unknownMessage();
  return message;
}

/** Archived threads are read-only until unarchived (sending a message unarchives them). */
export function requireActiveThread(channel: ChannelRecord): void {
  if (channel.isThread && channel.archived) throw discordErrors.archivedThread();
}

/**
 * Checks a channel post: a text channel or thread (50008 for a category), the permission to send
 * (Send Messages, or Send Messages in Threads in a thread; Attach Files with files; Embed Links with
 * embeds: Discord refuses a bot's embeds without it, 50013), a locked thread
 * only with Manage Threads, and a DM only to a user who accepts it and shares a server with the bot.
 */
export function requireCanPost(state: EmulatorState, channel: ChannelRecord, withFiles: boolean, withEmbeds = false): void {
  if (channel.type === ChannelType.GuildCategory) throw discordErrors.cannotSendInNonTextChannel();
  if (channel.type === ChannelType.DM) {
    const recipient = channel.recipientId === null ? undefined : state.users.get(channel.recipientId);
    if (!recipient || recipient.dmsClosed || recipient.blocksBot || !state.sharesGuildWithBot(recipient.id)) throw discordErrors.cannotSendToUser();
    return;
  }
  const send = channel.isThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
  requirePermissions(state, channel, send | (withFiles ? PermissionFlagsBits.AttachFiles : 0n) | (withEmbeds ? PermissionFlagsBits.EmbedLinks : 0n));
  if (channel.locked && (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.ManageThreads) === 0n) {
    throw discordErrors.threadLocked();
  }
}
