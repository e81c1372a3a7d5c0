import { cloneJson } from '../engine/clone';
import type { LogEntry } from '../engine/log';
import { replay } from '../engine/log';
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { Database } from './database';
import type { GameCache, GameRowWithSeats } from './game-cache';
import type { Action as ActionRow, Game as GameRow, Seat as SeatRow, Snapshot as SnapshotRow } from './generated/client';
import type { SeatRecord } from './records';
import { toGameRecord, toLogEntry, toSeatRecord } from './records';
import type { AnyGameDefinition, EventOf, GameRegistry, OptionsOf, SeatOf, StateOf } from './registry';
import { type Sql, sql } from './sql';
import type { Applied, GameWithSeats, LoadedGame } from './store';
import { gameNotFound, notStarted, replayFailed } from './store-errors';

/**
 * How the store reads a game: its row (cached, or read again when its version is stale), its
 * state at any entry (the cached head, or the nearest known state plus a replay of the entries
 * after it) and the stored answer of an interaction applied before.
 */
export class GameReader<G extends GameRegistry> {
  constructor(
    private readonly db: Database,
    private readonly cache: GameCache,
    private readonly games: G,
    private readonly snapshotEvery: number,
  ) {}

  /** The game and its state at its head; the state is the cache's own (copy it before handing it out). */
  async loaded(game: GameRowWithSeats): Promise<Result<LoadedGame<G>>> {
    const state = await this.stateOf(game);
    if (!state.ok) return state;
    return ok({ ...withSeats<G>(game), state: state.value as StateOf<G>, seq: game.headSeq });
  }

  async stateOf(game: GameRowWithSeats): Promise<Result<unknown>> {
    const definition = this.definitionOf(game);
    if (!definition.ok) return definition;
    const state = await this.stateAt(game, definition.value, game.headSeq);
    if (state.ok) this.cache.heads.set(game.id, { seq: game.headSeq, state: state.value });
    return state;
  }

  /**
   * The state after entry `seq`: the cached head, or the newest known state before it (the
   * cached head if it is close, else the latest snapshot) plus the entries after that. The result
   * may be the cached object itself: read it, never change it.
   */
  async stateAt(game: GameRowWithSeats, definition: AnyGameDefinition, seq: number): Promise<Result<unknown>> {
    const cached = this.cache.heads.get(game.id);
    if (cached?.seq === seq) return ok(cached.state);
    let base: { seq: number; state: unknown };
    if (cached && cached.seq < seq && seq - cached.seq <= this.snapshotEvery) {
      base = cached;
    } else {
      const [snapshot] = await this.db.query<Pick<SnapshotRow, 'seq' | 'state'>>(
        sql`SELECT "seq", "state" FROM "Snapshot" WHERE "gameId" = ${game.id} AND "seq" <= ${seq} ORDER BY "seq" DESC LIMIT 1`,
      );
      if (!snapshot) return notStarted(game);
      base = { seq: snapshot.seq, state: JSON.parse(snapshot.state) };
    }
    const tail = await this.db.query<ActionRow>(
      sql`SELECT * FROM "Action" WHERE "gameId" = ${game.id} AND "seq" > ${base.seq} AND "seq" <= ${seq} ORDER BY "seq"`,
    );
    let state = base.state;
    for (const row of tail) {
      const entry = toLogEntry<string, unknown, unknown>(row);
      if (entry.kind === 'audit') continue;
      // Each undo is stored with a snapshot, so a tail rarely holds one; when it does (the
      // snapshot is missing, or the base is the cached head), the whole log decides.
      if (entry.kind === 'undo') {
        const rebuilt = replay(definition, createParams(game), await this.readLog(game.id, seq));
        return rebuilt.ok ? ok(rebuilt.value.state) : replayFailed(game, rebuilt.error);
      }
      const next = definition.apply(state, entry.actor, entry.action);
      if (!next.ok) return replayFailed(game, next.error, row.seq);
      state = next.value.state;
    }
    return ok(state);
  }

  /** The stored answer if `interactionId` was used before, else null (no lookup when the cache knows it is new). */
  async duplicateOf(game: GameRowWithSeats, interactionId: string, fresh: boolean): Promise<Result<Applied<G>> | null> {
    if (!fresh && !(await this.knownInteractions(game.id)).has(interactionId)) return null;
    return this.findDuplicate(game, interactionId);
  }

  /** The stored answer for an interaction applied before, or null if it is new. */
  async findDuplicate(game: GameRowWithSeats, interactionId: string): Promise<Result<Applied<G>> | null> {
    const [row] = await this.db.query<ActionRow>(sql`SELECT * FROM "Action" WHERE "interactionId" = ${interactionId}`);
    if (!row) return null;
    if (row.gameId !== game.id) return err('interaction-reused', `Interaction ${interactionId} was already used for another game.`);
    const definition = this.definitionOf(game);
    if (!definition.ok) return definition;
    const current = game.headSeq >= row.seq ? game : await this.readGame(game.id).then((r) => (r.ok ? r.value : game));
    const state = await this.stateAt(current, definition.value, row.seq);
    if (!state.ok) return state;
    return ok({ seq: row.seq, state: cloneJson(state.value) as StateOf<G>, events: JSON.parse(row.events) as EventOf<G>[], duplicate: true });
  }

