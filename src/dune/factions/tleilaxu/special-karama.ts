import { check } from '../../../engine/result';
import { playKarama } from '../../cards/karama/card';
import type { SpecialPower } from '../../cards/karama/special-power';
import { factionName } from '../../data/factions';
import { revivalStep } from '../../phases/revival/rules';
import { agrees } from '../../victory/describe';

/**
 * TLX-13, the Tleilaxu's special Karama (Advanced, once per game): in the Revival phase, one other
 * faction that has not revived yet revives nothing this turn: no forces, free or paid, no leader,
 * nothing its ally pays for. A Tleilaxu Ghola card still revives (OP-18, treachery.online), unless `tleilaxuKaramaBlocksGhola` (cards/ghola.ts).
 */
export const barRevival: SpecialPower = {
  args: ['target'],
  onTarget: 'bar from any revival this turn',
  play: (s, f, a, ctx) => {
    check(s.phase === 'revival', 'not-now', 'The Tleilaxu’s special Karama power bars a faction’s revival during the Revival phase.');
    const t = a.target;
    check(t !== undefined && t !== f && s.factions.includes(t), 'wrong-target', 'Name the other faction that revives nothing this turn (`target`).');
    check(!revivalStep(s).done.includes(t), 'not-now', `The ${factionName(t)} ${agrees(t, 'have')} already revived or passed this turn.`);
    playKarama(s, f, `bar the ${factionName(t)} from reviving (the Tleilaxu’s special Karama power)`, ctx, a.card);
    s.noRevival = { turn: s.turn, factions: [t] };
    // The phase then sees whether anybody still revives (cards/karama/special.ts).
    ctx.emit({ type: 'revival-barred', faction: f, target: t });
  },
};
