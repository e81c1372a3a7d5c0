import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';
import type { ForcesDestroyed, SpiceLost } from './losses';

/** The Storm phase (rules §5) and the storm cards played in it. */
export interface StormEvents {
  'storm-dial-requested': Public<{ dialers: readonly FactionId[]; min: number; max: number }>;
  'storm-dialled': Public<{ faction: FactionId }>;
  'storm-dial-recorded': Private<{ value: number }>;
  'storm-dials-revealed': Public<{ dials: readonly { readonly faction: FactionId; readonly value: number }[]; total: number }>;
  'storm-card-revealed': Public<{ value: number }>;
  /** S003-ST-1: the storm waits for the storm cards; whom it asks is never public (issue 11). */
  'storm-cards-window': Public<{ distance: number }>;
  /** One faction may play `card` now (`playable`: the storm cards it could play). */
  'storm-card-asked': Private<{ card: string; distance: number | null; playable: readonly string[] }>;
  /** Private when only holders are asked (a public pass would name a holder), public when everyone is. */
  'storm-card-passed': Public<{ faction: FactionId; card: string }> | Private<{ faction: FactionId; card: string }>;
  'weather-control': Public<{ faction: FactionId; sectors: number; replaces: number | null }>;
  'shield-wall-destroyed': Public<{ faction: FactionId; destroyed: readonly ForcesDestroyed[] }>;
  /** `sector`: where the storm ends (`to` names an event's readers). */
  'storm-moved': Public<{ from: number; sector: number; distance: number; destroyed: readonly ForcesDestroyed[]; spiceLost: readonly SpiceLost[] }>;
  'storm-order-set': Public<{ order: readonly FactionId[] }>;
  /** The next storm card, which the Advanced Fremen see. */
  'storm-card-drawn': Private<{ value: number }>;
}
