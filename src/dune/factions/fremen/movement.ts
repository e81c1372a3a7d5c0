import { stopsPower } from '../../cards/karama/stops';
import type { MovementRange } from '../module';

/** The Fremen move 2 territories without ornithopters (rules §10.2); a Karama may stop it (rules §12.5). */
export const fremenMovement: MovementRange = {
  bound: 2,
  range: (s, _f, ctx) =>
    stopsPower(s, ctx, 'movement-2')
      ? { range: 1, why: 'a Karama has stopped the Fremen’s move of 2 territories: they move 1' }
      : { range: 2, why: 'the Fremen move up to 2 territories without ornithopters' },
};
