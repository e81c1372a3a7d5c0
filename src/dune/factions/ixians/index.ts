import type { FactionModule } from '../module';
import { auctionChoice, choosesAuctionCards } from './auction-choice';
import { cyborgs, ixianDial } from './battle';
import { ixianForceKinds } from './force-kinds';
import { offerLossSwap } from './loss-swap';
import { ixianMovement } from './movement';

/**
 * The Ixians (Ixians & Tleilaxu, GF9 2020): their Cyborgs and Suboids (IX-7, IX-8, IX-11) and
 * the winner's swap of Cyborg losses (IX-9); the choice of the auction cards (IX-2). The
 * Hidden Mobile Stronghold (IX-3…6, IX-13) lives in `hms/`.
 */
export const ixians: FactionModule = {
  id: 'ixians',
  hooks: {
    dialRules: ixianDial,
    dialsInBasic: true,
    strengthPowers: [cyborgs],
    movement: ixianMovement,
    forceKinds: ixianForceKinds,
    battleWon: offerLossSwap,
    choosesAuctionCards,
    biddingDecision: auctionChoice,
  },
};
