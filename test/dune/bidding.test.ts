import { describe, expect, it } from 'vitest';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { accepted, bid, bidding, biddingState, errorOf, ofType, pass } from './bidding-scenario';

// Atreides, Harkonnen, Emperor in that storm order; 3 eligible bidders, so 3 cards are dealt.
const base: SetupPatch = {
  order: ['atreides', 'harkonnen', 'emperor'],
  spice: { atreides: 10, harkonnen: 10, emperor: 10 },
  hands: { atreides: ['Lasgun'], harkonnen: ['Shield', 'Snooper'], emperor: ['Chaumas'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
};

describe('bidding: dealing and order', () => {
  it('deals one card face down per eligible player; the First Player opens the first card', () => {
    const out = bidding({ setup: base });
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 3 }]);
    expect(out.state.treacheryDeckSize).toBe(33 - 4 - 3);
    expect(out.state.step).toEqual({ cardNumber: 1, cards: 3, openedBy: 'atreides', highBid: 0, highBidder: null, toBid: 'atreides', passed: [] });
    expect(out.state.waitingFor).toEqual(['atreides']);
    expect(out.state.expecting).toBe('Bidding on card 1 of 3: the Atreides to bid at least 1 or pass.');
    expect(ofType(out.setupEvents, 'card-up-for-bid')).toEqual([{ type: 'card-up-for-bid', cardNumber: 1, cards: 3, opener: 'atreides' }]);
  });

  it('the Atreides see each card just before it is auctioned; nobody else does', () => {
    const out = bidding({ setup: base, actions: [bid('emperor', 1)] });
    expect(ofType(out.setupEvents, 'card-glimpsed')).toEqual([{ type: 'card-glimpsed', to: ['atreides'], cardNumber: 1, card: 'Crysknife' }]);
    expect(out.views.atreides?.private).toEqual({ cardUp: 'Crysknife' });
    expect(out.views.harkonnen?.private).toEqual({});
    expect(out.views.emperor?.private).toEqual({});
    expect(JSON.stringify(out.state)).not.toContain('Crysknife');
    // The glimpse comes before the card is opened.
    const types = out.setupEvents.map((e) => e.type);
    expect(types.indexOf('card-glimpsed')).toBeLessThan(types.indexOf('card-up-for-bid'));
  });

  it('bidding goes round in storm order and the card is sold when the turn comes back to the top bidder', () => {
    const out = bidding({ setup: base, actions: [bid('atreides', 1), bid('harkonnen', 2), pass('emperor'), pass('atreides')] });
    const events = accepted(out);
    expect(out.results[2]).toMatchObject({ ok: true });
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'harkonnen', price: 2, cardNumber: 1 }]);
    // The next card is opened by the first eligible player after the previous opener.
    expect(out.state.step).toMatchObject({ cardNumber: 2, openedBy: 'harkonnen', toBid: 'harkonnen', highBid: 0, highBidder: null, passed: [] });
    expect(out.views.atreides?.private).toEqual({ cardUp: 'Maula Pistol' });
  });

  it('the public step shows the high bid, the high bidder, whose turn it is and who passed', () => {
    const out = bidding({ setup: base, actions: [bid('atreides', 4), pass('harkonnen')] });
    expect(out.state.step).toEqual({
      cardNumber: 1,
      cards: 3,
      openedBy: 'atreides',
      highBid: 4,
      highBidder: 'atreides',
      toBid: 'emperor',
      passed: ['harkonnen'],
    });
    expect(out.state.expecting).toBe('Bidding on card 1 of 3: the Emperor to bid more than 4 (high bidder Atreides) or pass.');
  });

  it('a First Player with a full hand is skipped: the next eligible player opens, and bidding skips them', () => {
    const setup = { ...base, hands: { ...base.hands, atreides: ['Lasgun', 'Shield', 'Snooper', 'Karama'] } };
    const out = bidding({ setup, actions: [bid('harkonnen', 1), pass('emperor')] });
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 2 }]);
    expect(ofType(out.setupEvents, 'card-up-for-bid')[0]).toMatchObject({ opener: 'harkonnen' });
    // Emperor's pass brings the turn past the full Atreides hand back to the Harkonnen: sold.
    expect(ofType(accepted(out), 'card-sold')).toEqual([{ type: 'card-sold', faction: 'harkonnen', price: 1, cardNumber: 1 }]);
    expect(out.state.step).toMatchObject({ cardNumber: 2, cards: 2, openedBy: 'emperor', toBid: 'emperor' });
    expect(out.state.expecting).toBe('Bidding on card 2 of 2: the Emperor to bid at least 1 or pass. Full hands, who may not bid: Atreides.');
  });

  it('each card is opened by the first eligible player after the previous opener; the phase ends after the last card', () => {
    const setup = { ...base, hands: { ...base.hands, atreides: ['Lasgun', 'Shield', 'Snooper'] } };
    const out = bidding({
      setup,
      actions: [bid('atreides', 1), pass('harkonnen'), pass('emperor'), bid('harkonnen', 1), pass('emperor'), bid('emperor', 1), pass('harkonnen')],
    });
    const events = accepted(out);
    // The Atreides fill their hand with card 1 and are skipped from then on.
    expect(ofType(events, 'card-up-for-bid').map((e) => e.opener)).toEqual(['harkonnen', 'emperor']);
    expect(ofType(events, 'card-sold').map((e) => e.faction)).toEqual(['atreides', 'harkonnen', 'emperor']);
    expect(events).toContainEqual(expect.objectContaining({ type: 'phase-started', phase: 'revival' }));
    expect(out.state.phase).not.toBe('bidding');
  });
});

