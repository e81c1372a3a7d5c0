import { cardName } from '../../src/dune/data/cards';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { type Act, bid, biddingState, pass } from './bidding-scenario';

/** The IX-12 tests' table: the Ixians' ally wins a card it may replace. */

/** Ixians, Atreides, Harkonnen in that storm order, the Ixians allied with the Atreides; 4 cards dealt for IX-2. */
export const factions = ['ixians', 'atreides', 'harkonnen'];
export const base: SetupPatch = {
  order: ['ixians', 'atreides', 'harkonnen'],
  spice: { ixians: 10, atreides: 10, harkonnen: 10 },
  hands: { ixians: [], atreides: ['Lasgun'], harkonnen: ['Shield'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance', 'Snooper', 'Chaumas'],
  alliances: [['ixians', 'atreides']],
};
/**
 * A standing Karama of the Harkonnen stops IX-2, so the whole deck of 3 cards is dealt for the
 * auction and the deck is empty; the discard pile holds `discard`.
 */
export const wholeDeckDealt = (discard: string[]): SetupPatch => ({
  ...base,
  hands: { ...base.hands, harkonnen: ['Karama'] },
  karamaOrders: { harkonnen: [{ power: 'auction-choice' }] },
  treacheryDeck: { whole: ['Crysknife', 'Maula Pistol', 'Hajr'] },
  treacheryDiscard: discard,
});
/** IX-2: Hajr goes on top of the deck, so it is the next card drawn. */
export const hajrOnTop: Act = { as: 'ixians', do: 'put-back', args: { card: 'hajr', where: 'top' } };
/** Card 1 goes to `buyer` for 1 spice, the two others passing. */
export const win = (buyer: 'atreides' | 'harkonnen'): Act[] =>
  buyer === 'atreides'
    ? [pass('ixians'), bid('atreides', 1), pass('harkonnen'), pass('ixians')]
    : [pass('ixians'), pass('atreides'), bid('harkonnen', 1), pass('ixians'), pass('atreides')];

/** The name of card 1 (the auction's cards are shuffled after IX-2's choice). */
export function firstCard(setup: SetupPatch = base): string {
  const s = biddingState({ factions, setup, actions: [hajrOnTop] });
  const card = s.step.phase === 'bidding' ? s.step.cards[0] : undefined;
  if (!card) throw new Error('no card up');
  return cardName(card);
}
