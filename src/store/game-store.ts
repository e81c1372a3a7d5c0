import { randomUUID } from 'node:crypto';
import { cloneJson } from '../engine/clone';
import type { AuditNote } from '../engine/log';
import { effectiveActions, replay } from '../engine/log';
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { Database, Queryable } from './database';
import { violates } from './database';
import { GameCache, type GameRowWithSeats } from './game-cache';
import { appendEntry, type GameChange, insertSnapshot, interactionKey, type LogRow, liveChannelKey, updatedRow, updateGame } from './game-writes';
import type { Action as ActionRow, Game as GameRow, Seat as SeatRow } from './generated/client';
import { createParams, GameReader, seatRecords, withSeats } from './game-reader';
import type { KeyedQueue } from './keyed-queue';
import {
  type Change,
  insertOutbox,
  type OutboxMessage,
  type OutboxRecord,
  type OutboxRenderer,
  outboxKey,
  parseMemory,
  type PreparedOutbox,
  prepareOutbox,
  prepareRendered,
} from './outbox';
import * as delivery from './outbox-delivery';
import { type Ending, resultOfEndedGame } from './ended-game';
import type { GameResultRecord } from './result-records';
import * as results from './results';
import type { GameRecord, GameStatus, SeatRecord, StoredLogEntry } from './records';
import { isLive, toGameRecord, toLogEntry, toStatus } from './records';
import type { ActionOf, AnyGameDefinition, EventOf, GameRegistry, OptionsOf, SeatOf, StateOf } from './registry';
import { sql } from './sql';
import { noWait, waitChange } from './waits';
import type {
  Applied,
  ApplyCommand,
  Audit,
  ClaimedReminder,
  ClockWrite,
  ClockWritten,
  GameWithSeats,
  LoadedGame,
  NewGame,
  Played,
  PlayCommand,
  ReminderClaim,
  Started,
  Store,
  ResultRenderer,
  UndoCommand,
  WriteOptions,
} from './store';
import { badStatusChange, movedOn, nextStatuses, notActive, notStarted, outboxKeyTaken, replayFailed, seatsFrozen, writeConflict } from './store-errors';

/** `updateGame` found the game changed by another writer: judge the command again. */
const conflict = Symbol('conflict');
type Conflict = typeof conflict;

/** A committed write's value, and what the process then remembers of the game. */
interface Written<T> {
  readonly value: T;
  readonly remember: () => void;
}

/** What a command decided after looking at the game: an answer that writes nothing, or one transaction. */
type Decision<T> =
  | { readonly answer: Result<T> }
  | {
      readonly write: (tx: Queryable) => Promise<Written<T> | Conflict>;
      /** The interaction the write stores, and the answer stored for it if the log holds it already. */
      readonly interaction?: { readonly id: string; readonly stored?: () => Promise<Result<T> | null> };
    };

/** A renderer's refusal, thrown out of a transaction so that it rolls back. */
class RenderRefused extends Error {
  constructor(readonly refusal: Result<never>) {
    super('The outbox renderer refused the write.');
  }
}

/** How often a command is judged again because other processes keep writing to its game. */
const maxRounds = 25;

export class GameStore<G extends GameRegistry> implements Store<G> {
  private readonly reader: GameReader<G>;

  constructor(
    private readonly db: Database,
    private readonly games: G,
    private readonly snapshotEvery: number,
    /** When a wait starts (StoreOptions.clock). */
    private readonly clock: () => Date,
    /** One command of a game at a time in this process (StoreOptions.queue). */
    private readonly queue: KeyedQueue,
    /** What this process remembers of the games: shared by the store and its typed views (`only`). */
    private readonly cache = new GameCache(),
  ) {
    this.reader = new GameReader(db, cache, games, snapshotEvery);
  }

  only<K extends keyof G & string>(): Store<Pick<G, K>> {
    // Every game stays known (a registry of more games than `K` is one of `K`'s): only the type narrows.
    return new GameStore<Pick<G, K>>(this.db, this.games, this.snapshotEvery, this.clock, this.queue, this.cache);
  }

