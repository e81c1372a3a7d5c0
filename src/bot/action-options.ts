import {
  SlashCommandBooleanOption,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
  type SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from '@discordjs/builders';
import type { CommandInteractionOptionResolver } from 'discord.js';
import type { ArgSpec } from '../dune';
import { LIMITS, truncate } from './discord-limits';

/** An engine argument as a Discord option. */
export interface OptionArg {
  /** The Discord option name: the argument's name in lowercase-with-dashes. */
  readonly option: string;
  readonly arg: ArgSpec;
  readonly required: boolean;
}

/** Arguments that are amounts of the player's own spice: autocomplete offers what they hold. */
export const SPICE_ARGS = new Set(['amount', 'spice']);

/** Discord option names are lowercase: `fromSector` becomes `from-sector`. */
export const optionName = (argName: string): string => argName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The options of actions that share a name (e.g. `play` in the Storm and in Shipment and
 * Movement): the union of their arguments, required only where every one of them requires it,
 * required options first (a Discord rule).
 */
export function mergeArgs(specs: readonly { readonly name: string; readonly args: readonly ArgSpec[] }[]): OptionArg[] {
  const merged = new Map<string, OptionArg>();
  for (const spec of specs) {
    for (const arg of spec.args) {
      const known = merged.get(arg.name);
      if (known && known.arg.type !== arg.type) {
        throw new Error(`Action "${spec.name}" has argument "${arg.name}" as both ${known.arg.type} and ${arg.type}; one slash command cannot offer both.`);
      }
      const required = specs.every((s) => s.args.some((a) => a.name === arg.name && a.required));
      if (!known) merged.set(arg.name, { option: optionName(arg.name), arg, required });
    }
  }
  const all = [...merged.values()];
  return [...all.filter((o) => o.required), ...all.filter((o) => !o.required)];
}

// A faction too: suggested among the game's own factions, as the action allows them (the 8 as fixed
// choices cost every command that names one ~170 of Discord's 4,000 characters).
const usesAutocomplete = (arg: ArgSpec): boolean =>
  arg.type === 'faction' ||
  arg.type === 'territory' ||
  arg.type === 'sector' ||
  arg.type === 'card' ||
  arg.type === 'leader' ||
  arg.type === 'traitor' ||
  (arg.type === 'count' && SPICE_ARGS.has(arg.name)) ||
  (arg.type === 'choice' && (arg.choices?.length ?? 0) > LIMITS.choices);

/** Adds one engine argument to a command or subcommand as the matching Discord option. */
export function addOption(builder: SlashCommandBuilder | SlashCommandSubcommandBuilder, { option, arg, required }: OptionArg): void {
  const description = truncate(arg.description, LIMITS.description);
  switch (arg.type) {
    case 'sector':
    case 'count':
    case 'integer': {
      const o = new SlashCommandIntegerOption().setName(option).setDescription(description).setRequired(required);
      const min = arg.min ?? (arg.type === 'sector' ? 1 : arg.type === 'count' ? 0 : undefined);
      const max = arg.max ?? (arg.type === 'sector' ? 18 : undefined);
      if (min !== undefined) o.setMinValue(min);
      if (max !== undefined) o.setMaxValue(max);
      builder.addIntegerOption(o.setAutocomplete(usesAutocomplete(arg)));
      return;
    }
    case 'boolean':
      builder.addBooleanOption(new SlashCommandBooleanOption().setName(option).setDescription(description).setRequired(required));
      return;
    default: {
      const o = new SlashCommandStringOption().setName(option).setDescription(description).setRequired(required).setMaxLength(200);
      if (arg.type === 'choice' && !usesAutocomplete(arg)) o.addChoices(...(arg.choices ?? []).map((c) => ({ name: c, value: c })));
      else o.setAutocomplete(usesAutocomplete(arg));
      builder.addStringOption(o);
    }
  }
}

type Options = Pick<CommandInteractionOptionResolver, 'getString' | 'getInteger' | 'getBoolean'>;

/** Reads the options back as the engine's arguments (names restored, absent ones left out). */
export function readArgs(options: Options, args: readonly OptionArg[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { option, arg } of args) {
    const value =
      arg.type === 'sector' || arg.type === 'count' || arg.type === 'integer'
        ? options.getInteger(option)
        : arg.type === 'boolean'
          ? options.getBoolean(option)
          : options.getString(option);
    if (value !== null) out[arg.name] = value;
  }
  return out;
}
