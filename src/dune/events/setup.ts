import type { CardId } from '../data/cards';
import type { FactionId } from '../data/factions';
import type { TraitorCardId } from '../data/traitors';
import type { GameOptions } from '../options';
import type { Private, Public } from './audience';

/** Setup (rules §2): the deal, the secret choices and the starting forces. Setup deals carry ids. */
export interface SetupEvents {
  /** `commitment`: SHA-256 of the game's key, revealed by the ending (null for a game older than keyed games). */
  'game-created': Public<{ factions: readonly FactionId[]; options: GameOptions; commitment: string | null }>;
  /** The four traitor cards dealt; `kept`: the Harkonnen keep them all, the others choose one. */
  'traitors-dealt': Private<{ leaders: readonly TraitorCardId[]; kept: boolean }>;
  'cards-dealt': Private<{ cards: readonly CardId[] }>;
  'traitor-chosen': Public<{ faction: FactionId }>;
  'traitor-kept': Private<{ leader: string }>;
  'prediction-made': Public;
  /** IX-1: the starting cards drawn, one per faction, which the Ixians see and keep one of. */
  'starting-cards-seen': Private<{ cards: readonly CardId[] }>;
  /** IX-1: the Ixians kept one; the rest go face down, one to each other faction. */
  'starting-card-kept': Public<{ faction: FactionId }>;
  'prediction-recorded': Private<{ faction: FactionId; turn: number }>;
  /** The Fremen's starting forces (with their Fedaykin), or the Bene Gesserit's one force. */
  'forces-placed': Public<{ faction: FactionId; territory: string; sector: number; forces: number } & ({ elite: number } | { advisor: boolean })>;
}