  async createGame(input: NewGame<G>, options: WriteOptions<G> = {}): Promise<Result<GameRecord<OptionsOf<G>>>> {
    if (!Object.hasOwn(this.games, input.gameType)) {
      return err('unknown-game-type', `There is no game type "${input.gameType}"; this bot knows ${Object.keys(this.games).join(', ')}.`);
    }
    const now = new Date();
    try {
      const created = await this.db.transaction(async (tx) => {
        const [inserted] = await tx.query<GameRow>(sql`INSERT INTO "Game"
        ("id", "gameType", "guildId", "channelId", "liveChannelId", "status", "options", "seed", "createdBy", "createdAt", "updatedAt",
         "headSeq", "reminderIntervalMinutes", "lastActivityAt", "moderatorRoleId", "quietHours", "version", "outboxCount",
         "decisionMinutes", "longDecisionMinutes", "safeDefaults")
        VALUES (${randomUUID()}, ${input.gameType}, ${input.guildId}, ${input.channelId}, ${input.channelId}, 'lobby', ${JSON.stringify(input.options)},
                ${String(input.seed)}, ${input.createdBy}, ${now}, ${now}, 0, ${input.reminderIntervalMinutes ?? 720}, ${now}, ${input.moderatorRoleId ?? null}, ${input.quietHours ?? null}, 0, 0,
                ${input.clock?.decisionMinutes ?? 1440}, ${input.clock?.longDecisionMinutes ?? 2880}, ${input.clock?.safeDefaults ?? true})
        RETURNING *`);
        if (!inserted) throw new Error('INSERT … RETURNING gave no row.');
        // The lobby post is written with the game: a crash never leaves a game nobody was told of.
        const outbox = this.render({ ...inserted, seats: [] }, {}, options.outbox, now, { before: null, after: null, events: [], seq: 0 });
        if (!outbox.ok) throw new RenderRefused(outbox);
        const rows = outbox.value.messages.length;
        if (rows === 0) return inserted;
        const [row] = await tx.query<GameRow>(sql`UPDATE "Game" SET "outboxCount" = ${rows}, "newsMemory" = ${outbox.value.memory ?? null}
          WHERE "id" = ${inserted.id} RETURNING *`);
        await insertOutbox(tx, inserted.id, 1, null, outbox.value, now);
        return row ?? inserted;
      });
      this.cache.rows.set(created.id, { ...created, seats: [] });
      return ok(toGameRecord<OptionsOf<G>>(created));
    } catch (error) {
      if (error instanceof RenderRefused) return error.refusal;
      if (!violates(error, liveChannelKey)) throw error;
      const live = await this.findActiveGameByChannel(input.channelId);
      const which = live ? `a ${live.gameType} game (${live.id}, ${live.status})` : 'a game';
      return err('channel-busy', `This channel already has ${which}. End it first, or start the new game in another channel or thread.`);
    }
  }

