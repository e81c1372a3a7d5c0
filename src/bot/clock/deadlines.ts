import type { ClockRecord } from '../../store/records';

/** Reminders of a wait: at half time, then two hours before its deadline (docs/deadlines.md). */
const REMINDER_LEAD_MS = 2 * 60 * 60_000;

/** A seat the game waits for, as the clock sees it. */
export interface Deciding<Seat extends string = string> {
  readonly seat: Seat;
  /** A battle plan (or the like): the game's longer deadline. */
  readonly long: boolean;
  /** Whether the channel may be told the game waits for it (not a secret decision such as Weather Control). */
  readonly named: boolean;
}

/**
 * When a decision of the current wait runs out: the wait's start + its length + the minutes added
 * to this wait. Null when the game waits for nobody. A hold does not move it until it is released
 * (then the time it lasted is added): `isHeld` tells the clock to wait meanwhile.
 */
export function deadlineOf(clock: ClockRecord, long: boolean): Date | null {
  if (!clock.waitStartedAt) return null;
  const minutes = (long ? clock.longDecisionMinutes : clock.decisionMinutes) + clock.extraMinutes;
  return new Date(clock.waitStartedAt.getTime() + minutes * 60_000);
}

/** The earliest deadline of these decisions, or null. */
export function earliestDeadline(clock: ClockRecord, deciding: readonly Deciding[]): Date | null {
  const times = deciding.flatMap((d) => deadlineOf(clock, d.long)?.getTime() ?? []);
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * The reminder due at `now` for a wait ending at `deadline` (1: half time, 2: two hours before),
 * or null. A reminder already sent is not due again; one missed (the bot was down) is replaced by
 * the later one, never sent late as well.
 */
export function reminderDue(clock: ClockRecord, deadline: Date, now: Date): 1 | 2 | null {
  if (!clock.waitStartedAt || now >= deadline) return null;
  const start = clock.waitStartedAt.getTime();
  const end = deadline.getTime();
  const second = end - REMINDER_LEAD_MS;
  if (clock.reminders < 2 && second > start && now.getTime() >= second) return 2;
  if (clock.reminders < 1 && now.getTime() >= start + (end - start) / 2) return 1;
  return null;
}

/** Whether a seat is away at `now` (its decisions take the safe default at once). */
export const isAway = (awayUntil: Date | undefined, now: Date): boolean => awayUntil !== undefined && awayUntil > now;
