import {
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
} from 'discord-api-types/v10';
import { MessageType } from 'discord-api-types/v10';
import type { ChannelFlags, GuildMemberFlags, RoleFlags, ThreadAutoArchiveDuration, ThreadMemberFlags } from 'discord-api-types/v10';
import type {
  APIAttachment,
  APIChannel,
  APIGuild,
  APIGuildMember,
  APIInteractionGuildMember,
  APIMessage,
  APIOverwrite,
  APIRole,
  APIThreadChannel,
  APIUser,
  GatewayChannelCreateDispatchData,
  GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import type { StoredMessage } from './messages';
import type { ChannelRecord, EmulatorState, GuildRecord } from './state';
import type { EmulatedMember, EmulatedRole, EmulatedUser, PostedAttachment } from './types';

// Converts the emulator's records into the JSON Discord sends for them.

export function apiUser(user: EmulatedUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    // Discord dropped discriminators; migrated accounts report "0".
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
  };
}

export function apiRole(role: EmulatedRole, position: number): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    position,
    permissions: role.permissions.toString(),
    managed: false,
    mentionable: role.mentionable,
    // Discord sends 0 when no flag is set; the enum has no member for it.
    flags: 0 as RoleFlags,
  };
}

function rolesOf(record: GuildRecord): APIRole[] {
  return [...record.roles.values()].map((role, position) => apiRole(role, position));
}

export function apiMember(state: EmulatorState, member: EmulatedMember): APIGuildMember {
  const user = state.users.get(member.userId);
  if (!user) throw new Error(`Member ${member.userId} has no user`);
  return {
    user: apiUser(user),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roleIds],
    joined_at: member.joinedAt,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
  };
}

/** The member as interactions carry it: with its computed permissions. */
export function apiInteractionMember(state: EmulatorState, member: EmulatedMember): APIInteractionGuildMember {
  const base = apiMember(state, member);
  if (!base.user) throw new Error(`Member ${member.userId} has no user`);
  return { ...base, user: base.user, permissions: state.permissionsOf(member.guildId, member.userId).toString() };
}

export function apiChannel(state: EmulatorState, channel: ChannelRecord): APIChannel {
  if (channel.isThread) return apiThread(state, channel);
  if (channel.type !== ChannelType.DM) return apiGuildChannel(state, channel);
  const recipient = channel.recipientId === null ? undefined : state.users.get(channel.recipientId);
  return {
    id: channel.id,
    type: ChannelType.DM,
    name: null,
    last_message_id: null,
    recipients: recipient ? [apiUser(recipient)] : [],
  };
}

function apiOverwrites(channel: ChannelRecord): APIOverwrite[] {
  return channel.permissionOverwrites.map((overwrite) => ({
    id: overwrite.id,
    type: overwrite.type,
    allow: overwrite.allow.toString(),
    deny: overwrite.deny.toString(),
  }));
}

export function apiGuildChannel(state: EmulatorState, channel: ChannelRecord): GatewayChannelCreateDispatchData {
  const guildId = channel.guildId ?? '';
  const shared = {
    id: channel.id,
    guild_id: guildId,
    name: channel.name ?? '',
    position: state.guilds.get(guildId)?.channelIds.indexOf(channel.id) ?? 0,
    permission_overwrites: apiOverwrites(channel),
    nsfw: false,
  };
  if (channel.type === ChannelType.GuildCategory) return { ...shared, type: ChannelType.GuildCategory, parent_id: null };
  return {
    ...shared,
    type: ChannelType.GuildText,
    parent_id: channel.parentId,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    ...(channel.lastPinTimestamp === null ? {} : { last_pin_timestamp: channel.lastPinTimestamp }),
  };
}

/** A thread channel; `member` is the bot's thread membership, as GET /channels and GUILD_CREATE include it. */
export function apiThread(state: EmulatorState, thread: ChannelRecord): APIThreadChannel {
  const botJoined = thread.memberIds.has(state.botUser.id);
  const messageCount = state.messages.visibleIn(thread.id).filter((message) => !message.system).length;
  return {
    id: thread.id,
    type: thread.type as ChannelType.PublicThread | ChannelType.PrivateThread,
    guild_id: thread.guildId ?? '',
    parent_id: thread.parentId ?? '',
    owner_id: thread.ownerId ?? state.botUser.id,
    name: thread.name ?? '',
    last_message_id: null,
    last_pin_timestamp: thread.lastPinTimestamp,
    rate_limit_per_user: 0,
    message_count: messageCount,
    member_count: Math.min(thread.memberIds.size, 50),
    total_message_sent: thread.totalMessagesSent,
    // Discord sends 0 when no flag is set; the enum has no member for it.
    flags: 0 as ChannelFlags,
    thread_metadata: {
      archived: thread.archived,
      auto_archive_duration: thread.autoArchiveDuration as ThreadAutoArchiveDuration,
      archive_timestamp: thread.archiveTimestamp,
      locked: thread.locked,
      create_timestamp: thread.createdAt,
      ...(thread.type === ChannelType.PrivateThread ? { invitable: true } : {}),
    },
    ...(botJoined ? { member: { id: thread.id, user_id: state.botUser.id, join_timestamp: thread.createdAt, flags: 0 as ThreadMemberFlags } } : {}),
  };
}

