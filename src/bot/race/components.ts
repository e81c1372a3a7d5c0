import { type APIActionRowComponent, type APIComponentInMessageActionRow, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import {
  DIRECTIONS,
  type GuardChoice,
  type GuardId,
  GUARDS,
  type NobleChoice,
  type RaceAction,
  type RaceSeat,
  RACE_SEATS,
  type RaceState,
  legalChoices,
  NOBLE_SPACES,
  publicView,
} from '../../race';
import { encodeComponentId, tokenOf } from '../components/custom-id';
import { LIMITS, truncate } from '../discord-limits';
import { nobleOption, turn, lobby } from './text';

export const RACE_TYPE = 'race';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Discord's most options in one select menu. */
const MAX_OPTIONS = 25;

/** The decision point of a turn: a click made for an earlier turn has passed. */
export function turnPoint(state: RaceState): string {
  // The race has no secrets: its status is what every view shows.
  return tokenOf('turn', state.status.round, state.status.kind === 'playing' ? state.status.seat : 'over');
}

/** The lobby is one decision point: once the race starts, its buttons have passed. */
export const LOBBY_POINT = 'lobby';

const id = (gameId: string, point: string, action: string, args: Record<string, string> = {}) =>
  encodeComponentId({ gameType: RACE_TYPE, gameId, point, action, args });

/** One button per colour: the clicking player takes it. */
export function lobbyRows(gameId: string): Row[] {
  return [
    {
      type: ComponentType.ActionRow,
      components: RACE_SEATS.map((seat) => ({
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: id(gameId, LOBBY_POINT, 'join', { s: seat }),
        label: lobby.joinButton(seat),
      })),
    },
  ];
}

/**
 * The components of the turn of `seat`, from its legal choices only, so nothing offered would be
 * refused (but End turn, which is disabled while the plan cannot be played). `focus` is the Guard
 * whose rolls menu is shown: one menu per Guard would not fit Discord's five rows.
 */
export function turnRows(gameId: string, state: RaceState, seat: RaceSeat, focus: GuardId | null): Row[] {
  const choices = legalChoices(state, seat);
  if (choices.decision === 'wait') return [];
  const point = turnPoint(state);
  const chosen = choices.decision === 'plan' ? choices.direction : null;
  const view = publicView(state);
  const plan = view.plan;
  const empty = !plan || (plan.guards.length === 0 && !plan.noble);
  const buttons: Row = {
    type: ComponentType.ActionRow,
    components: [
      ...DIRECTIONS.map((d) => ({
        type: ComponentType.Button as const,
        style: d === chosen ? (ButtonStyle.Primary as const) : (ButtonStyle.Secondary as const),
        custom_id: id(gameId, point, 'dir', { d }),
        label: d === 'forward' ? turn.forward : turn.backward,
      })),
      {
        type: ComponentType.Button as const,
        style: ButtonStyle.Success as const,
        custom_id: id(gameId, point, 'end'),
        label: empty ? turn.pass : turn.endTurn,
        disabled: !choices.endTurn,
      },
    ],
  };
  if (choices.decision === 'direction') return [buttons];
  const rows: Row[] = [buttons];
  const focused = choices.guards.find((g) => g.guard === focus) ?? choices.guards[0];
  if (focused) {
    rows.push(focusRow(gameId, point, choices.guards, focused.guard, view.players.find((p) => p.seat === seat)?.guards ?? []));
    if (focused.rolls.length) rows.push(rollsRow(gameId, point, focused));
  }
  rows.push(nobleRow(gameId, point, choices.noble, nobleValue(plan?.noble ?? { spaces: 0 })));
  return rows;
}

function focusRow(gameId: string, point: string, guards: readonly GuardChoice[], focus: GuardId, where: readonly { guard: GuardId; where: string }[]): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: id(gameId, point, 'focus'),
        placeholder: turn.focusPlaceholder,
        options: guards.map((g) => ({
          // A long roll store makes a long label: Discord refuses the whole post past 100 characters.
          label: truncate(turn.focusOption(g.guard, where.find((x) => x.guard === g.guard)?.where ?? '', g.assigned), LIMITS.choiceName),
          value: g.guard,
          default: g.guard === focus,
        })),
      },
    ],
  };
}

/** A roll travels as `<index>-<roll>`: option values must differ, and stores hold equal rolls. */
const rollValue = (index: number, roll: number): string => `${index}-${roll}`;

function rollsRow(gameId: string, point: string, choice: GuardChoice): Row {
  const offered = choice.rolls.slice(0, MAX_OPTIONS);
  // The Guard's own rolls are among those offered: mark as many of each value as it holds.
  const left = [...choice.assigned];
  const options = offered.map((roll, i) => {
    const at = left.indexOf(roll);
    if (at >= 0) left.splice(at, 1);
    return { label: turn.rollOption(roll), value: rollValue(i, roll), default: at >= 0 };
  });
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: id(gameId, point, 'rolls', { g: choice.guard }),
        placeholder: turn.rollsPlaceholder(choice.guard),
        min_values: 0,
        max_values: options.length,
        options,
      },
    ],
  };
}

const nobleValue = (choice: { readonly spaces: number; readonly when?: string | null }): string =>
  choice.spaces === 0 ? '0' : `${choice.when}-${choice.spaces}`;

function nobleRow(gameId: string, point: string, choices: readonly NobleChoice[], current: string): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: id(gameId, point, 'noble'),
        placeholder: turn.noblePlaceholder,
        options: choices.map((c) => ({ label: nobleOption(c), value: nobleValue(c), default: nobleValue(c) === current })),
      },
    ],
  };
}

const isGuard = (value: unknown): value is GuardId => typeof value === 'string' && (GUARDS as readonly string[]).includes(value);

/**
 * The action a click stands for, from the component's action, its arguments and the values picked;
 * null for what is no action of the game (a Guard picked to show its rolls) or cannot be read. The
 * rules judge the action like any other, so a tampered id changes nothing.
 */
export function actionOf(action: string, args: Readonly<Record<string, string | number | boolean>>, values: readonly string[]): RaceAction | null {
  switch (action) {
    case 'dir':
      return args.d === 'forward' || args.d === 'backward' ? { do: 'direction', args: { direction: args.d } } : null;
    case 'end':
      return { do: 'end-turn' };
    case 'rolls': {
      if (!isGuard(args.g)) return null;
      const rolls = values.map((v) => Number(v.split('-')[1]));
      return rolls.every(Number.isInteger) ? { do: 'assign', args: { guard: args.g, rolls } } : null;
    }
    case 'noble': {
      const [value] = values;
      if (value === '0') return { do: 'noble', args: { spaces: 0 } };
      const [when, spaces] = (value ?? '').split('-');
      const n = NOBLE_SPACES.find((x) => String(x) === spaces);
      if ((when !== 'before' && when !== 'after') || n === undefined) return null;
      return { do: 'noble', args: { spaces: n, when } };
    }
    default:
      return null;
  }
}

/** The Guard a click asks to show (the focus menu), or the Guard whose rolls were just given. */
export function focusOf(action: string, args: Readonly<Record<string, string | number | boolean>>, values: readonly string[]): GuardId | null {
  if (action === 'focus') return isGuard(values[0]) ? values[0] : null;
  if (action === 'rolls') return isGuard(args.g) ? args.g : null;
  return null;
}
