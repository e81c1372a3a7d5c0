import type { FactionModule } from '../module';
import { drawForCapture } from './capture';
import { drawExtraCard } from './extra-card';
import { handOwed, takeHand } from './take-hand';

/**
 * The Harkonnen: every power of theirs (rules §12.6, §16) plugs in here, but for what their data
 * says (all four traitors kept, a hand of 8) and the leaders they hold captive, which the battle
 * finds as the owner of the `capture` power in the catalogue (`phases/battle/leaders.ts`).
 */
export const harkonnen: FactionModule = {
  id: 'harkonnen',
  hooks: {
    biddingDecisions: [handOwed],
    cardBought: drawExtraCard,
    callsTraitorsForAlly: true,
    battleWon: drawForCapture,
    specialKarama: takeHand,
  },
};
