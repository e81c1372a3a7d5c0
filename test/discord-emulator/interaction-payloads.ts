import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import type {
  APIApplicationCommand,
  APIApplicationCommandOption,
  APIInteraction,
  APIInteractionDataResolved,
  APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import type { StoredMessage } from './messages';
import { apiChannel, apiInteractionMember, apiMessage, apiRole, apiUser } from './payloads';
import type { EmulatorState } from './state';
import type { EmulatedChannel, EmulatedRole, EmulatedUser } from './types';

/** A value a test gives for a command option; users, channels and roles may also be given by id. */
export type OptionInput = string | number | boolean | EmulatedUser | EmulatedChannel | EmulatedRole;

/** Where and by whom an interaction is triggered. */
export interface InteractionContext {
  readonly user: EmulatedUser;
  /** A guild text channel, or the user's DM channel with the bot. */
  readonly channel: EmulatedChannel;
  readonly guildId: string | null;
}

type GivenOptions = Readonly<Record<string, OptionInput>>;

export interface CommandInput {
  readonly name: string;
  readonly subcommandGroup?: string;
  readonly subcommand?: string;
  readonly options?: GivenOptions;
}

export interface FocusedInput {
  readonly name: string;
  /** What the user has typed so far; Discord always sends it as a string. */
  readonly value: string;
}

/** Thrown to the test when it asks for an interaction no Discord client could send (unknown command, missing option…). */
export class InvocationError extends Error {
  override name = 'InvocationError';
}

/** Permissions Discord reports for a bot in a DM. */
const DM_APP_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis;

interface DataOption {
  name: string;
  type: ApplicationCommandOptionType;
  value?: string | number | boolean;
  options?: DataOption[];
  focused?: boolean;
}

function findCommand(state: EmulatorState, context: InteractionContext, name: string): APIApplicationCommand {
  const candidates = [...(context.guildId === null ? [] : state.commandsFor(context.guildId)), ...state.globalCommands];
  const command = candidates.find((candidate) => candidate.name === name && candidate.type === ApplicationCommandType.ChatInput);
  if (!command) {
    const where = context.guildId === null ? 'globally' : `globally or in guild ${context.guildId}`;
    throw new InvocationError(`The bot registered no chat input command /${name} ${where}`);
  }
  const interactionContext = context.guildId === null ? InteractionContextType.BotDM : InteractionContextType.Guild;
  const allowedInDm = command.contexts ? command.contexts.includes(interactionContext) : command.dm_permission !== false;
  if (context.guildId === null && !allowedInDm) throw new InvocationError(`/${name} is not available in DMs`);
  if (context.guildId !== null && command.contexts && !command.contexts.includes(interactionContext)) {
    throw new InvocationError(`/${name} is not available in guilds`);
  }
  if (context.guildId !== null && command.default_member_permissions) {
    const required = BigInt(command.default_member_permissions);
    if ((state.permissionsOf(context.guildId, context.user.id) & required) !== required) {
      throw new InvocationError(`${context.user.username} lacks the permissions /${name} requires, so Discord hides it`);
    }
  }
  return command;
}

function pickOption(
  options: readonly APIApplicationCommandOption[],
  type: ApplicationCommandOptionType.Subcommand | ApplicationCommandOptionType.SubcommandGroup,
  name: string,
  path: string,
): APIApplicationCommandOption {
  const option = options.find((candidate) => candidate.type === type && candidate.name === name);
  if (!option) throw new InvocationError(`${path} has no ${ApplicationCommandOptionType[type]} "${name}"`);
  return option;
}

const idOf = (value: OptionInput): string | undefined => (typeof value === 'string' ? value : typeof value === 'object' ? value.id : undefined);

/** Turns the test's option values into what Discord sends, filling `resolved` for users, channels and roles. */
class OptionResolver {
  readonly resolved: APIInteractionDataResolved = {};

  constructor(
    private readonly state: EmulatorState,
    private readonly context: InteractionContext,
  ) {}

  build(definitions: readonly APIApplicationCommandOption[], given: GivenOptions, path: string): DataOption[] {
    const options: DataOption[] = [];
    for (const [name, value] of Object.entries(given)) {
      const definition = definitions.find((candidate) => candidate.name === name);
      if (!definition) throw new InvocationError(`${path} has no option "${name}"`);
      options.push({ name, type: definition.type, value: this.coerce(definition, value, `${path} ${name}`) });
    }
    return options;
  }

  missingRequired(definitions: readonly APIApplicationCommandOption[], given: GivenOptions, path: string): void {
    for (const definition of definitions) {
      if ('required' in definition && definition.required && !(definition.name in given)) {
        throw new InvocationError(`${path} requires option "${definition.name}"`);
      }
    }
  }

  private coerce(definition: APIApplicationCommandOption, value: OptionInput, path: string): string | number | boolean {
    switch (definition.type) {
      case ApplicationCommandOptionType.String: {
        if (typeof value !== 'string') throw new InvocationError(`${path} expects a string`);
        if (value.length < (definition.min_length ?? 0)) throw new InvocationError(`${path} is shorter than ${definition.min_length}`);
        if (value.length > (definition.max_length ?? Infinity)) throw new InvocationError(`${path} is longer than ${definition.max_length}`);
        return this.checkChoice(definition, value, path);
      }
      case ApplicationCommandOptionType.Integer:
      case ApplicationCommandOptionType.Number: {
        const isInteger = definition.type === ApplicationCommandOptionType.Integer;
        if (typeof value !== 'number' || (isInteger && !Number.isInteger(value))) {
          throw new InvocationError(`${path} expects ${isInteger ? 'an integer' : 'a number'}`);
        }
        if (value < (definition.min_value ?? -Infinity)) throw new InvocationError(`${path} is below ${definition.min_value}`);
        if (value > (definition.max_value ?? Infinity)) throw new InvocationError(`${path} is above ${definition.max_value}`);
        return this.checkChoice(definition, value, path);
      }
      case ApplicationCommandOptionType.Boolean:
        if (typeof value !== 'boolean') throw new InvocationError(`${path} expects a boolean`);
        return value;
      case ApplicationCommandOptionType.User:
        return this.resolveUser(idOf(value), path);
      case ApplicationCommandOptionType.Channel:
        return this.resolveChannel(idOf(value), definition.channel_types, path);
      case ApplicationCommandOptionType.Role:
        return this.resolveRole(idOf(value), path);
      case ApplicationCommandOptionType.Mentionable: {
        const id = idOf(value);
        return id !== undefined && this.state.users.has(id) ? this.resolveUser(id, path) : this.resolveRole(id, path);
      }
      default:
        throw new InvocationError(`${path}: options of type ${ApplicationCommandOptionType[definition.type]} are not emulated`);
    }
  }

  private checkChoice<T extends string | number>(definition: { choices?: readonly { value: string | number }[] }, value: T, path: string): T {
    if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
      throw new InvocationError(`${path} must be one of ${definition.choices.map((choice) => String(choice.value)).join(', ')}`);
    }
    return value;
  }

  private resolveUser(id: string | undefined, path: string): string {
    const user = id === undefined ? undefined : this.state.users.get(id);
    if (!user) throw new InvocationError(`${path} expects a known user`);
    (this.resolved.users ??= {})[user.id] = apiUser(user);
    const member = this.context.guildId === null ? undefined : this.state.guilds.get(this.context.guildId)?.members.get(user.id);
    if (member) {
      const { user: _user, ...withoutUser } = apiInteractionMember(this.state, member);
      (this.resolved.members ??= {})[user.id] = withoutUser;
    }
    return user.id;
  }

  private resolveChannel(id: string | undefined, allowedTypes: readonly ChannelType[] | undefined, path: string): string {
    const channel = id === undefined ? undefined : this.state.channels.get(id);
    if (!channel || channel.guildId !== this.context.guildId) throw new InvocationError(`${path} expects a channel of this guild`);
    if (allowedTypes && !allowedTypes.includes(channel.type)) {
      throw new InvocationError(`${path} does not accept ${ChannelType[channel.type]} channels`);
    }
    const permissions = this.state.permissionsOf(channel.guildId ?? '', this.context.user.id).toString();
    (this.resolved.channels ??= {})[channel.id] = {
      id: channel.id,
      name: channel.name ?? '',
      type: channel.type as Exclude<ChannelType, ChannelType.DM>,
      permissions,
    } as NonNullable<APIInteractionDataResolved['channels']>[string];
    return channel.id;
  }

  private resolveRole(id: string | undefined, path: string): string {
    const roles = this.context.guildId === null ? undefined : this.state.guilds.get(this.context.guildId)?.roles;
    const role = id === undefined ? undefined : roles?.get(id);
    if (!role || !roles) throw new InvocationError(`${path} expects a role of this guild`);
    (this.resolved.roles ??= {})[role.id] = apiRole(role, [...roles.keys()].indexOf(role.id));
    return role.id;
  }
}

