import type { Result } from '../../engine/result';
import { ok } from '../../engine/result';
import type { OutboxMessage } from '../../store/outbox';
import type { GameRecord, SeatRecord } from '../../store/records';
import type { ActionOf, GameRegistry, SeatOf, StateOf } from '../../store/registry';
import type { ClockWrite, LoadedGame, Store, WriteOptions } from '../../store/store';
import { isQuiet } from '../quiet-hours';
import { type Deciding, deadlineOf, earliestDeadline, isAway, reminderDue } from './deadlines';

/** The log's user id of the clock's actions: no Discord user, so nobody is mentioned for them. */
export const CLOCK_USER = 'clock';

/** How a game type meets the clock: whom it waits for, its safe defaults and its words, in its own types. */
export interface ClockGame<G extends GameRegistry> {
  deciding(state: StateOf<G>): readonly Deciding<SeatOf<G>>[];
  /** The safe default of the seat's decision (null: none; a bug the clock reports). */
  safeDefault(state: StateOf<G>, seat: SeatOf<G>, random: () => number): { readonly action: ActionOf<G>; readonly kind: string; readonly label: string } | null;
  /** "⏰ The Harkonnen did not answer in time: they pass." (`named`: the channel may know whose decision it was). */
  timedOut(seat: SeatOf<G>, chosen: { readonly kind: string; readonly label: string }, away: boolean, named: boolean): string;
  /** What the store writes with the clock's action: its news, and the game's end when the action ends it. */
  tell(note: string): WriteOptions<G>;
  /** The reminder's rows (channel posts), or none. */
  reminder(loaded: LoadedGame<G>, named: readonly Deciding<SeatOf<G>>[], deadline: Date, quiet: boolean, key: string): OutboxMessage[];
  /** What a seat is called in the channel ("the Harkonnen", "Red"). */
  seatName(seat: SeatOf<G>): string;
  /** The moderators' role of the game, to ping when its defaults are off. */
  moderatorsPing(game: GameRecord, names: readonly string[], deadline: Date, key: string): OutboxMessage[];
  /** A seat whose time away is over is back: the post. */
  backPost(game: GameRecord, seat: SeatRecord<SeatOf<G>>, key: string): OutboxMessage[];
}

/** What every game type's clock shares. */
interface Shared {
  /** Draws a secret choice made blind; the action is logged, so a replay never draws again. */
  readonly random: () => number;
  readonly log: { warn(message: string): void; error(message: string, error?: unknown): void };
}

/** One game type's clock, its types closed over: what the round calls for each game of that type. */
export interface TypedClock {
  settle(gameId: string, now: Date, shared: Shared): Promise<number>;
}

/** A game type's clock: its games read and written through the store typed for it. */
export const typedClock = <G extends GameRegistry>(store: Store<G>, game: ClockGame<G>): TypedClock => ({
  settle: (gameId, now, shared) => new GameClock(store, game, shared).settle(gameId, now),
});

export interface ClockOptions extends Shared {
  /** Lists the games whose clock may run, of every type. */
  readonly store: Store<GameRegistry>;
  /** Each game type's clock, by the store's game type. */
  readonly games: Readonly<Record<string, TypedClock>>;
  /** New outbox rows are waiting. */
  readonly wake: () => void;
}

/** The most clock actions in one game per round: a game is never allowed to run away with a round. */
const MAX_STEPS = 100;

/**
 * The decision clock (docs/deadlines.md): every round it looks at the active games whose clock may
 * run, sends the reminders that are due, brings back the seats whose time away is over, and takes
 * the safe default of every decision whose deadline passed (or whose seat is away). Everything it
 * decides is judged on the game as it is in the database: an action is applied only if the game's
 * log still ends where the clock looked (an answer that came first wins, another process that
 * acted first wins), reminders and returns go through the store's versioned clock write. So a bot
 * that was down applies each passed deadline once when it comes back, and two processes never
 * apply one twice.
 */
export class Clock {
  constructor(private readonly options: ClockOptions) {}

  /** One round at `now`; returns the number of writes made (actions, reminders, returns). */
  async tick(now: Date): Promise<number> {
    const { store, games, wake } = this.options;
    let writes = 0;
    for (const { game } of await store.liveClocks()) {
      const clock = Object.hasOwn(games, game.gameType) ? games[game.gameType] : undefined;
      if (!clock) continue;
      // One failing game never stops the others.
      writes += await clock.settle(game.id, now, this.options).catch((error: unknown) => {
        this.options.log.error(`Game ${game.id}: the clock failed`, error);
        return 0;
      });
    }
    if (writes) wake();
    return writes;
  }
}

/** The clock of one game of type `G`. */
class GameClock<G extends GameRegistry> {
  constructor(
    private readonly store: Store<G>,
    private readonly clocked: ClockGame<G>,
    private readonly shared: Shared,
  ) {}

