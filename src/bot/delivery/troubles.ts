import type { BotContext } from '../context';
import { endingLogFiles } from '../game-log';
import type { NewsMemory } from '../news/render';
import { dmNotice } from '../news/channel';
import { channelLost } from '../reminders';
import type { DeliveryTroubles } from './deliverer';

/**
 * What the bot does when the outbox cannot deliver: a DM that will never arrive is remembered
 * for the player's next command and for the channel's notice at the next phase (naming nothing
 * secret); a channel that is gone pauses the game and its outbox, and its host is told once.
 */
export function botTroubles(bot: BotContext): DeliveryTroubles {
  return {
    async dmFailed(gameId, userId, seq) {
      bot.missedDms.add(userId);
      bot.dmsClosed.add(userId);
      if (seq === 0) {
        // At the start every player gets DMs at once: saying now whose failed tells nothing.
        const found = await bot.store.getGame(gameId);
        const notice = found
          ? await bot.store.enqueue(gameId, [
              { key: `start:dm-notice:${userId}`, kind: 'post', target: found.game.channelId, payload: { content: dmNotice([userId]), ping: [] } },
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
    attachments: (gameId) => ({ logs: () => endingLogFiles(bot, gameId) }),
  };
}
