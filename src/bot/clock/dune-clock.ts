import { type DuneGameState, type FactionId, factionsOf, LONG_DECISIONS, publicView, viewsOf, waitedDecisionKinds } from '../../dune';
import type { GameRecord } from '../../store/records';
import { type Deciding, deadlineOf, isAway } from './deadlines';

/** Whether the decision `seat` is asked for now is a long one (a battle plan). */
const isLong = (state: DuneGameState, seat: FactionId): boolean => waitedDecisionKinds(state, seat).some((k) => LONG_DECISIONS.has(k));

/**
 * Every seat the rules wait for, secret decisions included (the clock must end those too); `named`
 * says whether the channel may be told. Computed from each seat's own choices, so nothing here
 * reads a secret the seat would not know.
 */
export function duneDeciding(state: DuneGameState): Deciding<FactionId>[] {
  const named = new Set(publicView(state).waitingFor);
  return factionsOf(state).flatMap((seat) => {
    const kinds = waitedDecisionKinds(state, seat);
    return kinds.length ? [{ seat, long: kinds.some((k) => LONG_DECISIONS.has(k)), named: named.has(seat) }] : [];
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
  const shown = factionsOf(state).filter((f) => views.public.waitingFor.includes(f) || views.seat(f).awaited);
  const out: Partial<Record<FactionId, string>> = {};
  for (const seat of shown) {
    if (isAway(seats.find((s) => s.seat === seat)?.awayUntil, now)) continue;
    // Finding a seat's decisions costs dry runs (milliseconds a change): only a battle has long ones.
    const at = deadlineOf(game.clock, views.public.phase === 'battle' && isLong(state, seat));
    if (at) out[seat] = at.toISOString();
  }
  return out;
}
