import { randomBytes } from 'node:crypto';
import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { APIApplicationCommand } from 'discord-api-types/v10';
import { MessageStore } from './messages';
import type { MessageObserver } from './messages';
import { basePermissions, channelPermissions } from './permissions';
import type { PermissionSubject } from './permissions';
import { SnowflakeGenerator } from './snowflake';
import type { EmulatedChannel, EmulatedChannelType, EmulatedGuild, EmulatedMember, EmulatedRole, EmulatedUser, PermissionOverwrite, Violation } from './types';

export interface GuildRecord {
  readonly guild: EmulatedGuild;
  readonly createdAt: string;
  readonly roles: Map<string, EmulatedRole>;
  readonly members: Map<string, EmulatedMember>;
  /** Channels and categories, in creation order (their position); threads are not listed here. */
  readonly channelIds: string[];
  /** The bot's managed role, created with the guild. */
  readonly botRoleId: string;
}

/** A channel as the emulator keeps it: the public view plus what changes over its life. */
export class ChannelRecord implements EmulatedChannel {
  permissionOverwrites: PermissionOverwrite[] = [];
  archived = false;
  locked = false;
  deleted = false;
  archiveTimestamp: string;
  readonly createdAt = new Date().toISOString();
  /** Thread members (the bot joins the threads it starts or posts in). */
  readonly memberIds = new Set<string>();
  /** Messages ever sent in a thread (Discord's `total_message_sent`). */
  totalMessagesSent = 0;
  lastPinTimestamp: string | null = null;

  constructor(
    readonly id: string,
    readonly type: EmulatedChannelType,
    readonly guildId: string | null,
    public name: string | null,
    readonly parentId: string | null,
    readonly recipientId: string | null,
    readonly ownerId: string | null,
    /** Threads: minutes of inactivity before the channel list hides it. */
    public autoArchiveDuration = 1440,
  ) {
    this.archiveTimestamp = this.createdAt;
  }

  get isThread(): boolean {
    return this.type === ChannelType.PublicThread || this.type === ChannelType.PrivateThread;
  }
}

export interface Identity {
  readonly botUserId?: string;
  readonly botUsername?: string;
  readonly applicationId?: string;
  readonly token?: string;
}

/** The emulated Discord world: who exists, where, and what the bot registered or broke. */
export class EmulatorState {
  readonly ids = new SnowflakeGenerator();
  readonly users = new Map<string, EmulatedUser>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages: MessageStore;
  readonly globalCommands: APIApplicationCommand[] = [];
  readonly guildCommands = new Map<string, APIApplicationCommand[]>();
  readonly violations: Violation[] = [];
  readonly botUser: EmulatedUser;
  readonly applicationId: string;
  readonly token: string;
  private readonly dmChannelByUser = new Map<string, string>();

  constructor(identity: Identity, attachmentUrlBase: () => string, observer: MessageObserver) {
    const botUserId = identity.botUserId ?? this.ids.next();
    this.botUser = { id: botUserId, username: identity.botUsername ?? 'emulated-bot', globalName: null, bot: true, dmsClosed: false, blocksBot: false };
    this.users.set(this.botUser.id, this.botUser);
    this.applicationId = identity.applicationId ?? botUserId;
    // Shaped like a real token (base64 user id, timestamp, HMAC) so code that parses tokens keeps working.
    this.token = identity.token ?? [Buffer.from(botUserId), randomBytes(4), randomBytes(27)].map((part) => part.toString('base64url')).join('.');
    this.messages = new MessageStore(this.ids, attachmentUrlBase, observer);
  }

  createUser(username: string, options: { dmsClosed: boolean; blocksBot: boolean }): EmulatedUser {
    const user: EmulatedUser = { id: this.ids.next(), username, globalName: null, bot: false, ...options };
    this.users.set(user.id, user);
    return user;
  }

  /** Creates the guild with its @everyone role (whose id is the guild id) and the bot's managed role and membership. */
  createGuild(name: string, ownerId: string, botPermissions: bigint, everyonePermissions: bigint): GuildRecord {
    const id = this.ids.next();
    const everyone: EmulatedRole = { id, guildId: id, name: '@everyone', permissions: everyonePermissions, mentionable: false };
    const botRole: EmulatedRole = { id: this.ids.next(), guildId: id, name: this.botUser.username, permissions: botPermissions, mentionable: false };
    const record: GuildRecord = {
      guild: { id, name, ownerId },
      createdAt: new Date().toISOString(),
      roles: new Map([
        [id, everyone],
        [botRole.id, botRole],
      ]),
      members: new Map(),
      channelIds: [],
      botRoleId: botRole.id,
    };
    this.guilds.set(id, record);
    this.addMember(id, this.botUser.id, [botRole.id], null);
    if (ownerId !== this.botUser.id) this.addMember(id, ownerId, [], null);
    return record;
  }

