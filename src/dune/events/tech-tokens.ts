import type { FactionId } from '../data/factions';
import type { Public } from './audience';

/** The Tech Tokens (TECH-1…5): public, in front of the shield. Tokens are named as printed. */
export interface TechTokenEvents {
  /** TECH-1: who took which token after the first storm. */
  'tech-tokens-handed-out': Public<{ holders: readonly { faction: FactionId; token: string }[] }>;
  /** TECH-2…4: `token` was triggered this phase; its holder takes `amount` (one per token held) from the bank. */
  'tech-income': Public<{ faction: FactionId; token: string; amount: number }>;
  /** TECH-5: the winner of a battle took `token` from the loser. */
  'tech-token-taken': Public<{ faction: FactionId; from: FactionId; token: string }>;
}
