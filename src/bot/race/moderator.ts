import type { BotContext } from '../context';
import { liveRace } from './lobby';
import { postRace } from './post';
import { afterChange } from './posts';
import { raceStore } from './store';
import { commands, news } from './text';

/** A moderator's command in a race's channel, with who and why for the log. */
export interface RaceModRequest {
  readonly channelId: string;
  readonly userId: string;
  readonly interactionId: string;
  readonly reason: string;
}

const audit = (r: RaceModRequest) => ({
  actor: { kind: 'moderator' as const, userId: r.userId, reason: r.reason },
  userId: r.userId,
  reason: r.reason,
  interactionId: r.interactionId,
});

/** `/mod undo` in a race: takes back the last `count` actions and posts the turn as it is again. */
export async function undoRace(bot: BotContext, r: RaceModRequest, count: number): Promise<string> {
  const found = await liveRace(bot, r.channelId);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  return bot.queue.run(game.id, async () => {
    const undone = await raceStore(bot).undo(game.id, { ...audit(r), count });
    if (!undone.ok) return `❌ ${undone.error.message}`;
    if (undone.value.duplicate) return commands.undoneAnswer;
    await postRace(bot, game.channelId, afterChange(game.id, undone.value.state, [], seats, [news.undone(r.userId, count, r.reason)]));
    return commands.undoneAnswer;
  });
}

/** `/mod pause` and `/mod resume` in a race; resuming posts the turn again, with working components. */
export async function pauseRace(bot: BotContext, r: RaceModRequest, paused: boolean): Promise<string> {
  const found = await liveRace(bot, r.channelId);
  if (typeof found === 'string') return found;
  const { game, seats } = found;
  if (paused && game.status !== 'active') return commands.notActive(game.status);
  if (!paused && game.status !== 'paused') return commands.notPaused;
  return bot.queue.run(game.id, async () => {
    const store = raceStore(bot);
    const changed = await store.setStatus(game.id, paused ? 'paused' : 'active', audit(r));
    if (!changed.ok) return `❌ ${changed.error.message}`;
    const note = paused ? news.paused(r.userId, r.reason) : news.resumed(r.userId, r.reason);
    if (paused) await postRace(bot, game.channelId, [{ content: note, components: [], ping: [] }]);
    else {
      const loaded = await store.load(game.id);
      if (!loaded.ok) return `❌ ${loaded.error.message}`;
      await postRace(bot, game.channelId, afterChange(game.id, loaded.value.state, [], seats, [note]));
    }
    return paused ? commands.pausedAnswer : commands.resumedAnswer;
  });
}