  createRole(guildId: string, name: string, permissions: bigint, mentionable: boolean): EmulatedRole {
    const role: EmulatedRole = { id: this.ids.next(), guildId, name, permissions, mentionable };
    this.guildRecord(guildId).roles.set(role.id, role);
    return role;
  }

  addMember(guildId: string, userId: string, roleIds: readonly string[], nick: string | null): EmulatedMember {
    const record = this.guildRecord(guildId);
    for (const roleId of roleIds) {
      if (!record.roles.has(roleId)) throw new Error(`Role ${roleId} does not exist in guild ${guildId}`);
    }
    if (!this.users.has(userId)) throw new Error(`User ${userId} does not exist`);
    const member: EmulatedMember = { guildId, userId, roleIds: [...roleIds], nick, joinedAt: new Date().toISOString() };
    record.members.set(userId, member);
    return member;
  }

  createGuildChannel(guildId: string, name: string, type: ChannelType.GuildText | ChannelType.GuildCategory, parentId: string | null): ChannelRecord {
    const record = this.guildRecord(guildId);
    if (parentId !== null && this.channels.get(parentId)?.type !== ChannelType.GuildCategory) {
      throw new Error(`Parent ${parentId} is not a category of guild ${guildId}`);
    }
    const channel = new ChannelRecord(this.ids.next(), type, guildId, name, parentId, null, null);
    this.channels.set(channel.id, channel);
    record.channelIds.push(channel.id);
    return channel;
  }

  /** A thread of a text channel; one started from a message takes the message's id, as on Discord. */
  createThread(
    parent: ChannelRecord,
    options: { id?: string; name: string; type: ChannelType.PublicThread | ChannelType.PrivateThread; autoArchiveDuration: number },
  ): ChannelRecord {
    const thread = new ChannelRecord(
      options.id ?? this.ids.next(),
      options.type,
      parent.guildId,
      options.name,
      parent.id,
      null,
      this.botUser.id,
      options.autoArchiveDuration,
    );
    thread.memberIds.add(this.botUser.id);
    this.channels.set(thread.id, thread);
    return thread;
  }

  /** Active and archived threads of a guild, oldest first. */
  threadsOf(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((channel) => channel.isThread && channel.guildId === guildId && !channel.deleted);
  }

  /** Discord keeps one DM channel per user pair; creating it again returns the same one. */
  dmChannelFor(userId: string): ChannelRecord {
    const existing = this.findDmChannel(userId);
    if (existing) return existing;
    const created = new ChannelRecord(this.ids.next(), ChannelType.DM, null, null, null, userId, null);
    this.channels.set(created.id, created);
    this.dmChannelByUser.set(userId, created.id);
    return created;
  }

  findDmChannel(userId: string): ChannelRecord | undefined {
    const id = this.dmChannelByUser.get(userId);
    return id === undefined ? undefined : this.channels.get(id);
  }

  /** Bots can DM only users they share a server with. */
  sharesGuildWithBot(userId: string): boolean {
    return [...this.guilds.values()].some((record) => record.members.has(userId));
  }

  guildRecord(guildId: string): GuildRecord {
    const record = this.guilds.get(guildId);
    if (!record) throw new Error(`Guild ${guildId} does not exist`);
    return record;
  }

  /** Guild-level permissions (no channel overwrites). */
  permissionsOf(guildId: string, userId: string): bigint {
    return basePermissions(this.subject(guildId, userId));
  }

  /**
   * What a user may do in a channel: guild permissions with the channel's overwrites (a thread's
   * come from its parent). A private thread is hidden from non-members without Manage Threads.
   */
  channelPermissionsOf(channel: ChannelRecord, userId: string): bigint {
    if (channel.guildId === null) return 0n;
    const subject = this.subject(channel.guildId, userId);
    const parent = channel.isThread && channel.parentId !== null ? this.channels.get(channel.parentId) : undefined;
    const permissions = channelPermissions(subject, (parent ?? channel).permissionOverwrites, channel.isThread);
    const hiddenPrivateThread =
      channel.type === ChannelType.PrivateThread && !channel.memberIds.has(userId) && (permissions & PermissionFlagsBits.ManageThreads) === 0n;
    return hiddenPrivateThread ? 0n : permissions;
  }

  commandsFor(guildId: string | null): APIApplicationCommand[] {
    if (guildId === null) return this.globalCommands;
    let commands = this.guildCommands.get(guildId);
    if (!commands) {
      commands = [];
      this.guildCommands.set(guildId, commands);
    }
    return commands;
  }

  private subject(guildId: string, userId: string): PermissionSubject {
    const record = this.guildRecord(guildId);
    return {
      guildId,
      ownerId: record.guild.ownerId,
      rolePermissions: new Map([...record.roles].map(([id, role]) => [id, role.permissions])),
      memberRoleIds: record.members.get(userId)?.roleIds ?? null,
      userId,
    };
  }
}
