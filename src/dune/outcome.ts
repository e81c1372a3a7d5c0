import { allyOf } from './board';
import type { DuneEvent } from './events';
import type { GameOptions } from './options';
import { EMPTY_RECORD, type FactionRecord, tally } from './record';
import type { DuneState, FactionId, VictoryKind } from './state';

/** One faction at the end of a game: who it was allied with, whether it won, what it did. */
export interface FactionOutcome {
  readonly faction: FactionId;
  /** Its ally when the game ended (alliances are public). */
  readonly ally: FactionId | null;
  readonly won: boolean;
  readonly record: FactionRecord;
  /** The spice behind its shield at the end (revealed by the ending), bribes included. */
  readonly spice: number;
}

/** How a game that is over came out: the facts its result keeps. */
export interface Outcome {
  readonly options: GameOptions;
  /** The turn the game ended in. */
  readonly turn: number;
  /** The turns it was set to last. */
  readonly turns: number;
  /** Who won and how; null when nobody did (the last turn ended without a winner, or the game was stopped). */
  readonly winner: { readonly factions: readonly FactionId[]; readonly victory: VictoryKind | null; readonly reason: string } | null;
  /** In seating order. */
  readonly factions: readonly FactionOutcome[];
}

/**
 * The outcome of a game that is over: won or ended at its last turn (the state says so), or ended
 * by its host or a moderator (`stopped`). Null while the game goes on: the final spice is a
 * secret until then. `events` are the game's events from its start; only the public ones count.
 */
export function outcomeOf(s: DuneState, events: readonly DuneEvent[], stopped: boolean): Outcome | null {
  if (s.phase !== 'ended' && !stopped) return null;
  const record = tally({}, events);
  const winners = s.winner?.factions ?? [];
  return {
    options: { ...s.options, variants: [...s.options.variants] },
    turn: s.turn,
    turns: s.options.turns,
    winner: s.winner ? { factions: [...s.winner.factions], victory: s.winner.victory ?? null, reason: s.winner.reason } : null,
    factions: s.factions.map((faction) => ({
      faction,
      ally: allyOf(s, faction) ?? null,
      won: winners.includes(faction),
      record: record[faction] ?? EMPTY_RECORD,
      spice: (s.spice[faction] ?? 0) + (s.bribes[faction] ?? 0),
    })),
  };
}
