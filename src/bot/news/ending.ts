import type { APIEmbed } from 'discord-api-types/v10';
import type { BoardView, DuneEvent, FactionId, PublicView, SeatView } from '../../dune';
import { factionName } from '../../dune/data/factions';
import type { DuneSeat } from '../context';
import { LIMITS, truncate } from '../discord-limits';
import { count, list } from '../text/grammar';
import { COLORS } from '../presenters/posts';
import type { MessageBody } from './message';

/** What a faction did over the game, counted from the public news as it happened. */
export interface FactionRecord {
  readonly battlesFought: number;
  readonly battlesWon: number;
  readonly spiceCollected: number;
  readonly cardsBought: number;
  readonly spicePaidForCards: number;
}

export type GameRecord = Readonly<Partial<Record<FactionId, FactionRecord>>>;

const ZERO: FactionRecord = { battlesFought: 0, battlesWon: 0, spiceCollected: 0, cardsBought: 0, spicePaidForCards: 0 };

/** The record after some more public events. */
export function tally(record: GameRecord, events: readonly DuneEvent[]): GameRecord {
  const next: Partial<Record<FactionId, FactionRecord>> = { ...record };
  const add = (f: unknown, change: Partial<FactionRecord>) => {
    const id = f as FactionId;
    const old = next[id] ?? ZERO;
    next[id] = Object.fromEntries(Object.entries(old).map(([k, v]) => [k, v + (change[k as keyof FactionRecord] ?? 0)])) as unknown as FactionRecord;
  };
  for (const e of events) {
    if (e.type === 'battle-won') {
      add(e.winner, { battlesFought: 1, battlesWon: 1 });
      add(e.loser, { battlesFought: 1 });
    }
    if (e.type === 'spice-collected') add(e.faction, { spiceCollected: Number(e.amount) });
    if (e.type === 'card-sold') add(e.faction, { cardsBought: 1, spicePaidForCards: Number(e.price) });
  }
  return next;
}

function revealLines(v: SeatView): string[] {
  return [
    `Spice behind the shield: ${v.spice}${v.bribes ? ` (and ${v.bribes} in bribes)` : ''}`,
    `Hand: ${v.hand.length ? list(v.hand) : 'empty'}`,
    `Traitors: ${v.traitors.length ? list(v.traitors) : 'none'}`,
    ...('prediction' in v && v.prediction ? [`Prediction: the ${factionName(v.prediction.faction)} win on turn ${v.prediction.turn}`] : []),
  ];
}

function recordLine(r: FactionRecord | undefined): string {
  const x = r ?? ZERO;
  return `${count(x.battlesWon, 'battle')} won of ${x.battlesFought} · ${x.spiceCollected} spice collected · ${count(x.cardsBought, 'card')} bought (${x.spicePaidForCards} spice)`;
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
  record: GameRecord,
  seats: readonly DuneSeat[],
): MessageBody {
  const player = (f: FactionId) => seats.find((s) => s.seat === f)?.userId;
  const headline = view.winner
    ? `🏆 ${list(view.winner.factions.map((f) => `the ${factionName(f)}${player(f) ? ` (<@${player(f)}>)` : ''}`))} win${view.winner.factions.length === 1 && ['emperor', 'spacing-guild'].includes(view.winner.factions[0] as string) ? 's' : ''}! ${view.winner.reason}`
    : '🛑 The game has ended without a winner.';
  const embeds: APIEmbed[] = [
    {
      title: 'The game is over',
      description: truncate(`${headline}\nTurns played: ${view.turn} of ${view.turns}.`, LIMITS.embedDescription),
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