  seat(gameId: string, seat: SeatOf<G>, userId: string, options: WriteOptions<G> = {}): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.decideInQueue(gameId, async (game) => {
      if (game.status !== 'lobby') return { answer: seatsFrozen(game) };
      const holder = game.seats.find((s) => s.seat === seat);
      if (holder?.userId === userId) return { answer: ok(seatRecords<SeatOf<G>>(game.seats)) };
      if (holder) return { answer: err('seat-taken', `${seat} is already taken by <@${holder.userId}>.`) };
      const own = game.seats.find((s) => s.userId === userId);
      if (own) return { answer: err('already-seated', `<@${userId}> already sits at ${own.seat}; leave that seat first.`) };
      return this.changeSeats(game, [...game.seats, { gameId, seat, userId, awayUntil: null }], options, (tx) =>
        tx.execute(sql`INSERT INTO "Seat" ("gameId", "seat", "userId") VALUES (${gameId}, ${seat}, ${userId})`),
      );
    });
  }

  unseat(gameId: string, seat: SeatOf<G>, options: WriteOptions<G> = {}): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.decideInQueue(gameId, async (game) => {
      if (game.status !== 'lobby') return { answer: seatsFrozen(game) };
      if (!game.seats.some((s) => s.seat === seat)) return { answer: err('seat-empty', `Nobody sits at ${seat}.`) };
      return this.changeSeats(
        game,
        game.seats.filter((s) => s.seat !== seat),
        options,
        (tx) => tx.execute(sql`DELETE FROM "Seat" WHERE "gameId" = ${gameId} AND "seat" = ${seat}`),
      );
    });
  }

  replaceSeat(gameId: string, seat: SeatOf<G>, newUserId: string, audit?: Audit<G>, options: WriteOptions<G> = {}): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.decideInQueue(gameId, async (game) => {
      if (!isLive(toStatus(game.status))) return { answer: err('game-over', `Game ${gameId} is ${game.status}; its seats no longer change.`) };
      const holder = game.seats.find((s) => s.seat === seat);
      if (!holder) return { answer: err('seat-empty', `Nobody sits at ${seat}, so there is nobody to replace.`) };
      if (holder.userId === newUserId) return { answer: ok(seatRecords<SeatOf<G>>(game.seats)) };
      const own = game.seats.find((s) => s.userId === newUserId);
      if (own) return { answer: err('already-seated', `<@${newUserId}> already sits at ${own.seat} in this game.`) };
      const seats = game.seats.map((s) => (s.seat === seat ? { ...s, userId: newUserId } : s));
      return this.auditedWrite(game, seats, {}, audit, { what: 'replace-player', seat, from: holder.userId, to: newUserId }, options, (tx) =>
        tx.execute(sql`UPDATE "Seat" SET "userId" = ${newUserId} WHERE "gameId" = ${gameId} AND "seat" = ${seat}`),
      ).then((decision) => mapDecision(decision, () => seatRecords<SeatOf<G>>(seats)));
    });
  }

  recordAudit(gameId: string, audit: Audit<G>, note: AuditNote, options: WriteOptions<G> = {}): Promise<Result<void>> {
    return this.decideInQueue(gameId, async (game) => mapDecision(await this.auditedWrite(game, game.seats, {}, audit, note, options), () => undefined));
  }

  startGame(gameId: string, options: WriteOptions<G> = {}): Promise<Result<Started<G>>> {
    return this.decideInQueue(gameId, async (game) => {
      if (game.status !== 'lobby') return { answer: err('already-started', `Game ${gameId} has already started (it is ${game.status}).`) };
      const definition = this.reader.definitionOf(game);
      if (!definition.ok) return { answer: definition };
      const created = definition.value.create(createParams(game));
      if (!created.ok) return { answer: created };
      const { state, events } = created.value;
      const now = new Date();
      const judged: GameChange = { status: 'active', headSeq: 0, lastActivityAt: now, ...waitChange(game, definition.value.waitingFor(state), this.clock()) };
      const outbox = this.render(game, judged, options.outbox, now, { before: null, after: state, events, seq: 0 });
      if (!outbox.ok) return { answer: outbox };
      const change = withMemory(judged, outbox.value);
      return {
        write: async (tx) => {
          const count = await updateGame(tx, game, change, outbox.value.messages.length, now);
          if (count === null) return conflict;
          await insertSnapshot(tx, gameId, 0, state, now);
          await insertOutbox(tx, gameId, count - outbox.value.messages.length + 1, 0, outbox.value, now);
          const row = updatedRow(game, change, count, now);
          return {
            value: { seq: 0 as const, state: cloneJson(state) as StateOf<G>, events: events as EventOf<G>[] },
            remember: () => {
              this.cache.rows.set(gameId, row);
              this.cache.heads.set(gameId, { seq: 0, state });
            },
          };
        },
      };
    });
  }

  async apply(gameId: string, command: ApplyCommand<G>, options: WriteOptions<G> = {}): Promise<Result<Applied<G>>> {
    // The state judged stays inside (only the outcome is returned): no copy of it.
    const played = await this.judgeAndApply<never>(gameId, { ...command, judge: () => command }, options, (state) => state);
    if (!played.ok) return played;
    const { outcome } = played.value;
    return 'refused' in outcome ? outcome.refused : outcome;
  }

  play<R>(gameId: string, command: PlayCommand<G, R>, options: WriteOptions<G> = {}): Promise<Result<Played<G, R>>> {
    // The judge and the caller get a copy: the head itself is the cache's.
    return this.judgeAndApply(gameId, command, options, cloneJson);
  }

  /** `play`, with the judged state handed out as `handOut` makes it. */
  private judgeAndApply<R>(
    gameId: string,
    command: PlayCommand<G, R>,
    options: WriteOptions<G>,
    handOut: (state: unknown) => unknown,
  ): Promise<Result<Played<G, R>>> {
    return this.decideInQueue(gameId, async (game, fresh) => {
      if (game.status === 'lobby') return { answer: notActive(game, 'accept actions') };
      const definition = this.reader.definitionOf(game);
      if (!definition.ok) return { answer: definition };
      const head = await this.reader.stateAt(game, definition.value, game.headSeq);
      if (!head.ok) return { answer: head };
      const judged: LoadedGame<G> = { ...withSeats<G>(game), state: handOut(head.value) as StateOf<G>, seq: game.headSeq };
      const answer = (outcome: Played<G, R>['outcome']): Decision<Played<G, R>> => ({ answer: ok({ judged, outcome }) });
      const { interactionId } = command;
      if (interactionId !== undefined) {
        const duplicate = await this.reader.duplicateOf(game, interactionId, fresh);
        if (duplicate) return answer(duplicate);
      }
      const verdict = command.judge(judged);
      if ('refused' in verdict) return answer(verdict);
      if (game.status !== 'active') return answer(notActive(game, 'accept actions'));
      if (command.expectedHeadSeq !== undefined && command.expectedHeadSeq !== game.headSeq) return answer(movedOn(game, command.expectedHeadSeq));
      const { actor, action } = verdict;
      const next = definition.value.apply(head.value, actor, action);
      if (!next.ok) return answer(next);
      const { state, events } = next.value;
      const decision = this.appendWrite(
        game,
        options,
        { before: head.value, after: state, events },
        {
          kind: 'action',
          actor,
          payload: action,
          interactionId: interactionId ?? null,
          userId: command.userId ?? (actor.kind === 'moderator' ? actor.userId : null),
          reason: actor.kind === 'moderator' ? actor.reason : null,
          events,
          snapshot: (game.headSeq + 1) % this.snapshotEvery === 0,
        },
      );
      return mapDecision(decision, (applied) => ({ judged, outcome: ok(applied) }));
    });
  }

  undo(gameId: string, command: UndoCommand<G>, options: WriteOptions<G> = {}): Promise<Result<Applied<G>>> {
    const { actor, count, interactionId, reason } = command;
    if (!Number.isInteger(count) || count < 1) {
      return Promise.resolve(err('bad-undo-count', `Undo takes back a whole number of actions, at least 1 (got ${count}).`));
    }
    if (!reason.trim()) return Promise.resolve(err('reason-required', 'Say why you undo: the reason is kept in the game log.'));
    return this.decideInQueue(gameId, async (game, fresh) => {
      if (interactionId !== undefined) {
        const duplicate = await this.reader.duplicateOf(game, interactionId, fresh);
        if (duplicate) return { answer: duplicate };
      }
      if (game.status !== 'active' && game.status !== 'paused') return { answer: notActive(game, 'be undone') };
      if (command.expectedHeadSeq !== undefined && command.expectedHeadSeq !== game.headSeq) return { answer: movedOn(game, command.expectedHeadSeq) };
      const definition = this.reader.definitionOf(game);
      if (!definition.ok) return { answer: definition };
      const log = await this.reader.readLog(gameId, game.headSeq);
      const undoable = effectiveActions(log).length;
      if (count > undoable) {
        return {
          answer: err('nothing-to-undo', undoable === 0 ? 'There is no action left to undo.' : `Only ${undoable} action(s) can be undone, not ${count}.`),
        };
      }
      const before = await this.reader.stateAt(game, definition.value, game.headSeq);
      if (!before.ok) return { answer: before };
      const rebuilt = replay(definition.value, createParams(game), [...log, { kind: 'undo', actor, count }]);
      if (!rebuilt.ok) return { answer: replayFailed(game, rebuilt.error) };
      return this.appendWrite(
        game,
        options,
        { before: before.value, after: rebuilt.value.state, events: [] },
        {
          kind: 'undo',
          actor,
          payload: { count },
          interactionId: interactionId ?? null,
          userId: command.userId,
          reason,
          events: [],
          snapshot: true,
        },
      );
    });
  }

  load(gameId: string): Promise<Result<LoadedGame<G>>> {
    return this.queue.run(gameId, async () => {
      const found = await this.reader.currentGame(gameId);
      if (!found.ok) return found;
      const loaded = await this.reader.loaded(found.value);
      return loaded.ok ? ok({ ...loaded.value, state: cloneJson(loaded.value.state) as StateOf<G> }) : loaded;
    });
  }

  rebuild(gameId: string): Promise<Result<{ state: StateOf<G>; seq: number }>> {
    return this.queue.run(gameId, async () => {
      const found = await this.reader.currentGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status === 'lobby') return notStarted(game);
      const definition = this.reader.definitionOf(game);
      if (!definition.ok) return definition;
      const rebuilt = replay(definition.value, createParams(game), await this.reader.readLog(gameId, game.headSeq));
      if (!rebuilt.ok) return replayFailed(game, rebuilt.error);
      return ok({ state: rebuilt.value.state as StateOf<G>, seq: game.headSeq });
    });
  }

  async log(gameId: string): Promise<StoredLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>[]> {
    const rows = await this.db.query<ActionRow>(sql`SELECT * FROM "Action" WHERE "gameId" = ${gameId} ORDER BY "seq"`);
    return rows.map((row) => toLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>(row));
  }

  async getGame(gameId: string): Promise<GameWithSeats<G> | null> {
    const found = await this.reader.currentGame(gameId);
    return found.ok ? withSeats<G>(found.value) : null;
  }

  async findActiveGameByChannel(channelId: string): Promise<GameRecord<OptionsOf<G>> | null> {
    const [game] = await this.reader.findGames(sql`g."liveChannelId" = ${channelId}`);
    return game ? toGameRecord<OptionsOf<G>>(game) : null;
  }

  async findLiveGamesOfUser(userId: string): Promise<GameRecord<OptionsOf<G>>[]> {
    const games = await this.reader.findGames(sql`g."liveChannelId" IS NOT NULL AND g."id" IN (SELECT "gameId" FROM "Seat" WHERE "userId" = ${userId})`);
    return games.map((game) => toGameRecord<OptionsOf<G>>(game));
  }

  setStatus(gameId: string, status: GameStatus, audit?: Audit<G>, options: WriteOptions<G> = {}): Promise<Result<GameRecord<OptionsOf<G>>>> {
    return this.decideInQueue(gameId, async (game) => {
      const current = toGameRecord<OptionsOf<G>>(game);
      if (current.status === status) return { answer: ok(current) };
      if (!nextStatuses[current.status].includes(status)) return { answer: badStatusChange(current, status) };
      const now = new Date();
      const change: GameChange = {
        status,
        liveChannelId: isLive(status) ? current.channelId : null,
        lastActivityAt: now,
        ...(await this.waitAfterStatus(game, status)),
      };
      // A game that was played and ends now keeps its result, written with the status.
      const render = !isLive(status) && current.status !== 'lobby' ? options.result : undefined;
      const final = render ? await this.reader.stateOf(game) : null;
      const ending = render && final?.ok ? { stopped: status === 'ended', endedAt: now, render, state: { known: final.value } } : null;
      const decision = await this.auditedWrite(
        game,
        game.seats,
        change,
        audit,
        { what: 'status', from: current.status, to: status },
        options,
        ending ? (tx) => this.recordEnd(tx, game, ending) : undefined,
      );
      return mapDecision(decision, (row) => toGameRecord<OptionsOf<G>>(row), isLive(status) ? undefined : () => this.cache.drop(gameId));
    });
  }

  async claimReminders(claim: ReminderClaim<G> = {}): Promise<ClaimedReminder<G>[]> {
    const now = claim.now ?? new Date();
    const active = await this.db.query<Pick<GameRow, 'id' | 'lastActivityAt' | 'lastReminderAt' | 'reminderIntervalMinutes'>>(
      sql`SELECT "id", "lastActivityAt", "lastReminderAt", "reminderIntervalMinutes" FROM "Game" WHERE "status" = 'active'`,
    );
    const due = active
      .map((game) => ({ id: game.id, dueAt: reminderDueAt(game) }))
      .filter((game) => game.dueAt <= now.getTime())
      .sort((a, b) => a.dueAt - b.dueAt)
      .slice(0, claim.limit ?? 100);
    const claimed: ClaimedReminder<G>[] = [];
    for (const { id } of due) {
      const reminder = await this.decideInQueue(id, (game) => this.claimReminder(game, now, claim));
      if (reminder.ok && reminder.value) claimed.push(reminder.value);
    }
    return claimed;
  }

  markReminded(gameId: string, at: Date = new Date()): Promise<Result<void>> {
    return this.decideInQueue(gameId, async (game) => this.plainWrite(game, { lastReminderAt: at }, () => undefined));
  }

  rememberNews(gameId: string, update: (memory: unknown) => unknown): Promise<Result<void>> {
    return this.decideInQueue(gameId, async (game) => {
      const memory = JSON.stringify(update(parseMemory(game.newsMemory)));
      if (memory === undefined) return { answer: err('bad-outbox-memory', `The news memory of game ${gameId} is not JSON.`) };
      return this.plainWrite(game, { newsMemory: memory }, () => undefined);
    });
  }

  async newsMemory(gameId: string): Promise<unknown> {
    const found = await this.reader.currentGame(gameId);
    return found.ok ? parseMemory(found.value.newsMemory) : null;
  }

  enqueue(gameId: string, messages: readonly OutboxMessage[]): Promise<Result<OutboxRecord[]>> {
    return delivery.enqueue(this.db, gameId, messages);
  }

  claimOutbox(claim: delivery.ClaimOptions): Promise<OutboxRecord[]> {
    return delivery.claimOutbox(this.db, claim);
  }

  markSent(id: string, sent: delivery.MarkSent): Promise<Result<void>> {
    return delivery.markSent(this.db, id, sent);
  }

  markRetry(id: string, retry: delivery.MarkRetry): Promise<Result<void>> {
    return delivery.markRetry(this.db, id, retry);
  }

  markFailed(id: string, failed: delivery.MarkFailed): Promise<Result<void>> {
    return delivery.markFailed(this.db, id, failed);
  }

  pauseOutbox(gameId: string, reason: string): Promise<Result<void>> {
    return delivery.pauseOutbox(this.db, gameId, reason);
  }

  resumeOutbox(gameId: string): Promise<Result<void>> {
    return delivery.resumeOutbox(this.db, gameId);
  }

  outboxReport(gameId: string, now?: Date): Promise<Result<delivery.OutboxReport>> {
    return delivery.outboxReport(this.db, gameId, now);
  }

  outbox(gameId: string): Promise<OutboxRecord[]> {
    return delivery.listOutbox(this.db, gameId);
  }

  outboxMessage(gameId: string, key: string): Promise<OutboxRecord | null> {
    return delivery.findOutbox(this.db, gameId, key);
  }

  results(guildId: string): Promise<GameResultRecord[]> {
    return results.readResults(this.db, guildId);
  }

  unrecordedGames(guildId: string): Promise<{ id: string; gameType: string }[]> {
    return results.unrecordedGames(this.db, guildId);
  }

  recordResult(gameId: string, render: ResultRenderer<G>): Promise<Result<GameResultRecord | null>> {
    return this.queue.run(gameId, async () => {
      const found = await this.reader.currentGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (isLive(toStatus(game.status))) return err('game-not-over', `Game ${gameId} is ${game.status}: it has no result until it is over.`);
      if (await results.hasResult(this.db, gameId)) return ok(null);
      // The game's last change was its end: nothing but the end touches lastActivityAt afterwards.
      const result = await resultOfEndedGame(this.db, this.reader, game, {
        stopped: game.status === 'ended',
        endedAt: game.lastActivityAt,
        render,
        state: 'replayed',
      });
      if (!result.ok || !result.value) return result;
      const recorded = result.value;
      const inserted = await this.db.transaction((tx) => results.insertResult(tx, recorded, new Date()));
      return ok(inserted ? recorded : null);
    });
  }

  setHiddenFromStats(userId: string, hidden: boolean, at: Date = new Date()): Promise<void> {
    return results.setHiddenFromStats(this.db, userId, hidden, at);
  }

  hiddenFromStats(): Promise<Set<string>> {
    return results.hiddenFromStats(this.db);
  }

  async liveClocks(): Promise<GameWithSeats<G>[]> {
    const ids = await this.db.query<{ id: string }>(
      sql`SELECT "id" FROM "Game" WHERE "status" = 'active' AND ("waitStartedAt" IS NOT NULL OR "id" IN (SELECT "gameId" FROM "Seat" WHERE "awayUntil" IS NOT NULL)) ORDER BY "id"`,
    );
    const games: GameWithSeats<G>[] = [];
    for (const { id } of ids) {
      const found = await this.reader.currentGame(id);
      if (found.ok) games.push(withSeats<G>(found.value));
    }
    return games;
  }

  clockWrite(gameId: string, judge: (loaded: LoadedGame<G>) => Result<ClockWrite<G> | null>): Promise<Result<ClockWritten<G> | null>> {
    return this.decideInQueue<ClockWritten<G> | null>(gameId, async (game) => {
      const loaded = await this.reader.loaded(game);
      if (!loaded.ok) return { answer: loaded };
      const judged = judge({ ...loaded.value, state: cloneJson(loaded.value.state) as StateOf<G> });
      if (!judged.ok || judged.value === null) return { answer: judged.ok ? ok(null) : judged };
      const { change, away, audit, messages } = judged.value;
      const seats = away ? game.seats.map((s) => (s.seat === away.seat ? { ...s, awayUntil: away.until } : s)) : game.seats;
      const alsoWrite = away
        ? (tx: Queryable) => tx.execute(sql`UPDATE "Seat" SET "awayUntil" = ${away.until} WHERE "gameId" = ${gameId} AND "seat" = ${away.seat}`)
        : undefined;
      const decision = await this.auditedWrite(game, seats, change, audit, audit?.note ?? { what: 'clock' }, { outbox: () => messages }, alsoWrite);
      return mapDecision<GameRowWithSeats, ClockWritten<G> | null>(decision, (row) => ({
        ...withSeats<G>(row),
        state: cloneJson(loaded.value.state) as StateOf<G>,
        seq: row.headSeq,
      }));
    });
  }

  async close(): Promise<void> {
    await this.queue.idle();
    await this.db.close();
  }

  /**
   * Runs a command against the game in this process's queue for it (one command of a game at a
   * time here), optimistically: judged on the cached row, written only if the game is still at
   * that row's version. When another process changed the game first, the command is judged
   * again on the database's row, so it is never applied to a stale state (no lost update) and
   * never refused because of one.
   */
  private decideInQueue<T>(gameId: string, judge: (game: GameRowWithSeats, fresh: boolean) => Promise<Decision<T>>): Promise<Result<T>> {
    return this.queue.run(gameId, async () => {
      for (let round = 0; round < maxRounds; round++) {
        const cached = round === 0 ? this.cache.rows.get(gameId) : undefined;
        const found = cached ? ok(cached) : await this.reader.readGame(gameId);
        if (!found.ok) return found;
        const game = found.value;
        const decision = await judge(game, !cached);
        if ('answer' in decision) {
          // An answer that writes nothing is only as good as the row it was judged on.
          if (!cached || (await this.reader.isCurrent(game))) return decision.answer;
          this.cache.forget(gameId);
          continue;
        }
        let written: Written<T> | Conflict;
        try {
          written = await this.db.transaction(decision.write);
        } catch (error) {
          if (violates(error, outboxKey)) return outboxKeyTaken(gameId);
          const { interaction } = decision;
          if (!interaction || !violates(error, interactionKey)) throw error;
          // The log holds the interaction already: another game's, or this one's, written concurrently.
          this.cache.forget(gameId);
          if (!interaction.stored) return err('interaction-reused', `Interaction ${interaction.id} is already in a game's log; it was not recorded again.`);
          const stored = await interaction.stored();
          if (stored) return stored;
          continue;
        }
        if (written === conflict) {
          this.cache.forget(gameId);
          continue;
        }
        written.remember();
        return ok(written.value);
      }
      return writeConflict(gameId, maxRounds);
    });
  }

  /**
   * Appends one log entry (an action or an undo) with its snapshot when due and its outbox rows;
   * an action that ends the game (`options.over`) also makes it `finished` and stores its result.
   */
  private appendWrite(
    game: GameRowWithSeats,
    options: WriteOptions<G>,
    transition: { before: unknown; after: unknown; events: readonly unknown[] },
    entry: LogRow & { snapshot: boolean },
  ): Decision<Applied<G>> {
    const seq = game.headSeq + 1;
    const now = new Date();
    const over = entry.kind === 'action' && options.over?.(transition.after as StateOf<G>) === true;
    const waits = (this.games[game.gameType] as AnyGameDefinition).waitingFor(transition.after);
    const judged: GameChange = {
      headSeq: seq,
      lastActivityAt: now,
      ...(over ? { status: 'finished', liveChannelId: null, ...noWait } : waitChange(game, waits, this.clock())),
    };
    const outbox = this.render(game, judged, options.outbox, now, { ...transition, seq });
    if (!outbox.ok) return { answer: outbox };
    const change = withMemory(judged, outbox.value);
    const rows = outbox.value.messages.length;
    const { interactionId } = entry;
    const result = over ? options.result : undefined;
    return {
      ...(interactionId !== null && { interaction: { id: interactionId, stored: () => this.reader.findDuplicate(game, interactionId) } }),
      write: async (tx) => {
        const count = await updateGame(tx, game, change, rows, now);
        if (count === null) return conflict;
        await appendEntry(tx, game.id, seq, entry, now);
        if (entry.snapshot) await insertSnapshot(tx, game.id, seq, transition.after, now);
        await insertOutbox(tx, game.id, count - rows + 1, seq, outbox.value, now);
        const row = updatedRow(game, change, count, now);
        if (result) await this.recordEnd(tx, row, { stopped: false, endedAt: now, render: result, state: { known: transition.after } });
        return {
          value: { seq, state: cloneJson(transition.after) as StateOf<G>, events: transition.events as EventOf<G>[], duplicate: false },
          remember: () => {
            // A game that is over is rarely loaded again: keep the memory for live ones.
            if (over) return this.cache.drop(game.id);
            this.cache.rows.set(game.id, row);
            this.cache.heads.set(game.id, { seq, state: transition.after });
            if (interactionId !== null) this.cache.interactions.get(game.id)?.add(interactionId);
          },
        };
      },
    };
  }

  /**
   * Stores the result of a game that ends in this transaction, from its log as the transaction
   * sees it. A result that cannot be built does not keep the game from ending: it is missing,
   * and the back-fill (recordResult) tries again from the log and reports why.
   */
  private async recordEnd(tx: Queryable, game: GameRowWithSeats, ending: Ending<G>): Promise<void> {
    const result = await resultOfEndedGame(tx, this.reader, game, ending);
    if (result.ok && result.value) await results.insertResult(tx, result.value, ending.endedAt);
  }

  /**
   * A change around the game (status, a seat) with its audit entry when a moderator made it. An
   * audit entry changes no state: the cached head keeps its state under the new sequence number.
   */
  private async auditedWrite(
    game: GameRowWithSeats,
    seats: readonly SeatRow[],
    gameChange: GameChange,
    audit: Audit<G> | undefined,
    note: AuditNote,
    options: WriteOptions<G>,
    alsoWrite?: (tx: Queryable) => Promise<unknown>,
  ): Promise<Decision<GameRowWithSeats>> {
    const seq = audit ? game.headSeq + 1 : game.headSeq;
    const now = new Date();
    const judged: GameChange = audit ? { ...gameChange, headSeq: seq } : gameChange;
    const state = options.outbox && game.status !== 'lobby' ? await this.reader.stateOf(game) : ok(null);
    if (!state.ok) return { answer: state };
    const outbox = this.render({ ...game, seats }, judged, options.outbox, now, { before: state.value, after: state.value, events: [], seq });
    if (!outbox.ok) return { answer: outbox };
    const change = withMemory(judged, outbox.value);
    const rows = outbox.value.messages.length;
    return {
      ...(audit?.interactionId !== undefined && { interaction: { id: audit.interactionId } }),
      write: async (tx) => {
        const count = await updateGame(tx, game, change, rows, now);
        if (count === null) return conflict;
        if (audit) {
          await appendEntry(
            tx,
            game.id,
            seq,
            {
              kind: 'audit',
              actor: audit.actor,
              payload: note,
              interactionId: audit.interactionId ?? null,
              userId: audit.userId,
              reason: audit.reason,
              events: [],
            },
            now,
          );
        }
        await alsoWrite?.(tx);
        await insertOutbox(tx, game.id, count - rows + 1, audit ? seq : null, outbox.value, now);
        const row = { ...updatedRow(game, change, count, now), seats };
        return {
          value: row,
          remember: () => {
            this.cache.rows.set(game.id, row);
            const head = this.cache.heads.get(game.id);
            if (audit && head?.seq === game.headSeq) this.cache.heads.set(game.id, { seq, state: head.state });
            if (audit?.interactionId !== undefined) this.cache.interactions.get(game.id)?.add(audit.interactionId);
          },
        };
      },
    };
  }

  /** A change of the game's row and seats alone. */
  private plainWrite<T>(
    game: GameRowWithSeats,
    change: GameChange,
    value: (row: GameRowWithSeats) => T,
    alsoWrite?: (tx: Queryable) => Promise<unknown>,
    seats = game.seats,
  ): Decision<T> {
    const now = new Date();
    return {
      write: async (tx) => {
        const count = await updateGame(tx, game, change, 0, now);
        if (count === null) return conflict;
        await alsoWrite?.(tx);
        const row = { ...updatedRow(game, change, count, now), seats };
        return { value: value(row), remember: () => this.cache.rows.set(game.id, row) };
      },
    };
  }

  /** A lobby's seats changed, with what the bot says of it in the same transaction. */
  private async changeSeats(
    game: GameRowWithSeats,
    seats: SeatRow[],
    options: WriteOptions<G>,
    write: (tx: Queryable) => Promise<unknown>,
  ): Promise<Decision<SeatRecord<SeatOf<G>>[]>> {
    const sorted = [...seats].sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0));
    const decision = await this.auditedWrite(game, sorted, {}, undefined, { what: 'seats' }, options, write);
    return mapDecision(decision, (row) => seatRecords<SeatOf<G>>(row.seats));
  }

  private async claimReminder(game: GameRowWithSeats, now: Date, claim: ReminderClaim<G>): Promise<Decision<ClaimedReminder<G> | null>> {
    // Judged again on the game as it is now: an action or another process's claim since the
    // list was read makes it not due.
    if (game.status !== 'active' || reminderDueAt(game) > now.getTime()) return { answer: ok(null) };
    if (claim.holds?.(toGameRecord<OptionsOf<G>>(game))) return { answer: ok(null) };
    const loaded = await this.reader.loaded(game);
    // A game that cannot be loaded (unknown type, a log the rules no longer accept) gets no
    // reminder; `load` explains why to whoever opens it.
    if (!loaded.ok) return { answer: ok(null) };
    const definition = this.games[game.gameType] as AnyGameDefinition;
    const waiting = new Set(definition.waitingFor(loaded.value.state));
    const waitingFor = loaded.value.seats.filter((s) => waiting.has(s.seat));
    if (waitingFor.length === 0) return { answer: ok(null) };
    const change: GameChange = { lastReminderAt: now };
    const reminder: ClaimedReminder<G> = {
      ...loaded.value,
      game: toGameRecord<OptionsOf<G>>(updatedRow(game, change, game.outboxCount, new Date())),
      waitingFor,
    };
    const outbox = prepareOutbox(game.id, claim.outbox?.(reminder) ?? []);
    if (!outbox.ok) return { answer: outbox };
    const rows = outbox.value.messages.length;
    return {
      write: async (tx) => {
        // `now` is the clock the reminder is judged and recorded by; the rows are written now.
        const written = new Date();
        const count = await updateGame(tx, game, change, rows, written);
        if (count === null) return conflict;
        await insertOutbox(tx, game.id, count - rows + 1, null, outbox.value, written);
        const row = { ...updatedRow(game, change, count, written), seats: game.seats };
        return { value: { ...reminder, state: cloneJson(reminder.state) as StateOf<G> }, remember: () => this.cache.rows.set(game.id, row) };
      },
    };
  }

  /** A resumed game waits afresh (its deadlines restart); a paused one keeps its wait; an ended one waits for nobody. */
  private async waitAfterStatus(game: GameRowWithSeats, status: GameStatus): Promise<GameChange> {
    if (!isLive(status)) return noWait;
    if (status !== 'active' || game.status !== 'paused') return {};
    const state = await this.reader.stateOf(game);
    if (!state.ok) return {};
    return waitChange({ waitingSeats: null, waitStartedAt: null }, (this.games[game.gameType] as AnyGameDefinition).waitingFor(state.value), this.clock());
  }

  /** The renderer's rows for a write, checked and serialised. */
  private render(
    game: GameRowWithSeats,
    change: GameChange,
    renderer: OutboxRenderer<G> | undefined,
    now: Date,
    transition: { before: unknown; after: unknown; events: readonly unknown[]; seq: number },
  ): Result<PreparedOutbox> {
    if (!renderer) return prepareOutbox(game.id, []);
    const after = updatedRow(game, change, game.outboxCount, now);
    const rendered: Change<G> = {
      game: toGameRecord<OptionsOf<G>>(after),
      seats: seatRecords<SeatOf<G>>(game.seats),
      before: transition.before as StateOf<G> | null,
      after: transition.after as StateOf<G> | null,
      events: transition.events as EventOf<G>[],
      seq: transition.seq,
      memory: parseMemory(game.newsMemory),
    };
    return prepareRendered(game.id, renderer(rendered));
  }
}

