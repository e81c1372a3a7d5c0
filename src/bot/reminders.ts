import { withLiveGame } from './live-game';
import type { BotContext, DuneGame, DuneSeat } from './context';
import type { DuneGameState } from '../dune';
import { hostOf } from './host';
import type { Where } from './game-service';
import { sendDm } from './deliver';
import { tell } from './news/tell';
import { channelGone } from './text/troubles';
import { isQuiet } from './quiet-hours';
import { mentionedUsers, waitingLine } from './waiting';
import { randomInt } from 'node:crypto';
import { Clock } from './clock/clock';
import { earliestDeadline } from './clock/deadlines';
import { duneDeciding } from './clock/dune-clock';
import { clockWords } from './text/clock';
import { reminderWords } from './text/reminders';
import { clockGames } from './clock/clock-games';

/** What a nudge says: whom the game waits for (mentioned), since when, and the deadline. */
function reminderPost(game: DuneGame, seats: readonly DuneSeat[], state: DuneGameState, prefix: string, at: Date): { content: string; ping: string[] } | null {
  const line = waitingLine(state, seats, prefix);
  if (!line) return null;
  const deadline = game.clock.hold
    ? null
    : earliestDeadline(
        game.clock,
        duneDeciding(state).filter((d) => d.named),
      );
  const content = `${line}\n${reminderWords.waitingSince(game.clock.waitStartedAt ?? game.lastActivityAt, deadline ? clockWords.deadline(deadline) : null)}`;
  // In quiet hours the mentions are written but notify nobody.
  return { content, ping: isQuiet(game.quietHours, at) ? [] : mentionedUsers(state, seats) };
}

/**
 * `/game nudge`'s post: whom the game waits for, mentioning them, through the game's outbox; the
 * reminder is recorded so the next automatic one waits a full interval. Returns what to tell
 * whoever asked.
 */
async function nudgePost(bot: BotContext, gameId: string, prefix: string, at: Date): Promise<string> {
  const loaded = await bot.store.load(gameId);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const { game, seats, state } = loaded.value;
  if (game.status !== 'active') return reminderWords.nobodyWaited(game.status);
  const post = reminderPost(game, seats, state, prefix, at);
  if (!post) return reminderWords.waitingForNobody;
  const queued = await bot.store.enqueue(game.id, [{ key: `nudge:${at.toISOString()}:${prefix}`, kind: 'post', target: game.channelId, payload: post }]);
  if (!queued.ok) return `❌ ${queued.error.message}`;
  bot.wake();
  const marked = await bot.store.markReminded(game.id, at);
  if (!marked.ok) bot.log.warn(`Reminder for game ${game.id} not recorded: ${marked.error.message}`);
  return reminderWords.reminded(isQuiet(game.quietHours, at));
}

/**
 * The game's channel is gone (Discord 10003, or it became a channel that takes no posts): the game is paused (so its reminders stop and
 * the pause is in the log with why), and its host is told once, by DM — the pause happens once.
 */
export async function channelLost(bot: BotContext, game: DuneGame, error: unknown): Promise<void> {
  const why = error instanceof Error ? error.message : String(error);
  const report = await bot.store.outboxReport(game.id);
  // The outbox is paused once per loss: whatever else then fails to reach the channel waits with it.
  if (report.ok && report.value.paused) return;
  bot.log.warn(`Game ${game.id}: its channel ${game.channelId} is lost (${why}); pausing the game.`);
  const reason = reminderWords.channelLost(game.channelId);
  const held = await bot.store.pauseOutbox(game.id, reason);
  if (!held.ok) bot.log.warn(`Game ${game.id}: its outbox could not be paused: ${held.error.message}`);
  const botUser = bot.client.user?.id ?? 'bot';
  if (game.status === 'active') {
    const note = reminderWords.pausedChannelLost;
    const paused = await bot.store.setStatus(game.id, 'paused', { actor: { kind: 'system' }, userId: botUser, reason }, tell({ notes: [note] }));
    if (!paused.ok) bot.log.warn(`Game ${game.id} could not be paused: ${paused.error.message}`);
  }
  const told = await sendDm(bot, await hostOf(bot, game), [{ embeds: [], content: channelGone(game.channelId) }]);
  if (!told) bot.log.warn(`Game ${game.id}: the host could not be told by DM that the game is paused.`);
}

/**
 * The decision clock's timer (docs/deadlines.md): every `reminderCheckMs` the clock sends the
 * reminders that are due, brings back the players whose time away is over and takes the safe
 * default of every decision whose deadline passed. Each game is settled on its own: one failing
 * game never stops the round.
 */
export class Reminders {
  private timer: NodeJS.Timeout | null = null;
  /** The round in progress: a slow round is never overlapped by the next (it would look at a game twice at once). */
  private running: Promise<unknown> | null = null;
  private readonly clock: Clock;

  constructor(private readonly bot: BotContext) {
    this.clock = new Clock({
      store: bot.stores.all,
      games: clockGames(bot.stores),
      random: () => randomInt(2 ** 32) / 2 ** 32,
      log: bot.log,
      wake: () => bot.wake(),
    });
  }

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.bot.log.error('Clock round failed', error))
        .finally(() => {
          this.running = null;
        });
    }, this.bot.config.reminderCheckMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round at `now`; returns the number of writes the clock made (defaults, reminders, returns). */
  tick(now: Date = this.bot.now()): Promise<number> {
    return this.clock.tick(now);
  }
}

/**
 * `/game nudge`: a seated player (or a moderator) pings the players the game waits for. Each seat
 * may nudge once per cooldown, so that a nudge stays a nudge.
 */
export async function nudge(bot: BotContext, where: Where): Promise<string> {
  return withLiveGame(bot, where, {}, async ({ game, seats }) => {
    if (game.status !== 'active') return reminderWords.nobodyWaited(game.status);
    const seat = seats.find((s) => s.userId === where.userId);
    if (!seat && !where.moderator) return reminderWords.notSeated;
    const key = `${game.id}:${seat?.seat ?? `moderator:${where.userId}`}`;
    const last = bot.nudges.get(key);
    const next = last ? new Date(last.getTime() + bot.config.nudgeCooldownMinutes * 60_000) : null;
    if (last && next && next > bot.now()) return reminderWords.tooSoon(last, next);
    const answer = await nudgePost(bot, game.id, reminderWords.nudges(where.userId), bot.now());
    if (answer.startsWith('✅')) bot.nudges.set(key, bot.now());
    return answer;
  });
}
