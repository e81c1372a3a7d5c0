import type { Game as GameRow } from './generated/client';
import type { GameChange } from './game-writes';

/**
 * Whom a game waits for and since when, kept in the game's row by the write that changes it, so
 * that a deadline is in the database the moment the wait starts (docs/deadlines.md). A write that
 * makes the game wait for a seat it was not waiting for starts a new wait: its deadline, reminders
 * and extensions start afresh. A write after which the game waits for fewer of the same seats (one
 * of two battle plans came in) keeps the wait, and the deadline of those still deciding.
 */
export function waitChange(game: Pick<GameRow, 'waitingSeats' | 'waitStartedAt'>, waiting: readonly string[], now: Date): GameChange {
  if (waiting.length === 0) return game.waitStartedAt === null ? {} : noWait;
  const before = new Set(game.waitingSeats ? (JSON.parse(game.waitingSeats) as string[]) : []);
  const seats = JSON.stringify([...waiting].sort());
  if (game.waitStartedAt !== null && waiting.every((seat) => before.has(seat))) return seats === game.waitingSeats ? {} : { waitingSeats: seats };
  return { waitingSeats: seats, waitStartedAt: now, deadlineReminders: 0, deadlineExtraMinutes: 0 };
}

/** A game that waits for nobody (over, or between steps that need nobody). */
export const noWait: GameChange = { waitingSeats: null, waitStartedAt: null, deadlineReminders: 0, deadlineExtraMinutes: 0 };
