import type { DuneState, FactionId } from '../../state';
import { handFull } from '../../treachery';

/** A player whose hand is full may not bid, not even intending Karama (§8.2, S001-BID-11). */
export const mayBid = (s: DuneState, f: FactionId): boolean => !handFull(s, f);

export const eligibleBidders = (s: DuneState): FactionId[] => s.stormOrder.filter((f) => mayBid(s, f));

/**
 * The first player in storm order after `from` (going round the table, `from` itself last) that
 * satisfies `ok`; with `from` null the search starts at the First Player.
 */
export function nextInStormOrder(s: DuneState, from: FactionId | null, ok: (f: FactionId) => boolean): FactionId | undefined {
  const order = s.stormOrder;
  const start = from === null ? 0 : order.indexOf(from) + 1;
  for (let i = 0; i < order.length; i++) {
    const f = order[(start + i) % order.length] as FactionId;
    if (ok(f)) return f;
  }
  return undefined;
}
