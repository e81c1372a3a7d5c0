/**
 * The one front door to the Dune rules. The bot, commands/, the scenario CLI and the board
 * renderer use this module and src/dune/data/ only (test/architecture.test.ts enforces it).
 *
 * Secrecy by construction: outside the rules a game's state is an opaque value — stored, passed
 * back in, never read. Everything a post, a reply, a ping, an error or a log line can say comes
 * from what this module hands out: the public view and the public events for the table, or one
 * seat's view and the events that seat may read. A new state field is therefore invisible to the
 * bot until a view lists it on purpose.
 */
import type { Actor, GameDefinition, Transition } from '../engine/game';
import type { LogEntry } from '../engine/log';
import type { Result } from '../engine/result';
import { rngKey } from '../engine/rng';
import * as choices from './choices';
import { ALL_ACTIONS, MODERATOR_ACTIONS } from './registry';
import { availableNow } from './apply';
import type { DuneEvent } from './events';
import { duneGame } from './game';
import { boardAt as replayBoardAt, type BoardAt, type GameParams, type TurnPoint } from './history';
import type { GameOptions } from './options';
import * as defaults from './safe-defaults';
import type { SafeDefault } from './safe-defaults';
import { outcomeOf, type Outcome } from './outcome';
import type { DuneState, FactionId, PhaseId } from './state';
import { awaitedNow, boardView as boardOf, type OwnView, ownView, privateView, publicView as publicOf, type PrivateView, type PublicView } from './views';
import type { ArgSpec } from './actions/args';
import type { DuneAction } from './actions/spec';
import { PHASE_TITLES } from './shape/phase';
import { awaitsPlan } from './phases/battle/waiting';
import type { BoardView } from './shape/board-view';
import { type DuneGameState, open, seal } from './sealed';
export type { DuneAction } from './actions/spec';
export type { DuneGameState } from './sealed';
export type { ArgSpec, ArgType } from './actions/args';

export type { FactionId, PhaseId, TerritoryId, LeaderId } from './state';
export type {
  BattleDescription,
  DuneEvent,
  EventMap,
  EventOf,
  EventType,
  ForcesDestroyed,
  LeaderDeath,
  PlanDescription,
  PrivateEvent,
  PublicEvent,
  Readers,
  SpiceLost,
} from './events';
export { isEvent, isPrivate, isPublic, ofType, readBy, readersOf } from './events';
export type { BattleEvents } from './events/battle';
export type { BiddingEvents } from './events/bidding';
export type { CardEvents } from './events/cards';
export type { CharityEvents } from './events/charity';
export type { CollectionEvents } from './events/collection';
export type { DealEvents } from './events/deals';
export type { FaceDancerEvents } from './events/face-dancers';
export type { TechTokenEvents } from './events/tech-tokens';
export type { TechnologyEvents } from './events/technology';
export type { HmsEvents } from './events/hms';
export type { FlowEvents } from './events/flow';
export type { ModeratorEvents } from './events/moderator';
export type { RevivalEvents } from './events/revival';
export type { SetupEvents } from './events/setup';
export type { ShipmentMovementEvents } from './events/shipment-movement';
export type { SpiceBlowEvents } from './events/spice-blow';
export type { StormEvents } from './events/storm';
export type { PhaseSecrets } from './secrets';
export type { StandingOrder, VoiceCommand, VoiceKind } from './shape/battle';
export type { Payee } from './events/shipment-movement';
export type { GameOptions, Variant } from './options';
export { VARIANTS, DEFAULT_OPTIONS } from './options';
export type { PublicView, OwnView, BoardView, BoardAt, GameParams, TurnPoint };
export type { FactionRecord, FactionRecords } from './record';
export { EMPTY_RECORD, tally } from './record';
export type { FactionOutcome, Outcome } from './outcome';
export type { FaceDancerReveal, ReplacementOrder, VictoryKind } from './state';
export { VICTORY_KINDS } from './state';
export { TURN_POINTS } from './history';
export { runScenario, type Scenario, type ScenarioOutput } from './scenario';
export { findTerritory, findFaction, normalize } from './names';
export { commandsReference } from './reference';

/** What one seat may see: the public view plus that seat's own secrets, and nobody else's. */
export type SeatView = PrivateView;

const outward = (t: Transition<DuneState, DuneEvent>): Transition<DuneGameState, DuneEvent> => ({ state: seal(t.state), events: t.events });
const mapResult = (r: Result<Transition<DuneState, DuneEvent>>): Result<Transition<DuneGameState, DuneEvent>> =>
  r.ok ? { ok: true, value: outward(r.value) } : r;

