import type { FactionModule } from '../module';
import { auctionChoice, choosesAuctionCards } from './auction-choice';
import { cyborgs, ixianDial } from './battle';
import { ixianForceKinds } from './force-kinds';
import { hmsDecision } from './hms/decision';
import { hmsKarama } from './hms/karama';
import { offerLossSwap } from './loss-swap';
import { ixianMovement } from './movement';
import { allyReplacement, offerReplacement, permitReplacement } from './replacement';
import { replacementOrder } from './replacement-order';
import { dealStartingCards, startingCardChoice } from './starting-card';
import { technology, technologySwap } from './technology';

/**
 * The Ixians (Ixians & Tleilaxu, GF9 2020): their starting card choice (IX-1), their Cyborgs and Suboids (IX-7, IX-8, IX-11), the
 * winner's swap of Cyborg losses (IX-9), the choice of the auction cards (IX-2), Technology, the swap of a card of their hand for a card about to go up for bid (IX-10), their ally's replacement of a card won (IX-12), and their Hidden Mobile Stronghold (ixians-tleilaxu.md
 * §3.4): placed after the first storm (IX-3) and moved as each later Storm phase begins (IX-5,
 * IX-6), or in their own Shipment and Movement turn with their special Karama (IX-13). Its place on the board is the state's `hms`, which the board's routing, shipment and
 * battles read (`src/dune/hms.ts`, IX-4).
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
    stormDecision: hmsDecision,
    choosesAuctionCards,
    biddingDecisions: [auctionChoice, allyReplacement],
    cardOpening: technologySwap,
    cardWon: offerReplacement,
    setupSecret: startingCardChoice,
    dealsStartingCards: dealStartingCards,
    specialKarama: hmsKarama,
    actions: [technology, permitReplacement, replacementOrder],
  },
};
