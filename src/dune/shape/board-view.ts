import type { FactionId } from '../data/factions';
import type { PhaseId } from './phase';

/** A faction's forces in one piece of the board, as every reader sees them (names, not ids, for places). */
export interface BoardEntry {
  faction: FactionId;
  territory: string;
  /** null: the Polar Sink, which has no sector. */
  sector: number | null;
  forces: number;
  elite: number;
  /** A flag on every row: Bene Gesserit advisors and fighters are listed apart (never both in one territory). */
  advisor: boolean;
}

/** The board as the channel sees it: what a picture of the board is drawn from, and what a `phase-ended` event carries. */
export interface BoardView {
  turn: number;
  turns: number;
  phase: PhaseId;
  phaseTitle: string;
  storm: number;
  board: BoardEntry[];
  spiceOnBoard: { territory: string; sector: number; amount: number }[];
  factions: { faction: FactionId; name: string; circle: number }[];
  shieldWallDestroyed: boolean;
  /** The Hidden Mobile Stronghold, in a game with one: its forces are the board's rows in it, drawn at its host. */
  hms?: HmsView;
}

/** The Hidden Mobile Stronghold: its owner (null without the Ixians, `hmsWithoutIxians`) and its host piece (null before it is placed, IX-3). */
export interface HmsView {
  owner: FactionId | null;
  host: { territory: string; sector: number | null } | null;
}
