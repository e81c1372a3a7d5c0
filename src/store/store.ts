import type { Actor } from '../engine/game';
import type { AuditNote } from '../engine/log';
import type { GameChange } from './game-writes';
import type { Seed } from '../engine/rng';
import type { Result } from '../engine/result';
import type { KeyedQueue } from './keyed-queue';
import type { OutboxMessage, OutboxRecord, OutboxRenderer, ReminderRenderer } from './outbox';
import type { ClaimOptions, MarkFailed, MarkRetry, MarkSent, OutboxReport } from './outbox-delivery';
import type { GameRecord, GameStatus, SeatRecord, StoredLogEntry } from './records';
import type { GameResultRecord, ResultInput } from './result-records';
import type { ActionOf, EventOf, GameRegistry, OptionsOf, SeatOf, StateOf } from './registry';

export interface StoreOptions<G extends GameRegistry> {
  /**
   * The database: `postgresql://…` for a PostgreSQL server, `file:…` or a path for a SQLite
   * file (created if missing). Migrated on open.
   */
  readonly url?: string;
  /** The older name of `url`, kept for callers that pass a SQLite path (any `url` works here too). */
  readonly file?: string;
  /** The games this store can host, by `gameType`. */
  readonly games: G;
  /** Write a snapshot after every N-th log entry (default 50); undos always write one. */
  readonly snapshotEvery?: number;
  /**
   * The time a decision's wait starts by (docs/deadlines.md): the clock that judges its deadline
   * (default the system's; the demo and tests move the bot's clock forward, and the waits with it).
   * Every other time the store writes is the system's.
   */
  readonly clock?: () => Date;
  /**
   * The per-game queue the store runs each game's commands in (one at a time in this process);
   * its own by default. The bot hands it the one it waits on before it stops.
   */
  readonly queue?: KeyedQueue;
}

export interface NewGame<G extends GameRegistry> {
  readonly gameType: keyof G & string;
  readonly guildId: string;
  readonly channelId: string;
  readonly createdBy: string;
  readonly options: OptionsOf<G>;
  readonly seed: Seed;
  readonly reminderIntervalMinutes?: number;
  readonly moderatorRoleId?: string | null;
  /** Hours (UTC) without pings or reminders, e.g. "22-7"; the store keeps it as given. */
  readonly quietHours?: string | null;
  /** The decision clock (docs/deadlines.md); defaults: 24 h, 48 h for long decisions, safe defaults on. */
  readonly clock?: { readonly decisionMinutes?: number; readonly longDecisionMinutes?: number; readonly safeDefaults?: boolean };
}

/** Who acts, and what they do. */
export interface ActionBy<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  readonly action: ActionOf<G>;
}

export interface ApplyCommand<G extends GameRegistry> extends ActionBy<G> {
  /** The Discord interaction that carried the command: a retry with the same id is applied once. */
  readonly interactionId?: string;
  readonly userId?: string;
  /** Applied only if the game's log still ends at this entry (the clock: an answer that came first wins). */
  readonly expectedHeadSeq?: number;
}

/**
 * An action decided on the game as it is: `judge` sees the game, its seats and its state in the
 * game's queue, the very state the action is then applied to, and says who does what or why not
 * (`refused`, the caller's own answer). When another process changes the game before the write,
 * the game is read again and judged again.
 */
export interface PlayCommand<G extends GameRegistry, R> extends Omit<ApplyCommand<G>, 'actor' | 'action'> {
  readonly judge: (loaded: LoadedGame<G>) => ActionBy<G> | { readonly refused: R };
}

/** What became of a `PlayCommand`: the game it was judged on, and the judge's refusal or the store's answer. */
export interface Played<G extends GameRegistry, R> {
  readonly judged: LoadedGame<G>;
  readonly outcome: { readonly refused: R } | Result<Applied<G>>;
}

export interface UndoCommand<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  /** How many of the most recent effective actions to take back. */
  readonly count: number;
  readonly interactionId?: string;
  readonly userId: string;
  readonly reason: string;
  /** Undone only if the game's log still ends at this entry (the preview the moderator confirmed). */
  readonly expectedHeadSeq?: number;
}

/** Who made a change around the game (pause, resume, a seat handed over), and why: kept in the log. */
export interface Audit<G extends GameRegistry> {
  readonly actor: Actor<SeatOf<G>>;
  readonly userId: string;
  readonly reason: string;
  readonly interactionId?: string;
}

/** Options of every write that can say something. */
export interface WriteOptions<G extends GameRegistry> {
  /** What the bot says about the write: its rows are stored in the write's transaction. */
  readonly outbox?: OutboxRenderer<G>;
  /**
   * How the game came out, when this write ends a game that was played (`setStatus` to `finished`
   * or `ended`): its result is stored in the same transaction (docs/stats.md).
   */
  readonly result?: ResultRenderer<G>;
  /**
   * Whether the state after this action is the game's end: the action's own write then makes the
   * game `finished` (its channel free) and stores its `result`, in the same transaction.
   */
  readonly over?: (state: StateOf<G>) => boolean;
}

