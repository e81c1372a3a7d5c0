import { factionName } from '../dune/data/factions';
import { type FactionId, seatView } from '../dune';
import { notSeated } from './act';
import type { BotContext } from './context';
import { sendDm } from './deliver';
import { LIMITS, packLines } from './discord-limits';
import { factLines, handFacts } from './text/secrets';
import { COLORS } from './presenters/posts';

/** The player's secrets as DMs: as many embeds as they need, none cut short. */
const secretPosts = (seat: FactionId, channelId: string, lines: readonly string[]) =>
  packLines([...lines, '', `Game in <#${channelId}>`], LIMITS.embedDescription).map((description, i) => ({
    embeds: [
      { title: i === 0 ? `Dune · ${factionName(seat)} · for your eyes only` : `Dune · ${factionName(seat)} (continued)`, description, color: COLORS.secret },
    ],
  }));

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
    answer.push(
      (await sendDm(bot, userId, secretPosts(seat.seat, game.channelId, lines))) ? '📨 Sent to your DMs too.' : '📪 I could not DM you: your DMs are closed.',
    );
  return answer.join('\n');
}
