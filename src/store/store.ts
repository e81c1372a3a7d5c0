import { randomUUID } from 'node:crypto';
import { cloneJson } from '../engine/clone';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { Actor } from '../engine/game';
import type { AuditNote, LogEntry } from '../engine/log';
import { effectiveActions, replay } from '../engine/log';
import type { GameError, Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { Game as GameRow, Seat as SeatRow } from './generated/client';
import { Prisma, PrismaClient } from './generated/client';
import { KeyedQueue } from './keyed-queue';
import { busyTimeoutMs, migrate } from './migrate';
import type { GameRecord, GameStatus, SeatRecord, StoredLogEntry } from './records';
import { isLive, toGameRecord, toLogEntry, toSeatRecord, toStatus } from './records';
import type { ActionOf, AnyGameDefinition, EventOf, GameRegistry, OptionsOf, SeatOf, StateOf } from './registry';

export interface StoreOptions<G extends GameRegistry> {
  /** The SQLite file; created and migrated on open. */
  readonly file: string;
  /** The games this store can host, by `gameType`. */
  readonly games: G;
  /** Write a snapshot after every N-th log entry (default 50); undos always write one. */
  readonly snapshotEvery?: number;
}

export interface NewGame<G extends GameRegistry> {
  readonly gameType: keyof G & string;
  readonly guildId: string;
  readonly channelId: string;
  readonly createdBy: string;
  readonly options: OptionsOf<G>;
  readonly seed: number;
  readonly reminderIntervalMinutes?: number;
  readonly moderatorRoleId?: string | null;
}

export interface ApplyCommand<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  readonly action: ActionOf<G>;
  /** The Discord interaction that carried the command: a retry with the same id is applied once. */
  readonly interactionId?: string;
  readonly userId?: string;
}

export interface UndoCommand<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  /** How many of the most recent effective actions to take back. */
  readonly count: number;
  readonly interactionId?: string;
  readonly userId: string;
  readonly reason: string;
}

/** Who made a change around the game (pause, resume, a seat handed over), and why: kept in the log. */
export interface Audit<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  readonly userId: string;
  readonly reason: string;
  readonly interactionId?: string;
}

export interface Applied<G extends GameRegistry> {
  readonly seq: number;
  /** The state right after entry `seq`. */
  readonly state: StateOf<G>;
  readonly events: readonly EventOf<G>[];
  /** True when `interactionId` had been applied before: nothing was written this time. */
  readonly duplicate: boolean;
}

export interface Started<G extends GameRegistry> {
  readonly seq: 0;
  readonly state: StateOf<G>;
  readonly events: readonly EventOf<G>[];
}

export interface GameWithSeats<G extends GameRegistry> {
  readonly game: GameRecord<OptionsOf<G>>;
  readonly seats: SeatRecord<SeatOf<G>>[];
}

export interface LoadedGame<G extends GameRegistry> extends GameWithSeats<G> {
  readonly state: StateOf<G>;
  readonly seq: number;
}

export interface WaitingGame<G extends GameRegistry> extends GameWithSeats<G> {
  /** The seats (with their players) the game is waiting for. */
  readonly waitingFor: SeatRecord<SeatOf<G>>[];
}

