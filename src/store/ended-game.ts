import { replay } from '../engine/log';
import type { Result } from '../engine/result';
import { ok } from '../engine/result';
import type { Database } from './database';
import type { GameRowWithSeats } from './game-cache';
import { createParams, type GameReader, withSeats } from './game-reader';
import type { Action as ActionRow } from './generated/client';
import { toLogEntry } from './records';
import type { ActionOf, EventOf, GameRegistry, SeatOf, StateOf } from './registry';
import { buildResult, type GameResultRecord } from './result-records';
import { startedAt } from './results';
import { sql } from './sql';
import type { ResultRenderer } from './store';

export interface Ending<G extends GameRegistry> {
  /** Ended by its host or a moderator rather than by its rules. */
  readonly stopped: boolean;
  readonly endedAt: Date;
  readonly render: ResultRenderer<G>;
  /**
   * Read the final state from the whole log replayed (a back-fill: what the rules of today make of
   * an older game, e.g. how it was won, which older states did not record), rather than from the
   * latest snapshot. Falls back to the snapshot when the log no longer replays.
   */
  readonly replayed: boolean;
}

/**
 * The result of a game that is over, gathered for its result code: the game, its seats, its final
 * state and its whole log. Null when the game never started or the code records nothing.
 */
export async function resultOfEndedGame<G extends GameRegistry>(
  db: Database,
  reader: GameReader<G>,
  game: GameRowWithSeats,
  ending: Ending<G>,
): Promise<Result<GameResultRecord | null>> {
  const started = await startedAt(db, game.id);
  if (!started) return ok(null);
  const rows = await db.query<ActionRow>(sql`SELECT * FROM "Action" WHERE "gameId" = ${game.id} AND "seq" <= ${game.headSeq} ORDER BY "seq"`);
  const log = rows.map((row) => toLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>(row));
  const definition = reader.definitionOf(game);
  if (!definition.ok) return definition;
  const replayedState = ending.replayed ? replay(definition.value, createParams(game), log) : null;
  const state = replayedState?.ok ? ok(replayedState.value.state) : await reader.stateOf(game);
  if (!state.ok) return state;
  const { game: record, seats } = withSeats<G>(game);
  const input = ending.render({ game: record, seats, state: state.value as StateOf<G>, log, stopped: ending.stopped });
  return input ? buildResult(record, seats, input, log, started, ending.endedAt) : ok(null);
}
