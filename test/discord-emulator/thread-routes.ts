import { ChannelType, GatewayDispatchEvents, MessageType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { ThreadMemberFlags } from 'discord-api-types/v10';
import { requireActiveThread, requireCanPost, requireChannel, requireMessage, requirePermissions } from './channel-access';
import { discordErrors, FormErrors, invalidFormBody } from './errors';
import { isRecord } from './json';
import { apiThread } from './payloads';
import { postSystemMessage } from './posting';
import type { RestContext } from './rest-context';
import { json, noContent, route } from './router';
import type { Route } from './router';
import type { ChannelRecord } from './state';

const AUTO_ARCHIVE_MINUTES = [60, 1440, 4320, 10080];
const THREAD_TYPES: readonly unknown[] = [ChannelType.PublicThread, ChannelType.PrivateThread];

interface ThreadRequest {
  readonly name: string;
  readonly autoArchiveDuration: number;
  /** Without a message Discord still defaults to a private thread (the documented legacy default). */
  readonly type: ChannelType.PublicThread | ChannelType.PrivateThread;
}

function readThreadRequest(body: unknown): ThreadRequest {
  if (!isRecord(body)) throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  const errors = new FormErrors();
  const { name, auto_archive_duration: duration, type } = body;
  if (typeof name !== 'string' || name.length < 1 || name.length > 100) errors.add(['name'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
  if (duration !== undefined && duration !== null && !AUTO_ARCHIVE_MINUTES.includes(duration as number)) {
    errors.add(['auto_archive_duration'], 'BASE_TYPE_CHOICES', `Value must be one of (${AUTO_ARCHIVE_MINUTES.join(', ')}).`);
  }
  if (type !== undefined && type !== null && !THREAD_TYPES.includes(type)) errors.add(['type'], 'BASE_TYPE_CHOICES', 'Value must be one of (11, 12).');
  errors.throwIfAny();
  return {
    name: String(name),
    autoArchiveDuration: typeof duration === 'number' ? duration : 1440,
    type: (type as ThreadRequest['type'] | undefined) ?? ChannelType.PrivateThread,
  };
}

/** Threads of text channels: started from a message (public, same id as the message) or without one; members added or removed. */
export function threadRoutes(context: RestContext): Route[] {
  const { state, world } = context;

  const requireTextParent = (channelId: string): ChannelRecord => {
    const parent = requireChannel(state, channelId);
    if (parent.type !== ChannelType.GuildText) throw discordErrors.wrongChannelType();
    return parent;
  };

  const requireThread = (channelId: string): ChannelRecord => {
    const thread = requireChannel(state, channelId);
    if (!thread.isThread) throw discordErrors.wrongChannelType();
    return thread;
  };

  const announceMembers = (thread: ChannelRecord, added: string[], removed: string[]): void => {
    world.dispatch({
      t: GatewayDispatchEvents.ThreadMembersUpdate,
      d: {
        id: thread.id,
        guild_id: thread.guildId ?? '',
        member_count: Math.min(thread.memberIds.size, 50),
        added_members: added.map((userId) => ({ id: thread.id, user_id: userId, join_timestamp: new Date().toISOString(), flags: 0 as ThreadMemberFlags })),
        removed_member_ids: removed,
      },
    });
  };

  return [
    route('POST', '/channels/:channelId/threads', 'bot', ({ params, body }) => {
      const parent = requireTextParent(params.channelId);
      const request = readThreadRequest(body.json);
      requirePermissions(
        state,
        parent,
        request.type === ChannelType.PublicThread ? PermissionFlagsBits.CreatePublicThreads : PermissionFlagsBits.CreatePrivateThreads,
      );
      const thread = state.createThread(parent, request);
      // A public thread started without a message is announced in its channel; a private one is not.
      if (thread.type === ChannelType.PublicThread) {
        postSystemMessage(world, parent, MessageType.ThreadCreated, null, thread.name ?? '').threadId = thread.id;
      }
      world.announceThread(thread);
      return json(apiThread(state, thread), 201);
    }),
    route('POST', '/channels/:channelId/messages/:messageId/threads', 'bot', ({ params, body }) => {
      const parent = requireTextParent(params.channelId);
      const message = requireMessage(state, parent, params.messageId);
      const request = readThreadRequest(body.json);
      requirePermissions(state, parent, PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.ReadMessageHistory);
      if (message.threadId !== null) throw discordErrors.threadAlreadyCreated();
      const thread = state.createThread(parent, { ...request, id: message.id, type: ChannelType.PublicThread });
      message.threadId = thread.id;
      postSystemMessage(world, thread, MessageType.ThreadStarterMessage, message.id);
      world.announceThread(thread);
      return json(apiThread(state, thread), 201);
    }),
    route('PUT', '/channels/:channelId/thread-members/:userId', 'bot', ({ params }) => {
      const thread = requireThread(params.channelId);
      requireActiveThread(thread);
      const userId = params.userId === '@me' ? state.botUser.id : params.userId;
      if (userId !== state.botUser.id) requireCanPost(state, thread, false);
      if (!state.guilds.get(thread.guildId ?? '')?.members.has(userId)) throw discordErrors.unknownMember();
      if (!thread.memberIds.has(userId)) {
        thread.memberIds.add(userId);
        announceMembers(thread, [userId], []);
      }
      return noContent();
    }),
    route('DELETE', '/channels/:channelId/thread-members/:userId', 'bot', ({ params }) => {
      const thread = requireThread(params.channelId);
      requireActiveThread(thread);
      const userId = params.userId === '@me' ? state.botUser.id : params.userId;
      const creatorOfPrivate = thread.type === ChannelType.PrivateThread && thread.ownerId === state.botUser.id;
      if (userId !== state.botUser.id && !creatorOfPrivate) requirePermissions(state, thread, PermissionFlagsBits.ManageThreads);
      if (thread.memberIds.delete(userId)) announceMembers(thread, [], [userId]);
      return noContent();
    }),
  ];
}
