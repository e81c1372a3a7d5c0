/**
 * The seats of the race, by colour. Turn order is this order, whatever order the players joined
 * in, so the same seats always give the same game (the store hands seats over sorted by id).
 */
export const RACE_SEATS = ['red', 'blue', 'green', 'yellow'] as const;
export type RaceSeat = (typeof RACE_SEATS)[number];

/** Each player's four Guards; the number orders groups of the same size (S004-ORDER-2). */
export const GUARDS = ['G1', 'G2', 'G3', 'G4'] as const;
export type GuardId = (typeof GUARDS)[number];

export function isRaceSeat(value: unknown): value is RaceSeat {
  return typeof value === 'string' && (RACE_SEATS as readonly string[]).includes(value);
}

export function isGuardId(value: unknown): value is GuardId {
  return typeof value === 'string' && (GUARDS as readonly string[]).includes(value);
}

export function seatName(seat: RaceSeat): string {
  return seat.charAt(0).toUpperCase() + seat.slice(1);
}

export function guardNumber(guard: GuardId): number {
  return GUARDS.indexOf(guard) + 1;
}
