import { replay } from '../engine/log';
import type { Result } from '../engine/result';
import { ok } from '../engine/result';
import type { Queryable } from './database';
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
   * The final state: the one the ending write judged on (`known`), or the whole log replayed (a
   * back-fill: what the rules of today make of an older game, e.g. how it was won, which older
   * states did not record), falling back to the latest snapshot when the log no longer replays.
   */
  readonly state: { readonly known: unknown } | 'replayed';
}

/**
 * The result of a game that is over, gathered for its result code: the game, its seats, its final
 * state and its whole log, read through `q` (inside the ending write's transaction, which has
 * just appended the last entry, or outside it for a back-fill). Null when the game never started
 * or the code records nothing.
 */
export async function resultOfEndedGame<G extends GameRegistry>(
  q: Queryable,
  reader: GameReader<G>,
  game: GameRowWithSeats,
  ending: Ending<G>,
): Promise<Result<GameResultRecord | null>> {
  const started = await startedAt(q, game.id);
  if (!started) return ok(null);
  const rows = await q.query<ActionRow>(sql`SELECT * FROM "Action" WHERE "gameId" = ${game.id} AND "seq" <= ${game.headSeq} ORDER BY "seq"`);
  const log = rows.map((row) => toLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>(row));
  const definition = reader.definitionOf(game);
  if (!definition.ok) return definition;
  const state = await finalState(reader, game, ending, () => replay(definition.value, createParams(game), log));
  if (!state.ok) return state;
  const { game: record, seats } = withSeats<G>(game);
  const input = ending.render({ game: record, seats, state: state.value as StateOf<G>, log, stopped: ending.stopped });
  return input ? buildResult(record, seats, input, log, started, ending.endedAt) : ok(null);
}

async function finalState<G extends GameRegistry>(
  reader: GameReader<G>,
  game: GameRowWithSeats,
  ending: Ending<G>,
  replayed: () => Result<{ state: unknown }>,
): Promise<Result<unknown>> {
  if (ending.state !== 'replayed') return ok(ending.state.known);
  const rebuilt = replayed();
  return rebuilt.ok ? ok(rebuilt.value.state) : reader.stateOf(game);
}
