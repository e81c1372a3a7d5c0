import type { Actor } from '../engine/game';
import { fail, type Result } from '../engine/result';
import { runTransition, type Transition } from '../engine/game';
import type { ActionSpec, DuneAction } from './actions/spec';
import { notYourMove } from './cards/use';
import { makeCtx } from './context';
import type { DuneEvent } from './events';
import { settle } from './flow';
import { PHASE_MODULES } from './phases';
import { ALL_ACTIONS, MODERATOR_ACTIONS } from './registry';
import type { DuneState, FactionId } from './state';
import { PHASE_TITLES } from './shape/phase';

export function applyAction(state: DuneState, actor: Actor<FactionId>, action: DuneAction): Result<Transition<DuneState, DuneEvent>> {
  return runTransition<DuneState, DuneEvent>(state, (s, emit) => {
    const ctx = makeCtx(s, emit);
    if (typeof action?.do !== 'string') fail('bad-action', 'An action needs a name in `do`, e.g. { "do": "ship", "args": { … } }.');
    if (actor.kind === 'moderator') {
      const spec = MODERATOR_ACTIONS.find((a) => a.name === action.do);
      if (!spec) fail('unknown-action', `There is no moderator action "${action.do}". Moderator actions: ${MODERATOR_ACTIONS.map((a) => a.name).join(', ')}.`);
      // The audit event names the override, who made it and why; its secret details travel in the
      // action's own private events, never in this public one.
      emit({ type: 'moderator-override', action: action.do, userId: actor.userId, reason: actor.reason });
      spec.run(s, s.factions[0] as FactionId, action.args, ctx);
      settle(s, ctx);
      return;
    }
    if (actor.kind !== 'seat') fail('bad-actor', 'Only a seated faction or a moderator can act.');
    const f = actor.seat;
    if (!s.factions.includes(f)) fail('not-in-game', `${f} is not playing in this game (factions: ${s.factions.join(', ')}).`);
    if (s.phase === 'ended')
      fail('game-over', s.winner ? `The game is over: ${s.winner.reason} No more actions are accepted.` : 'The game is over; no more actions are accepted.');
    const spec = pickSpec(s, f, action.do);
    spec.run(s, f, action.args, ctx);
    // A seat has acted in this phase; entering the next phase clears it (flow.ts).
    s.phaseActed = true;
    settle(s, ctx);
  });
}

/** The declarations sharing each name (`pass` has several), looked up once per action rather than filtered. */
const ACTIONS_BY_NAME = new Map<string, ActionSpec[]>();
for (const a of ALL_ACTIONS) ACTIONS_BY_NAME.set(a.name, [...(ACTIONS_BY_NAME.get(a.name) ?? []), a]);

function pickSpec(s: DuneState, f: FactionId, name: string): ActionSpec {
  const named = ACTIONS_BY_NAME.get(name) ?? [];
  const module = PHASE_MODULES[s.phase];
  if (named.length === 0) fail('unknown-action', `There is no action "${name}". Actions now: ${availableNow(s).join(', ') || 'none'}. ${module.expecting(s)}`);
  const spec = named.find((a) => (a.phases.includes('any') || a.phases.includes(s.phase)) && (!a.when || a.when(s)));
  if (!spec) {
    const phases = [...new Set(named.flatMap((a) => a.phases))].map((p) => (p === 'any' ? 'any phase' : PHASE_TITLES[p]));
    fail(
      'wrong-phase',
      `\`${name}\` is for the ${phases.join(' or ')} phase; the game is in the ${PHASE_TITLES[s.phase]} phase (turn ${s.turn}). ${module.expecting(s)}`,
    );
  }
  if (!spec.outOfTurn && !module.waitingFor(s).includes(f)) notYourMove(f, module.expecting(s));
  return spec;
}

/** Names of the actions accepted in the current step (for error messages and /game status). */
export function availableNow(s: DuneState): string[] {
  return [...new Set(ALL_ACTIONS.filter((a) => (a.phases.includes('any') || a.phases.includes(s.phase)) && (!a.when || a.when(s))).map((a) => a.name))];
}
