import type { FactionId } from '../state';

/** One decision a phase waits for: whose, what (in the game's terms), and whether it is made in secret. */
export interface Awaited {
  readonly f: FactionId;
  readonly what: string;
  readonly secret?: true;
}

/** The factions whose every awaited decision is a secret one (see PhaseModule.decidingInPrivate). */
export const secretOnly = (awaited: readonly Awaited[]): FactionId[] =>
  [...new Set(awaited.map((a) => a.f))].filter((f) => awaited.every((a) => a.f !== f || a.secret));
