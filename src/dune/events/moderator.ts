import type { FactionId } from '../data/factions';
import type { PhaseId } from '../state';
import type { Private, Public } from './audience';

/** Moderator overrides: the public part never carries the secret detail, which goes to its owner. */
export interface ModeratorEvents {
  /** `action`: the override's name; `userId`: the moderator's Discord id. */
  'moderator-override': Public<{ action: string; userId: string; reason: string }>;
  'moderator-set-spice': Public<{ faction: FactionId }>;
  'moderator-set-spice-detail': Private<{ faction: FactionId; before: number; after: number }>;
  'moderator-set-storm': Public<{ from: number; sector: number }>;
  'moderator-set-phase': Public<{ phase: PhaseId; turn: number }>;
  /** `cards`: how many cards the hand now holds. */
  'moderator-set-hand': Public<{ faction: FactionId; cards: number }>;
  'moderator-set-hand-detail': Private<{ hand: readonly string[] }>;
  'moderator-set-forces': Public<{ faction: FactionId; territory: string; sector: number; forces: number }>;
}