/** A game that is over, as its result code reads it. */
export interface EndedGame<G extends GameRegistry> {
  readonly game: GameRecord<OptionsOf<G>>;
  readonly seats: readonly SeatRecord<SeatOf<G>>[];
  readonly state: StateOf<G>;
  /** The whole log, oldest first. */
  readonly log: readonly StoredLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>[];
  /** Ended by its host or a moderator (status `ended`), not by its rules. */
  readonly stopped: boolean;
}

/** What a game's code says of its end (null: nothing to record); the store adds where, who and when. */
export type ResultRenderer<G extends GameRegistry> = (ended: EndedGame<G>) => ResultInput | null;

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

/** A game whose reminder this process claimed: nobody else will send it. */
export interface ClaimedReminder<G extends GameRegistry> extends LoadedGame<G> {
  /** The seats (with their players) the game is waiting for. */
  readonly waitingFor: SeatRecord<SeatOf<G>>[];
}

export interface ReminderClaim<G extends GameRegistry> {
  /** Default: the current time. A game is due when nothing happened and no reminder went out for its interval. */
  readonly now?: Date;
  /** At most this many games per call (default 100), the longest overdue first. */
  readonly limit?: number;
  /** The reminder itself, stored with the claim: then it is sent once even if this process dies now. */
  readonly outbox?: ReminderRenderer<ClaimedReminder<G>>;
  /** Games the caller holds back now (their quiet hours): not claimed, due again at the next round. */
  readonly holds?: (game: GameRecord<OptionsOf<G>>) => boolean;
}

/** A change of a game's clock (docs/deadlines.md), judged on the game as it is, written with its news. */
export interface ClockWrite<G extends GameRegistry> {
  readonly change: ClockChange;
  /** A seat going away until a date, or coming back (null). */
  readonly away?: { readonly seat: SeatOf<G>; readonly until: Date | null };
  /** Kept in the log as an audit entry (holds, extensions, away seats, defaults switched). */
  readonly audit?: Audit<G> & { readonly note: AuditNote };
  readonly messages: readonly OutboxMessage[];
}

export type ClockChange = Pick<GameChange, 'deadlineReminders' | 'deadlineExtraMinutes' | 'safeDefaults' | 'heldAt' | 'heldBy' | 'holdReason' | 'holdsUsed'>;

/** The game after a clock write. */
export type ClockWritten<G extends GameRegistry> = LoadedGame<G>;

