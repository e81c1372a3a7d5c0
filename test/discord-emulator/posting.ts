import { InteractionType, MessageFlags, MessageType } from 'discord-api-types/v10';
import { pingedUsers, resolveMentions } from './mentions';
import type { MentionDefaults } from './mentions';
import type { InteractionLink, MessageBody, StoredMessage } from './messages';
import type { UploadedFile } from './multipart';
import type { ChannelRecord } from './state';
import type { World } from './world';

export interface PostOptions {
  /** Where the message comes from, which sets the default of `allowed_mentions`. */
  readonly defaults: MentionDefaults;
  readonly interaction?: InteractionLink;
  readonly extraFlags?: number;
}

/**
 * Creates a message of the bot the way Discord does whichever route it comes through: mentions
 * resolved, the users it notifies (none for an ephemeral or a still-loading message), its type,
 * and in a thread the thread's counters — sending in an archived thread unarchives it.
 */
export function postMessage(world: World, channel: ChannelRecord, body: MessageBody, files: readonly UploadedFile[], options: PostOptions): StoredMessage {
  const { state } = world;
  const flags = (body.flags ?? 0) | (options.extraFlags ?? 0);
  const mentions = resolveMentions(state, channel, body, flags, options.defaults);
  const silent = (flags & (MessageFlags.Ephemeral | MessageFlags.Loading)) !== 0;
  const referencedMessageId = body.message_reference?.message_id ?? null;
  const type =
    options.interaction?.type === InteractionType.ApplicationCommand
      ? MessageType.ChatInputCommand
      : referencedMessageId !== null
        ? MessageType.Reply
        : MessageType.Default;
  const message = state.messages.create(channel.id, state.botUser.id, body, files, {
    type,
    ...(options.interaction ? { interaction: options.interaction } : {}),
    extraFlags: options.extraFlags ?? 0,
    mentions,
    pings: silent ? [] : pingedUsers(state, channel, mentions),
    referencedMessageId,
  });
  if (channel.isThread && !message.ephemeral) {
    channel.totalMessagesSent += 1;
    channel.memberIds.add(state.botUser.id);
    if (channel.archived) world.updateThread(channel, { archived: false });
  }
  return message;
}

/** Applies an edit; the mentions are recomputed from the new content (with default allowances unless given), and nobody is notified. */
export function editMessage(world: World, message: StoredMessage, body: MessageBody, files: readonly UploadedFile[], defaults: MentionDefaults): void {
  const { state } = world;
  const channel = state.channels.get(message.channelId);
  const reparse = body.content !== undefined || body.components !== undefined || body.allowed_mentions !== undefined;
  const merged: MessageBody = { content: message.content, components: message.components, ...body };
  const mentions = channel && reparse ? resolveMentions(state, channel, merged, message.flags, defaults) : null;
  state.messages.edit(message, body, files, mentions);
}

/** A notice Discord posts itself (pinned message, thread created, thread starter), authored by the bot that caused it. */
export function postSystemMessage(world: World, channel: ChannelRecord, type: MessageType, referencedMessageId: string | null, content = ''): StoredMessage {
  return world.state.messages.create(channel.id, world.state.botUser.id, { content }, [], { type, referencedMessageId });
}