/** Dune for the game-agnostic store: create, apply, views, whom it waits for (publicly). */
export const dune: GameDefinition<DuneGameState, DuneAction, FactionId, DuneEvent, Partial<GameOptions>> = {
  id: 'dune',
  create: (params) => mapResult(duneGame.create(params)),
  apply: (state, actor, action) => mapResult(duneGame.apply(open(state), actor, action)),
  publicView: (state) => publicOf(open(state)),
  playerView: (state, seat) => privateView(open(state), seat),
  // Whom the channel is told the game waits for: never a list that would reveal a secret.
  waitingFor: (state) => publicOf(open(state)).waitingFor,
};

/** Applies one action; a refusal is a typed error and changes nothing. */
export const apply = (state: DuneGameState, actor: Actor<FactionId>, action: DuneAction): Result<Transition<DuneGameState, DuneEvent>> =>
  dune.apply(state, actor, action);

/** What everybody may see (the channel): built once per state, as `viewsOf` builds it. */
export const publicView = (state: DuneGameState): PublicView => viewsOf(state).public;

/** What `seat` may see; a faction not in the game gets the public view only. */
export const seatView = (state: DuneGameState, seat: FactionId): SeatView => privateView(open(state), seat);

/** The public view and every seat's view of one state. */
export interface StateViews {
  readonly public: PublicView;
  seat(seat: FactionId): SeatView;
  /**
   * What `seat` sees beyond the public view: its part of `seat(seat)`, without the copy of the
   * public view (the news reads a seat's own facts at every change, its whole view seldom).
   */
  own(seat: FactionId): OwnView;
}

const viewsMade = new WeakMap<DuneGameState, StateViews>();

/**
 * The views of a state, each built once: the bot tells every change from the views before and
 * after it, and the state before a change is the one after the change before. Safe to keep
 * because a state handed out by the rules is never changed again (a transition works on a copy),
 * and outside the rules it cannot be read, let alone changed.
 */
export function viewsOf(state: DuneGameState): StateViews {
  const made = viewsMade.get(state);
  if (made) return made;
  const pub = publicOf(open(state));
  const seats = new Map<FactionId, SeatView>();
  const owns = new Map<FactionId, OwnView>();
  let awaited: readonly FactionId[] | undefined;
  const own = (seat: FactionId): OwnView => {
    const known = owns.get(seat);
    if (known) return known;
    awaited ??= awaitedNow(open(state));
    const made = ownView(open(state), seat, awaited);
    owns.set(seat, made);
    return made;
  };
  const views: StateViews = {
    public: pub,
    own,
    seat: (seat) => {
      const known = seats.get(seat);
      if (known) return known;
      const view = privateView(open(state), seat, pub, own(seat));
      seats.set(seat, view);
      return view;
    },
  };
  viewsMade.set(state, views);
  return views;
}

/** The public board, the only thing a picture of the board is drawn from. */
export const boardView = (state: DuneGameState): BoardView => boardOf(open(state));

/** The factions seated in the game (a public fact). */
export const factionsOf = (state: DuneGameState): readonly FactionId[] => open(state).factions;

/** The names of the actions the current step accepts (for "what can I do" answers). */
export const actionsNow = (state: DuneGameState): string[] => availableNow(open(state));

/** A phase's title in the game's terms ("Spice Blow and Nexus"). */
export const phaseTitle = (phase: PhaseId): string => PHASE_TITLES[phase];

/** The events `reader` may read: the public ones, or (for a seat) the public ones and its own. */
export function eventsFor(events: readonly DuneEvent[], reader: FactionId | 'public'): DuneEvent[] {
  return events.filter((e) => e.to === undefined || (reader !== 'public' && e.to.includes(reader)));
}

/** Checks a game's creation options and fills in the defaults. */
export { resolveOptions } from './create';

/** An action as the outside world may know it: its vocabulary, never its rule code. */
export interface ActionInfo {
  readonly name: string;
  readonly summary: string;
  readonly phases: readonly (PhaseId | 'any')[];
  readonly args: readonly ArgSpec[];
  readonly outOfTurn: boolean;
}

const info = (spec: (typeof ALL_ACTIONS)[number]): ActionInfo => ({
  name: spec.name,
  summary: spec.summary,
  phases: spec.phases,
  args: spec.args,
  outOfTurn: spec.outOfTurn === true,
});

/** Every player action (names may repeat across phases, e.g. `pass`). */
export const PLAYER_ACTIONS: readonly ActionInfo[] = ALL_ACTIONS.map(info);
/** The moderators' overrides: audited actions in the log like any other. */
export const OVERRIDES: readonly ActionInfo[] = MODERATOR_ACTIONS.map(info);

