import { nextPhase, definePhaseCycle } from '../engine/phase-machine';
import type { Ctx } from './context';
import { PHASE_MODULES } from './phases';
import { payTechIncome } from './tech-tokens/income';
import { boardView } from './views';
import { PHASES, type DuneState, type PhaseId } from './state';
import { PHASE_TITLES } from './shape/phase';

const TURN = definePhaseCycle(PHASES);

/**
 * Phases whose end is a moment players look at the board: after the storm, after shipment and
 * movement, at the end of the turn. Their `phase-ended` event carries the board as it was then,
 * because one action may run on through later phases (the storm's last dial also reveals the
 * spice blow), so the state after the action is not that moment's board.
 */
export const BOARD_MOMENTS: readonly PhaseId[] = ['storm', 'shipment-movement', 'mentat'];

/** Enters `phase` and keeps going through phases that need nobody's decision. */
export function enterPhase(s: DuneState, ctx: Ctx & { phaseEnded(): boolean; reset(): void }, phase: PhaseId): void {
  ctx.reset();
  s.phase = phase;
  delete s.phaseActed;
  ctx.emit({ type: 'phase-started', phase, turn: s.turn, title: PHASE_TITLES[phase] });
  PHASE_MODULES[phase].enter(s, ctx);
  settle(s, ctx);
}

/** After a step or an action: while the current phase has ended, move on to the next one. */
export function settle(s: DuneState, ctx: Ctx & { phaseEnded(): boolean; reset(): void }): void {
  while (ctx.phaseEnded() && s.phase !== 'ended') {
    ctx.reset();
    // TECH-2…4: a Tech Token triggered in the phase pays as it ends.
    payTechIncome(s, ctx);
    ctx.emit({ type: 'phase-ended', phase: s.phase, turn: s.turn, ...(BOARD_MOMENTS.includes(s.phase) ? { board: boardView(s) } : {}) });
    const next = followingPhase(s);
    if (next.newTurn) {
      s.turn += 1;
      ctx.emit({ type: 'turn-started', turn: s.turn });
    }
    s.phase = next.phase;
    delete s.phaseActed;
    ctx.emit({ type: 'phase-started', phase: next.phase, turn: s.turn, title: PHASE_TITLES[next.phase] });
    PHASE_MODULES[next.phase].enter(s, ctx);
  }
}

function followingPhase(s: DuneState): { phase: PhaseId; newTurn: boolean } {
  if (s.winner) return { phase: 'ended', newTurn: false };
  if (s.phase === 'setup') return { phase: 'storm', newTurn: false };
  const { phase, wraps } = nextPhase(TURN, s.phase as (typeof PHASES)[number]);
  if (wraps && s.turn >= s.options.turns) return { phase: 'ended', newTurn: false };
  return { phase, newTurn: wraps };
}
