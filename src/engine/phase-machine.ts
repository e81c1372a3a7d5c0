/**
 * A turn as a fixed cycle of phases. The machine only knows the order; what a phase does on
 * entry and which actions it accepts belong to the game.
 */
export interface PhaseCycle<P extends string> {
  readonly phases: readonly P[];
}

export function definePhaseCycle<P extends string>(phases: readonly P[]): PhaseCycle<P> {
  if (phases.length === 0) throw new Error('a phase cycle needs at least one phase');
  if (new Set(phases).size !== phases.length) throw new Error('a phase cycle may not repeat a phase');
  return { phases };
}

/** The phase after `current`; `wraps` is true when it starts a new turn. */
export function nextPhase<P extends string>(cycle: PhaseCycle<P>, current: P): { phase: P; wraps: boolean } {
  const i = cycle.phases.indexOf(current);
  if (i < 0) throw new Error(`unknown phase ${current}`);
  const wraps = i === cycle.phases.length - 1;
  return { phase: cycle.phases[wraps ? 0 : i + 1] as P, wraps };
}