/** The public board at a point of a turn, replayed from the game's log (`/map` of the past). */
export const boardAt = (params: GameParams, log: readonly LogEntry<FactionId, DuneAction>[], turn: number, point: TurnPoint): BoardAt =>
  replayBoardAt(params, log, turn, point);

/**
 * Every seat's secrets, for the reveal that ends a game: only once the game is over — won (the
 * state says so) or ended by its host or a moderator (the store says so, hence `endedByHost`).
 * Until then this returns null, whatever the caller believes.
 */
export function endOfGameReveal(state: DuneGameState, endedByHost = false): { readonly faction: FactionId; readonly view: SeatView }[] | null {
  const s = open(state);
  if (s.phase !== 'ended' && !endedByHost) return null;
  return s.factions.map((f) => ({ faction: f, view: privateView(s, f) }));
}

/**
 * The game's key (its every shuffle and draw follows from it), under the same condition as
 * `endOfGameReveal`: null while the game runs, and for a game older than keyed games.
 */
export function endOfGameKey(state: DuneGameState, endedByHost = false): string | null {
  const s = open(state);
  return s.phase === 'ended' || endedByHost ? rngKey(s.rng) : null;
}

/**
 * How a game that is over came out, for its result: options, turns, the winners and how they won,
 * and each faction's ally, record (from the public `events` since the start) and final spice.
 * Null until the game is won or ends at its last turn, or its host or a moderator ended it
 * (`stopped`, as for `endOfGameReveal`): the final spice is a secret until then.
 */
export const gameOutcome = (state: DuneGameState, events: readonly DuneEvent[], stopped: boolean): Outcome | null => outcomeOf(open(state), events, stopped);

export type { ArgOptions, Chosen, Decision, Preview } from './choices';
export { VOICE_WORDS } from './choices/labels';

const decisionsMade = new WeakMap<DuneGameState, Map<FactionId, readonly choices.Decision[]>>();

/**
 * What `seat` may do now: each decision with the arguments still to choose. Built from what that
 * seat may know only, so that the choices themselves reveal nobody else's secret. Each seat's are
 * found once per state, as its views are (`viewsOf`): finding them tries moves through the rules,
 * and one change asks for them twice (the clock's deadline, the seat's DM buttons).
 */
export function decisionsFor(state: DuneGameState, seat: FactionId): readonly choices.Decision[] {
  let made = decisionsMade.get(state);
  if (!made) {
    made = new Map();
    decisionsMade.set(state, made);
  }
  let found = made.get(seat);
  if (!found) {
    found = choices.decisionsFor(open(state), seat);
    made.set(seat, found);
  }
  return found;
}

/** The legal values of a decision's next argument, given those chosen so far. */
export const optionsFor = (state: DuneGameState, seat: FactionId, action: string, chosen: choices.Chosen, arg: string): choices.ArgOptions =>
  choices.optionsFor(open(state), seat, action, chosen, arg);

/** What a completed action would do, in a sentence, or the rules' refusal: for a Confirm step. */
export const preview = (state: DuneGameState, seat: FactionId, action: DuneAction): choices.Preview => choices.preview(open(state), seat, action);

export { DECISION_KINDS, type SafeDefault } from './safe-defaults';

/**
 * Whether the game waits for `seat`'s battle plan, the decision that gets the game's longer
 * deadline (docs/deadlines.md). Read from the battle's step: `decisionsFor` would find it by dry
 * runs, milliseconds a change.
 */
export const awaitsLongDecision = (state: DuneGameState, seat: FactionId): boolean => awaitsPlan(open(state), seat);

/**
 * The clock's answer for `seat` when its deadline passed (docs/deadlines.md): the waited
 * decision that commits least, legal by construction; null when the game waits for nothing from
 * it. `random` draws the secret choices made blind (a traitor kept, a prediction).
 */
export const safeDefault = (state: DuneGameState, seat: FactionId, random: () => number): SafeDefault | null => defaults.safeDefault(open(state), seat, random);

/** The kinds (action names) of the decisions the game waits for from `seat` now; empty when none. */
export const waitedDecisionKinds = (state: DuneGameState, seat: FactionId): string[] => decisionsFor(state, seat).flatMap((d) => (d.anytime ? [] : [d.action]));
export { EXPANSION_CHOICES } from './options';
export {
  EXPANSION_FACTIONS,
  EXPANSION_OPTION_NAMES,
  EXPANSION_PRESETS,
  type ExpansionOptionName,
  type ExpansionPreset,
} from './expansion-options';
