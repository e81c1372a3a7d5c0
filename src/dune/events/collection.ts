import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';

/** Spice Collection, the Mentat Pause and the end of the game (rules §12–13), with the variants' steps. */
export interface CollectionEvents {
  'spice-collected': Public<{ faction: FactionId; territory: string; sector: number; amount: number }>;
  /** Variant: increased spice flow from a stronghold. */
  'spice-flow': Public<{ faction: FactionId; stronghold: string; amount: number }>;
  /** Variant: stronghold control. */
  'control-recorded': Public<{ turn: number; strongholds: readonly { readonly stronghold: string; readonly faction: FactionId }[] }>;
  'stronghold-bonuses': Public<{ turn: number; bonuses: readonly { readonly stronghold: string; readonly factions: readonly FactionId[] }[] }>;
  /** Bribes in front of the shield go behind it; `spice`: the total after. */
  'bribes-collected': Private<{ faction: FactionId; amount: number; spice: number }>;
  'prediction-revealed': Public<{ faction: FactionId; turn: number }>;
  /** `reason`: a full sentence. */
  'game-won': Public<{ factions: readonly FactionId[]; reason: string }>;
}