export interface Store<G extends GameRegistry> {
  /** A new game in `lobby`; fails with `channel-busy` if the channel already has a live game. */
  createGame(input: NewGame<G>): Promise<Result<GameRecord<OptionsOf<G>>>>;
  /** Seats a player (lobby only). Returns the seats afterwards. */
  seat(gameId: string, seat: SeatOf<G>, userId: string): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Frees a seat (lobby only). */
  unseat(gameId: string, seat: SeatOf<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Hands a taken seat to another player, at any time before the game is over. */
  replaceSeat(gameId: string, seat: SeatOf<G>, newUserId: string, audit?: Audit<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Creates the initial state from the seats, options and seed; the game becomes `active`. */
  startGame(gameId: string): Promise<Result<Started<G>>>;
  /** Applies one action; a rejected action writes nothing. */
  apply(gameId: string, command: ApplyCommand<G>): Promise<Result<Applied<G>>>;
  /** Appends an undo entry and rebuilds the state from the log. */
  undo(gameId: string, command: UndoCommand<G>): Promise<Result<Applied<G>>>;
  /** The game, its seats and its current state (from the cache or the latest snapshot). */
  load(gameId: string): Promise<Result<LoadedGame<G>>>;
  /** The current state computed from the creation parameters and the log alone. */
  rebuild(gameId: string): Promise<Result<{ state: StateOf<G>; seq: number }>>;
  /** The whole log, oldest first (empty for an unknown game). */
  log(gameId: string): Promise<StoredLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>[]>;
  getGame(gameId: string): Promise<GameWithSeats<G> | null>;
  /** The lobby, active or paused game of a channel or thread, if any. */
  findActiveGameByChannel(channelId: string): Promise<GameRecord<OptionsOf<G>> | null>;
  setStatus(gameId: string, status: GameStatus, audit?: Audit<G>): Promise<Result<GameRecord<OptionsOf<G>>>>;
  /**
   * Active games waiting for somebody whose reminder is due at `now`: nothing happened and no
   * reminder went out for `reminderIntervalMinutes`.
   */
  listWaitingGames(now?: Date): Promise<WaitingGame<G>[]>;
  /** Records that a reminder went out, so the next one waits a full interval. */
  markReminded(gameId: string, at?: Date): Promise<Result<void>>;
  /** Waits for queued commands, then closes the database. */
  close(): Promise<void>;
}

/** Migrates the file if needed and opens a store on it. */
export async function openStore<G extends GameRegistry>(options: StoreOptions<G>): Promise<Store<G>> {
  const snapshotEvery = options.snapshotEvery ?? 50;
  if (!Number.isInteger(snapshotEvery) || snapshotEvery < 1) {
    throw new Error(`snapshotEvery must be a whole number of at least 1, got ${snapshotEvery}.`);
  }
  await migrate(options.file);
  const prisma = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: options.file, timeout: busyTimeoutMs }) });
  // Per connection: with WAL, NORMAL only syncs at checkpoints and still never corrupts the file.
  await prisma.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  return new GameStore<G>(prisma, options.games, snapshotEvery);
}

type GameRowWithSeats = GameRow & { seats: SeatRow[] };

interface AppendEntry {
  readonly kind: 'action' | 'undo';
  readonly actor: Actor<string>;
  readonly payload: unknown;
  readonly interactionId: string | undefined;
  readonly userId: string | null;
  readonly reason: string | null;
  readonly events: readonly unknown[];
  /** The state after the entry; serialised only when a snapshot is due. */
  readonly state: unknown;
  readonly snapshot: boolean;
}

const seatOrder = { orderBy: { seat: 'asc' } } as const;
// The better-sqlite3 adapter runs one transaction at a time; others wait for it.
const transactionOptions = { maxWait: 10_000, timeout: 10_000 };
const nextStatuses: Readonly<Record<GameStatus, readonly GameStatus[]>> = {
  lobby: ['ended'],
  active: ['paused', 'finished', 'ended'],
  paused: ['active', 'finished', 'ended'],
  finished: [],
  ended: [],
};