/**
 * Builds `data` of a chat input or autocomplete interaction from the command the bot
 * registered: options typed from its definition, nested under the subcommand (group),
 * and `resolved` filled for mentioned users, channels and roles.
 */
function commandData(state: EmulatorState, context: InteractionContext, input: CommandInput, focused?: FocusedInput) {
  const command = findCommand(state, context, input.name);
  let definitions = command.options ?? [];
  let path = `/${command.name}`;
  const wrap: { name: string; type: ApplicationCommandOptionType }[] = [];
  if (input.subcommandGroup !== undefined) {
    const group = pickOption(definitions, ApplicationCommandOptionType.SubcommandGroup, input.subcommandGroup, path);
    definitions = 'options' in group ? (group.options ?? []) : [];
    path += ` ${group.name}`;
    wrap.push({ name: group.name, type: group.type });
  }
  if (input.subcommand !== undefined) {
    const subcommand = pickOption(definitions, ApplicationCommandOptionType.Subcommand, input.subcommand, path);
    definitions = 'options' in subcommand ? (subcommand.options ?? []) : [];
    path += ` ${subcommand.name}`;
    wrap.push({ name: subcommand.name, type: subcommand.type });
  }
  const isSubcommand = (definition: APIApplicationCommandOption): boolean =>
    definition.type === ApplicationCommandOptionType.Subcommand || definition.type === ApplicationCommandOptionType.SubcommandGroup;
  if (definitions.some(isSubcommand)) {
    throw new InvocationError(`${path} needs a subcommand${input.subcommandGroup === undefined ? ' or subcommand group' : ''}`);
  }

  const resolver = new OptionResolver(state, context);
  const given = input.options ?? {};
  let options = resolver.build(definitions, given, path);
  if (focused) {
    const definition = definitions.find((candidate) => candidate.name === focused.name);
    if (!definition || !('autocomplete' in definition) || !definition.autocomplete) {
      throw new InvocationError(`${path} has no autocomplete option "${focused.name}"`);
    }
    options = [...options.filter((option) => option.name !== focused.name), { name: focused.name, type: definition.type, value: focused.value, focused: true }];
  } else {
    resolver.missingRequired(definitions, given, path);
  }
  for (const level of wrap.reverse()) options = [{ name: level.name, type: level.type, options }];

  const hasResolved = Object.keys(resolver.resolved).length > 0;
  return {
    id: command.id,
    name: command.name,
    type: ApplicationCommandType.ChatInput,
    ...(command.guild_id === undefined ? {} : { guild_id: command.guild_id }),
    options,
    ...(hasResolved ? { resolved: resolver.resolved } : {}),
  };
}

