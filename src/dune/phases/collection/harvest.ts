import { inStorm, isAdvisorStack, occupants, takeSpiceFromPile, total } from '../../board';
import type { Ctx } from '../../context';
import { territory } from '../../data/map';
import { hooksOf } from '../../factions';
import type { DuneState, FactionId, SpicePile } from '../../state';
import { noteCollection } from '../../tech-tokens/income';

/** S002-SPICE-2: 3 spice per force for a faction occupying Arrakeen or Carthag, else 2. */
export const collectionRate = (s: DuneState, f: FactionId): number => (occupants(s, 'arrakeen').includes(f) || occupants(s, 'carthag').includes(f) ? 3 : 2);

interface Collector {
  faction: FactionId;
  /** Spice per force. */
  rate: number;
  /** The most it may collect here: forces × rate. */
  capacity: number;
}

/**
 * The factions collecting from a pile, in storm order: forces (not advisors) in the pile's own
 * piece, outside the storm (§12A: the rest of the territory collects nothing).
 */
function collectorsAt(s: DuneState, pile: SpicePile): Collector[] {
  if (inStorm(s, pile.sector)) return [];
  return s.stormOrder.flatMap((f) => {
    const forces = s.board
      .filter((x) => x.faction === f && x.territory === pile.territory && x.sector === pile.sector && !isAdvisorStack(x))
      .reduce((n, x) => ({ regular: n.regular + x.regular, elite: n.elite + x.elite }), { regular: 0, elite: 0 });
    const rate = collectionRate(s, f);
    // The Ixians' Cyborgs collect 3 each (IX-7).
    const capacity = hooksOf(f).forceKinds?.collects(s, rate, forces) ?? total(forces) * rate;
    return capacity > 0 ? [{ faction: f, rate, capacity }] : [];
  });
}

/**
 * How a pile is shared (option `spiceSplit`): each in storm order takes all it can, or they take
 * turns one force's worth at a time.
 */
function share(s: DuneState, amount: number, collectors: Collector[]): number[] {
  const taken = collectors.map(() => 0);
  let left = amount;
  const step = (c: Collector) => (s.options.spiceSplit === 'alternate' ? c.rate : c.capacity);
  while (left > 0 && collectors.some((c, i) => taken[i]! < c.capacity))
    collectors.forEach((c, i) => {
      const n = Math.min(step(c), c.capacity - taken[i]!, left);
      taken[i]! += n;
      left -= n;
    });
  return taken;
}

/** Every faction collects from the spice piles where it stands (S002-SPICE-1/2); the rest stays. */
export function collectSpice(s: DuneState, ctx: Ctx): void {
  for (const pile of [...s.spiceOnBoard]) {
    const collectors = collectorsAt(s, pile);
    share(s, pile.amount, collectors).forEach((amount, i) => {
      if (amount === 0) return;
      const f = collectors[i]!.faction;
      ctx.emit({ type: 'spice-collected', faction: f, territory: territory(pile.territory).name, sector: pile.sector, amount });
      takeSpiceFromPile(s, pile, f, amount);
      noteCollection(s, f);
    });
  }
}
