import { total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import { isAdvanced } from '../../options';
import type { StormPowers } from '../module';

/**
 * Advanced: only half the Fremen in a piece the storm hits die, rounded up, ordinary forces before
 * Fedaykin (rules §5.3), unless a Karama played in this Storm phase stops that power; and the
 * Fremen see the storm deck's next card (rules §5.2).
 */
export const fremenStorm: StormPowers = {
  losses: (s, stack, all, ctx) => {
    if (!isAdvanced(s.options) || stopsPower(s, ctx, 'storm-losses')) return all;
    const dying = Math.ceil(total(stack) / 2);
    const regular = Math.min(dying, stack.regular);
    return { regular, elite: dying - regular };
  },
  deck: true,
};
