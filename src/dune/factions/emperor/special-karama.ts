import { check } from '../../../engine/result';
import { reviveFree } from '../../cards/free-revival';
import { playKarama } from '../../cards/karama/card';
import type { SpecialPower } from '../../cards/karama/special-power';

/** Forces the Emperor's special Karama revives at most. */
const FORCES = 3;

/** The Emperor's special Karama, during Revival: up to 3 forces or 1 leader, free (rules §16). */
export const emperorKarama: SpecialPower = {
  args: ['forces', 'elite', 'leader'],
  revives: FORCES,
  play: (s, f, a, ctx) => {
    check(s.phase === 'revival', 'not-now', 'The Emperor’s special Karama power revives forces or a leader during the Revival phase.');
    playKarama(s, f, 'revive free (the Emperor’s special Karama power)', ctx, a.card);
    reviveFree(s, f, a, FORCES, 'The Emperor’s special Karama power', ctx);
  },
};
