import { type DuneEvent, type DuneGameState, eventsFor, type FactionId, factionsOf, type OwnView, type PublicView, viewsOf } from '../../dune';

/**
 * A seat's view of a state as its DMs read it: the public view and the seat's own part, side by
 * side. The seat's whole view is the two copied into one object; the news reads every seat's at
 * every change, so it takes them as they are.
 */
export interface SeatNews {
  readonly public: PublicView;
  readonly own: OwnView;
}

/** A seat's news of a state: its parts are built once per state (`viewsOf`). */
export function seatNews(state: DuneGameState, seat: FactionId): SeatNews {
  const views = viewsOf(state);
  return { public: views.public, own: views.own(seat) };
}

/**
 * One change of the game as one seat may know it: its own views before and after, and the events
 * it may read (the public ones and its own private ones). Everything a DM says is built from this
 * alone, so no other seat's secret can reach it.
 */
export interface SeatChange {
  readonly seat: FactionId;
  /** null when the game has just been created. */
  readonly before: SeatNews | null;
  readonly after: SeatNews;
  readonly events: readonly DuneEvent[];
}

export function seatChange(
  change: { readonly before: DuneGameState | null; readonly after: DuneGameState; readonly events: readonly DuneEvent[] },
  seat: FactionId,
): SeatChange {
  return {
    seat,
    before: change.before && factionsOf(change.before).includes(seat) ? seatNews(change.before, seat) : null,
    after: seatNews(change.after, seat),
    events: eventsFor(change.events, seat),
  };
}
