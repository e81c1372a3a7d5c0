import type { FactionId } from '../data/factions';
import type { Public } from './audience';
import type { ForcesDestroyed, SpiceLost } from './losses';

type Pile = 'A' | 'B';
type Alliance = readonly [FactionId, FactionId];

/** Spice Blow and Nexus (rules §6): spice, worms, worm rides and alliances. */
export interface SpiceBlowEvents {
  /** `placed` is false when the storm is over the spice's sector. */
  'spice-blown': Public<{ pile: Pile; territory: string; sector: number; amount: number; placed: boolean }>;
  'worm-set-aside': Public<{ pile: Pile }>;
  /**
   * SPICE-SANDTROUT (§7.1): set aside on turn 1; revealed, every alliance ends; a worm stilled by
   * it; the blow of `territory` doubled.
   */
  sandtrout: Public<{ pile: Pile; effect: 'set-aside' | 'alliances-end' | 'worm-stilled' | 'doubled'; territory?: string }>;
  /** `faction` plays the Thumper: a worm instead of blow A's first card (ixians-tleilaxu.md §6). */
  'thumper-played': Public<{ faction: FactionId }>;
  /** `faction` plays the Harvester: `amount` more spice on the blow just revealed in `territory`. */
  'harvester-played': Public<{ faction: FactionId; territory: string; amount: number }>;
  'worms-shuffled-back': Public<{ worms: number }>;
  /** A worm strikes `territory`; null: the Fremen choose where (`awaiting`), or there is nothing to strike. */
  'worm-appeared': Public<{ pile: Pile; wormsSeen: number; territory: string | null; awaiting?: FactionId }>;
  /** null: where the first worm struck, which was nothing. */
  'worm-sent': Public<{ faction: FactionId; territory: string | null }>;
  /** `strikes`: the territory of each worm waiting, null where the Fremen choose. */
  'nexus-started': Public<{ pile: Pile; strikes: readonly (string | null)[] }>;
  'nexus-passed': Public<{ faction: FactionId }>;
  'nexus-ended': Public<{ alliances: readonly Alliance[] }>;
  'alliance-proposed': Public<{ faction: FactionId; with: FactionId }>;
  'alliance-formed': Public<{ factions: Alliance }>;
  /** `faction` breaks the alliance of `factions`. */
  'alliance-broken': Public<{ faction: FactionId; factions: Alliance }>;
  'worm-ate': Public<{ territory: string; destroyed: readonly ForcesDestroyed[]; spiceLost: readonly SpiceLost[] }>;
  'worm-ride-offered': Public<{ faction: FactionId; territory: string }>;
  'worm-ride-declined': Public<{ faction: FactionId; territory: string }>;
  'worm-ridden': Public<{ from: string; territory: string; sector: number; forces: number; elite?: number }>;
  'spice-deck-reshuffled': Public<{ cards: number }>;
}
