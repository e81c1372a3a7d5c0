import { runTransition } from '../engine/game';
import { attempt, fail, type GameError } from '../engine/result';
import { parseAction } from './actions';
import { applyRace } from './apply';
import { type RaceChoices, legalChoices } from './choices';
import { createRace } from './create';
import type { RaceEvent } from './events';
import { isObject, onlyKeys, unexpectedKeys } from './json';
import type { RaceOptions } from './options';
import { isRaceSeat, RACE_SEATS, type RaceSeat } from './seats';
import { applySetup, type RaceSetup } from './setup';
import type { RaceState } from './state';
import { listText } from './text';
import { publicView, type RacePublicView } from './views';

/** A race scenario file: docs/scenarios.md, "Race game scenarios". */
export interface RaceScenario {
  readonly game: 'race';
  /** What the scenario shows, for its readers; the runner ignores it. */
  readonly about?: string;
  readonly seed?: number;
  readonly seats: readonly string[];
  readonly options?: RaceOptions;
  readonly setup?: RaceSetup;
  readonly actions?: readonly ScenarioAction[];
}

/** One action; `note` says what it shows, for readers. */
export interface ScenarioAction {
  readonly as: string;
  readonly do: string;
  readonly args?: unknown;
  readonly note?: string;
}

export type RaceScenarioResult = { readonly ok: true; readonly events: readonly RaceEvent[] } | { readonly ok: false; readonly error: GameError };

export interface RaceScenarioOutput {
  readonly game: 'race';
  readonly results: readonly RaceScenarioResult[];
  /** Pieces, roll stores, scores, the plan in progress and whose turn it is; nothing in a race is secret. */
  readonly state: RacePublicView;
  /** The legal choices of the player whose turn it is (null once the race is over). */
  readonly choices: RaceChoices | null;
  /** Events of the race's creation (the first player's dice) and of nothing else: a setup emits none. */
  readonly setupEvents: readonly RaceEvent[];
}

/** Runs a race scenario; one that cannot even be set up yields `{ error }` instead. */
export function runRaceScenario(input: unknown): RaceScenarioOutput | { error: GameError } {
  // Checked as JSON: a scenario file is not held to its declared type until here.
  const scenario = attempt(() => scenarioOf(input));
  if (!scenario.ok) return { error: scenario.error };
  const started = setUp(scenario.value);
  if (!started.ok) return { error: started.error };
  let state = started.value.state;
  const results: RaceScenarioResult[] = [];
  for (const step of scenario.value.actions) {
    const seat = isObject(step) ? seatNamed(step.as) : null;
    if (!isObject(step) || seat === null) {
      results.push({ ok: false, error: { code: 'unknown-seat', message: `Each action says who acts: "as": one of ${seatList()}.` } });
      continue;
    }
    const extra = unexpectedKeys('A scenario action', step, ['as', 'do', 'args', 'note']);
    if (extra !== null) {
      results.push({ ok: false, error: { code: 'bad-action', message: extra } });
      continue;
    }
    const action = attempt(() => parseAction({ do: step.do, args: step.args }));
    const applied = action.ok ? applyRace(state, { kind: 'seat', seat }, action.value) : action;
    if (applied.ok) {
      state = applied.value.state;
      results.push({ ok: true, events: applied.value.events });
    } else results.push({ ok: false, error: applied.error });
  }
  return {
    game: 'race',
    results,
    state: publicView(state),
    choices: state.status.kind === 'playing' ? legalChoices(state, state.status.seat) : null,
    setupEvents: started.value.events,
  };
}

/** The fields of a race scenario the runner reads, checked; a refusal is thrown as the rules throw theirs. */
function scenarioOf(input: unknown) {
  if (!isObject(input)) fail('bad-scenario', 'A race scenario is a JSON object: { "game": "race", "seats": ["red", "blue"], … }.');
  onlyKeys('bad-scenario', 'A race scenario', input, ['game', 'about', 'seed', 'seats', 'options', 'setup', 'actions']);
  if (input.game !== 'race') fail('bad-scenario', `A race scenario says "game": "race", not ${JSON.stringify(input.game)}.`);
  if (!Array.isArray(input.seats)) fail('bad-scenario', `A race scenario names its players in "seats", e.g. ["red", "blue"]; the seats are ${seatList()}.`);
  const seed = input.seed === undefined ? 1 : input.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed)) fail('bad-scenario', `"seed" is a whole number, not ${JSON.stringify(input.seed)}.`);
  if (input.actions !== undefined && !Array.isArray(input.actions)) fail('bad-scenario', '"actions" is a list of { "as": SEAT, "do": ACTION, "args": { … } }.');
  const seats: readonly unknown[] = input.seats;
  const actions: readonly unknown[] = input.actions ?? [];
  return { seats, options: input.options, seed, setup: input.setup, actions };
}

function setUp(scenario: ReturnType<typeof scenarioOf>) {
  const seats = scenario.seats.map((name) => seatNamed(name) ?? name) as RaceSeat[];
  const created = createRace({ seats, options: scenario.options, seed: scenario.seed });
  if (!created.ok || scenario.setup === undefined) return created;
  const placed = runTransition<RaceState, RaceEvent>(created.value.state, (s) =>
    applySetup(s, scenario.setup, (name) => seatNamed(name) ?? fail('bad-setup', `There is no seat "${name}"; the seats are ${seatList()}.`)),
  );
  if (!placed.ok) return placed;
  return { ok: true as const, value: { state: placed.value.state, events: created.value.events } };
}

/** Seats are matched ignoring case: "Red" and "red" are the same seat. */
function seatNamed(name: unknown): RaceSeat | null {
  const seat = typeof name === 'string' ? name.toLowerCase() : name;
  return isRaceSeat(seat) ? seat : null;
}

function seatList(): string {
  return listText(RACE_SEATS.map((s) => `"${s}"`));
}
