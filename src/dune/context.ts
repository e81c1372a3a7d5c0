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

/**
 * One per transition, so every action makes one. A class, not an object of arrow functions: under
 * tsx (esbuild's keepNames) each named closure costs an `Object.defineProperty` call when made,
 * which was a few per cent of the engine's time per action (bench/engine.ts).
 */
class TransitionCtx implements Ctx {
  readonly rng: Rng;
  private ended = false;

  constructor(
    s: DuneState,
    readonly emit: (e: DuneEvent) => void,
  ) {
    this.rng = new Rng(s.rng);
  }

  endPhase(): void {
    this.ended = true;
  }

  phaseEnded(): boolean {
    return this.ended;
  }

  reset(): void {
    this.ended = false;
  }
}

export function makeCtx(s: DuneState, emit: (e: DuneEvent) => void): Ctx & { phaseEnded: () => boolean; reset: () => void } {
  return new TransitionCtx(s, emit);
}
