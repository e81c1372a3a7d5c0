import type { DuneEvent } from './events';
import type { FactionId } from './state';

/** What a faction did over a game, counted from its public events (the ending post's summary, and each result's). */
export interface FactionRecord {
  readonly battlesFought: number;
  readonly battlesWon: number;
  readonly spiceCollected: number;
  readonly cardsBought: number;
  readonly spicePaidForCards: number;
}

/** Each faction's record, for those that did anything counted. */
export type FactionRecords = Readonly<Partial<Record<FactionId, FactionRecord>>>;

export const EMPTY_RECORD: FactionRecord = { battlesFought: 0, battlesWon: 0, spiceCollected: 0, cardsBought: 0, spicePaidForCards: 0 };

const plus = (a: FactionRecord, b: Partial<FactionRecord>): FactionRecord => ({
  battlesFought: a.battlesFought + (b.battlesFought ?? 0),
  battlesWon: a.battlesWon + (b.battlesWon ?? 0),
  spiceCollected: a.spiceCollected + (b.spiceCollected ?? 0),
  cardsBought: a.cardsBought + (b.cardsBought ?? 0),
  spicePaidForCards: a.spicePaidForCards + (b.spicePaidForCards ?? 0),
});

/** The record after some more events; only public events count (a private one changes nothing here). */
export function tally(record: FactionRecords, events: readonly DuneEvent[]): FactionRecords {
  const next: Partial<Record<FactionId, FactionRecord>> = { ...record };
  const add = (f: FactionId, change: Partial<FactionRecord>) => {
    next[f] = plus(next[f] ?? EMPTY_RECORD, change);
  };
  for (const e of events) {
    if (e.to !== undefined) continue;
    if (e.type === 'battle-won') {
      add(e.winner, { battlesFought: 1, battlesWon: 1 });
      add(e.loser, { battlesFought: 1 });
    }
    if (e.type === 'spice-collected') add(e.faction, { spiceCollected: e.amount });
    // IX-6: the spice the HMS takes on its way is collected too.
    if (e.type === 'hms-moved' || e.type === 'hms-stayed') add(e.faction, { spiceCollected: e.collected.reduce((n, c) => n + c.amount, 0) });
    if (e.type === 'card-sold') add(e.faction, { cardsBought: 1, spicePaidForCards: e.price });
  }
  return next;
}
