import type { TurnPoint } from '../../dune';
import { elitePlural } from './terms';
import { tooLargeToUpload } from './uploads';

/** Where a game is, in a sentence: "the game is in turn 3, Bidding". */
const where = (turn: number, phaseTitle: string): string => `the game is in turn ${turn}, ${phaseTitle}`;

/** The board picture's words: its titles (the file's alt text too), `/game map`'s answers and refusals. */
export const boardWords = {
  /** What a picture of a point of a turn is called. */
  point: (turn: number, point: TurnPoint): string =>
    ({
      storm: `The board after the storm of turn ${turn}`,
      'shipment-movement': `The board after Shipment and Movement of turn ${turn}`,
      end: `The board at the end of turn ${turn}`,
    })[point],
  now: (turn: number, phaseTitle: string): string => `The board now (turn ${turn}, ${phaseTitle})`,
  nowTurnUnderWay: (turn: number, phaseTitle: string): string => `The board now: turn ${turn} is not over yet (${phaseTitle})`,
  tooLarge: (bytes: number, limit: number): string => tooLargeToUpload('The board picture', bytes, limit),
  /** Why the game has no board yet for that point of that turn, the game being at `now`. */
  notYet: (now: { readonly turn: number; readonly phaseTitle: string }, turn: number, point: TurnPoint): string => {
    const tail = `: ${where(now.turn, now.phaseTitle)}. \`/game map\` without a turn shows the board now.`;
    if (turn > now.turn) return `Turn ${turn} has not begun yet${tail}`;
    if (point === 'storm') return `The storm of turn ${turn} has not moved yet${tail}`;
    if (point === 'shipment-movement') return `Shipment and Movement of turn ${turn} is not over yet${tail}`;
    return `Turn ${turn} is not over yet${tail}`;
  },
  shown: (title: string): string => `🗺️ ${title}.`,
  shownBy: (title: string, userId: string): string => `🗺️ ${title}, shown by <@${userId}>.`,
  posted: (title: string): string => `✅ Posted in the channel: ${title}.`,
};

/** The board picture's corners (src/render/panels.ts): the storm and the Shield Wall, and the key to its markers. */
export const boardLegend = {
  storm: (sector: number): string => `Storm in sector ${sector}`,
  shieldWallDestroyed: 'The Shield Wall is destroyed',
  forces: 'Forces: faction letter and count',
  /** The star on a stack: "Star: how many are Sardaukar or Fedaykin" (the forces' names as the factions' data gives them). */
  elite: (names: readonly string[]): string => `Star: how many are ${names.map(elitePlural).join(' or ')}`,
  /** A hollow stack: "Hollow: Bene Gesserit advisors". */
  advisors: (faction: string): string => `Hollow: ${faction} advisors`,
  spice: 'Spice on the sand',
  /** The Hidden Mobile Stronghold's own marker at its host piece, drawn even when it is empty. */
  hms: 'HMS',
};
