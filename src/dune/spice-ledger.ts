import type { FactionId, TerritoryId } from './state';

/**
 * Where spice can be: behind a faction's shield, in front of it (bribes), on a piece of the board,
 * or in the bank. Every change of anybody's spice goes through the primitives in board.ts, which
 * record a move here with its source and sink, so that tests can check that the ledger of an
 * action explains every change of the state exactly.
 */
export type SpiceParty = FactionId | 'bank' | `board:${TerritoryId}#${number}` | `bribe:${FactionId}`;

export interface SpiceMove {
  readonly from: SpiceParty;
  readonly to: SpiceParty;
  readonly amount: number;
}

let active: SpiceMove[] | null = null;

export function recordSpice(from: SpiceParty, to: SpiceParty, amount: number): void {
  if (active && amount !== 0) active.push({ from, to, amount });
}

/** Runs `fn` (synchronous, like every transition) and returns the spice moves it made. */
export function captureSpiceLedger<T>(fn: () => T): { result: T; moves: SpiceMove[] } {
  const outer = active;
  const moves: SpiceMove[] = [];
  active = moves;
  try {
    return { result: fn(), moves };
  } finally {
    active = outer;
  }
}
