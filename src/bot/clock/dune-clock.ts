import { awaitsLongDecision, type DuneGameState, type FactionId, factionsOf, publicView, viewsOf, waitedDecisionKinds } from '../../dune';
import type { GameRecord } from '../../store/records';
import { type Deciding, deadlineOf, isAway } from './deadlines';

/**
 * Every seat the rules wait for, secret decisions included (the clock must end those too); `named`
 * says whether the channel may be told. Computed from each seat's own choices, so nothing here
 * reads a secret the seat would not know.
 */
export function duneDeciding(state: DuneGameState): Deciding<FactionId>[] {
  const named = new Set(publicView(state).waitingFor);
  return factionsOf(state).flatMap((seat) => {
    const kinds = waitedDecisionKinds(state, seat);
    return kinds.length ? [{ seat, long: awaitsLongDecision(state, seat), named: named.has(seat) }] : [];
  });
}

/**
 * The deadlines the news shows (ISO): of the seats the channel names, and of each seat asked in
 * its DMs. None while the game is on hold, and none for a seat away (the clock answers for it).
 */
export function duneDeadlines(
  game: Pick<GameRecord, 'clock' | 'status'>,
  seats: readonly { readonly seat: FactionId; readonly awayUntil?: Date }[],
  state: DuneGameState,
  now: Date,
): Partial<Record<FactionId, string>> {
  if (game.status !== 'active' || game.clock.hold || !game.clock.waitStartedAt) return {};
  const views = viewsOf(state);
  const shown = factionsOf(state).filter((f) => views.public.waitingFor.includes(f) || views.own(f).awaited);
  const out: Partial<Record<FactionId, string>> = {};
  for (const seat of shown) {
    if (isAway(seats.find((s) => s.seat === seat)?.awayUntil, now)) continue;
    const at = deadlineOf(game.clock, awaitsLongDecision(state, seat));
    if (at) out[seat] = at.toISOString();
  }
  return out;
}
