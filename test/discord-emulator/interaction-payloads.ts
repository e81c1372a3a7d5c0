import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType, InteractionType } from 'discord-api-types/v10';
import type { APIApplicationCommand, APIApplicationCommandOption, APIInteraction } from 'discord-api-types/v10';
import { envelope, InvocationError, refId } from './interaction-context';
import type { InteractionContext, OptionInput, PayloadIds } from './interaction-context';
import { Resolved } from './resolved';
import type { EmulatorState } from './state';

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

/** Turns the test's option values into what Discord sends, filling `resolved` for users, channels and roles. */
class OptionResolver {
  constructor(readonly resolved: Resolved) {}

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
        return this.resolved.user(refId(value), path);
      case ApplicationCommandOptionType.Channel:
        return this.resolved.channel(refId(value), definition.channel_types, path);
      case ApplicationCommandOptionType.Role:
        return this.resolved.role(refId(value), path);
      case ApplicationCommandOptionType.Mentionable:
        return this.resolved.mentionable(refId(value), path);
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

  const resolver = new OptionResolver(new Resolved(state, context));
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

  return {
    id: command.id,
    name: command.name,
    type: ApplicationCommandType.ChatInput,
    ...(command.guild_id === undefined ? {} : { guild_id: command.guild_id }),
    options,
    ...(resolver.resolved.isEmpty ? {} : { resolved: resolver.resolved.data }),
  };
}

export function chatInputInteraction(state: EmulatorState, context: InteractionContext, input: CommandInput, ids: PayloadIds): APIInteraction {
  return {
    ...envelope(state, context, ids),
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
    ...envelope(state, context, ids),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: commandData(state, context, input, focused),
  } as APIInteraction;
}
