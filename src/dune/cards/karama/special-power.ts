import type { Ctx } from '../../context';
import type { DuneState, FactionId } from '../../state';
import type { CardUse, PlayArgs } from '../use';

/** A faction's once-per-game special Karama power (Advanced, rules §16): its arguments and its rule. */
export interface SpecialPower {
  readonly args: CardUse['args'];
  /** Forces it revives for free at most (the Emperor's), for the menus. */
  readonly revives?: number;
  /** What it does to its `target`, for the menus ("see the whole battle plan of"), when it takes one. */
  readonly onTarget?: string;
  /** Checks the moment and the arguments, then plays the Karama card and uses the power. */
  play(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void;
}