  async knownInteractions(gameId: string): Promise<Set<string>> {
    let known = this.cache.interactions.get(gameId);
    if (!known) {
      const rows = await this.db.query<{ interactionId: string }>(
        sql`SELECT "interactionId" FROM "Action" WHERE "gameId" = ${gameId} AND "interactionId" IS NOT NULL`,
      );
      known = new Set(rows.map((r) => r.interactionId));
      this.cache.interactions.set(gameId, known);
    }
    return known;
  }

  async readLog(gameId: string, upTo: number): Promise<LogEntry<string, unknown>[]> {
    const rows = await this.db.query<ActionRow>(sql`SELECT * FROM "Action" WHERE "gameId" = ${gameId} AND "seq" <= ${upTo} ORDER BY "seq"`);
    return rows.map((row) => toLogEntry<string, unknown, unknown>(row));
  }

  /** The game as the database has it now: the cached row if its version is current, else read again. */
  async currentGame(gameId: string): Promise<Result<GameRowWithSeats>> {
    const cached = this.cache.rows.get(gameId);
    if (cached && (await this.isCurrent(cached))) return ok(cached);
    this.cache.forget(gameId);
    return this.readGame(gameId);
  }

  async isCurrent(game: GameRowWithSeats): Promise<boolean> {
    const [row] = await this.db.query<{ version: number }>(sql`SELECT "version" FROM "Game" WHERE "id" = ${game.id}`);
    return row?.version === game.version;
  }

  /** Reads the game with its seats in one statement, so they come from one snapshot. */
  async readGame(gameId: string): Promise<Result<GameRowWithSeats>> {
    const [game] = await this.readGames(sql`g."id" = ${gameId}`);
    if (!game) {
      this.cache.drop(gameId);
      return gameNotFound(gameId);
    }
    this.cache.rows.set(gameId, game);
    return ok(game);
  }

  /**
   * The games a lookup finds (by channel, by player), each with its seats, in one statement. The
   * cache takes each row whose version is newer than its own: the command that follows the lookup
   * judges on it, so the lookup is the command's one read (its write checks the version again).
   */
  async findGames(where: Sql): Promise<GameRowWithSeats[]> {
    const games = await this.readGames(where);
    for (const game of games) {
      const cached = this.cache.rows.get(game.id);
      if (cached && cached.version >= game.version) continue;
      this.cache.forget(game.id);
      this.cache.rows.set(game.id, game);
    }
    return games;
  }

  private async readGames(where: Sql): Promise<GameRowWithSeats[]> {
    const rows = await this.db.query<GameRow & { seatId: string | null; seatUserId: string | null; seatAwayUntil: Date | string | null }>(
      sql`SELECT g.*, s."seat" AS "seatId", s."userId" AS "seatUserId", s."awayUntil" AS "seatAwayUntil" FROM "Game" g LEFT JOIN "Seat" s ON s."gameId" = g."id"
          WHERE ${where} ORDER BY g."id", s."seat"`,
    );
    const games = new Map<string, GameRowWithSeats & { seats: SeatRow[] }>();
    for (const { seatId, seatUserId, seatAwayUntil, ...row } of rows) {
      const game = games.get(row.id) ?? { ...row, seats: [] };
      games.set(row.id, game);
      if (seatId !== null && seatUserId !== null) {
        game.seats.push({ gameId: row.id, seat: seatId, userId: seatUserId, awayUntil: seatAwayUntil === null ? null : new Date(seatAwayUntil) });
      }
    }
    return [...games.values()];
  }

  definitionOf(game: GameRow): Result<AnyGameDefinition> {
    if (!Object.hasOwn(this.games, game.gameType)) {
      return err('unknown-game-type', `Game ${game.id} is a "${game.gameType}" game, which this bot does not know.`);
    }
    return ok(this.games[game.gameType] as AnyGameDefinition);
  }
}

/**
 * What `create` gets, at start and at every replay. Seats come sorted by id, not in joining
 * order, so the same seats always give the same game.
 */
export function createParams(game: GameRowWithSeats): { seats: string[]; options: unknown; seed: string } {
  return { seats: game.seats.map((s) => s.seat), options: JSON.parse(game.options), seed: game.seed };
}

export function seatRecords<Seat extends string>(seats: readonly SeatRow[]): SeatRecord<Seat>[] {
  return seats.map((s) => toSeatRecord<Seat>(s));
}

export function withSeats<G extends GameRegistry>(game: GameRowWithSeats): GameWithSeats<G> {
  return { game: toGameRecord<OptionsOf<G>>(game), seats: seatRecords<SeatOf<G>>(game.seats) };
}
