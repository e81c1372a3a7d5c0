import { seatView } from '../dune';
import type { Reply } from './command';
import { withChoices } from './components/flow';
import type { BotContext, DuneSeat } from './context';
import { type Asker, withLiveGame } from './live-game';
import { sendDm } from './deliver';
import { factLines, handFacts, handWords } from './text/secrets';
import { secretEmbeds } from './news/secret-embeds';

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
    const answer = [handWords.title(seat.seat, view.turn), ...lines];
    if (dm)
      answer.push(
        (await sendDm(
          bot,
          userId,
          secretEmbeds(seat.seat, game.channelId, lines).map((embed) => ({ embeds: [embed] })),
        ))
          ? handWords.sent
          : handWords.dmsClosed,
      );
    return withChoices(answer.join('\n'), game.id, state, seat.seat);
  });
}
