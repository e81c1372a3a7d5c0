import type { FactionModule } from '../module';
import { askRevival, buyLeader, namePrice, refuseRevival } from './early-revival';
import { reviveGhola } from './ghola';
import { drawFaceDancers, faceDancerWon } from './face-dancers';
import { faceDancerOrder } from './reveal-order';
import { raiseLimit } from './raise-limit';
import { barRevival } from './special-karama';
import { tleilaxuRevival } from './revival';
import { keepFaceDancers, swapFaceDancer, swapOffered } from './swap';

/**
 * The Tleilaxu (Ixians & Tleilaxu, GF9 2020): Face Dancers in place of traitors (TLX-1…3) and
 * their powers over every revival (TLX-5…9, TLX-12), and Gholas (TLX-11). Zoal's value (TLX-10) is his data's: a
 * leader of variable strength, which the battle reads as the opposing leader's.
 */
export const tleilaxu: FactionModule = {
  id: 'tleilaxu',
  hooks: {
    traitorsPicked: drawFaceDancers,
    revivalTerms: tleilaxuRevival,
    battleSettled: faceDancerWon,
    actions: [raiseLimit, askRevival, namePrice, refuseRevival, buyLeader, swapFaceDancer, keepFaceDancers, reviveGhola, faceDancerOrder],
    mentatDecision: swapOffered,
    specialKarama: barRevival,
  },
};
