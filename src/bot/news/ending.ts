import type { APIEmbed } from 'discord-api-types/v10';
import { type BoardView, EMPTY_RECORD, type FactionId, type FactionRecord, type FactionRecords, type PublicView, type SeatView } from '../../dune';
import { faction, factionName } from '../../dune/data/factions';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { endingWords } from '../text/ending';
import { stop } from '../text/grammar';
import { COLORS } from '../colors';
import type { MessageBody } from './message';
import { keyRevealText } from '../text/seal';

function revealLines(v: SeatView): string[] {
  return [
    endingWords.spice(v.spice, v.bribes),
    endingWords.hand(v.hand),
    // The Tleilaxu keep no traitor (TLX-1): their Face Dancers follow instead.
    ...(faction(v.you).traitorsKept > 0 ? [endingWords.traitors(v.traitors)] : []),
    ...('faceDancers' in v && v.faceDancers ? [endingWords.faceDancers(v.faceDancers)] : []),
    ...('prediction' in v && v.prediction ? [endingWords.prediction(v.prediction.faction, v.prediction.turn)] : []),
  ];
}

function recordLine(r: FactionRecord | undefined): string {
  return endingWords.record(r ?? EMPTY_RECORD);
}

/**
 * The post that ends a game: who won and why, then everything the game kept secret — every hand,
 * every traitor, the Tleilaxu's Face Dancers, the Bene Gesserit prediction, the spice behind each shield — with each faction's
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
  const headline = endingWords.headline(
    view.winner?.factions ?? null,
    (view.winner?.factions ?? []).flatMap((f) => (player(f) ? [`<@${player(f)}>`] : [])),
  );
  const embeds: APIEmbed[] = [
    {
      title: endingWords.title,
      description: truncate(
        [
          headline,
          ...(view.winner ? [stop(view.winner.reason)] : []),
          endingWords.turnsPlayed(view.turn, view.turns),
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
    board: { view: board, title: endingWords.finalBoard(view.turn), name: `board-final-turn-${view.turn}.png` },
    logs: true,
  };
}
