import { expect } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import { runTransition } from '../../src/engine/game';
import { applyAction } from '../../src/dune/apply';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';

export type Action = { as: string; do: string; args?: Record<string, unknown> };

/** Runs a scenario that starts at the Shipment and Movement phase; fails the test if it cannot be set up. */
export function play(input: { factions: string[]; rules?: 'basic' | 'advanced'; variants?: string[]; setup: SetupPatch; actions?: Action[] }): ScenarioOutput {
  const scenario: Scenario = {
    seed: 7,
    factions: input.factions,
    options: { rules: input.rules ?? 'basic', variants: (input.variants ?? []) as never },
    setup: { phase: 'shipment-movement', ...input.setup },
    actions: input.actions ?? [],
  };
  const out = runScenario(scenario);
  if ('error' in out) throw new Error(`scenario failed: ${out.error.code}: ${out.error.message}`);
  return out;
}

/** The events of the i-th action, which must have been accepted. */
export function eventsOf(out: ScenarioOutput, i: number): DuneEvent[] {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} was rejected: ${r ? `${r.error.code}: ${r.error.message}` : 'no such action'}`);
  return r.events;
}

export function event(out: ScenarioOutput, i: number, type: string): DuneEvent {
  const e = eventsOf(out, i).find((x) => x.type === type);
  if (!e) throw new Error(`action ${i} emitted no ${type}: ${JSON.stringify(eventsOf(out, i))}`);
  return e;
}

/** Checks that the i-th action was rejected with `code`, and returns the message. */
export function rejected(out: ScenarioOutput, i: number, code: string): string {
  const r = out.results[i];
  expect(r?.ok, `action ${i} should be rejected with ${code}`).toBe(false);
  if (!r || r.ok) throw new Error('unreachable');
  expect(r.error.code).toBe(code);
  return r.error.message;
}

export function allOk(out: ScenarioOutput): void {
  for (const [i, r] of out.results.entries()) if (!r.ok) throw new Error(`action ${i} was rejected: ${r.error.code}: ${r.error.message}`);
}

/** Forces (and starred forces) a faction has in a territory, by sector (null = Polar Sink), as the public board shows them. */
export function forcesIn(
  out: ScenarioOutput,
  faction: string,
  territory: string,
): { sector: number | null; forces: number; elite?: number; advisor?: boolean }[] {
  return out.state.board
    .filter((x) => x.faction === faction && x.territory === territory)
    .map((x) => ({
      sector: x.sector,
      forces: x.forces,
      ...(x.elite > 0 ? { elite: x.elite } : {}),
      ...(x.faction === 'bene-gesserit' ? { advisor: x.advisor } : {}),
    }));
}

export const spiceOf = (out: ScenarioOutput, faction: string): number => out.views[faction]!.spice;
export const reservesOf = (out: ScenarioOutput, faction: string): number => out.views[faction]!.reserves.forces;

/** The same run as `play`, but returning the full internal state (for facts no view shows, e.g. advisedTurn). */
export function finalState(input: Parameters<typeof play>[0]): DuneState {
  const created = createGame({
    seats: input.factions as FactionId[],
    options: { rules: input.rules ?? 'basic', variants: (input.variants ?? []) as never },
    seed: 7,
  });
  if (!created.ok) throw new Error(created.error.message);
  const patched = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) =>
    applySetupPatch(s, { phase: 'shipment-movement', ...input.setup }, makeCtx(s, emit)),
  );
  if (!patched.ok) throw new Error(patched.error.message);
  let s = patched.value.state;
  for (const a of input.actions ?? []) {
    const r = applyAction(s, { kind: 'seat', seat: a.as as FactionId }, { do: a.do, args: a.args });
    if (!r.ok) throw new Error(`${a.do} rejected: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}
