import { runTransition } from '../engine/game';
import { isObject } from '../engine/json';
import { attempt, fail, valueOrFail, type GameError } from '../engine/result';
import type { Seed } from '../engine/rng';
import type { DuneAction } from './actions/spec';
import { applyAction } from './apply';
import { makeCtx } from './context';
import { createGame, resolveOptions } from './create';
import type { DuneEvent } from './events';
import { resolveFaction } from './names';
import type { GameOptions } from './options';
import { applySetupPatch, type SetupPatch } from './setup-patch';
import type { DuneState, FactionId } from './state';
import { privateView, publicView } from './views';

/** The scenario file format: docs/scenarios.md. */
export interface Scenario {
  /** Optional: "dune", the default game of a scenario file. */
  game?: 'dune';
  /** Optional: what the scenario shows, for readers; the runner ignores it. */
  about?: string;
  seed?: Seed;
  factions: string[];
  options?: Partial<GameOptions>;
  setup?: SetupPatch;
  actions?: { as: string; do: string; args?: Record<string, unknown>; note?: string }[];
}

const SCENARIO_KEYS = ['game', 'about', 'seed', 'factions', 'options', 'setup', 'actions'];
const ACTION_KEYS = ['as', 'do', 'args', 'note'];

/** `stopped: true` marks an action during which a Karama stopped a faction power (its `power-stopped` events say which). */
export type ScenarioResult = { ok: true; events: DuneEvent[]; stopped?: true } | { ok: false; error: GameError };

export interface ScenarioOutput {
  results: ScenarioResult[];
  state: ReturnType<typeof publicView>;
  views: Record<string, ReturnType<typeof privateView>>;
  /** Events of the game's creation and of entering the setup phase (before the first action). */
  setupEvents: DuneEvent[];
}

/**
 * Runs a scenario, read from anything (a file's JSON): a scenario that cannot even be set up
 * yields `{ error }` instead, and an action that cannot be read is a refused result like any other.
 */
export function runScenario(input: unknown): ScenarioOutput | { error: GameError } {
  const read = attempt(() => scenarioOf(input));
  if (!read.ok) return { error: read.error };
  const { factions, seed, options, setup, actions } = read.value;
  const seats: FactionId[] = [];
  for (const name of factions) {
    const f = resolveFaction(name);
    if (!f.ok) return { error: { code: 'bad-scenario', message: f.error.message } };
    seats.push(f.value);
  }
  const resolved = resolveOptions(options);
  if (!resolved.ok) return { error: resolved.error };
  const created = createGame({ seats, options: resolved.value, seed });
  if (!created.ok) return { error: created.error };
  let state: DuneState = created.value.state;
  const setupEvents: DuneEvent[] = [...created.value.events];
  if (setup !== undefined) {
    const patched = runTransition<DuneState, DuneEvent>(state, (s, emit) => applySetupPatch(s, setup, makeCtx(s, emit)));
    if (!patched.ok) return { error: patched.error };
    state = patched.value.state;
    setupEvents.push(...patched.value.events);
  }
  const results: ScenarioResult[] = [];
  for (const step of actions) {
    const action = attempt(() => actionOf(step));
    const r = action.ok ? applyAction(state, { kind: 'seat', seat: action.value.seat }, action.value.action) : action;
    if (r.ok) {
      state = r.value.state;
      const events = [...r.value.events];
      results.push({ ok: true, events, ...(events.some((e) => e.type === 'power-stopped') ? { stopped: true as const } : {}) });
    } else results.push({ ok: false, error: r.error });
  }
  return {
    results,
    state: publicView(state),
    views: Object.fromEntries(state.factions.map((f) => [f, privateView(state, f)])),
    setupEvents,
  };
}

/** The fields of a scenario the runner reads, checked as far as their shape; a refusal is thrown as the rules throw theirs. */
function scenarioOf(input: unknown): { factions: string[]; seed: Seed; options: unknown; setup: unknown; actions: unknown[] } {
  if (!isObject(input)) fail('bad-scenario', 'A scenario is a JSON object.');
  for (const k of Object.keys(input))
    if (!SCENARIO_KEYS.includes(k)) fail('bad-scenario', `Unknown scenario key "${k}"; keys are ${SCENARIO_KEYS.join(', ')}.`);
  const { factions, seed = 1, options, setup, actions = [] } = input;
  if (!Array.isArray(factions) || !factions.every((f) => typeof f === 'string')) fail('bad-scenario', '`factions` must be a list of faction names.');
  if (typeof seed !== 'number' && typeof seed !== 'string') fail('bad-scenario', `\`seed\` is a whole number, not ${JSON.stringify(seed)}.`);
  if (!Array.isArray(actions)) fail('bad-scenario', '`actions` must be a list of { "as": faction, "do": action, "args": { … } }.');
  return { factions, seed, options, setup, actions };
}

/** One action of the list: who acts, and what. */
function actionOf(step: unknown): { seat: FactionId; action: DuneAction } {
  if (!isObject(step)) fail('bad-action', `Each action is an object: { "as": faction, "do": action, "args": { … } }, not ${JSON.stringify(step)}.`);
  const extra = Object.keys(step).filter((k) => !ACTION_KEYS.includes(k));
  if (extra.length > 0) fail('bad-action', `An action takes ${ACTION_KEYS.join(', ')}; "${extra.join('", "')}" is not among them.`);
  const seat = valueOrFail(resolveFaction(String(step.as)));
  if (typeof step.do !== 'string') fail('bad-action', 'An action needs a name in `do`, e.g. { "do": "ship", "args": { … } }.');
  if (step.args !== undefined && !isObject(step.args))
    fail('bad-action', `\`args\` is an object of the action's arguments, like { "territory": "Arrakeen" }, not ${JSON.stringify(step.args)}.`);
  return { seat, action: { do: step.do, ...(step.args === undefined ? {} : { args: step.args }) } };
}