class GameStore<G extends GameRegistry> implements Store<G> {
  private readonly queue = new KeyedQueue();
  /**
   * The newest state of each game touched. The engine never mutates a state it is given, so the
   * cached object is shared with the next `apply`; callers outside the store get a copy.
   */
  private readonly heads = new Map<string, { seq: number; state: unknown }>();
  /**
   * Game rows (with seats) this process has read. Every write to a game in this process goes
   * through the game's queue and updates or drops its row here; a write by another process is
   * caught by the unique (game, seq) constraint on append, which drops the row too.
   */
  private readonly rows = new Map<string, GameRowWithSeats>();
  /**
   * The interaction ids already in each loaded game's log, so that a command that is not a retry
   * (nearly all of them) costs no lookup. A retry the set misses (an id first used in another game,
   * or written by another process) is still caught by the unique index when it is appended.
   */
  private readonly interactions = new Map<string, Set<string>>();
  /** The tail of the chain of writes: each waits for the one before (see `serialized`). */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly games: G,
    private readonly snapshotEvery: number,
  ) {}

  async createGame(input: NewGame<G>): Promise<Result<GameRecord<OptionsOf<G>>>> {
    if (!Object.hasOwn(this.games, input.gameType)) {
      return err('unknown-game-type', `There is no game type "${input.gameType}"; this bot knows ${Object.keys(this.games).join(', ')}.`);
    }
    try {
      const row = await this.write((tx) =>
        tx.game.create({
          data: {
            gameType: input.gameType,
            guildId: input.guildId,
            channelId: input.channelId,
            liveChannelId: input.channelId,
            options: JSON.stringify(input.options),
            seed: input.seed,
            createdBy: input.createdBy,
            reminderIntervalMinutes: input.reminderIntervalMinutes,
            moderatorRoleId: input.moderatorRoleId ?? null,
          },
        }),
      );
      return ok(toGameRecord<OptionsOf<G>>(row));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const live = await this.findActiveGameByChannel(input.channelId);
      const which = live ? `a ${live.gameType} game (${live.id}, ${live.status})` : 'a game';
      return err('channel-busy', `This channel already has ${which}. End it first, or start the new game in another channel or thread.`);
    }
  }

  seat(gameId: string, seat: SeatOf<G>, userId: string): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status !== 'lobby') return seatsFrozen(game);
      const holder = game.seats.find((s) => s.seat === seat);
      if (holder?.userId === userId) return ok(game.seats.map((s) => toSeatRecord<SeatOf<G>>(s)));
      if (holder) return err('seat-taken', `${seat} is already taken by <@${holder.userId}>.`);
      const own = game.seats.find((s) => s.userId === userId);
      if (own) return err('already-seated', `<@${userId}> already sits at ${own.seat}; leave that seat first.`);
      return this.changeSeats(gameId, (tx) => tx.seat.create({ data: { gameId, seat, userId } }));
    });
  }

  unseat(gameId: string, seat: SeatOf<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status !== 'lobby') return seatsFrozen(game);
      if (!game.seats.some((s) => s.seat === seat)) return err('seat-empty', `Nobody sits at ${seat}.`);
      return this.changeSeats(gameId, (tx) => tx.seat.delete({ where: { gameId_seat: { gameId, seat } } }));
    });
  }

  replaceSeat(gameId: string, seat: SeatOf<G>, newUserId: string, audit?: Audit<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (!isLive(toStatus(game.status))) return err('game-over', `Game ${gameId} is ${game.status}; its seats no longer change.`);
      const holder = game.seats.find((s) => s.seat === seat);
      if (!holder) return err('seat-empty', `Nobody sits at ${seat}, so there is nobody to replace.`);
      if (holder.userId === newUserId) return ok(game.seats.map((s) => toSeatRecord<SeatOf<G>>(s)));
      const own = game.seats.find((s) => s.userId === newUserId);
      if (own) return err('already-seated', `<@${newUserId}> already sits at ${own.seat} in this game.`);
      return this.changeSeats(gameId, async (tx) => {
        if (audit) await this.recordAudit(tx, game, audit, { what: 'replace-player', seat, from: holder.userId, to: newUserId });
        await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { userId: newUserId } });
      });
    });
  }

  startGame(gameId: string): Promise<Result<Started<G>>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status !== 'lobby') return err('already-started', `Game ${gameId} has already started (it is ${game.status}).`);
      const definition = this.definitionOf(game);
      if (!definition.ok) return definition;
      const created = definition.value.create(createParams(game));
      if (!created.ok) return created;
      const json = JSON.stringify(created.value.state);
      this.rows.delete(gameId);
      try {
        await this.write(async (tx) => {
          await tx.snapshot.create({ data: { gameId, seq: 0, state: json } });
          await tx.game.update({ where: { id: gameId }, data: { status: 'active', headSeq: 0, lastActivityAt: new Date() } });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return err('already-started', `Game ${gameId} was started by someone else at the same moment.`);
      }
      this.heads.set(gameId, { seq: 0, state: created.value.state });
      return ok({ seq: 0 as const, state: created.value.state as StateOf<G>, events: created.value.events as EventOf<G>[] });
    });
  }

  apply(gameId: string, command: ApplyCommand<G>): Promise<Result<Applied<G>>> {
    return this.queue.run(gameId, async () => {
      const { actor, action, interactionId } = command;
      if (interactionId !== undefined && (await this.knownInteractions(gameId)).has(interactionId)) {
        const duplicate = await this.findDuplicate(gameId, interactionId);
        if (duplicate) return duplicate;
      }
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status !== 'active') return notActive(game, 'accept actions');
      const definition = this.definitionOf(game);
      if (!definition.ok) return definition;
      const head = await this.stateAt(game, definition.value, game.headSeq);
      if (!head.ok) return head;

      const next = definition.value.apply(head.value, actor, action);
      if (!next.ok) return next;
      const seq = game.headSeq + 1;
      const written = await this.append(game, seq, {
        kind: 'action',
        actor,
        payload: action,
        interactionId,
        userId: command.userId ?? (actor.kind === 'moderator' ? actor.userId : null),
        reason: actor.kind === 'moderator' ? actor.reason : null,
        events: next.value.events,
        state: next.value.state,
        snapshot: seq % this.snapshotEvery === 0,
      });
      if (!written) return this.afterConflict(gameId, interactionId);
      return ok({ seq, state: cloneJson(next.value.state) as StateOf<G>, events: next.value.events as EventOf<G>[], duplicate: false });
    });
  }

  undo(gameId: string, command: UndoCommand<G>): Promise<Result<Applied<G>>> {
    return this.queue.run(gameId, async () => {
      const { actor, count, interactionId, reason } = command;
      if (!Number.isInteger(count) || count < 1) return err('bad-undo-count', `Undo takes back a whole number of actions, at least 1 (got ${count}).`);
      if (!reason.trim()) return err('reason-required', 'Say why you undo: the reason is kept in the game log.');
      if (interactionId !== undefined) {
        const duplicate = await this.findDuplicate(gameId, interactionId);
        if (duplicate) return duplicate;
      }
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status !== 'active' && game.status !== 'paused') return notActive(game, 'be undone');
      const definition = this.definitionOf(game);
      if (!definition.ok) return definition;

      const log = await this.readLog(gameId);
      const undoable = effectiveActions(log).length;
      if (count > undoable) {
        return err('nothing-to-undo', undoable === 0 ? 'There is no action left to undo.' : `Only ${undoable} action(s) can be undone, not ${count}.`);
      }
      const undoEntry: LogEntry<string, unknown> = { kind: 'undo', actor, count };
      const rebuilt = replay(definition.value, createParams(game), [...log, undoEntry]);
      if (!rebuilt.ok) return replayFailed(game, rebuilt.error);
      const seq = game.headSeq + 1;
      const written = await this.append(game, seq, {
        kind: 'undo',
        actor,
        payload: { count },
        interactionId,
        userId: command.userId,
        reason,
        events: [],
        state: rebuilt.value.state,
        snapshot: true,
      });
      if (!written) return this.afterConflict(gameId, interactionId);
      return ok({ seq, state: rebuilt.value.state as StateOf<G>, events: [], duplicate: false });
    });
  }

  load(gameId: string): Promise<Result<LoadedGame<G>>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      const definition = this.definitionOf(game);
      if (!definition.ok) return definition;
      const head = await this.stateAt(game, definition.value, game.headSeq);
      if (!head.ok) return head;
      this.heads.set(gameId, { seq: game.headSeq, state: head.value });
      return ok({ ...this.withSeats(game), state: cloneJson(head.value) as StateOf<G>, seq: game.headSeq });
    });
  }

  rebuild(gameId: string): Promise<Result<{ state: StateOf<G>; seq: number }>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const game = found.value;
      if (game.status === 'lobby') return notStarted(game);
      const definition = this.definitionOf(game);
      if (!definition.ok) return definition;
      const rebuilt = replay(definition.value, createParams(game), await this.readLog(gameId));
      if (!rebuilt.ok) return replayFailed(game, rebuilt.error);
      return ok({ state: rebuilt.value.state as StateOf<G>, seq: game.headSeq });
    });
  }

  async log(gameId: string): Promise<StoredLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>[]> {
    const rows = await this.prisma.action.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
    return rows.map((row) => toLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>(row));
  }

  async getGame(gameId: string): Promise<GameWithSeats<G> | null> {
    const found = await this.findGame(gameId);
    return found.ok ? this.withSeats(found.value) : null;
  }

  async findActiveGameByChannel(channelId: string): Promise<GameRecord<OptionsOf<G>> | null> {
    const row = await this.prisma.game.findUnique({ where: { liveChannelId: channelId } });
    return row ? toGameRecord<OptionsOf<G>>(row) : null;
  }

  setStatus(gameId: string, status: GameStatus, audit?: Audit<G>): Promise<Result<GameRecord<OptionsOf<G>>>> {
    return this.queue.run(gameId, async () => {
      const found = await this.findGame(gameId);
      if (!found.ok) return found;
      const current = toGameRecord<OptionsOf<G>>(found.value);
      if (current.status === status) return ok(current);
      if (!nextStatuses[current.status].includes(status)) return badStatusChange(current, status);
      this.rows.delete(gameId);
      const row = await this.write(async (tx) => {
        if (audit) await this.recordAudit(tx, found.value, audit, { what: 'status', from: current.status, to: status });
        return tx.game.update({
          where: { id: gameId },
          data: { status, liveChannelId: isLive(status) ? current.channelId : null, lastActivityAt: new Date() },
        });
      });
      // A game that is over is rarely loaded again: keep the memory for live ones.
      if (!isLive(status)) this.heads.delete(gameId);
      return ok(toGameRecord<OptionsOf<G>>(row));
    });
  }

  async listWaitingGames(now: Date = new Date()): Promise<WaitingGame<G>[]> {
    const rows = await this.prisma.game.findMany({ where: { status: 'active' }, include: { seats: seatOrder } });
    const due = rows.filter((game) => {
      const last = Math.max(game.lastActivityAt.getTime(), game.lastReminderAt?.getTime() ?? 0);
      return now.getTime() - last >= game.reminderIntervalMinutes * 60_000;
    });
    const waiting: WaitingGame<G>[] = [];
    for (const game of due) {
      const loaded = await this.load(game.id);
      // A game that cannot be loaded (unknown type, a log the rules no longer accept) gets no
      // reminder; `load` explains why to whoever opens it.
      if (!loaded.ok) continue;
      const definition = this.games[game.gameType] as AnyGameDefinition;
      const seats = new Set(definition.waitingFor(loaded.value.state));
      const waitingFor = loaded.value.seats.filter((s) => seats.has(s.seat));
      if (waitingFor.length > 0) waiting.push({ game: loaded.value.game, seats: loaded.value.seats, waitingFor });
    }
    return waiting;
  }

  async markReminded(gameId: string, at: Date = new Date()): Promise<Result<void>> {
    this.rows.delete(gameId);
    const { count } = await this.write((tx) => tx.game.updateMany({ where: { id: gameId }, data: { lastReminderAt: at } }));
    return count === 1 ? ok(undefined) : gameNotFound(gameId);
  }

  async close(): Promise<void> {
    await this.queue.idle();
    await this.prisma.$disconnect();
  }

  /**
   * Every write goes through a transaction: the adapter shares one connection and serializes
   * transactions, so a write outside one could land inside another game's open transaction and
   * vanish if that one rolls back.
   */
  private write<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.serialized(() => this.prisma.$transaction(work, transactionOptions));
  }

  /** One write at a time on the shared connection (see `write`). */
  private serialized<T>(work: () => PromiseLike<T>): Promise<T> {
    const run = this.writing.then(() => work());
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Appends one log entry in one transaction; false if another writer took `seq` first. */
  private async append(game: GameRowWithSeats, seq: number, entry: AppendEntry): Promise<boolean> {
    const now = new Date();
    try {
      // The hot path of the bot: one INSERT, which the trigger of migration
      // 20261202160000_action_advances_game_head extends to the game's head, so the entry and the
      // head change together or not at all. A due snapshot joins them in one batch transaction.
      // Both go through `serialized`, so no statement can land inside another's open transaction.
      const insert = this.prisma
        .$executeRaw`INSERT INTO "Action" ("id", "gameId", "seq", "kind", "actor", "payload", "interactionId", "userId", "reason", "events", "createdAt")
          VALUES (${randomUUID()}, ${game.id}, ${seq}, ${entry.kind}, ${JSON.stringify(entry.actor)}, ${JSON.stringify(entry.payload)},
                  ${entry.interactionId ?? null}, ${entry.userId}, ${entry.reason}, ${JSON.stringify(entry.events)}, ${now})`;
      await this.serialized<unknown>(() =>
        entry.snapshot
          ? this.prisma.$transaction([
              insert,
              this.prisma
                .$executeRaw`INSERT INTO "Snapshot" ("gameId", "seq", "state", "createdAt") VALUES (${game.id}, ${seq}, ${JSON.stringify(entry.state)}, ${now})`,
            ])
          : insert,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      this.heads.delete(game.id);
      this.rows.delete(game.id);
      this.interactions.delete(game.id);
      return false;
    }
    this.heads.set(game.id, { seq, state: entry.state });
    this.rows.set(game.id, { ...game, headSeq: seq, lastActivityAt: now, updatedAt: now });
    if (entry.interactionId !== undefined) this.interactions.get(game.id)?.add(entry.interactionId);
    return true;
  }

  /**
   * Another process wrote to the game between our read and our write (this process queues its
   * own commands). If it stored this very interaction, that is the answer; otherwise nothing was
   * applied and the player may simply try again.
   */
  private async afterConflict(gameId: string, interactionId: string | undefined): Promise<Result<Applied<G>>> {
    const duplicate = interactionId === undefined ? null : await this.findDuplicate(gameId, interactionId);
    return duplicate ?? err('write-conflict', 'The game changed while your command was being saved, so it was not applied. Please try again.');
  }

  /** The stored answer for an interaction applied before, or null if it is new. */
  private async findDuplicate(gameId: string, interactionId: string): Promise<Result<Applied<G>> | null> {
    const row = await this.prisma.action.findUnique({ where: { interactionId } });
    if (!row) return null;
    if (row.gameId !== gameId) return err('interaction-reused', `Interaction ${interactionId} was already used for another game.`);
    const found = await this.findGame(gameId);
    if (!found.ok) return found;
    const definition = this.definitionOf(found.value);
    if (!definition.ok) return definition;
    const state = await this.stateAt(found.value, definition.value, row.seq);
    if (!state.ok) return state;
    return ok({ seq: row.seq, state: cloneJson(state.value) as StateOf<G>, events: JSON.parse(row.events) as EventOf<G>[], duplicate: true });
  }

  /**
   * The state after entry `seq`: the cached head, or the nearest snapshot plus the entries after
   * it. The result may be the cached object itself: read it, never change it.
   */
  private async stateAt(game: GameRowWithSeats, definition: AnyGameDefinition, seq: number): Promise<Result<unknown>> {
    const cached = this.heads.get(game.id);
    if (cached?.seq === seq) return ok(cached.state);
    const snapshot = await this.prisma.snapshot.findFirst({ where: { gameId: game.id, seq: { lte: seq } }, orderBy: { seq: 'desc' } });
    if (!snapshot) return notStarted(game);
    const tail = await this.prisma.action.findMany({ where: { gameId: game.id, seq: { gt: snapshot.seq, lte: seq } }, orderBy: { seq: 'asc' } });
    let state: unknown = JSON.parse(snapshot.state);
    for (const row of tail) {
      const entry = toLogEntry<string, unknown, unknown>(row);
      // Each undo is stored with a snapshot, so a tail holds plain actions. Should one ever be
      // missing, an undo in the tail needs the whole log, which replay handles.
      if (entry.kind === 'audit') continue;
      if (entry.kind === 'undo') {
        const rebuilt = replay(definition, createParams(game), (await this.readLog(game.id)).slice(0, seq));
        return rebuilt.ok ? ok(rebuilt.value.state) : replayFailed(game, rebuilt.error);
      }
      const next = definition.apply(state, entry.actor, entry.action);
      if (!next.ok) return replayFailed(game, next.error, row.seq);
      state = next.value.state;
    }
    return ok(state);
  }

  private async readLog(gameId: string): Promise<LogEntry<string, unknown>[]> {
    const rows = await this.prisma.action.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
    return rows.map((row) => toLogEntry<string, unknown, unknown>(row));
  }

  private async changeSeats(gameId: string, change: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<Result<SeatRecord<SeatOf<G>>[]>> {
    this.rows.delete(gameId);
    try {
      const seats = await this.write(async (tx) => {
        await change(tx);
        return tx.seat.findMany({ where: { gameId }, ...seatOrder });
      });
      return ok(seats.map((s) => toSeatRecord<SeatOf<G>>(s)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return err('seat-conflict', 'Someone else changed the seats at the same moment; please look at the seats and try again.');
    }
  }

  /**
   * Appends an audit entry inside the caller's transaction (the trigger advances the head). It
   * changes no state: the cached head keeps its state under the new sequence number.
   */
  private async recordAudit(tx: Prisma.TransactionClient, game: GameRowWithSeats, audit: Audit<G>, note: AuditNote): Promise<void> {
    const seq = game.headSeq + 1;
    await tx.action.create({
      data: {
        gameId: game.id,
        seq,
        kind: 'audit',
        actor: JSON.stringify(audit.actor),
        payload: JSON.stringify(note),
        interactionId: audit.interactionId ?? null,
        userId: audit.userId,
        reason: audit.reason,
        events: '[]',
      },
    });
    const head = this.heads.get(game.id);
    if (head?.seq === game.headSeq) this.heads.set(game.id, { seq, state: head.state });
    if (audit.interactionId !== undefined) this.interactions.get(game.id)?.add(audit.interactionId);
  }

  private async knownInteractions(gameId: string): Promise<Set<string>> {
    let known = this.interactions.get(gameId);
    if (!known) {
      const rows = await this.prisma.action.findMany({ where: { gameId, interactionId: { not: null } }, select: { interactionId: true } });
      known = new Set(rows.map((r) => r.interactionId as string));
      this.interactions.set(gameId, known);
    }
    return known;
  }

  private async findGame(gameId: string): Promise<Result<GameRowWithSeats>> {
    const cached = this.rows.get(gameId);
    if (cached) return ok(cached);
    const row = await this.prisma.game.findUnique({ where: { id: gameId }, include: { seats: seatOrder } });
    if (!row) return gameNotFound(gameId);
    this.rows.set(gameId, row);
    return ok(row);
  }

  private definitionOf(game: GameRow): Result<AnyGameDefinition> {
    if (!Object.hasOwn(this.games, game.gameType)) {
      return err('unknown-game-type', `Game ${game.id} is a "${game.gameType}" game, which this bot does not know.`);
    }
    return ok(this.games[game.gameType] as AnyGameDefinition);
  }

  private withSeats(game: GameRowWithSeats): GameWithSeats<G> {
    return { game: toGameRecord<OptionsOf<G>>(game), seats: game.seats.map((s) => toSeatRecord<SeatOf<G>>(s)) };
  }
}

/**
 * What `create` gets, at start and at every replay. Seats come sorted by id, not in joining
 * order, so the same seats always give the same game.
 */
function createParams(game: GameRowWithSeats): { seats: string[]; options: unknown; seed: number } {
  return { seats: game.seats.map((s) => s.seat), options: JSON.parse(game.options), seed: game.seed };
}

/** A unique index refused the write: P2002 from model queries, P2010 (SQLite's code) from raw ones. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return error.code === 'P2002' || (error.code === 'P2010' && /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(error.message));
}

function gameNotFound(gameId: string): Result<never> {
  return err('game-not-found', `There is no game with id ${gameId}.`);
}

function notStarted(game: GameRow): Result<never> {
  return err('game-not-started', `Game ${game.id} is still in its lobby: it has no state until it starts.`);
}

function notActive(game: GameRow, what: string): Result<never> {
  return err('game-not-active', `Game ${game.id} is ${game.status}, so it cannot ${what} right now.`);
}

function seatsFrozen(game: GameRow): Result<never> {
  return err(
    'seats-frozen',
    `Game ${game.id} is ${game.status}: seats can be taken or left only in the lobby. A moderator can hand a seat to another player instead.`,
  );
}

function badStatusChange(game: GameRecord, status: GameStatus): Result<never> {
  if (status === 'active' && game.status === 'lobby') return err('bad-status-change', `Game ${game.id} is in its lobby: start it instead.`);
  const allowed = nextStatuses[game.status];
  const options = allowed.length > 0 ? `it can become ${allowed.join(' or ')}` : 'it is over';
  return err('bad-status-change', `Game ${game.id} is ${game.status} and cannot become ${status}: ${options}.`);
}

function replayFailed(game: GameRow, error: GameError, seq?: number): Result<never> {
  const where = seq === undefined ? 'Its log' : `Log entry #${seq}`;
  return err(
    'replay-failed',
    `Game ${game.id} cannot be rebuilt: ${where} no longer applies (${error.message}). The rules changed under a stored game; restore the previous rules or ask a developer.`,
  );
}
