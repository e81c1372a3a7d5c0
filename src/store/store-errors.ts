import type { GameError, Result } from '../engine/result';
import { err } from '../engine/result';
import type { Game as GameRow } from './generated/client';
import type { GameRecord, GameStatus } from './records';

export const nextStatuses: Readonly<Record<GameStatus, readonly GameStatus[]>> = {
  lobby: ['ended'],
  active: ['paused', 'finished', 'ended'],
  paused: ['active', 'finished', 'ended'],
  finished: [],
  ended: [],
};

export function gameNotFound(gameId: string): Result<never> {
  return err('game-not-found', `There is no game with id ${gameId}.`);
}

export function notStarted(game: GameRow): Result<never> {
  return err('game-not-started', `Game ${game.id} is still in its lobby: it has no state until it starts.`);
}

export function notActive(game: GameRow, what: string): Result<never> {
  return err('game-not-active', `Game ${game.id} is ${game.status}, so it cannot ${what} right now.`);
}

export function seatsFrozen(game: GameRow): Result<never> {
  return err(
    'seats-frozen',
    `Game ${game.id} is ${game.status}: seats can be taken or left only in the lobby. A moderator can hand a seat to another player instead.`,
  );
}

export function badStatusChange(game: GameRecord, status: GameStatus): Result<never> {
  if (status === 'active' && game.status === 'lobby') return err('bad-status-change', `Game ${game.id} is in its lobby: start it instead.`);
  const allowed = nextStatuses[game.status];
  const options = allowed.length > 0 ? `it can become ${allowed.join(' or ')}` : 'it is over';
  return err('bad-status-change', `Game ${game.id} is ${game.status} and cannot become ${status}: ${options}.`);
}

export function replayFailed(game: GameRow, error: GameError, seq?: number): Result<never> {
  const where = seq === undefined ? 'Its log' : `Log entry #${seq}`;
  return err(
    'replay-failed',
    `Game ${game.id} cannot be rebuilt: ${where} no longer applies (${error.message}). The rules changed under a stored game; restore the previous rules or ask a developer.`,
  );
}

export function writeConflict(gameId: string, rounds: number): Result<never> {
  return err(
    'write-conflict',
    `Game ${gameId} kept changing while your command was being saved (another bot process wrote to it ${rounds} times in a row), so it was not applied. Please try again.`,
  );
}

export function outboxKeyTaken(gameId: string): Result<never> {
  return err('outbox-key-taken', `One of the outbox keys is already used in game ${gameId}, so nothing was stored; keys must be unique within a game.`);
}

/** The command was judged on entry `expected`, and the game has moved on since: nothing was done. */
export function movedOn(game: GameRow, expected: number): Result<never> {
  return err('game-moved-on', `Game ${game.id} moved on (entry ${game.headSeq}, not ${expected}); the command was not applied.`);
}