describe('bidding: nobody bids, nobody eligible, bad bids', () => {
  it('nobody bids: that card and the unsold ones go back on top of the deck in order, and the phase ends', () => {
    const actions = [pass('atreides'), pass('harkonnen'), pass('emperor')];
    const out = bidding({ setup: base, actions });
    const events = accepted(out);
    expect(ofType(events, 'cards-returned')).toEqual([{ type: 'cards-returned', cardNumber: 1, count: 3 }]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'phase-started', phase: 'revival' }));
    expect(out.state.treacheryDeckSize).toBe(33 - 4);
    const s = biddingState({ setup: base, actions });
    expect(s.decks.treachery.slice(0, 4).map((c) => c.replace(/-\d+$/, ''))).toEqual(['crysknife', 'maula-pistol', 'hajr', 'truthtrance']);
  });

  it('a card nobody bids on after a sale returns with the rest, in their order', () => {
    const actions = [
      pass('atreides'),
      pass('harkonnen'),
      bid('emperor', 2),
      pass('atreides'),
      pass('harkonnen'),
      pass('harkonnen'),
      pass('emperor'),
      pass('atreides'),
    ];
    const out = bidding({ setup: base, actions });
    expect(ofType(accepted(out), 'cards-returned')).toEqual([{ type: 'cards-returned', cardNumber: 2, count: 2 }]);
    const s = biddingState({ setup: base, actions });
    expect(s.decks.treachery.slice(0, 3).map((c) => c.replace(/-\d+$/, ''))).toEqual(['maula-pistol', 'hajr', 'truthtrance']);
    expect(s.hands.emperor?.map((c) => c.replace(/-\d+$/, ''))).toEqual(['chaumas', 'crysknife']);
  });

  it('when every hand is full the phase is skipped and no card is dealt', () => {
    const setup: SetupPatch = {
      ...base,
      hands: {
        atreides: ['Lasgun', 'Shield', 'Snooper', 'Karama'],
        harkonnen: ['Shield', 'Shield', 'Shield', 'Snooper', 'Snooper', 'Snooper', 'Kulon', 'Baliset'],
        emperor: ['Chaumas', 'Chaumurky', 'Stunner', 'Slip Tip'],
      },
    };
    const out = bidding({ setup });
    expect(ofType(out.setupEvents, 'bidding-skipped')).toEqual([{ type: 'bidding-skipped', reason: 'every hand is full' }]);
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([]);
    expect(out.setupEvents).toContainEqual(expect.objectContaining({ type: 'phase-started', phase: 'revival' }));
    expect(out.state.treacheryDeckSize).toBe(33 - 16);
  });

  it('rejects bids below 1, not above the high bid, or above the spice held, and changes nothing', () => {
    const out = bidding({
      setup: base,
      actions: [bid('atreides', 0), bid('atreides', 3), bid('harkonnen', 3), bid('harkonnen', 11), bid('harkonnen'), bid('emperor', 5), pass('harkonnen')],
    });
    expect(errorOf(out, 0)).toEqual({ code: 'bid-too-low', message: 'A bid is at least 1 spice; bid 1 or more, or pass.' });
    expect(out.results[1]).toMatchObject({ ok: true });
    expect(errorOf(out, 2)).toEqual({ code: 'bid-too-low', message: 'The bid on card 1 is 3 (Atreides); bid at least 4 or pass.' });
    expect(errorOf(out, 3)).toEqual({
      code: 'not-enough-spice',
      message: 'The Harkonnen have 10 spice and cannot bid 11; bid at most 10, or bid with karama: true if you mean to pay with a Karama card.',
    });
    expect(errorOf(out, 4).code).toBe('missing-amount');
    expect(errorOf(out, 5).code).toBe('not-your-turn');
    expect(out.state.step).toMatchObject({ highBid: 3, highBidder: 'atreides', toBid: 'emperor', passed: ['harkonnen'] });
  });

  it('is deterministic: the same seed and actions give the same state, reshuffles included', () => {
    const setup: SetupPatch = { ...base, treacheryDeck: [], treacheryDiscard: ['Karama', 'Kulon', 'Hajr'] };
    const actions = [bid('atreides', 1), pass('harkonnen'), pass('emperor')];
    expect(JSON.stringify(biddingState({ setup, actions }))).toBe(JSON.stringify(biddingState({ setup, actions })));
    expect(JSON.stringify(bidding({ setup, actions }))).toBe(JSON.stringify(bidding({ setup, actions })));
  });
});
