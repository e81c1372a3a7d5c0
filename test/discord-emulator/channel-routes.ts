import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import { requireActiveThread, requireCanPost, requireChannel, requireMessage, requirePermissions } from './channel-access';
import { discordErrors, invalidFormBody } from './errors';
import { isRecord } from './json';
import { asMessageBody, checkMessage } from './limits';
import type { MessageBody } from './messages';
import { apiChannel, apiMessage } from './payloads';
import { editMessage, postMessage } from './posting';
import type { RestContext } from './rest-context';
import { json, noContent, route } from './router';
import type { Route } from './router';
import type { ChannelRecord } from './state';

const THREAD_NAME_LENGTH = 100;

/**
 * A reply must point at a message of the same channel; with `fail_if_not_exists: false` a missing
 * one turns the reply into a plain message, as on Discord.
 */
function resolveReply(context: RestContext, channel: ChannelRecord, body: MessageBody): MessageBody {
  const reference = body.message_reference;
  if (!reference?.message_id) return body;
  const target = context.state.messages.get(reference.message_id);
  if (target && target.channelId === channel.id && !target.ephemeral) return body;
  if (reference.fail_if_not_exists === false) {
    const { message_reference: _dropped, ...plain } = body;
    return plain;
  }
  const code = target && target.channelId !== channel.id ? 'REPLIES_CANNOT_REFERENCE_OTHER_CHANNEL' : 'REPLIES_UNKNOWN_MESSAGE';
  const message = code === 'REPLIES_UNKNOWN_MESSAGE' ? 'Unknown message' : 'Cannot reply to a message in a different channel';
  throw invalidFormBody(['message_reference'], code, message);
}

/** Channels and their messages: fetch, post (with nonce and replies), edit, delete; threads can be renamed, archived and locked. */
export function channelRoutes(context: RestContext): Route[] {
  const { state, world } = context;
  const messageLimits = (creating: boolean) => ({ path: [], creating, attachmentSizeLimit: context.attachmentSizeLimit });

  return [
    route('GET', '/channels/:channelId', 'bot', ({ params }) => json(apiChannel(state, requireChannel(state, params.channelId)))),
    route('PATCH', '/channels/:channelId', 'bot', ({ params, body }) => {
      const channel = requireChannel(state, params.channelId);
      if (!isRecord(body.json)) throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      const { name, archived, locked, auto_archive_duration: autoArchiveDuration } = body.json;
      if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > THREAD_NAME_LENGTH)) {
        throw invalidFormBody(['name'], 'BASE_TYPE_BAD_LENGTH', `Must be between 1 and ${THREAD_NAME_LENGTH} in length.`);
      }
      if (!channel.isThread) {
        requirePermissions(state, channel, PermissionFlagsBits.ManageChannels);
        if (typeof name === 'string') world.renameChannel(channel, name);
        return json(apiChannel(state, channel));
      }
      // Renaming, archiving and re-timing a thread is for its creator or Manage Threads; locking for Manage Threads only.
      const manages = (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.ManageThreads) !== 0n;
      if (!manages && (locked !== undefined || channel.ownerId !== state.botUser.id || (channel.locked && archived === false))) {
        throw discordErrors.missingPermissions();
      }
      if (channel.archived && archived !== false) throw discordErrors.archivedThread();
      world.updateThread(channel, {
        ...(typeof archived === 'boolean' ? { archived } : {}),
        ...(typeof locked === 'boolean' ? { locked } : {}),
        ...(typeof name === 'string' ? { name } : {}),
        ...(typeof autoArchiveDuration === 'number' ? { autoArchiveDuration } : {}),
      });
      return json(apiChannel(state, channel));
    }),
    route('DELETE', '/channels/:channelId', 'bot', ({ params }) => {
      const channel = requireChannel(state, params.channelId);
      if (channel.type === ChannelType.DM) throw discordErrors.missingAccess();
      requirePermissions(state, channel, channel.isThread ? PermissionFlagsBits.ManageThreads : PermissionFlagsBits.ManageChannels);
      const payload = apiChannel(state, channel);
      world.deleteChannel(channel);
      return json(payload);
    }),

    route('POST', '/channels/:channelId/messages', 'bot', ({ params, body }) => {
      const channel = requireChannel(state, params.channelId);
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, messageLimits(true));
      requireCanPost(state, channel, body.files.length > 0, (message.embeds?.length ?? 0) > 0);
      // Discord answers a repeated nonce with the message it already created, and posts nothing.
      if (message.nonce !== undefined && message.enforce_nonce === true) {
        const earlier = state.messages.findByNonce(state.botUser.id, message.nonce, context.nonceWindowMs);
        if (earlier) {
          if (earlier.channelId !== channel.id) {
            state.violations.push({
              kind: 'nonce-reused-elsewhere',
              message: `nonce ${JSON.stringify(message.nonce)} was sent with enforce_nonce in channel ${earlier.channelId} before; Discord returns that message and posts nothing here`,
              where: 'POST /channels/:channelId/messages',
            });
          }
          // A retry of a message deleted since is not posted again: the intent is a safe retry.
          if (earlier.deleted) throw discordErrors.unknownMessage();
          context.metrics.nonceReplay();
          return json(apiMessage(state, earlier, { nonce: true }));
        }
      }
      const created = postMessage(world, channel, resolveReply(context, channel, message), body.files, { defaults: 'channel-post' });
      return json(apiMessage(state, created, { nonce: true }));
    }),
    route('GET', '/channels/:channelId/messages/:messageId', 'bot', ({ params }) => {
      const channel = requireChannel(state, params.channelId);
      if (channel.guildId !== null && (state.channelPermissionsOf(channel, state.botUser.id) & PermissionFlagsBits.ReadMessageHistory) === 0n) {
        throw discordErrors.missingAccess();
      }
      return json(apiMessage(state, requireMessage(state, channel, params.messageId)));
    }),
    route('PATCH', '/channels/:channelId/messages/:messageId', 'bot', ({ params, body }) => {
      const channel = requireChannel(state, params.channelId);
      const stored = requireMessage(state, channel, params.messageId);
      const message = asMessageBody(body.json, []);
      checkMessage(message, body.files, messageLimits(false));
      if (stored.system) throw discordErrors.systemMessage();
      requireActiveThread(channel);
      // An upload needs Attach Files, whether it comes with a new message or an edit.
      if (body.files.length > 0) requirePermissions(state, channel, PermissionFlagsBits.AttachFiles);
      editMessage(world, stored, message, body.files, 'channel-post');
      return json(apiMessage(state, stored));
    }),
    route('DELETE', '/channels/:channelId/messages/:messageId', 'bot', ({ params }) => {
      const channel = requireChannel(state, params.channelId);
      state.messages.delete(requireMessage(state, channel, params.messageId));
      return noContent();
    }),
  ];
}
