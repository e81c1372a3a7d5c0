import { expect } from 'vitest';
import { runTransition } from '../../src/engine/game';
import { applyAction } from '../../src/dune/apply';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { ofType, type DuneEvent } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { applySetupPatch } from '../../src/dune/setup-patch';
import { captureSpiceLedger, type SpiceMove } from '../../src/dune/spice-ledger';
import type { DuneState, FactionId } from '../../src/dune/state';
import { resolveFaction } from '../../src/dune/names';
import { brokenInvariants } from '../support/invariants';

/** A faction id from a name as scenario files give it; a test with a bad name fails here. */
export function factionOf(name: string): FactionId {
  const f = resolveFaction(name);
  if (!f.ok) throw new Error(f.error.message);
  return f.value;
}

export interface Checked extends ScenarioOutput {
  /** The internal state after the last action (for what no view shows). */
  final: DuneState;
  /** The spice moves of each action, in order (empty for a rejected one). */
  ledgers: SpiceMove[][];
}

/**
 * Runs a scenario through the scenario runner, and replays it on the internal state checking
 * after every accepted action that forces add up, every card is in one place and the spice ledger
 * explains every change (test/support/invariants.ts).
 */
export function run(scenario: Scenario): Checked {
  const out = runScenario(scenario);
  if ('error' in out) throw new Error(`scenario failed to set up: ${out.error.message}`);
  const created = createGame({ seats: scenario.factions.map(factionOf), options: scenario.options, seed: scenario.seed ?? 1 });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value.state;
  if (scenario.setup) {
    const patched = runTransition<DuneState, DuneEvent>(s, (d, emit) => applySetupPatch(d, scenario.setup!, makeCtx(d, emit)));
    if (!patched.ok) throw new Error(patched.error.message);
    s = patched.value.state;
  }
  const ledgers: SpiceMove[][] = [];
  for (const a of scenario.actions ?? []) {
    const { result, moves } = captureSpiceLedger(() => applyAction(s, { kind: 'seat', seat: factionOf(a.as) }, { do: a.do, args: a.args }));
    if (result.ok) {
      expect(brokenInvariants(s, result.value.state, moves), `${a.as} ${a.do}`).toEqual([]);
      s = result.value.state;
      ledgers.push(moves);
    } else ledgers.push([]);
  }
  return { ...out, final: s, ledgers };
}

export const errorOf = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r || r.ok) throw new Error(`action ${i} was not rejected: ${JSON.stringify(r)}`);
  return r.error;
};

export const eventsOf = (out: ScenarioOutput, i: number): DuneEvent[] => {
  const r = out.results[i];
  if (!r?.ok) throw new Error(`action ${i} was rejected: ${JSON.stringify(r)}`);
  return r.events;
};

export const allEvents = (out: ScenarioOutput): DuneEvent[] => out.results.flatMap((r) => (r.ok ? r.events : []));

export { ofType };

/** Every action accepted. */
export function allAccepted(out: ScenarioOutput): void {
  for (const [i, r] of out.results.entries()) expect(r, `action ${i}`).toMatchObject({ ok: true });
}