export interface Store<G extends GameRegistry> {
  /**
   * This store typed for the games of types `K`, for code that reaches only those (the bot's Dune
   * code, its race code): the same database, cache and queue, and the same games behind them.
   */
  only<K extends keyof G & string>(): Store<Pick<G, K>>;
  /**
   * A new game in `lobby`; fails with `channel-busy` if the channel already has a live game. The
   * renderer (`options.outbox`, seeing no state) writes its lobby post in the same transaction.
   */
  createGame(input: NewGame<G>, options?: WriteOptions<G>): Promise<Result<GameRecord<OptionsOf<G>>>>;
  /** Seats a player (lobby only), with what the bot says of it. Returns the seats afterwards. */
  seat(gameId: string, seat: SeatOf<G>, userId: string, options?: WriteOptions<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Frees a seat (lobby only), with what the bot says of it. */
  unseat(gameId: string, seat: SeatOf<G>, options?: WriteOptions<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Hands a taken seat to another player, at any time before the game is over. */
  replaceSeat(gameId: string, seat: SeatOf<G>, newUserId: string, audit?: Audit<G>, options?: WriteOptions<G>): Promise<Result<SeatRecord<SeatOf<G>>[]>>;
  /** Creates the initial state from the seats, options and seed; the game becomes `active`. */
  startGame(gameId: string, options?: WriteOptions<G>): Promise<Result<Started<G>>>;
  /** Applies one action; a rejected action writes nothing, a retried interaction nothing more. */
  apply(gameId: string, command: ApplyCommand<G>, options?: WriteOptions<G>): Promise<Result<Applied<G>>>;
  /**
   * Judges an action on the game as it is and applies it, in one pass of the game's queue: the
   * game read once (usually not at all: the process's cache, confirmed by the write's version
   * check) and written once. Fails only when the game has no state to judge (unknown, in its lobby).
   */
  play<R>(gameId: string, command: PlayCommand<G, R>, options?: WriteOptions<G>): Promise<Result<Played<G, R>>>;
  /** Appends an undo entry and rebuilds the state from the log. */
  undo(gameId: string, command: UndoCommand<G>, options?: WriteOptions<G>): Promise<Result<Applied<G>>>;
  /** The game, its seats and its current state (from the cache or the latest snapshot). */
  load(gameId: string): Promise<Result<LoadedGame<G>>>;
  /** The current state computed from the creation parameters and the log alone. */
  rebuild(gameId: string): Promise<Result<{ state: StateOf<G>; seq: number }>>;
  /** The whole log, oldest first (empty for an unknown game). */
  log(gameId: string): Promise<StoredLogEntry<SeatOf<G>, ActionOf<G>, EventOf<G>>[]>;
  getGame(gameId: string): Promise<GameWithSeats<G> | null>;
  /** The lobby, active or paused game of a channel or thread, if any. */
  findActiveGameByChannel(channelId: string): Promise<GameRecord<OptionsOf<G>> | null>;
  /** The lobby, active or paused games in which the user holds a seat (for commands sent by DM). */
  findLiveGamesOfUser(userId: string): Promise<GameRecord<OptionsOf<G>>[]>;
  setStatus(gameId: string, status: GameStatus, audit?: Audit<G>, options?: WriteOptions<G>): Promise<Result<GameRecord<OptionsOf<G>>>>;
  /** Appends an audit entry that changes nothing in the game (a moderator's read of its secrets), with what the bot says of it. */
  recordAudit(gameId: string, audit: Audit<G>, note: AuditNote, options?: WriteOptions<G>): Promise<Result<void>>;
  /**
   * Claims the reminders that are due: each due game that waits for somebody is marked reminded
   * in the same transaction that stores its `outbox` rows, conditional on the game being
   * unchanged since it was judged due. Two processes never claim the same reminder.
   */
  claimReminders(claim?: ReminderClaim<G>): Promise<ClaimedReminder<G>[]>;
  /** The active games whose clock may be running: waiting for somebody, or with a seat away. */
  liveClocks(): Promise<GameWithSeats<G>[]>;
  /**
   * Changes a game's clock (reminders sent, extensions, holds, defaults on or off, a seat away)
   * with its news, if `judge`, called on the game as it is in the database, asks for it (null:
   * nothing to do). Conditional on the game's version like every write: two processes never both
   * make the same change.
   */
  clockWrite(gameId: string, judge: (loaded: LoadedGame<G>) => Result<ClockWrite<G> | null>): Promise<Result<ClockWritten<G> | null>>;
  /** Records that a reminder went out (e.g. a moderator's nudge), so the next one waits a full interval. */
  markReminded(gameId: string, at?: Date): Promise<Result<void>>;

  /**
   * Changes what the game's news renderer remembers, outside a change of the game (e.g. a DM that
   * could not be delivered, to be noticed in the channel later); in the game's queue, under its lock.
   */
  rememberNews(gameId: string, update: (memory: unknown) => unknown): Promise<Result<void>>;
  /** What the game's news renderer remembers now (null before its first write, or for an unknown game). */
  newsMemory(gameId: string): Promise<unknown>;

  /** Stores bot notices outside an action (lobby posts), in one transaction, after the game's other rows. */
  enqueue(gameId: string, messages: readonly OutboxMessage[]): Promise<Result<OutboxRecord[]>>;
  /**
   * Rows ready to send, leased to `owner` until `now + leaseMs`: at most one per game, its oldest
   * unsent row, and none of a game whose outbox is paused or whose oldest unsent row waits for a
   * retry or is leased to someone else. The oldest first across games.
   */
  claimOutbox(claim: ClaimOptions): Promise<OutboxRecord[]>;
  /** The row was delivered; fails (`outbox-lease-lost`) if `owner` no longer holds it. */
  markSent(id: string, sent: MarkSent): Promise<Result<void>>;
  /** The row could not be sent now: it is offered again at `at`, and its game waits until then. */
  markRetry(id: string, retry: MarkRetry): Promise<Result<void>>;
  /** The row can never be sent (e.g. the player closed their DMs): its game's next rows go on. */
  markFailed(id: string, failed: MarkFailed): Promise<Result<void>>;
  /** Holds back every row of the game (e.g. its channel was deleted) until `resumeOutbox`. */
  pauseOutbox(gameId: string, reason: string): Promise<Result<void>>;
  resumeOutbox(gameId: string): Promise<Result<void>>;
  /** For moderators: what is pending and failed. */
  outboxReport(gameId: string, now?: Date): Promise<Result<OutboxReport>>;
  /** Every outbox row of the game, in order. */
  outbox(gameId: string): Promise<OutboxRecord[]>;
  /** One row by its key (e.g. the status message an `edit` row refers to), or null. */
  outboxMessage(gameId: string, key: string): Promise<OutboxRecord | null>;

  /** A server's results, oldest end first (the order ratings follow). */
  results(guildId: string): Promise<GameResultRecord[]>;
  /** A server's games that were played and are over but have no result (finished before results were kept, say). */
  unrecordedGames(guildId: string): Promise<{ readonly id: string; readonly gameType: string }[]>;
  /**
   * Records the result of a game that is over, from its log replayed (a back-fill). Null when it
   * has a result already or `render` gives none; an error when the game is not over.
   */
  recordResult(gameId: string, render: ResultRenderer<G>): Promise<Result<GameResultRecord | null>>;
  /** Leaves a player out of leaderboards and of others' statistics (`hidden`), or lists them again. */
  setHiddenFromStats(userId: string, hidden: boolean, at?: Date): Promise<void>;
  /** The players who asked to be left out. */
  hiddenFromStats(): Promise<Set<string>>;

  /** Waits for queued commands, then closes the database. */
  close(): Promise<void>;
}
