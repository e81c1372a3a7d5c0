import { type DuneEvent, type DuneGameState, eventsFor, type FactionId, factionsOf, type SeatView as PrivateView, seatView } from '../../dune';

/**
 * One change of the game as one seat may know it: its own views before and after, and the events
 * it may read (the public ones and its own private ones). Everything a DM says is built from this
 * alone, so no other seat's secret can reach it.
 */
export interface SeatChange {
  readonly seat: FactionId;
  /** null when the game has just been created. */
  readonly before: PrivateView | null;
  readonly after: PrivateView;
  readonly events: readonly DuneEvent[];
}

export function seatChange(
  change: { readonly before: DuneGameState | null; readonly after: DuneGameState; readonly events: readonly DuneEvent[] },
  seat: FactionId,
): SeatChange {
  return {
    seat,
    before: change.before && factionsOf(change.before).includes(seat) ? seatView(change.before, seat) : null,
    after: seatView(change.after, seat),
    events: eventsFor(change.events, seat),
  };
}
