import { type DuneGameState, type FactionId, publicView } from '../dune';
import { withCommands } from './text/commands';
import type { DuneSeat } from './context';
import { channelWords } from './text/channel';

/**
 * The factions the channel is told the game waits for, with the users seated as them. This is
 * the public view's list, never the rules' private one: in the Storm phase, naming whom the game
 * asks about Weather Control would tell the table who holds it.
 */
function waitingSeats(state: DuneGameState, seats: readonly DuneSeat[]): { faction: FactionId; userId: string | null }[] {
  return publicView(state).waitingFor.map((faction) => ({ faction, userId: seats.find((s) => s.seat === faction)?.userId ?? null }));
}

/**
 * The play-by-post line under a change: whom the game waits for (mentioned, so they are notified)
 * and what it expects of them, both from the public view. When the public list is empty the game
 * may still wait for a secret decision: the public `expecting` sentence says so without names.
 * Null when the game is over.
 */
export function waitingLine(state: DuneGameState, seats: readonly DuneSeat[], prefix?: string): string | null {
  const view = publicView(state);
  if (view.phase === 'ended') return null;
  const waiting = waitingSeats(state, seats);
  const expecting = withCommands(view.expecting, view.phase);
  return channelWords.waiting(
    waiting.map((w) => channelWords.seat(w.userId, w.faction)),
    expecting,
    prefix,
  );
}

/** The users named (and so pinged) in the waiting line: only those the public view names. */
export const mentionedUsers = (state: DuneGameState, seats: readonly DuneSeat[]): string[] =>
  waitingSeats(state, seats).flatMap((w) => (w.userId ? [w.userId] : []));