/** The change with the renderer's new memory, when it returned one: both are written in one UPDATE. */
const withMemory = (change: GameChange, outbox: PreparedOutbox): GameChange =>
  outbox.memory === undefined ? change : { ...change, newsMemory: outbox.memory };

/** When a game's next reminder is due: a full interval after its last action or reminder. */
function reminderDueAt(game: Pick<GameRow, 'lastActivityAt' | 'lastReminderAt' | 'reminderIntervalMinutes'>): number {
  const last = Math.max(game.lastActivityAt.getTime(), game.lastReminderAt?.getTime() ?? 0);
  return last + game.reminderIntervalMinutes * 60_000;
}

const mapResult = <A, B>(result: Result<A> | null, map: (value: A) => B): Result<B> | null => (result === null || !result.ok ? result : ok(map(result.value)));

/** The same decision with another value: what the caller returns of a write. */
function mapDecision<A, B>(decision: Decision<A>, map: (value: A) => B, remember?: () => void): Decision<B> {
  if ('answer' in decision) return { answer: decision.answer.ok ? ok(map(decision.answer.value)) : decision.answer };
  const { interaction } = decision;
  const stored = interaction?.stored;
  return {
    ...(interaction && {
      interaction: {
        id: interaction.id,
        ...(stored && { stored: async () => mapResult(await stored(), map) }),
      },
    }),
    write: async (tx) => {
      const written = await decision.write(tx);
      if (written === conflict) return conflict;
      return {
        value: map(written.value),
        remember: () => {
          written.remember();
          remember?.();
        },
      };
    },
  };
}
