import { expect } from 'vitest';
import { runTransition } from '../../src/engine/game';
import { applyAction } from '../../src/dune/apply';
import { makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { ALL_CARDS, cardName } from '../../src/dune/data/cards';
import { ofType, type DuneEvent } from '../../src/dune/events';
import type { GameOptions } from '../../src/dune/options';
import { runScenario, type ScenarioOutput } from '../../src/dune/scenario';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';

export type Act = { as: string; do: string; args?: Record<string, unknown> };

export interface BiddingGame {
  factions?: string[];
  options?: Partial<GameOptions>;
  setup: SetupPatch;
  actions?: Act[];
}

const DEFAULT_FACTIONS = ['atreides', 'harkonnen', 'emperor'];

/** Runs a game placed at the start of the Bidding phase through the scenario runner. */
export function bidding({ factions = DEFAULT_FACTIONS, options, setup, actions = [] }: BiddingGame): ScenarioOutput {
  const out = runScenario({ seed: 11, factions, options, setup: { phase: 'bidding', ...setup }, actions });
  if ('error' in out) throw new Error(`scenario failed to set up: ${out.error.message}`);
  return out;
}

/** The same game, but the internal state (for what no view shows, like the order of the deck). */
export function biddingState({ factions = DEFAULT_FACTIONS, options, setup, actions = [] }: BiddingGame): DuneState {
  const created = createGame({ seats: factions as FactionId[], options, seed: 11 });
  if (!created.ok) throw new Error(created.error.message);
  const patched = runTransition<DuneState, DuneEvent>(created.value.state, (s, emit) => applySetupPatch(s, { phase: 'bidding', ...setup }, makeCtx(s, emit)));
  if (!patched.ok) throw new Error(patched.error.message);
  let state = patched.value.state;
  for (const a of actions) {
    const r = applyAction(state, { kind: 'seat', seat: a.as as FactionId }, { do: a.do, args: a.args });
    if (!r.ok) throw new Error(`${a.as} ${a.do}: ${r.error.message}`);
    state = r.value.state;
  }
  return state;
}

/** Every result accepted; returns the events of all the actions, in order. */
export function accepted(out: ScenarioOutput): DuneEvent[] {
  for (const [i, r] of out.results.entries()) expect(r, `action ${i}`).toMatchObject({ ok: true });
  return out.results.flatMap((r) => (r.ok ? r.events : []));
}

export const errorOf = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  if (!r || r.ok) throw new Error(`action ${i} was not rejected`);
  return r.error;
};

export { ofType };

/** Events a faction may see: the public ones and those addressed to it. */
export const visibleTo = (events: readonly DuneEvent[], f: FactionId) => events.filter((e) => !e.to || e.to.includes(f));

/** Names of every treachery card except the ones listed (one copy removed per mention). */
export function allCardNamesExcept(names: readonly string[]): string[] {
  const rest = ALL_CARDS.map(cardName);
  for (const n of names) {
    const i = rest.indexOf(n);
    if (i < 0) throw new Error(`no ${n} left`);
    rest.splice(i, 1);
  }
  return rest;
}

export const pass = (as: string): Act => ({ as, do: 'pass' });
export const bid = (as: string, amount?: number, karama?: boolean): Act => ({
  as,
  do: 'bid',
  args: { ...(amount !== undefined ? { amount } : {}), ...(karama !== undefined ? { karama } : {}) },
});
