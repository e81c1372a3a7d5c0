import { stopsPower } from '../../cards/karama/stops';
import { ixianForceTypes } from '../../options';
import type { MovementRange } from '../module';

/**
 * IX-7/IX-8 (ixians-tleilaxu.md §3.2): Cyborgs move 2 territories without ornithopters, and Suboids
 * 2 with a Cyborg in the moving group (OP-14 `suboidEscort`: or in the territory they leave),
 * otherwise 1. A Karama against the move makes it 1; it is met only when the move would use it.
 */
export const ixianMovement: MovementRange = {
  bound: 2,
  range: (s, _f, ctx, group) => {
    if (!ixianForceTypes(s.options)) return { range: 1, why: 'without forces in Arrakeen or Carthag as their movement began, the Ixians move 1 territory' };
    const escorted = group.moving.elite > 0 || (s.options.suboidEscort === 'origin' && group.origin.elite > 0);
    if (!escorted)
      return {
        range: 1,
        why: `Suboids move 1 territory without a Cyborg ${s.options.suboidEscort === 'origin' ? 'where they start' : 'among them'} (or ornithopters)`,
      };
    if (stopsPower(s, ctx, 'cyborg-movement')) return { range: 1, why: 'a Karama has stopped the Ixians’ move of 2 territories: they move 1' };
    return { range: 2, why: 'Cyborgs, and Suboids moving with a Cyborg, move up to 2 territories without ornithopters' };
  },
};
