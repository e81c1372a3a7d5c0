import { type ChannelType, GatewayDispatchEvents, OverwriteType } from 'discord-api-types/v10';
import type { Dispatch } from './gateway';
import { apiGuildChannel, apiMember, apiRole, apiThread, apiUser, guildCreate } from './payloads';
import type { ChannelRecord, EmulatorState, GuildRecord } from './state';
import type { EmulatedMember, EmulatedRole } from './types';

/**
 * Changes to the world and the gateway events Discord sends for them, in one place, whether a
 * test makes them (a member leaves, a moderator hides a channel) or the bot does over REST.
 */
export class World {
  constructor(
    readonly state: EmulatorState,
    readonly dispatch: (dispatch: Dispatch) => void,
  ) {}

  createGuild(name: string, ownerId: string, botPermissions: bigint, everyonePermissions: bigint): GuildRecord {
    const record = this.state.createGuild(name, ownerId, botPermissions, everyonePermissions);
    this.dispatch({ t: GatewayDispatchEvents.GuildCreate, d: guildCreate(this.state, record) });
    return record;
  }

  createChannel(guildId: string, name: string, type: ChannelType.GuildText | ChannelType.GuildCategory, parentId: string | null): ChannelRecord {
    const channel = this.state.createGuildChannel(guildId, name, type, parentId);
    this.dispatch({ t: GatewayDispatchEvents.ChannelCreate, d: apiGuildChannel(this.state, channel) });
    return channel;
  }

  createRole(guildId: string, name: string, permissions: bigint, mentionable: boolean): EmulatedRole {
    const role = this.state.createRole(guildId, name, permissions, mentionable);
    const position = [...this.state.guildRecord(guildId).roles.keys()].indexOf(role.id);
    this.dispatch({ t: GatewayDispatchEvents.GuildRoleCreate, d: { guild_id: guildId, role: apiRole(role, position) } });
    return role;
  }

  addMember(guildId: string, userId: string, roleIds: readonly string[], nick: string | null): EmulatedMember {
    const member = this.state.addMember(guildId, userId, roleIds, nick);
    this.dispatch({ t: GatewayDispatchEvents.GuildMemberAdd, d: { ...apiMember(this.state, member), guild_id: guildId } });
    return member;
  }

  /** The member leaves (or is kicked): gone from the guild and its threads. */
  removeMember(guildId: string, userId: string): void {
    const record = this.state.guildRecord(guildId);
    const user = this.state.users.get(userId);
    if (!user || !record.members.delete(userId)) throw new Error(`User ${userId} is not a member of guild ${guildId}`);
    for (const thread of this.state.threadsOf(guildId)) thread.memberIds.delete(userId);
    this.dispatch({ t: GatewayDispatchEvents.GuildMemberRemove, d: { guild_id: guildId, user: apiUser(user) } });
  }

  /** Deletes a channel (with its threads) or a thread; its messages stay readable in the test API. */
  deleteChannel(channel: ChannelRecord): void {
    if (channel.guildId === null) throw new Error('DM channels cannot be deleted');
    if (channel.isThread) {
      channel.deleted = true;
      const thread = { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId ?? '', type: channel.type as ChannelType.PublicThread };
      this.dispatch({ t: GatewayDispatchEvents.ThreadDelete, d: thread });
      return;
    }
    for (const thread of this.state.threadsOf(channel.guildId).filter((candidate) => candidate.parentId === channel.id)) this.deleteChannel(thread);
    // The payload still has the channel's position, taken before it leaves the list.
    const payload = apiGuildChannel(this.state, channel);
    const ids = this.state.guildRecord(channel.guildId).channelIds;
    ids.splice(ids.indexOf(channel.id), 1);
    channel.deleted = true;
    this.dispatch({ t: GatewayDispatchEvents.ChannelDelete, d: payload });
  }

  /** Sets (or with allow = deny = 0 removes) the overwrite of a role or member on a channel. */
  setPermissionOverwrite(channel: ChannelRecord, id: string, type: OverwriteType, allow: bigint, deny: bigint): void {
    if (channel.guildId === null || channel.isThread) throw new Error('Only guild channels and categories have permission overwrites');
    const others = channel.permissionOverwrites.filter((overwrite) => overwrite.id !== id);
    channel.permissionOverwrites = allow === 0n && deny === 0n ? others : [...others, { id, type, allow, deny }];
    this.dispatch({ t: GatewayDispatchEvents.ChannelUpdate, d: apiGuildChannel(this.state, channel) });
  }

  renameChannel(channel: ChannelRecord, name: string): void {
    channel.name = name;
    this.dispatch({ t: GatewayDispatchEvents.ChannelUpdate, d: apiGuildChannel(this.state, channel) });
  }

  /** Archives, unarchives, locks or renames a thread; `archive_timestamp` moves when the archive state does. */
  updateThread(thread: ChannelRecord, changes: { archived?: boolean; locked?: boolean; name?: string; autoArchiveDuration?: number }): void {
    if (changes.archived !== undefined && changes.archived !== thread.archived) {
      thread.archived = changes.archived;
      thread.archiveTimestamp = new Date().toISOString();
    }
    if (changes.locked !== undefined) thread.locked = changes.locked;
    if (changes.name !== undefined) thread.name = changes.name;
    if (changes.autoArchiveDuration !== undefined) thread.autoArchiveDuration = changes.autoArchiveDuration;
    this.dispatch({ t: GatewayDispatchEvents.ThreadUpdate, d: apiThread(this.state, thread) });
  }

  announceThread(thread: ChannelRecord): void {
    this.dispatch({ t: GatewayDispatchEvents.ThreadCreate, d: { ...apiThread(this.state, thread), newly_created: true } });
  }
}

/** The overwrite type of a target: a role of the guild (the guild itself is @everyone), else a member. */
export function overwriteTypeOf(record: GuildRecord, targetId: string): OverwriteType {
  return record.roles.has(targetId) ? OverwriteType.Role : OverwriteType.Member;
}
