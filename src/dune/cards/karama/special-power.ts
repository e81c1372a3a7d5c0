import type { Ctx } from '../../context';
import type { TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import type { SpecialOrderTarget } from '../../shape/karama';
import type { CardUse, PlayArgs } from '../use';

/** What a standing order for a special power names. */
export interface SpecialOrderArgs {
  territory?: TerritoryId;
  sector?: number;
  via?: TerritoryId;
}

/** A faction's once-per-game special Karama power (Advanced, rules §16): its arguments and its rule. */
export interface SpecialPower {
  readonly args: CardUse['args'];
  /** Forces it revives for free at most (the Emperor's), for the menus. */
  readonly revives?: number;
  /** What it does to the player it names, for the menus ("cancel the shipment just made by", "see the whole battle plan of"), when it takes one. */
  readonly onTarget?: string;
  /** What it does to the territory it names, for the menus ("the sandworm strikes"). */
  readonly onTerritory?: string;
  /** The territories it may name now, for the menus (default: the sand); with them it also takes a `sector` and one territory crossed (`via`), the HMS's. */
  territories?(s: DuneState, f: FactionId): TerritoryId[];
  /**
   * A power that may be ordered in advance, as its moment may pass without a wait (the Fremen's
   * sandworm; the Ixians' HMS after their move, IX-13): checks what it names, as far as it can be
   * checked before the moment, and returns the order's target.
   */
  ordered?(a: SpecialOrderArgs): SpecialOrderTarget;
  /** Checks the moment and the arguments, then plays the Karama card and uses the power. */
  play(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void;
}
