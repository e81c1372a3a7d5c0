import { expect } from 'vitest';
import { runTransition } from '../../src/engine/game';
import { applyAction } from '../../src/dune/apply';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { ofType, type DuneEvent, type EventType } from '../../src/dune/events';
import { factionOf } from './cards-helpers';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';

export type Action = { as: string; do: string; args?: Record<string, unknown> };

/** A battle-phase scenario: storm far from the usual battlefields, no traitors unless given. */
export function battleScenario(factions: string[], setup: SetupPatch, actions: Action[] = [], options: Scenario['options'] = {}): Scenario {
  const noTraitors = Object.fromEntries(factions.map((f) => [f, [] as string[]]));
  return {
    seed: 11,
    factions,
    options,
    setup: { phase: 'battle', storm: 3, ...setup, traitors: { ...noTraitors, ...(setup.traitors ?? {}) } },
    actions,
  };
}

/** Runs a scenario that must set up, and returns its output. */
export function run(sc: Scenario): ScenarioOutput {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out;
}

/** Runs a scenario whose every action must succeed. */
export function runOk(sc: Scenario): ScenarioOutput {
  const out = run(sc);
  for (const [i, r] of out.results.entries()) expect(r, `action ${i} (${sc.actions?.[i]?.do})`).toMatchObject({ ok: true });
  return out;
}

/** The internal state after a scenario, for facts no view shows (last wheel users, KH counter). */
export function finalState(sc: Scenario): DuneState {
  const created = createGame({ seats: sc.factions.map(factionOf), options: sc.options, seed: sc.seed ?? 1 });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value.state;
  const patched = runTransition<DuneState, DuneEvent>(s, (d, emit) => applySetupPatch(d, sc.setup as SetupPatch, makeCtx(d, emit)));
  if (!patched.ok) throw new Error(patched.error.message);
  s = patched.value.state;
  for (const a of sc.actions ?? []) {
    const r = applyAction(s, { kind: 'seat', seat: factionOf(a.as) }, { do: a.do, args: a.args });
    if (!r.ok) throw new Error(`${a.do}: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

export const events = (out: ScenarioOutput): DuneEvent[] => out.results.flatMap((r) => (r.ok ? r.events : []));
export const eventsOf = <T extends EventType>(out: ScenarioOutput, type: T) => ofType(events(out), type);

/** Forces of a faction in a territory, from the public board. */
export const forcesIn = (out: ScenarioOutput, f: FactionId, territory: string): number =>
  out.state.board.filter((x) => x.faction === f && x.territory === territory).reduce((n, x) => n + x.forces, 0);

export const leaderAt = (out: ScenarioOutput, f: FactionId, name: string): string | undefined => out.views[f]?.leaders.find((l) => l.leader === name)?.location;

// biome-ignore lint/suspicious/noExplicitAny: the step is untyped JSON that tests walk freely
export const step = (out: ScenarioOutput) => out.state.step as Record<string, any>;

export const pass = (as: string): Action => ({ as, do: 'pass' });
export const plan = (as: string, args: Record<string, unknown>): Action => ({ as, do: 'plan', args });
