import { runTransition } from '../engine/game';
import type { GameError } from '../engine/result';
import { applyAction } from './apply';
import { makeCtx } from './context';
import { createGame } from './create';
import type { DuneEvent } from './events';
import { resolveFaction } from './names';
import type { GameOptions } from './options';
import { applySetupPatch, type SetupPatch } from './setup-patch';
import type { DuneState, FactionId } from './state';
import { privateView, publicView } from './views';

/** The scenario file format: docs/scenarios.md. */
export interface Scenario {
  seed?: number;
  factions: string[];
  options?: Partial<GameOptions>;
  setup?: SetupPatch;
  actions?: { as: string; do: string; args?: Record<string, unknown> }[];
}

/** `stopped: true` marks an action during which a Karama stopped a faction power (its `power-stopped` events say which). */
export type ScenarioResult = { ok: true; events: DuneEvent[]; stopped?: true } | { ok: false; error: GameError };

export interface ScenarioOutput {
  results: ScenarioResult[];
  state: ReturnType<typeof publicView>;
  views: Record<string, ReturnType<typeof privateView>>;
  /** Events of the game's creation and of entering the setup phase (before the first action). */
  setupEvents: DuneEvent[];
}

/** Runs a scenario; a scenario that cannot even be set up yields `{ error }` instead. */
export function runScenario(input: Scenario): ScenarioOutput | { error: GameError } {
  if (typeof input !== 'object' || input === null) return { error: { code: 'bad-scenario', message: 'A scenario is a JSON object.' } };
  if (!Array.isArray(input.factions)) return { error: { code: 'bad-scenario', message: '`factions` must be a list of faction names.' } };
  const seats: FactionId[] = [];
  for (const name of input.factions) {
    const f = resolveFaction(String(name));
    if (!f.ok) return { error: { code: 'bad-scenario', message: f.error.message } };
    seats.push(f.value);
  }
  const created = createGame({ seats, options: input.options, seed: input.seed ?? 1 });
  if (!created.ok) return { error: created.error };
  let state: DuneState = created.value.state;
  const setupEvents: DuneEvent[] = [...created.value.events];
  if (input.setup !== undefined) {
    const patched = runTransition<DuneState, DuneEvent>(state, (s, emit) => applySetupPatch(s, input.setup as SetupPatch, makeCtx(s, emit)));
    if (!patched.ok) return { error: patched.error };
    state = patched.value.state;
    setupEvents.push(...patched.value.events);
  }
  const results: ScenarioResult[] = [];
  for (const a of input.actions ?? []) {
    const seat = resolveFaction(String(a?.as));
    if (!seat.ok) {
      results.push({ ok: false, error: seat.error });
      continue;
    }
    const r = applyAction(state, { kind: 'seat', seat: seat.value }, { do: a.do, args: a.args });
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