/** Fields every interaction carries; in a guild it has `member`, in a DM `user`. */
function envelope(state: EmulatorState, context: InteractionContext, id: string, token: string, attachmentSizeLimit: number) {
  const { guildId, user, channel } = context;
  const member = guildId === null ? undefined : state.guilds.get(guildId)?.members.get(user.id);
  if (guildId !== null && !member) throw new InvocationError(`${user.username} is not a member of guild ${guildId}`);
  const appPermissions = guildId === null ? DM_APP_PERMISSIONS : state.permissionsOf(guildId, state.botUser.id);
  return {
    id,
    application_id: state.applicationId,
    token,
    version: 1 as const,
    channel: apiChannel(state, channel),
    channel_id: channel.id,
    ...(guildId !== null && member
      ? {
          guild_id: guildId,
          guild: { id: guildId, locale: Locale.EnglishUS, features: [] },
          guild_locale: Locale.EnglishUS,
          member: apiInteractionMember(state, member),
        }
      : { user: apiUser(user) }),
    app_permissions: appPermissions.toString(),
    locale: Locale.EnglishUS,
    entitlements: [],
    // A guild-installed app: keyed by installation type, the guild id, or "0" in the bot's DM.
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId ?? '0' },
    context: guildId === null ? InteractionContextType.BotDM : InteractionContextType.Guild,
    attachment_size_limit: attachmentSizeLimit,
  };
}

export interface PayloadIds {
  readonly id: string;
  readonly token: string;
  readonly attachmentSizeLimit: number;
}

export function chatInputInteraction(state: EmulatorState, context: InteractionContext, input: CommandInput, ids: PayloadIds): APIInteraction {
  return {
    ...envelope(state, context, ids.id, ids.token, ids.attachmentSizeLimit),
    type: InteractionType.ApplicationCommand,
    data: commandData(state, context, input),
  } as APIInteraction;
}

export function autocompleteInteraction(
  state: EmulatorState,
  context: InteractionContext,
  input: CommandInput,
  focused: FocusedInput,
  ids: PayloadIds,
): APIInteraction {
  return {
    ...envelope(state, context, ids.id, ids.token, ids.attachmentSizeLimit),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: commandData(state, context, input, focused),
  } as APIInteraction;
}

function findButton(components: readonly unknown[], customId: string): { disabled?: boolean } | undefined {
  for (const component of components) {
    if (typeof component !== 'object' || component === null) continue;
    // Buttons sit in action rows, or (Components V2) in containers and section accessories.
    const candidate = component as {
      type?: unknown;
      custom_id?: unknown;
      disabled?: boolean;
      components?: unknown[];
      accessory?: unknown;
    };
    if (candidate.type === ComponentType.Button && candidate.custom_id === customId) return candidate;
    const nested = findButton([...(candidate.components ?? []), ...(candidate.accessory ? [candidate.accessory] : [])], customId);
    if (nested) return nested;
  }
  return undefined;
}

export function buttonInteraction(
  state: EmulatorState,
  context: InteractionContext,
  message: StoredMessage,
  customId: string,
  ids: PayloadIds,
): APIInteraction {
  const button = findButton(message.components as readonly APIMessageTopLevelComponent[], customId);
  if (!button) throw new InvocationError(`Message ${message.id} has no button "${customId}"`);
  if (button.disabled) throw new InvocationError(`Button "${customId}" is disabled`);
  return {
    ...envelope(state, context, ids.id, ids.token, ids.attachmentSizeLimit),
    type: InteractionType.MessageComponent,
    data: { custom_id: customId, component_type: ComponentType.Button },
    message: apiMessage(state, message),
  } as APIInteraction;
}
