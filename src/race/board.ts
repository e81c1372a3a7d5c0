import type { RaceEvent } from './events';
import { GUARDS, type GuardId, type RaceSeat, seatName } from './seats';
import type { PlayerState, RaceState } from './state';
import { isStartSpace } from './track';
import { count } from './text';

/** Who stands where on the track, and what that means for a piece arriving: blocks and captures. */

export interface Block {
  readonly seat: RaceSeat;
  readonly guards: number;
}

function guardsOn(p: PlayerState, space: number): GuardId[] {
  return GUARDS.filter((g) => {
    const guard = p.guards[g];
    return guard.zone === 'track' && guard.space === space;
  });
}

/**
 * The opposing block, if any, that stops `size` pieces of `mover` moving together from entering
 * `space` (passing it or stopping on it). A Noble counts as one piece.
 */
export function blockAgainst(s: RaceState, mover: RaceSeat, space: number, size: number): Block | null {
  const { rules } = s;
  if (rules.safeStarts && isStartSpace(s.players, space)) return null;
  for (const q of s.players) {
    if (q.seat === mover) continue;
    const guards = guardsOn(q, space).length;
    if (guards >= rules.blockSize && (rules.blockStops === 'all-opponents' || size < guards)) return { seat: q.seat, guards };
  }
  return null;
}

/** "Blue's block of 2 Guards there stops …", `where` saying where the block stands. */
export function blockText(s: RaceState, block: Block, where: string): string {
  const whom = s.rules.blockStops === 'all-opponents' ? 'every opposing piece' : `any opposing group of fewer than ${count(block.guards, 'Guard')}`;
  return `${seatName(block.seat)}'s block of ${count(block.guards, 'Guard')} ${where} stops ${whom}`;
}

/**
 * Guards of `p` ending their move on `space` capture the opposing Guards there (they did not
 * stop the group, or it could not have arrived): back to their start, midpoint progress lost.
 * Not on a safe start, nor Guards sharing the space with their own Noble.
 */
export function captureAt(s: RaceState, p: PlayerState, space: number, emit: (e: RaceEvent) => void): void {
  const { rules } = s;
  if (!rules.capture || (rules.safeStarts && isStartSpace(s.players, space))) return;
  for (const q of s.players) {
    if (q.seat === p.seat || (rules.nobleProtects && q.noble === space)) continue;
    const victims = guardsOn(q, space);
    if (victims.length === 0) continue;
    for (const g of victims) q.guards[g] = { zone: 'track', space: q.start, midpoint: false };
    const points = rules.capturePoints * victims.length;
    p.combat += points;
    emit({ type: 'guards-captured', seat: p.seat, victim: q.seat, guards: victims, space, points });
  }
}