  /** Everything due in one game at `now`, one write at a time. */
  async settle(gameId: string, now: Date): Promise<number> {
    const { store, clocked } = this;
    let writes = 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      const loaded = await store.load(gameId);
      if (!loaded.ok || loaded.value.game.status !== 'active') return writes;
      const { game, seats, state, seq } = loaded.value;

      const returning = seats.find((s) => s.awayUntil !== undefined && s.awayUntil <= now);
      if (returning) {
        const back = await this.clockWrite(gameId, (l) =>
          l.seq === seq
            ? ok({ change: {}, away: { seat: returning.seat, until: null }, messages: clocked.backPost(l.game, returning, `back:${returning.seat}:${seq}`) })
            : ok(null),
        );
        if (!back) return writes;
        writes++;
        continue;
      }
      if (game.clock.hold) return writes;

      const deciding = clocked.deciding(state);
      const awayNow = (seat: string) => isAway(seats.find((s) => s.seat === seat)?.awayUntil, now);
      const due = deciding.filter((d) => awayNow(d.seat) || (deadlineOf(game.clock, d.long)?.getTime() ?? Number.POSITIVE_INFINITY) <= now.getTime());
      if (due.length === 0) return writes + (await this.remind(loaded.value, clocked, deciding, now));

      const away = due.find((d) => awayNow(d.seat));
      if (!game.clock.safeDefaults && !away) return writes + (await this.pingModerators(loaded.value, clocked, due));

      const d = away ?? (due[0] as Deciding);
      const chosen = clocked.safeDefault(state, d.seat, this.shared.random);
      if (!chosen) {
        this.shared.log.error(`Game ${gameId}: ${d.seat} is waited for but has no safe default; the clock leaves it to the moderators.`);
        return writes;
      }
      const note = clocked.timedOut(d.seat, chosen, awayNow(d.seat), d.named);
      const applied = await store.apply(
        gameId,
        {
          actor: { kind: 'seat', seat: d.seat },
          action: chosen.action,
          interactionId: `clock:${gameId}:${seq}:${d.seat}`,
          userId: CLOCK_USER,
          expectedHeadSeq: seq,
        },
        clocked.tell(note),
      );
      // Somebody answered (or another process's clock acted) first: look again.
      if (!applied.ok && applied.error.code === 'game-moved-on') continue;
      if (!applied.ok) {
        this.shared.log.warn(`Game ${gameId}: the clock's default for ${d.seat} was refused: ${applied.error.message}`);
        return writes;
      }
      if (applied.value.duplicate) continue;
      writes++;
    }
    return writes;
  }

  /** The reminder due now, if any: claimed with its post by a versioned write, so it goes out once. */
  private async remind(loaded: LoadedGame<G>, clocked: ClockGame<G>, deciding: readonly Deciding<SeatOf<G>>[], now: Date): Promise<number> {
    const named = deciding.filter((d) => d.named);
    const { game, seq } = loaded;
    const deadline = earliestDeadline(game.clock, named);
    if (!deadline) return 0;
    const stage = reminderDue(game.clock, deadline, now);
    // In quiet hours the reminder waits for them to end (the deadline does not).
    if (stage === null || isQuiet(game.quietHours, now)) return 0;
    const done = await this.clockWrite(game.id, (l) =>
      l.seq === seq && l.game.clock.reminders < stage
        ? ok({
            change: { deadlineReminders: stage },
            messages: clocked.reminder(l, named, deadline, false, `deadline:${seq}:${stage}:${game.clock.waitStartedAt?.toISOString()}`),
          })
        : ok(null),
    );
    return done ? 1 : 0;
  }

  /** Defaults off: the moderators are pinged once per wait. */
  private async pingModerators(loaded: LoadedGame<G>, clocked: ClockGame<G>, due: readonly Deciding<SeatOf<G>>[]): Promise<number> {
    const { game, seq } = loaded;
    if (game.clock.reminders >= MODERATORS_PINGED) return 0;
    const deadline = earliestDeadline(game.clock, due) as Date;
    const names = due.filter((d) => d.named).map((d) => clocked.seatName(d.seat));
    const done = await this.clockWrite(game.id, (l) =>
      l.seq === seq && l.game.clock.reminders < MODERATORS_PINGED
        ? ok({
            change: { deadlineReminders: MODERATORS_PINGED },
            messages: clocked.moderatorsPing(
              l.game,
              names.length ? names : ['a player'],
              deadline,
              `deadline:${seq}:moderators:${game.clock.waitStartedAt?.toISOString()}`,
            ),
          })
        : ok(null),
    );
    return done ? 1 : 0;
  }

  private async clockWrite(gameId: string, judge: (loaded: LoadedGame<G>) => Result<ClockWrite<G> | null>): Promise<boolean> {
    const written = await this.store.clockWrite(gameId, judge);
    if (!written.ok) this.shared.log.warn(`Game ${gameId}: the clock's write failed: ${written.error.message}`);
    return written.ok && written.value !== null;
  }
}

/** `deadlineReminders` once the moderators were pinged for the wait (past the two reminders). */
const MODERATORS_PINGED = 3;
