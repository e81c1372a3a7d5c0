import { ChannelType } from 'discord-api-types/v10';
import type { APIInteractionDataResolved } from 'discord-api-types/v10';
import { InvocationError } from './interaction-context';
import type { InteractionContext } from './interaction-context';
import { apiInteractionMember, apiRole, apiUser } from './payloads';
import type { EmulatorState } from './state';

type ResolvedChannel = NonNullable<APIInteractionDataResolved['channels']>[string];

/**
 * The `resolved` part of an interaction: the users (with their members in a guild), channels and
 * roles an option or a select menu names, each checked to exist where the user could pick it.
 */
export class Resolved {
  readonly data: APIInteractionDataResolved = {};

  constructor(
    private readonly state: EmulatorState,
    private readonly context: InteractionContext,
  ) {}

  get isEmpty(): boolean {
    return Object.keys(this.data).length === 0;
  }

  /** In a guild, `requireMember` limits the choice to members, as a user select menu lists them. */
  user(id: string | undefined, path: string, requireMember = false): string {
    const user = id === undefined ? undefined : this.state.users.get(id);
    if (!user) throw new InvocationError(`${path} expects a known user`);
    const member = this.context.guildId === null ? undefined : this.state.guilds.get(this.context.guildId)?.members.get(user.id);
    if (requireMember && this.context.guildId !== null && !member) throw new InvocationError(`${path}: ${user.username} is not a member of this guild`);
    (this.data.users ??= {})[user.id] = apiUser(user);
    if (member) {
      const { user: _user, ...withoutUser } = apiInteractionMember(this.state, member);
      (this.data.members ??= {})[user.id] = withoutUser;
    }
    return user.id;
  }

  channel(id: string | undefined, allowedTypes: readonly ChannelType[] | undefined, path: string): string {
    const channel = id === undefined ? undefined : this.state.channels.get(id);
    if (!channel || channel.deleted || channel.guildId !== this.context.guildId) throw new InvocationError(`${path} expects a channel of this guild`);
    if (allowedTypes && !allowedTypes.includes(channel.type)) {
      throw new InvocationError(`${path} does not accept ${ChannelType[channel.type]} channels`);
    }
    (this.data.channels ??= {})[channel.id] = {
      id: channel.id,
      name: channel.name ?? '',
      type: channel.type as Exclude<ChannelType, ChannelType.DM>,
      permissions: this.state.channelPermissionsOf(channel, this.context.user.id).toString(),
      ...(channel.parentId === null ? {} : { parent_id: channel.parentId }),
    } as ResolvedChannel;
    return channel.id;
  }

  role(id: string | undefined, path: string): string {
    const roles = this.context.guildId === null ? undefined : this.state.guilds.get(this.context.guildId)?.roles;
    const role = id === undefined ? undefined : roles?.get(id);
    if (!role || !roles) throw new InvocationError(`${path} expects a role of this guild`);
    (this.data.roles ??= {})[role.id] = apiRole(role, [...roles.keys()].indexOf(role.id));
    return role.id;
  }

  /** A user or a role, whichever the id names. */
  mentionable(id: string | undefined, path: string, requireMember = false): string {
    return id !== undefined && this.state.users.has(id) ? this.user(id, path, requireMember) : this.role(id, path);
  }
}
