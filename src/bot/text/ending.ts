import type { FactionId, FactionRecord } from '../../dune';
import { capitalize, count, list } from './grammar';
import { does, doTogether } from './factions';
import { cardList } from './terms';

/** The words of the post that ends a game: the winners, the reveal of every secret, each faction's record. */
export const endingWords = {
  title: 'The game is over',
  /** "🏆 The Fremen win! @alice", or the end without a winner. */
  headline: (winners: readonly FactionId[] | null, mentions: readonly string[]): string =>
    winners ? `🏆 ${capitalize(doTogether(winners, 'win'))}! ${list(mentions, '')}`.trim() : '🛑 The game has ended without a winner.',
  turnsPlayed: (turn: number, turns: number): string => `Turns played: ${turn} of ${turns}.`,
  spice: (spice: number, bribes: number): string => `Spice behind the shield: ${spice}${bribes ? ` (and ${bribes} in bribes)` : ''}`,
  hand: (cards: readonly string[]): string => `Hand: ${cards.length ? cardList(cards) : 'empty'}`,
  traitors: (traitors: readonly string[]): string => `Traitors: ${traitors.length ? list(traitors) : 'none'}`,
  prediction: (faction: FactionId, turn: number): string => `Prediction: ${does(faction, 'win')} on turn ${turn}`,
  faceDancers: (dancers: readonly { readonly leader: string; readonly revealed: boolean }[]): string =>
    `Face Dancers: ${list(
      dancers.map((d) => (d.revealed ? `${d.leader} (revealed)` : d.leader)),
      'none',
    )}`,
  /** "2 of 3 battles won · 14 spice collected · 2 cards bought (9 spice)". */
  record: (r: FactionRecord): string => {
    const battles = r.battlesFought === 0 ? 'no battle fought' : `${r.battlesWon} of ${count(r.battlesFought, 'battle')} won`;
    const cards = r.cardsBought === 0 ? 'no card bought' : `${count(r.cardsBought, 'card')} bought (${r.spicePaidForCards} spice)`;
    return capitalize(`${battles} · ${r.spiceCollected} spice collected · ${cards}`);
  },
  /** The final board picture's alt text. */
  finalBoard: (turn: number): string => `The final board (turn ${turn})`,
};
