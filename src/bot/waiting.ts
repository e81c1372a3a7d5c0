import { factionName } from '../dune/data/factions';
import { PHASE_MODULES } from '../dune/phases';
import type { DuneState, FactionId } from '../dune/state';
import type { DuneSeat } from './context';
import { list } from './presenters/format';

/** The factions the game waits for, with the users seated as them. */
function waitingSeats(state: DuneState, seats: readonly DuneSeat[]): { faction: FactionId; userId: string | null }[] {
  return PHASE_MODULES[state.phase].waitingFor(state).map((faction) => ({ faction, userId: seats.find((s) => s.seat === faction)?.userId ?? null }));
}

const mention = (userId: string | null, faction: FactionId): string => (userId ? `<@${userId}> (${factionName(faction)})` : factionName(faction));

/** The users the game waits for, as mentions, e.g. "<@1> (Atreides) and <@2> (Fremen)". */
function waitingMentions(state: DuneState, seats: readonly DuneSeat[]): string {
  return list(waitingSeats(state, seats).map((w) => mention(w.userId, w.faction)));
}

/**
 * The play-by-post line under every change: whom the game waits for (mentioned, so they are
 * notified) and what it expects of them. Null when it waits for nobody.
 */
export function waitingLine(state: DuneState, seats: readonly DuneSeat[], prefix = '⏳ Waiting for'): string | null {
  if (waitingSeats(state, seats).length === 0) return null;
  return `${prefix} ${waitingMentions(state, seats)}. ${PHASE_MODULES[state.phase].expecting(state)}`;
}

export const mentionedUsers = (state: DuneState, seats: readonly DuneSeat[]): string[] =>
  waitingSeats(state, seats).flatMap((w) => (w.userId ? [w.userId] : []));
