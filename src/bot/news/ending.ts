import type { APIEmbed } from 'discord-api-types/v10';
import { type BoardView, EMPTY_RECORD, type FactionId, type FactionRecord, type FactionRecords, type PublicView, type SeatView } from '../../dune';
import { factionName } from '../../dune/data/factions';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { capitalize, count, list, stop } from '../text/grammar';
import { does, doTogether } from '../text/factions';
import { cardList } from '../text/terms';
import { COLORS } from '../colors';
import type { MessageBody } from './message';
import { keyRevealText } from '../text/seal';

function revealLines(v: SeatView): string[] {
  return [
    `Spice behind the shield: ${v.spice}${v.bribes ? ` (and ${v.bribes} in bribes)` : ''}`,
    `Hand: ${v.hand.length ? cardList(v.hand) : 'empty'}`,
    `Traitors: ${v.traitors.length ? list(v.traitors) : 'none'}`,
    ...('prediction' in v && v.prediction ? [`Prediction: ${does(v.prediction.faction, 'win')} on turn ${v.prediction.turn}`] : []),
  ];
}

function recordLine(r: FactionRecord | undefined): string {
  const x = r ?? EMPTY_RECORD;
  const battles = x.battlesFought === 0 ? 'no battle fought' : `${x.battlesWon} of ${count(x.battlesFought, 'battle')} won`;
  const cards = x.cardsBought === 0 ? 'no card bought' : `${count(x.cardsBought, 'card')} bought (${x.spicePaidForCards} spice)`;
  return capitalize(`${battles} · ${x.spiceCollected} spice collected · ${cards}`);
}

/**
 * The post that ends a game: who won and why, then everything the game kept secret — every hand,
 * every traitor, the Bene Gesserit prediction, the spice behind each shield — with each faction's
 * record, the final board, and the whole log attached (text and JSON).
 */
export function endingPost(
  view: PublicView,
  board: BoardView,
  reveal: readonly { readonly faction: FactionId; readonly view: SeatView }[],
  record: FactionRecords,
  seats: readonly DuneSeat[],
  key: string | null,
): MessageBody {
  const player = (f: FactionId) => seats.find((s) => s.seat === f)?.userId;
  const headline = view.winner
    ? `🏆 ${capitalize(doTogether(view.winner.factions, 'win'))}! ${list(
        view.winner.factions.flatMap((f) => (player(f) ? [`<@${player(f)}>`] : [])),
        '',
      )}`.trim()
    : '🛑 The game has ended without a winner.';
  const embeds: APIEmbed[] = [
    {
      title: 'The game is over',
      description: truncate(
        [
          headline,
          ...(view.winner ? [stop(view.winner.reason)] : []),
          `Turns played: ${view.turn} of ${view.turns}.`,
          ...(key ? [keyRevealText(key)] : []),
        ].join('\n'),
        LIMITS.embedDescription,
      ),
      color: COLORS.victory,
    },
    ...reveal.map(({ faction, view: v }) => ({
      title: truncate(factionName(faction), LIMITS.embedTitle),
      description: truncate([...revealLines(v), recordLine(record[faction])].join('\n'), LIMITS.embedDescription),
      color: COLORS.secret,
    })),
  ].slice(0, LIMITS.embedsPerMessage);
  return {
    content: truncate(headline, LIMITS.content),
    embeds,
    ping: seats.map((s) => s.userId),
    board: { view: board, title: `The final board (turn ${view.turn})`, name: `board-final-turn-${view.turn}.png` },
    logs: true,
  };
}
