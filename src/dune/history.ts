import type { Seed } from '../engine/rng';
import { effectiveActions, type LogEntry } from '../engine/log';
import { ofType } from './events';
import { duneGame } from './game';
import type { GameOptions } from './options';
import { PHASES, type DuneState, type FactionId, type PhaseId } from './state';
import { boardView } from './views';
import type { DuneAction } from './actions/spec';
import { PHASE_TITLES } from './shape/phase';
import type { BoardView } from './shape/board-view';

/** The points of a turn whose board `/map` can show. */
export const TURN_POINTS = ['storm', 'shipment-movement', 'end'] as const;
export type TurnPoint = (typeof TURN_POINTS)[number];

/** What a game is created from: the same parameters the store replays it with. */
export interface GameParams {
  readonly seats: readonly FactionId[];
  readonly options: Partial<GameOptions>;
  readonly seed: Seed;
}

/** How far a game has got, as a number that grows phase by phase and turn by turn. */
function progress(turn: number, phase: PhaseId): number {
  if (phase === 'ended') return Infinity;
  return turn * (PHASES.length + 1) + (phase === 'setup' ? 0 : PHASES.indexOf(phase) + 1);
}

/** The phase whose end is the point: the end of a turn is the end of its last phase. */
const phaseOf = (point: TurnPoint): PhaseId => (point === 'end' ? (PHASES[PHASES.length - 1] as PhaseId) : point);

const isPast = (s: DuneState, turn: number, point: TurnPoint): boolean => progress(s.turn, s.phase) > progress(turn, phaseOf(point));

/**
 * The state at a point of the game; or, when the game has not got there, the state it is in now.
 * `view` is the board at that very moment, as the engine recorded it when the phase ended (the
 * state after that action may already be further on: the storm's last dial also runs the spice
 * blow).
 */
export interface BoardAt {
  readonly reached: boolean;
  /** Where the replay stopped: the turn and phase of the state after it (public facts). */
  readonly turn: number;
  readonly phase: PhaseId;
  readonly phaseTitle: string;
  readonly view: BoardView;
}

const at = (reached: boolean, s: DuneState, view: BoardView = boardView(s)): BoardAt => ({
  reached,
  turn: s.turn,
  phase: s.phase,
  phaseTitle: PHASE_TITLES[s.phase],
  view,
});

/**
 * The game as it was just after `point` of `turn`: its log's effective actions (undone ones left
 * out) replayed from its creation, up to the first state past that point. The engine goes on by
 * itself through phases that need nobody's decision, so that state can be a little later than the
 * point (the Spice Blow after the storm, say): it is the board the channel saw then.
 *
 * A log the engine refuses to replay means the rules changed under a stored game: that throws.
 */
export function boardAt(params: GameParams, log: readonly LogEntry<FactionId, DuneAction>[], turn: number, point: TurnPoint): BoardAt {
  const created = duneGame.create(params);
  if (!created.ok) throw new Error(`The game cannot be created again: ${created.error.message}`);
  let state = created.value.state;
  if (isPast(state, turn, point)) return at(true, state);
  for (const { actor, action } of effectiveActions(log)) {
    const next = duneGame.apply(state, actor, action);
    if (!next.ok) throw new Error(`The game's log no longer replays (/${action.do}): ${next.error.message}`);
    state = next.value.state;
    if (isPast(state, turn, point)) {
      const ended = ofType(next.value.events, 'phase-ended').find((e) => e.turn === turn && e.phase === phaseOf(point) && e.board);
      return at(true, state, ended?.board ?? boardView(state));
    }
  }
  return at(false, state);
}
