import { type ActionInfo, type PhaseId, PLAYER_ACTIONS } from '../dune';
import { optionName } from './action-options';
import { GROUP_DESCRIPTIONS } from './text/slash-commands';

/**
 * The engine's player actions as slash commands, grouped so that the command list fits on one
 * screen: one command per phase (and two for what may happen in any phase), each action a
 * subcommand named after it. Tests, the demo and the answers that name a command all find it here.
 */
export interface CommandGroup {
  readonly command: string;
  readonly description: string;
  /** The phases whose actions are this command's subcommands. */
  readonly phases: readonly (PhaseId | 'any')[];
  /** For the any-phase commands: which of those actions. */
  readonly actions?: readonly string[];
}

export const COMMAND_GROUPS: readonly CommandGroup[] = [
  { command: 'setup', phases: ['setup'], description: GROUP_DESCRIPTIONS.setup },
  { command: 'storm', phases: ['storm'], description: GROUP_DESCRIPTIONS.storm },
  { command: 'nexus', phases: ['spice-blow'], description: GROUP_DESCRIPTIONS.nexus },
  { command: 'bid', phases: ['charity', 'bidding'], description: GROUP_DESCRIPTIONS.bid },
  { command: 'revive', phases: ['revival'], description: GROUP_DESCRIPTIONS.revive },
  { command: 'ship', phases: ['shipment-movement'], description: GROUP_DESCRIPTIONS.ship },
  // The Mentat Pause ends the turn after the battles; its one decision (the Face Dancer swap, TLX-4) is typed here.
  { command: 'battle', phases: ['battle', 'mentat'], description: GROUP_DESCRIPTIONS.battle },
  {
    command: 'play',
    phases: ['any'],
    actions: [
      'play',
      'answer',
      'karama-order',
      'cancel-karama-order',
      'voice-order',
      'prescience-order',
      'technology',
      'face-dancer-order',
      'replacement-order',
    ],
    description: GROUP_DESCRIPTIONS.play,
  },
  {
    command: 'deal',
    phases: ['any'],
    actions: ['deal', 'accept', 'reject', 'cancel-deal', 'give', 'support', 'permit-replacement'],
    description: GROUP_DESCRIPTIONS.deal,
  },
];

/** Subcommands whose action shares its command's name, or whose name reads badly after it. */
const SUBCOMMAND: Readonly<Record<string, string>> = {
  bid: 'offer',
  revive: 'take',
  'revive-ally': 'for-ally',
  ship: 'send',
  battle: 'pick',
  play: 'card',
  deal: 'propose',
  'cancel-deal': 'cancel',
};

/** The one-player decisions, which also work by DM with the bot (naming the game when needed). */
export const ONE_PLAYER = new Set(['plan', 'dial', 'traitor', 'predict', 'traitor-order']);

export const subcommandOf = (action: string): string => SUBCOMMAND[action] ?? action;

const inGroup = (group: CommandGroup, spec: ActionInfo): boolean =>
  group.actions ? group.actions.includes(spec.name) : spec.phases.some((p) => group.phases.includes(p));

/** A group's subcommands: each action name once, with every spec of that name in the group's phases. */
export function subcommandsOf(group: CommandGroup): { readonly name: string; readonly action: string; readonly specs: readonly ActionInfo[] }[] {
  const byName = new Map<string, ActionInfo[]>();
  for (const spec of PLAYER_ACTIONS) if (inGroup(group, spec)) byName.set(spec.name, [...(byName.get(spec.name) ?? []), spec]);
  return [...byName].map(([action, specs]) => ({ name: subcommandOf(action), action, specs }));
}

export interface TypedCommand {
  readonly command: string;
  readonly subcommand: string;
}

/**
 * The command and subcommand that type `action` (in `phase`, for names several phases share, such
 * as `pass`; without it, the first phase that has it).
 */
export function commandOf(action: string, phase?: PhaseId): TypedCommand {
  const specs = PLAYER_ACTIONS.filter((s) => s.name === action);
  const spec = specs.find((s) => phase !== undefined && s.phases.includes(phase)) ?? specs[0];
  const group = spec && COMMAND_GROUPS.find((g) => inGroup(g, spec));
  if (!group) throw new Error(`No command types the action "${action}".`);
  return { command: group.command, subcommand: subcommandOf(action) };
}

/** "/bid offer", as an answer names it. */
export const typed = (action: string, phase?: PhaseId): string => {
  const { command, subcommand } = commandOf(action, phase);
  return `/${command} ${subcommand}`;
};

/** A typed command as a Discord client sends it: name, subcommand and options by their option names. */
export interface CommandInput extends TypedCommand {
  readonly options: Record<string, string | number | boolean>;
}

/** The typed command that performs `action` (in `phase`): what the demo and the tests send. */
export function commandInput(action: { readonly do: string; readonly args?: Readonly<Record<string, unknown>> }, phase?: PhaseId): CommandInput {
  const options: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(action.args ?? {}))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') options[optionName(name)] = value;
  return { ...commandOf(action.do, phase), options };
}
