import { Rng } from '../engine/rng';
import type { DuneEvent } from './events';
import type { DuneState } from './state';

/** What a phase step or an action handler may do besides changing the draft state. */
export interface Ctx {
  emit(event: DuneEvent): void;
  readonly rng: Rng;
  /** Marks the current phase finished; the driver then enters the next one. */
  endPhase(): void;
}

export function makeCtx(s: DuneState, emit: (e: DuneEvent) => void): Ctx & { phaseEnded: () => boolean; reset: () => void } {
  let ended = false;
  return {
    emit,
    rng: new Rng(s.rng),
    endPhase: () => {
      ended = true;
    },
    phaseEnded: () => ended,
    reset: () => {
      ended = false;
    },
  };
}
