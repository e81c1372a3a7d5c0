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
import type { GuildMemberFlags, RoleFlags } from 'discord-api-types/v10';
import type {
  APIAttachment,
  APIChannel,
  APIGuild,
  APIGuildMember,
  APIInteractionGuildMember,
  APIMessage,
  APIRole,
  APIUser,
  GatewayChannelCreateDispatchData,
  GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import type { StoredMessage } from './messages';
import type { EmulatorState, GuildRecord } from './state';
import type { EmulatedChannel, EmulatedMember, EmulatedRole, EmulatedUser, PostedAttachment } from './types';

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
    mentionable: false,
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

export function apiChannel(state: EmulatorState, channel: EmulatedChannel): APIChannel {
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

export function apiGuildChannel(state: EmulatorState, channel: EmulatedChannel): GatewayChannelCreateDispatchData {
  const guildId = channel.guildId ?? '';
  const shared = {
    id: channel.id,
    guild_id: guildId,
    name: channel.name ?? '',
    position: state.guilds.get(guildId)?.channelIds.indexOf(channel.id) ?? 0,
    permission_overwrites: [],
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
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function apiAttachment(attachment: PostedAttachment): APIAttachment {
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

export function apiMessage(state: EmulatorState, message: StoredMessage): APIMessage {
  const author = state.users.get(message.authorId);
  if (!author) throw new Error(`Message ${message.id} has no author`);
  const interaction = message.interaction;
  const invoker = interaction === null ? undefined : state.users.get(interaction.userId);
  return {
    id: message.id,
    channel_id: message.channelId,
    author: apiUser(author),
    content: message.content,
    timestamp: message.timestamp,
    edited_timestamp: message.editedTimestamp,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map(apiAttachment),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    type: message.type,
    flags: message.flags,
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
