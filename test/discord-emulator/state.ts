import { randomBytes } from 'node:crypto';
import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { APIApplicationCommand } from 'discord-api-types/v10';
import { MessageStore } from './messages';
import { SnowflakeGenerator } from './snowflake';
import type { EmulatedChannel, EmulatedGuild, EmulatedMember, EmulatedRole, EmulatedUser, Violation } from './types';

const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What @everyone may do in a freshly created Discord server, text-related subset. */
const DEFAULT_EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands;

/** What an invite link typically grants a moderation bot on top of @everyone. */
export const DEFAULT_BOT_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageMessages | PermissionFlagsBits.ManageThreads;

export interface GuildRecord {
  readonly guild: EmulatedGuild;
  readonly createdAt: string;
  readonly roles: Map<string, EmulatedRole>;
  readonly members: Map<string, EmulatedMember>;
  readonly channelIds: string[];
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
  readonly channels = new Map<string, EmulatedChannel>();
  readonly messages: MessageStore;
  readonly globalCommands: APIApplicationCommand[] = [];
  readonly guildCommands = new Map<string, APIApplicationCommand[]>();
  readonly violations: Violation[] = [];
  readonly botUser: EmulatedUser;
  readonly applicationId: string;
  readonly token: string;
  private readonly dmChannelByUser = new Map<string, string>();

  constructor(identity: Identity, attachmentUrlBase: () => string) {
    const botUserId = identity.botUserId ?? this.ids.next();
    this.botUser = { id: botUserId, username: identity.botUsername ?? 'emulated-bot', globalName: null, bot: true, dmsClosed: false };
    this.users.set(this.botUser.id, this.botUser);
    this.applicationId = identity.applicationId ?? botUserId;
    // Shaped like a real token (base64 user id, timestamp, HMAC) so code that parses tokens keeps working.
    this.token = identity.token ?? [Buffer.from(botUserId), randomBytes(4), randomBytes(27)].map((part) => part.toString('base64url')).join('.');
    this.messages = new MessageStore(this.ids, attachmentUrlBase);
  }

  createUser(username: string, dmsClosed: boolean): EmulatedUser {
    const user: EmulatedUser = { id: this.ids.next(), username, globalName: null, bot: false, dmsClosed };
    this.users.set(user.id, user);
    return user;
  }

  /** Creates the guild with its @everyone role (whose id is the guild id) and the bot's managed role and membership. */
  createGuild(name: string, ownerId: string, botPermissions: bigint): GuildRecord {
    const id = this.ids.next();
    const record: GuildRecord = {
      guild: { id, name, ownerId },
      createdAt: new Date().toISOString(),
      roles: new Map([[id, { id, guildId: id, name: '@everyone', permissions: DEFAULT_EVERYONE_PERMISSIONS }]]),
      members: new Map(),
      channelIds: [],
    };
    this.guilds.set(id, record);
    const botRole = this.createRole(id, this.botUser.username, botPermissions);
    this.addMember(id, this.botUser.id, [botRole.id], null);
    if (ownerId !== this.botUser.id) this.addMember(id, ownerId, [], null);
    return record;
  }

  createRole(guildId: string, name: string, permissions: bigint): EmulatedRole {
    const role: EmulatedRole = { id: this.ids.next(), guildId, name, permissions };
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

  createGuildChannel(guildId: string, name: string, type: ChannelType.GuildText | ChannelType.GuildCategory, parentId: string | null): EmulatedChannel {
    const record = this.guildRecord(guildId);
    if (parentId !== null && this.channels.get(parentId)?.type !== ChannelType.GuildCategory) {
      throw new Error(`Parent ${parentId} is not a category of guild ${guildId}`);
    }
    const channel: EmulatedChannel = { id: this.ids.next(), type, guildId, name, parentId, recipientId: null };
    this.channels.set(channel.id, channel);
    record.channelIds.push(channel.id);
    return channel;
  }

  /** Discord keeps one DM channel per user pair; creating it again returns the same one. */
  dmChannelFor(userId: string): EmulatedChannel {
    const existing = this.findDmChannel(userId);
    if (existing) return existing;
    const created: EmulatedChannel = {
      id: this.ids.next(),
      type: ChannelType.DM,
      guildId: null,
      name: null,
      parentId: null,
      recipientId: userId,
    };
    this.channels.set(created.id, created);
    this.dmChannelByUser.set(userId, created.id);
    return created;
  }

  findDmChannel(userId: string): EmulatedChannel | undefined {
    const id = this.dmChannelByUser.get(userId);
    return id === undefined ? undefined : this.channels.get(id);
  }

  guildRecord(guildId: string): GuildRecord {
    const record = this.guilds.get(guildId);
    if (!record) throw new Error(`Guild ${guildId} does not exist`);
    return record;
  }

  /** Guild-level permissions (channel overwrites are not modelled): owner and Administrator get everything. */
  permissionsOf(guildId: string, userId: string): bigint {
    const record = this.guildRecord(guildId);
    if (record.guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = record.members.get(userId);
    if (!member) return 0n;
    let permissions = record.roles.get(guildId)?.permissions ?? 0n;
    for (const roleId of member.roleIds) permissions |= record.roles.get(roleId)?.permissions ?? 0n;
    return (permissions & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : permissions;
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
}
