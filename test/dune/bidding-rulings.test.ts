import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../src/dune/context';
import type { DuneEvent } from '../../src/dune/events';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { discard } from '../../src/dune/treachery';
import { accepted, allCardNamesExcept, bid, bidding, biddingState, errorOf, ofType, pass, visibleTo } from './bidding-scenario';

const base: SetupPatch = {
  order: ['atreides', 'harkonnen', 'emperor'],
  spice: { atreides: 10, harkonnen: 10, emperor: 10 },
  hands: { atreides: ['Lasgun'], harkonnen: ['Shield', 'Snooper'], emperor: ['Chaumas'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
};
const handNames = ['Lasgun', 'Shield', 'Snooper', 'Chaumas'];
const withSpice = (spice: Record<string, number>): SetupPatch => ({ ...base, spice: { ...base.spice, ...spice } });

describe('bidding rulings', () => {
  it('S001-BID-1: an empty deck is replaced at once by the shuffled discard pile when cards are dealt', () => {
    const setup: SetupPatch = { ...base, treacheryDeck: ['Hajr'], treacheryDiscard: allCardNamesExcept([...handNames, 'Hajr']) };
    const out = bidding({ setup });
    expect(ofType(out.setupEvents, 'treachery-deck-reshuffled')).toEqual([{ type: 'treachery-deck-reshuffled', cards: 28 }]);
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 3 }]);
    expect(ofType(out.setupEvents, 'card-glimpsed')[0]).toMatchObject({ card: 'Hajr' });
    expect(out.state.treacheryDiscard).toEqual([]);
    expect(out.state.treacheryDeckSize).toBe(1 + 28 - 3);
  });

  it('S001-BID-1: the Harkonnen extra card is drawn from the reshuffled discard pile when the deck is empty', () => {
    const deck = ['Hajr', 'Crysknife', 'Stunner'];
    const setup: SetupPatch = { ...base, treacheryDeck: deck, treacheryDiscard: allCardNamesExcept([...handNames, ...deck]) };
    const out = bidding({ setup, actions: [pass('atreides'), bid('harkonnen', 2), pass('emperor'), pass('atreides')] });
    expect(out.setupEvents.some((e) => e.type === 'treachery-deck-reshuffled')).toBe(false);
    const events = accepted(out);
    expect(ofType(events, 'treachery-deck-reshuffled')).toEqual([{ type: 'treachery-deck-reshuffled', cards: 26 }]);
    expect(ofType(events, 'extra-card-drawn')).toEqual([{ type: 'extra-card-drawn', faction: 'harkonnen' }]);
    expect(out.state.handSizes).toEqual({ atreides: 1, harkonnen: 4, emperor: 1 });
    expect(out.state.treacheryDeckSize).toBe(25);
    expect(out.state.treacheryDiscard).toEqual([]);
  });

  it('S001-BID-2: a Karama played in bidding goes to the discard pile; only Family Atomics leaves the game', () => {
    const setup: SetupPatch = { ...base, hands: { ...base.hands, atreides: ['Karama'] } };
    const actions = [bid('atreides', undefined, true)];
    const out = bidding({ setup, actions });
    expect(ofType(accepted(out), 'card-discarded')).toEqual([{ type: 'card-discarded', card: 'Karama', faction: 'atreides' }]);
    expect(out.state.treacheryDiscard).toEqual(['Karama']);
    const s = biddingState({ setup, actions });
    expect(s.decks.removed).toEqual([]);
    const events: DuneEvent[] = [];
    discard(
      s,
      'family-atomics-1',
      makeCtx(s, (e) => events.push(e)),
    );
    expect(s.decks.removed).toEqual(['family-atomics-1']);
    expect(s.decks.treacheryDiscard.map((c) => c.replace(/-\d+$/, ''))).toEqual(['karama']);
  });

  it('S001-BID-3: a player who passed may bid again on the same card when their turn comes round', () => {
    const out = bidding({
      setup: base,
      actions: [pass('atreides'), bid('harkonnen', 1), pass('emperor'), bid('atreides', 2), pass('harkonnen'), pass('emperor')],
    });
    const events = accepted(out);
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'atreides', price: 2, cardNumber: 1 }]);
    expect(out.views.atreides?.spice).toBe(8);
    expect(out.views.emperor?.spice).toBe(12);
  });

  it('S001-BID-3: with rebidAfterPass off, a pass is final for that card and the passer is skipped', () => {
    const out = bidding({
      setup: base,
      options: { rebidAfterPass: false },
      actions: [pass('atreides'), bid('harkonnen', 1), pass('emperor'), bid('atreides', 2)],
    });
    // Emperor's pass sells the card: the Atreides passed, so the turn goes straight back to the Harkonnen.
    expect(out.results[2]).toMatchObject({ ok: true, events: expect.arrayContaining([{ type: 'card-sold', faction: 'harkonnen', price: 1, cardNumber: 1 }]) });
    expect(errorOf(out, 3).code).toBe('not-your-turn');
    expect(out.views.harkonnen?.spice).toBe(9);
  });

  it('S001-BID-4: the Atreides do not see the extra card the Harkonnen draw', () => {
    const out = bidding({ setup: base, actions: [pass('atreides'), bid('harkonnen', 2), pass('emperor'), pass('atreides')] });
    const events = accepted(out);
    expect(ofType(events, 'extra-card')).toEqual([{ type: 'extra-card', to: ['harkonnen'], card: 'Truthtrance' }]);
    expect(ofType(events, 'extra-card-drawn')).toEqual([{ type: 'extra-card-drawn', faction: 'harkonnen' }]);
    const seenByAtreides = JSON.stringify([...visibleTo(out.setupEvents, 'atreides'), ...visibleTo(events, 'atreides'), out.views.atreides]);
    expect(seenByAtreides).not.toContain('Truthtrance');
    // They did see the cards auctioned.
    expect(ofType(visibleTo(events, 'atreides'), 'card-glimpsed')).toEqual([{ type: 'card-glimpsed', to: ['atreides'], cardNumber: 2, card: 'Maula Pistol' }]);
  });

  it('S001-BID-5: bought and extra cards are one hand, without distinction', () => {
    const actions = [pass('atreides'), bid('harkonnen', 2), pass('emperor'), pass('atreides')];
    const out = bidding({ setup: base, actions });
    expect(out.views.harkonnen?.hand).toEqual(['Shield', 'Snooper', 'Crysknife', 'Truthtrance']);
    expect(out.state.handSizes).toEqual({ atreides: 1, harkonnen: 4, emperor: 1 });
    const s = biddingState({ setup: base, actions });
    expect(s.hands.harkonnen?.every((c) => typeof c === 'string')).toBe(true);
  });

  it('S001-BID-6: the Emperor is paid right after each purchase and may bid that spice on the next card', () => {
    const out = bidding({
      setup: withSpice({ emperor: 1 }),
      actions: [bid('atreides', 3), pass('harkonnen'), pass('emperor'), pass('harkonnen'), bid('emperor', 4), pass('atreides'), pass('harkonnen')],
    });
    const events = accepted(out);
    expect(ofType(events, 'spice-paid')).toEqual([
      { type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 3 },
      { type: 'spice-paid', from: 'emperor', payee: 'bank', amount: 4 },
    ]);
    // The payment for card 1 came before card 2 was opened.
    const types = events.map((e) => e.type);
    expect(types.indexOf('spice-paid')).toBeLessThan(types.indexOf('card-up-for-bid'));
    expect(out.views.atreides?.spice).toBe(7);
    expect(out.views.emperor?.spice).toBe(0);
  });

  it("S001-BID-7: the Emperor's ally pays the Emperor; the Emperor's own purchases are paid to the bank", () => {
    const out = bidding({
      setup: { ...base, alliances: [['atreides', 'emperor']] },
      actions: [bid('atreides', 3), pass('harkonnen'), pass('emperor'), pass('harkonnen'), bid('emperor', 2), pass('atreides'), pass('harkonnen')],
    });
    expect(ofType(accepted(out), 'spice-paid')).toEqual([
      { type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 3 },
      { type: 'spice-paid', from: 'emperor', payee: 'bank', amount: 2 },
    ]);
    expect(out.views.atreides?.spice).toBe(7);
    expect(out.views.emperor?.spice).toBe(10 + 3 - 2);
    expect(out.views.harkonnen?.spice).toBe(10);
  });

  it('S001-BID-8: spice the Emperor gave a buyer comes back to the Emperor as the payment', () => {
    // The Harkonnen hold 6, of which the Emperor gave them 5 to buy with; the Emperor kept 5 of their 10.
    const out = bidding({
      setup: withSpice({ harkonnen: 6, emperor: 5 }),
      actions: [pass('atreides'), bid('harkonnen', 6), pass('emperor'), pass('atreides')],
    });
    expect(ofType(accepted(out), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'harkonnen', payee: 'emperor', amount: 6 }]);
    expect(out.views.harkonnen?.spice).toBe(0);
    expect(out.views.emperor?.spice).toBe(11);
  });

  it('S001-BID-9: the Emperor cannot discount a card: the buyer pays the whole bid to the Emperor', () => {
    const out = bidding({ setup: base, actions: [pass('atreides'), bid('harkonnen', 7), pass('emperor'), pass('atreides')] });
    expect(ofType(accepted(out), 'card-sold')).toEqual([{ type: 'card-sold', faction: 'harkonnen', price: 7, cardNumber: 1 }]);
    expect(out.views.harkonnen?.spice).toBe(3);
    expect(out.views.emperor?.spice).toBe(17);
  });

  it('S001-BID-10: a bid beyond the spice held, backed by Karama, wins the card for nothing and the Karama is discarded', () => {
    const setup: SetupPatch = { ...withSpice({ atreides: 2 }), hands: { ...base.hands, atreides: ['Karama'] } };
    const out = bidding({ setup, actions: [bid('atreides', 9, true), pass('harkonnen'), pass('emperor')] });
    const events = accepted(out);
    // The Karama stays secret while the bid stands.
    expect(out.results[0]).toEqual({ ok: true, events: [{ type: 'bid-made', faction: 'atreides', cardNumber: 1, amount: 9 }] });
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'atreides', price: 0, cardNumber: 1, karama: true }]);
    expect(ofType(events, 'spice-paid')).toEqual([]);
    expect(out.views.atreides?.spice).toBe(2);
    expect(out.views.emperor?.spice).toBe(10);
    expect(out.views.atreides?.hand).toEqual(['Crysknife']);
    expect(out.state.treacheryDiscard).toEqual(['Karama']);
  });

  it('S001-BID-10: the Karama bid is known only to the bidder while it stands; outbid, they keep the Karama', () => {
    const setup: SetupPatch = { ...withSpice({ atreides: 2 }), hands: { ...base.hands, atreides: ['Karama'] } };
    const standing = bidding({ setup, actions: [bid('atreides', 5, true)] });
    expect(standing.state.step).toMatchObject({ highBid: 5, highBidder: 'atreides' });
    expect(standing.views.atreides?.private).toEqual({ cardUp: 'Crysknife', karamaBid: true });
    expect(standing.views.harkonnen?.private).toEqual({});
    // The options are the table's settings, public from the start; some are named after Karama.
    expect(JSON.stringify({ ...standing.state, options: null })).not.toContain('Karama');
    expect(JSON.stringify(standing.state.step)).not.toMatch(/karama/i);
    const outbid = bidding({ setup, actions: [bid('atreides', 5, true), bid('harkonnen', 6), pass('emperor'), pass('atreides')] });
    expect(ofType(accepted(outbid), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'harkonnen', payee: 'emperor', amount: 6 }]);
    expect(outbid.views.atreides?.hand).toEqual(['Karama']);
    expect(outbid.state.treacheryDiscard).toEqual([]);
  });

  it('S001-BID-10 (§8.11a): the Karama behind a standing bid is kept aside for it; the pass that ends the auction is never refused (issue 11)', () => {
    const setup: SetupPatch = { ...withSpice({ atreides: 2 }), hands: { ...base.hands, atreides: ['Karama'] } };
    const out = bidding({
      setup,
      actions: [bid('atreides', 5, true), { as: 'atreides', do: 'play', args: { card: 'Karama', power: 'top-card' } }, pass('harkonnen'), pass('emperor')],
    });
    expect(errorOf(out, 1)).toEqual({ code: 'karama-backs-bid', message: 'Your Karama backs your bid on card 1: it is kept aside while that bid stands.' });
    // Before, the Karama could be spent, and the last pass was refused with a message telling of the Karama bid.
    expect(out.results[3]).toMatchObject({ ok: true });
    expect(ofType(out.results[3]!.ok ? out.results[3]!.events : [], 'card-sold')).toEqual([
      { type: 'card-sold', faction: 'atreides', price: 0, cardNumber: 1, karama: true },
    ]);
  });

  it('S001-BID-10: bidding Karama ("infinity") on your turn wins the card at once', () => {
    const setup: SetupPatch = { ...base, hands: { ...base.hands, emperor: ['Karama'] } };
    const out = bidding({ setup, actions: [bid('atreides', 4), bid('harkonnen', 5), bid('emperor', undefined, true)] });
    expect(out.results[2]).toMatchObject({ ok: true });
    const events = out.results[2]?.ok ? out.results[2].events : [];
    expect(events.slice(0, 3)).toEqual([
      { type: 'bid-made', faction: 'emperor', cardNumber: 1, karama: true },
      { type: 'card-sold', faction: 'emperor', price: 0, cardNumber: 1, karama: true },
      { type: 'card-discarded', card: 'Karama', faction: 'emperor' },
    ]);
    expect(out.views.emperor?.spice).toBe(10);
    expect(out.views.harkonnen?.spice).toBe(10);
    expect(out.views.emperor?.hand).toEqual(['Crysknife']);
    expect(out.state.step).toMatchObject({ cardNumber: 2, openedBy: 'harkonnen' });
  });

  it('S001-BID-10: without a Karama card a player may neither bid beyond their spice nor bid Karama', () => {
    const out = bidding({ setup: withSpice({ atreides: 2 }), actions: [bid('atreides', 3), bid('atreides', 3, true), bid('atreides', undefined, true)] });
    expect(errorOf(out, 0).code).toBe('not-enough-spice');
    expect(errorOf(out, 1)).toEqual({ code: 'no-karama', message: 'The Atreides hold no Karama card; bid with spice instead.' });
    expect(errorOf(out, 2).code).toBe('no-karama');
    expect(out.state.step).toMatchObject({ highBid: 0, highBidder: null, toBid: 'atreides' });
  });

  it('S001-BID-10: in the Advanced game the Bene Gesserit may use a worthless card as Karama; not in the Basic game', () => {
    const setup: SetupPatch = {
      order: ['bene-gesserit', 'harkonnen'],
      spice: { 'bene-gesserit': 1, harkonnen: 10 },
      hands: { 'bene-gesserit': ['Kulon'], harkonnen: ['Shield', 'Snooper'] },
      treacheryDeck: ['Crysknife', 'Hajr', 'Stunner'],
    };
    const factions = ['bene-gesserit', 'harkonnen'];
    const advanced = bidding({ factions, setup, actions: [bid('bene-gesserit', undefined, true)] });
    expect(ofType(accepted(advanced), 'card-discarded')).toEqual([{ type: 'card-discarded', card: 'Kulon', faction: 'bene-gesserit' }]);
    expect(advanced.views['bene-gesserit']?.hand).toEqual(['Crysknife']);
    const basic = bidding({ factions, options: { rules: 'basic' }, setup, actions: [bid('bene-gesserit', undefined, true)] });
    expect(errorOf(basic, 0)).toEqual({
      code: 'no-karama',
      message: 'The Bene Gesserit hold no Karama card (nor, in the Advanced game, a worthless card to use as one); bid with spice instead.',
    });
  });

  it('S001-BID-11: a full hand may never bid, even intending to play Karama', () => {
    const setup: SetupPatch = {
      ...base,
      order: ['harkonnen', 'atreides', 'emperor'],
      hands: { ...base.hands, harkonnen: ['Shield', 'Shield', 'Snooper', 'Snooper', 'Karama', 'Kulon', 'Baliset', 'Stunner'] },
    };
    const out = bidding({ setup, actions: [bid('harkonnen', undefined, true), bid('harkonnen', 1, true), bid('atreides', 1), pass('emperor')] });
    expect(ofType(out.setupEvents, 'cards-dealt-for-bid')).toEqual([{ type: 'cards-dealt-for-bid', count: 2 }]);
    expect(ofType(out.setupEvents, 'card-up-for-bid')[0]).toMatchObject({ opener: 'atreides' });
    expect(errorOf(out, 0)).toEqual({
      code: 'not-your-turn',
      message: 'It is not the Harkonnen’s move. Bidding on card 1 of 2: the Atreides to bid at least 1 or pass. Full hands, who may not bid: Harkonnen.',
    });
    expect(errorOf(out, 1).code).toBe('not-your-turn');
    // Emperor's pass sells the card: the turn skips the full Harkonnen hand.
    expect(out.results[3]).toMatchObject({ ok: true, events: expect.arrayContaining([{ type: 'card-sold', faction: 'atreides', price: 1, cardNumber: 1 }]) });
    expect(out.state.step).toMatchObject({ cardNumber: 2, openedBy: 'emperor', toBid: 'emperor' });
    expect(out.views.harkonnen?.hand).toHaveLength(8);
  });

  it('S001-BID-12: the treachery discard pile is public to every player during bidding', () => {
    const out = bidding({ setup: { ...base, treacheryDiscard: ['Kulon', 'Weather Control'] } });
    expect(out.state.treacheryDiscard).toEqual(['Kulon', 'Weather Control']);
    for (const f of ['atreides', 'harkonnen', 'emperor']) expect(out.views[f]?.treacheryDiscard).toEqual(['Kulon', 'Weather Control']);
  });

  it('S002-INFO-1: during bidding the number of cards in each hand is public; spice and reserves stay private', () => {
    const out = bidding({ setup: withSpice({ atreides: 4, harkonnen: 6, emperor: 9 }), actions: [bid('atreides', 1)] });
    expect(out.state.handSizes).toEqual({ atreides: 1, harkonnen: 2, emperor: 1 });
    for (const key of ['spice', 'reserves', 'hand', 'hands']) expect(out.state).not.toHaveProperty(key);
    expect(out.views.atreides?.spice).toBe(4);
    expect(out.views.harkonnen?.spice).toBe(6);
    expect(out.views.emperor?.spice).toBe(9);
    expect(out.views.emperor?.reserves).toEqual({ forces: 20, elite: 5 });
    expect(Object.keys(out.views.atreides ?? {})).toEqual(Object.keys(out.views.harkonnen ?? {}));
  });
});

describe('Harkonnen extra card', () => {
  it('is not drawn when the purchase brings the Harkonnen to 8 cards', () => {
    const setup: SetupPatch = { ...base, hands: { ...base.hands, harkonnen: ['Shield', 'Shield', 'Snooper', 'Snooper', 'Karama', 'Kulon', 'Baliset'] } };
    const out = bidding({ setup, actions: [pass('atreides'), bid('harkonnen', 2), pass('emperor'), pass('atreides')] });
    const events = accepted(out);
    expect(ofType(events, 'extra-card-drawn')).toEqual([]);
    expect(out.state.handSizes).toMatchObject({ harkonnen: 8 });
  });
});
