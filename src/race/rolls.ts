import { Rng } from '../engine/rng';
import type { RaceEvent } from './events';
import type { PlayerState, RaceState } from './state';

/** The roll store: dice enter it at the start of a turn and leave when a Guard moves by them. */

/** Rolls the turn's dice into `p`'s store, from the race's own generator. */
export function rollInto(s: RaceState, p: PlayerState, round: number, emit: (e: RaceEvent) => void): void {
  const rng = new Rng(s.rng);
  const rolled = Array.from({ length: s.rules.dicePerTurn }, () => rng.int(s.rules.dieSides) + 1);
  p.store.push(...rolled);
  emit({ type: 'turn-started', seat: p.seat, round, rolled, store: [...p.store] });
}

export function total(rolls: readonly number[]): number {
  return rolls.reduce((a, b) => a + b, 0);
}

/** `from` with each roll of `take` removed once, or null when `from` lacks one of them. */
export function without(from: readonly number[], take: readonly number[]): number[] | null {
  const left = [...from];
  for (const roll of take) {
    const i = left.indexOf(roll);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}
