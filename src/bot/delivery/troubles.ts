import type { BotContext } from '../context';
import { endingLogFiles } from '../game-log';
import type { NewsMemory } from '../news/render';
import { channelWords } from '../text/channel';
import { channelLost } from '../reminders';
import { sendDm } from '../deliver';
import { hostOf } from '../host';
import { filesRefused, pinRefused, pinsFull, postingRefused } from '../text/troubles';
import type { Refusal } from './refusal';
import type { DeliveryTroubles } from './deliverer';

/**
 * What the bot does when the outbox cannot deliver: a DM that will never arrive is remembered
 * for the player's next command and for the channel's notice at the next phase (naming nothing
 * secret); a channel that is gone pauses the game and its outbox, and its host is told once; a
 * permission the bot lacks never stops the game: its host is told once which one would fix it.
 */
export function botTroubles(bot: BotContext): DeliveryTroubles {
  const told = new Set<string>();
  return {
    async dmFailed(gameId, userId, seq) {
      bot.missedDms.add(userId);
      bot.dmsClosed.add(userId);
      if (seq === 0) {
        // At the start every player gets DMs at once: saying now whose failed tells nothing.
        const found = await bot.store.getGame(gameId);
        const notice = found
          ? await bot.store.enqueue(gameId, [
              { key: `start:dm-notice:${userId}`, kind: 'post', target: found.game.channelId, payload: { content: channelWords.dmNotice([userId]), ping: [] } },
            ])
          : null;
        if (notice && !notice.ok) bot.log.warn(`Game ${gameId}: the notice of a failed DM could not be queued: ${notice.error.message}`);
        bot.wake();
      }
      // Their next DM is a new message rather than an edit of one they never got: it is tried
      // (and notifies them) once their DMs are open again.
      const noted = await bot.store.rememberNews(gameId, (memory) => {
        const news = memory as NewsMemory | null;
        if (!news) return memory;
        const dms = Object.fromEntries(Object.entries(news.dms).filter(([, dm]) => dm?.userId !== userId));
        const told = seq === 0 || news.dmNotices.includes(userId);
        return { ...news, dms, dmNotices: told ? news.dmNotices : [...news.dmNotices, userId] };
      });
      if (!noted.ok) bot.log.warn(`Game ${gameId}: the failed DM to ${userId} could not be noted for the channel: ${noted.error.message}`);
    },
    dmDelivered(userId) {
      bot.dmsClosed.delete(userId);
    },
    async channelLost(gameId, error) {
      const found = await bot.store.getGame(gameId);
      if (!found) return;
      await channelLost(bot, found.game, error);
    },
    async refused(gameId, refusal) {
      // Once per game and kind of refusal while the bot runs: a held post is retried many times.
      const key = `${gameId}:${refusal.kind}`;
      if (told.has(key)) return;
      told.add(key);
      const found = await bot.store.getGame(gameId);
      if (!found) return;
      const channelId = found.game.channelId;
      bot.log.info(
        `Game ${gameId}: Discord refused ${refusal.kind === 'post' ? `to take posts (missing ${refusal.missing.join(', ')})` : `a ${refusal.kind}`} in channel ${channelId}.`,
      );
      const content = refusalText(refusal, channelId);
      if (!(await sendDm(bot, await hostOf(bot, found.game), [{ embeds: [], content }]))) bot.log.warn(`Game ${gameId}: its host could not be told by DM.`);
    },
    attachments: (gameId) => ({ logs: () => endingLogFiles(bot, gameId) }),
  };
}

/** What the host is told of a refusal, naming what would fix it. */
function refusalText(refusal: Refusal, channelId: string): string {
  switch (refusal.kind) {
    case 'pin':
      return pinRefused(channelId);
    case 'pins-full':
      return pinsFull(channelId);
    case 'files':
      return filesRefused(channelId);
    case 'post':
      return postingRefused(channelId, refusal.missing);
  }
}