export function apiGuild(_state: EmulatorState, record: GuildRecord): APIGuild {
  const { guild } = record;
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: rolesOf(record),
    emojis: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: GuildPremiumTier.None,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    stickers: [],
    hub_type: null,
    incidents_data: null,
  };
}

export function guildCreate(state: EmulatorState, record: GuildRecord): GatewayGuildCreateDispatchData {
  const channels = record.channelIds.flatMap((id) => {
    const channel = state.channels.get(id);
    return channel ? [apiGuildChannel(state, channel)] : [];
  });
  return {
    ...apiGuild(state, record),
    joined_at: record.createdAt,
    large: false,
    unavailable: false,
    member_count: record.members.size,
    members: [...record.members.values()].map((member) => apiMember(state, member)),
    channels: channels as GatewayGuildCreateDispatchData['channels'],
    // Only active threads, as Discord sends them.
    threads: state
      .threadsOf(record.guild.id)
      .filter((thread) => !thread.archived)
      .map((thread) => apiThread(state, thread)),
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

function apiAttachment(attachment: PostedAttachment): APIAttachment {
  return {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.size,
    url: attachment.url,
    proxy_url: attachment.url,
    ...(attachment.contentType === null ? {} : { content_type: attachment.contentType }),
    ...(attachment.description === null ? {} : { description: attachment.description }),
  };
}

/** System messages that point at another message, as their `message_reference` does. */
const REFERENCING_TYPES: readonly MessageType[] = [MessageType.Reply, MessageType.ChannelPinnedMessage, MessageType.ThreadStarterMessage];

/**
 * A message as Discord returns it. `nonce` is only echoed by the request that created the message;
 * `depth` stops `referenced_message` at one level, as Discord does.
 */
export function apiMessage(state: EmulatorState, message: StoredMessage, options: { nonce?: boolean; depth?: number } = {}): APIMessage {
  const author = state.users.get(message.authorId);
  if (!author) throw new Error(`Message ${message.id} has no author`);
  const interaction = message.interaction;
  const invoker = interaction === null ? undefined : state.users.get(interaction.userId);
  const channel = state.channels.get(message.channelId);
  const guildId = channel?.guildId ?? undefined;
  const referenced = message.referencedMessageId === null ? undefined : state.messages.get(message.referencedMessageId);
  const thread = message.threadId === null ? undefined : state.channels.get(message.threadId);
  return {
    id: message.id,
    channel_id: message.channelId,
    author: apiUser(author),
    content: message.content,
    timestamp: message.timestamp,
    edited_timestamp: message.editedTimestamp,
    tts: false,
    mention_everyone: message.mentions.everyone,
    mentions: message.mentions.users.flatMap((id) => {
      const user = state.users.get(id);
      return user ? [apiUser(user)] : [];
    }),
    mention_roles: [...message.mentions.roles],
    attachments: message.attachments.map(apiAttachment),
    embeds: message.embeds,
    components: message.components,
    pinned: message.pinned,
    type: message.type,
    flags: message.flags,
    ...(options.nonce && message.nonce !== null ? { nonce: message.nonce } : {}),
    ...(REFERENCING_TYPES.includes(message.type) && message.referencedMessageId !== null
      ? {
          message_reference: {
            message_id: message.referencedMessageId,
            channel_id: referenced?.channelId ?? message.channelId,
            ...(guildId === undefined ? {} : { guild_id: guildId }),
          },
          referenced_message: referenced && (options.depth ?? 0) < 1 ? apiMessage(state, referenced, { depth: 1 }) : null,
        }
      : {}),
    // A thread-created notice points at the thread; a message a thread was started from carries it.
    ...(thread && message.type === MessageType.ThreadCreated
      ? { message_reference: { channel_id: thread.id, ...(guildId === undefined ? {} : { guild_id: guildId }) } }
      : thread
        ? { thread: apiThread(state, thread) }
        : {}),
    // Interaction responses are posted through the application's webhook.
    ...(interaction && invoker
      ? {
          webhook_id: state.applicationId,
          application_id: state.applicationId,
          interaction_metadata: {
            id: interaction.id,
            type: interaction.type,
            user: apiUser(invoker),
            authorizing_integration_owners: {},
          } as APIMessage['interaction_metadata'],
        }
      : {}),
  };
}
