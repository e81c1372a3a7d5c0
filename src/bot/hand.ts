import { factionName } from '../dune/data/factions';
import { type FactionId, seatView } from '../dune';
import type { Reply } from './command';
import { withChoices } from './components/flow';
import type { BotContext, DuneSeat } from './context';
import { type Asker, withLiveGame } from './live-game';
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
export function hand(bot: BotContext, asker: Asker, dm: boolean): Promise<Reply> {
  return withLiveGame<Reply>(bot, asker, { started: true, seated: true }, async ({ game, state, seat: mine }) => {
    const userId = asker.userId;
    const seat = mine as DuneSeat;
    const view = seatView(state, seat.seat);
    const lines = factLines(handFacts(view));
    const answer = [`**${factionName(seat.seat)} · turn ${view.turn} · only you see this**`, ...lines];
    if (dm)
      answer.push(
        (await sendDm(bot, userId, secretPosts(seat.seat, game.channelId, lines))) ? '📨 Sent to your DMs too.' : '📪 I could not DM you: your DMs are closed.',
      );
    return withChoices(answer.join('\n'), game.id, state, seat.seat);
  });
}
