import { factionName } from '../dune/data/factions';
import { seatView } from '../dune';
import { notSeated } from './act';
import type { BotContext } from './context';
import { sendDm } from './deliver';
import { factLines, handFacts } from './text/secrets';
import { dmPosts } from './publish';

/**
 * `/hand`: the player's whole private view, answered ephemerally (only they see it), and sent by
 * DM too when asked.
 */
export async function hand(bot: BotContext, channelId: string, userId: string, dm: boolean): Promise<string> {
  const live = await bot.store.findActiveGameByChannel(channelId);
  if (!live) return 'There is no game in this channel; use `/hand` in the channel of your game.';
  if (live.status === 'lobby') return 'The game has not started yet: nothing is dealt.';
  const loaded = await bot.store.load(live.id);
  if (!loaded.ok) return `❌ ${loaded.error.message}`;
  const { game, seats, state } = loaded.value;
  const seat = seats.find((s) => s.userId === userId);
  if (!seat) return notSeated(seats);
  const view = seatView(state, seat.seat);
  const lines = factLines(handFacts(view));
  const answer = [`**${factionName(seat.seat)} · turn ${view.turn} · only you see this**`, ...lines];
  if (dm)
    answer.push((await sendDm(bot, userId, dmPosts(game, seat.seat, lines))) ? '📨 Sent to your DMs too.' : '📪 I could not DM you: your DMs are closed.');
  return answer.join('\n');
}
