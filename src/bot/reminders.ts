import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import { withLiveGame } from './live-game';
import type { BotContext, DuneGame } from './context';
import { hostOf } from './host';
import type { Where } from './game-service';
import { ChannelUnavailable, postToChannel, sendDm } from './deliver';
import { mentionedUsers, waitingLine } from './waiting';

/**
 * Posts whom a game waits for, mentioning them, and records the reminder so the next automatic
 * one waits a full interval. Returns what to tell whoever asked (for `/game nudge`). A channel the
 * bot can no longer post in throws: the caller decides what that means.
 */
export async function remind(bot: BotContext, gameId: string, prefix: string, at: Date = bot.now()): Promise<string> {
  return bot.queue.run(gameId, async () => {
    const loaded = await bot.store.load(gameId);
    if (!loaded.ok) return `❌ ${loaded.error.message}`;
    const { game, seats, state } = loaded.value;
    if (game.status !== 'active') return `The game is ${game.status}: nobody is waited for.`;
    const line = waitingLine(state, seats, prefix);
    if (!line) return 'The game is waiting for nobody right now.';
    await postToChannel(bot, game.channelId, [{ content: line, embeds: [] }], mentionedUsers(state, seats));
    const marked = await bot.store.markReminded(game.id, at);
    if (!marked.ok) bot.log.warn(`Reminder for game ${game.id} not recorded: ${marked.error.message}`);
    return '✅ Reminded.';
  });
}

/** Discord's answers for a channel that is gone or closed to the bot: waiting will not bring it back. */
const LOST = new Set<unknown>([RESTJSONErrorCodes.UnknownChannel, RESTJSONErrorCodes.MissingAccess, RESTJSONErrorCodes.MissingPermissions]);

export const isChannelLost = (error: unknown): boolean => error instanceof ChannelUnavailable || (error instanceof DiscordAPIError && LOST.has(error.code));

/**
 * The game's channel is gone or closed to the bot: the game is paused (so its reminders stop and
 * the pause is in the log with why), and its host is told once, by DM — the pause happens once.
 */
export async function channelLost(bot: BotContext, game: DuneGame, error: unknown): Promise<void> {
  const why = error instanceof Error ? error.message : String(error);
  bot.log.warn(`Game ${game.id}: its channel ${game.channelId} is lost (${why}); pausing the game.`);
  const botUser = bot.client.user?.id ?? 'bot';
  const paused = await bot.store.setStatus(game.id, 'paused', {
    actor: { kind: 'system' },
    userId: botUser,
    reason: `the bot can no longer post in channel ${game.channelId}`,
  });
  if (!paused.ok) {
    bot.log.warn(`Game ${game.id} could not be paused: ${paused.error.message}`);
    return;
  }
  const told = await sendDm(bot, await hostOf(bot, game), [
    {
      embeds: [],
      content:
        `⏸️ Your game of Dune in <#${game.channelId}> is paused: I can no longer post in that channel (it was deleted, or I lost access). ` +
        'Give me back access to the channel (View Channel, Send Messages) and run `/mod resume` there; nothing of the game is lost.',
    },
  ]);
  if (!told) bot.log.warn(`Game ${game.id}: the host could not be told by DM that the game is paused.`);
}

/**
 * Play-by-post reminders: every `reminderCheckMs` the bot looks for active games that have waited
 * their own interval (per game, default 12 h) since the last action or reminder, and pings the
 * players they wait for. Each game is reminded on its own: one failing game never stops the round.
 */
export class Reminders {
  private timer: NodeJS.Timeout | null = null;
  /** The round in progress: a slow round is never overlapped by the next (it would remind twice). */
  private running: Promise<unknown> | null = null;

  constructor(private readonly bot: BotContext) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.bot.log.error('Reminder round failed', error))
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

  /** One round at `now`; returns the number of games reminded. */
  async tick(now: Date = this.bot.now()): Promise<number> {
    // Claimed atomically: two processes never remind the same game for the same interval.
    const due = await this.bot.store.claimReminders({ now });
    let reminded = 0;
    for (const { game } of due) {
      try {
        await remind(this.bot, game.id, '⏰ Reminder: the game is still waiting for', now);
        reminded += 1;
      } catch (error) {
        if (isChannelLost(error)) await channelLost(this.bot, game, error);
        else this.bot.log.error(`Game ${game.id}: the reminder failed; it is tried again next round`, error);
      }
    }
    return reminded;
  }
}

/** Discord renders `<t:…:R>` in each reader's own time zone ("in 42 minutes"). */
const relativeTime = (at: Date): string => `<t:${Math.ceil(at.getTime() / 1000)}:R>`;

/**
 * `/game nudge`: a seated player (or a moderator) pings the players the game waits for. Each seat
 * may nudge once per cooldown, so that a nudge stays a nudge.
 */
export async function nudge(bot: BotContext, where: Where): Promise<string> {
  return withLiveGame(bot, where, {}, async ({ game, seats }) => {
    if (game.status !== 'active') return `The game is ${game.status}: nobody is waited for.`;
    const seat = seats.find((s) => s.userId === where.userId);
    if (!seat && !where.moderator) return 'Only the players of this game (and moderators) can nudge it.';
    const key = `${game.id}:${seat?.seat ?? `moderator:${where.userId}`}`;
    const last = bot.nudges.get(key);
    const next = last ? new Date(last.getTime() + bot.config.nudgeCooldownMinutes * 60_000) : null;
    if (next && next > bot.now()) return `⏳ You nudged this game ${relativeTime(last as Date)}; you can nudge again ${relativeTime(next)}.`;
    const answer = await remind(bot, game.id, `👋 <@${where.userId}> nudges`);
    if (answer.startsWith('✅')) bot.nudges.set(key, bot.now());
    return answer;
  });
}
