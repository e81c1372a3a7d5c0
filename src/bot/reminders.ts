import type { BotContext } from './context';
import { postToChannel } from './deliver';
import { mentionedUsers, waitingLine } from './waiting';

/**
 * Posts whom a game waits for, mentioning them, and records the reminder so the next automatic
 * one waits a full interval. Returns what to tell whoever asked (for `/game nudge`).
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

/**
 * Play-by-post reminders: every `reminderCheckMs` the bot looks for active games that have waited
 * their own interval (per game, default 12 h) since the last action or reminder, and pings the
 * players they wait for.
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
        .finally(() => (this.running = null));
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
    const due = await this.bot.store.claimReminders({ now });
    for (const { game } of due) await remind(this.bot, game.id, '⏰ Reminder: the game is still waiting for', now);
    return due.length;
  }
}
