import { type ArgSpec, type DuneGameState, PLAYER_ACTIONS, type PublicView, publicView } from '../../dune';
import { decodeComponentId, decodeValue, encodeComponentId, encodeValue, shortGameId, tokenOf } from './custom-id';
import { heldToken } from './held-text';
import { refusedId } from '../text/components';

/**
 * A decision in progress as a component carries it: the game, the decision point, the action, the
 * arguments chosen so far and what the click does next. Arguments are named by their position in
 * the action's single declaration (the custom id has 100 characters); values are ids, never labels.
 * Free text written in a form is held in the message instead, the custom id carrying its token
 * (see held-text.ts).
 */

export type Value = string | number | boolean | null;
export type Chosen = Readonly<Record<string, Value>>;

/** `do`: apply the action now; `go`: ask the next argument (or Confirm); `ask`: this select menu answers `arg`. */
export type Stage = { readonly kind: 'do' } | { readonly kind: 'go' } | { readonly kind: 'ask'; readonly arg: string };

export interface Choice {
  /** The game's short id (see shortGameId). */
  readonly game: string;
  /** The decision point the component was made for (see pointOf). */
  readonly point: string;
  readonly action: string;
  readonly chosen: Chosen;
  /** Text arguments held in the component's message: argument name → the text's token. */
  readonly held: Readonly<Record<string, string>>;
  readonly stage: Stage;
}

const GAME_TYPE = 'dune';
/**
 * Not an action: the button of a public post that opens the clicker's own choices (answered to
 * them alone, from their seat). It carries nothing but the game and the decision point.
 */
export const MENU = 'menu';
const STAGE_KEY = '_';
/** "Leave this argument out" (no weapon, no sector): a value no id or number can take. */
const LEFT_OUT = '~';
/** "This text is held in the message; here is its token": a mark no encoded id or number starts with. */
const HELD = '*';

/** Each action name's arguments in declaration order, the union over the phases that share the name. */
const ARGS = new Map<string, ArgSpec[]>();
for (const spec of PLAYER_ACTIONS) {
  const known = ARGS.get(spec.name) ?? [];
  for (const arg of spec.args) if (!known.some((k) => k.name === arg.name)) known.push(arg);
  ARGS.set(spec.name, known);
}

export const argsOf = (action: string): readonly ArgSpec[] => ARGS.get(action) ?? [];

/**
 * The decision point of a game now: its turn, phase and public step (card up for bid, battle and
 * its stage, whose turn it is). Only public facts: the same for every seat, and no secret in it.
 */
export const pointOf = (gameId: string, state: DuneGameState): string => pointOfView(gameId, publicView(state));

export const pointOfView = (gameId: string, view: PublicView): string => tokenOf(gameId, view.turn, view.phase, JSON.stringify(view.step));

const argIndex = (action: string, arg: string): number => argsOf(action).findIndex((a) => a.name === arg);
const stageText = (action: string, stage: Stage): string => (stage.kind === 'ask' ? `a${argIndex(action, stage.arg)}` : stage.kind);

/** A value as a select option carries it (the same encoding as in custom ids). */
export const optionValue = (v: Value): string => (v === null ? LEFT_OUT : encodeValue(v));
export const readOptionValue = (text: string): Value => (text === LEFT_OUT ? null : decodeValue(text));

/**
 * The custom id of a choice, or null when it would not fit in Discord's 100 characters. The
 * arguments named in `held` are texts the message holds: the id carries their tokens.
 */
export function choiceId(gameId: string, point: string, action: string, chosen: Chosen, stage: Stage, held: readonly string[] = []): string | null {
  const args: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(chosen)) {
    const at = argIndex(action, name);
    if (at < 0) throw new Error(`\`${action}\` has no argument \`${name}\`.`);
    args[String(at)] = value === null ? LEFT_OUT : held.includes(name) ? `${HELD}${heldToken(String(value))}` : value;
  }
  args[STAGE_KEY] = stageText(action, stage);
  try {
    return encodeComponentId({ gameType: GAME_TYPE, gameId: shortGameId(gameId), point, action, args });
  } catch {
    return null;
  }
}

const fits = (arg: ArgSpec, value: Value): boolean => {
  if (value === null) return !arg.required;
  if (arg.type === 'count' || arg.type === 'integer' || arg.type === 'sector') return typeof value === 'number' && Number.isFinite(value);
  if (arg.type === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string';
};

/** A custom id read back and checked against the action's declaration; otherwise why it is refused. */
export function readChoice(text: string): Choice | string {
  const id = decodeComponentId(text);
  if (!id || id.gameType !== GAME_TYPE) return refusedId.notMine;
  const declared = argsOf(id.action);
  if (!ARGS.has(id.action) && id.action !== MENU) return refusedId.noSuchAction(id.action);
  const chosen: Record<string, Value> = {};
  const held: Record<string, string> = {};
  let stage: Stage | null = null;
  for (const [key, raw] of Object.entries(id.args)) {
    if (key === STAGE_KEY) {
      stage = raw === 'do' ? { kind: 'do' } : raw === 'go' ? { kind: 'go' } : askOf(String(raw), declared);
      continue;
    }
    const arg = declared[Number(key)];
    const value = raw === LEFT_OUT ? null : raw;
    if (!/^\d+$/.test(key) || !arg) return refusedId.noSuchArgument(key, id.action);
    if (typeof value === 'string' && value.startsWith(HELD) && arg.type === 'text') {
      held[arg.name] = value.slice(HELD.length);
      continue;
    }
    if (!fits(arg, value)) return refusedId.wrongKind(arg.name, arg.type);
    chosen[arg.name] = value;
  }
  if (!stage) return refusedId.noStage;
  return { game: id.gameId, point: id.point, action: id.action, chosen, held, stage };
}

function askOf(raw: string, declared: readonly ArgSpec[]): Stage | null {
  const arg = /^a\d+$/.test(raw) ? declared[Number(raw.slice(1))] : undefined;
  return arg ? { kind: 'ask', arg: arg.name } : null;
}
