import { describe, expect, it } from 'vitest';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { accepted, bid, bidding, biddingState, errorOf, ofType, type Act } from './bidding-scenario';
import { decisionsFor } from '../../src/dune/choices';
import { cardName } from '../../src/dune/data/cards';
import type { DuneEvent } from '../../src/dune/events';
import { technologyOrderView } from '../../src/dune/factions/ixians/technology';
import { runScenario } from '../../src/dune/scenario';
import { of } from '../../src/dune/state';
import { privateView } from '../../src/dune/views';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';

/**
 * IX-10 Technology (ixians-tleilaxu.md §3.3, §3.5, §3.6): the Ixians, the Atreides and the Emperor
 * in that storm order, Advanced; 3 bidders, so 4 cards are dealt for IX-2 and 3 go up for auction
 * once Truthtrance goes back to the bottom of the deck.
 */
const factions = ['ixians', 'atreides', 'emperor'];
const base: SetupPatch = {
  order: ['ixians', 'atreides', 'emperor'],
  spice: { ixians: 10, atreides: 10, emperor: 10 },
  hands: { ixians: ['Shield'], atreides: [], emperor: ['Lasgun'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
};
const FOR_SALE = ['Crysknife', 'Maula Pistol', 'Hajr'];
const advanced = { rules: 'advanced' } as const;
const order = (card: number, give: string): Act => ({ as: 'ixians', do: 'technology', args: { choice: 'swap', card, give } });
const putBack: Act = { as: 'ixians', do: 'put-back', args: { card: 'Truthtrance', where: 'bottom' } };
const pass = (as: string): Act => ({ as, do: 'pass' });
const readBy = (events: readonly DuneEvent[], f: string) => events.filter((e) => !e.to || e.to.includes(f as never));

describe('IX-10 Technology (ixians-tleilaxu.md §3.3)', () => {
  it('IX-10: ordered for card 1, the Ixians take card 1 into their hand and their Shield goes up in its place; the Atreides see the Shield; the table hears only that they swapped', () => {
    const out = bidding({ factions, options: advanced, setup: base, actions: [order(1, 'Shield'), putBack] });
    const events = accepted(out);
    expect(ofType(events, 'technology-ordered')).toEqual([{ type: 'technology-ordered', to: ['ixians'], cardNumber: 1, give: 'Shield' }]);
    const [swap] = ofType(events, 'technology-swapped');
    expect(swap).toMatchObject({ to: ['ixians'], cardNumber: 1, gave: 'Shield' });
    expect(FOR_SALE).toContain(swap?.took);
    expect(out.views.ixians?.hand).toEqual([swap?.took]);
    expect(ofType(events, 'technology-used')).toEqual([{ type: 'technology-used', faction: 'ixians', cardNumber: 1 }]);
    expect(ofType(events, 'card-glimpsed')).toEqual([{ type: 'card-glimpsed', to: ['atreides'], cardNumber: 1, card: 'Shield' }]);
    // The swap comes before the card opens, and before the Atreides' look at it (§3.6).
    const types = events.map((e) => e.type);
    expect(types.indexOf('technology-used')).toBeLessThan(types.indexOf('card-glimpsed'));
    expect(types.indexOf('card-glimpsed')).toBeLessThan(types.indexOf('card-up-for-bid'));
    // IX-2's list: the card taken left the auction, the Shield is in it.
    expect([...(out.views.ixians?.private.auctionCards ?? [])].sort()).toEqual(['Shield', ...FOR_SALE.filter((c) => c !== swap?.took)].sort());
    expect(out.views.ixians?.hand.length).toBe(1);
    // Nobody else learns the card taken: not the Emperor, not the Atreides (who see the Shield only).
    for (const f of ['atreides', 'emperor']) expect(JSON.stringify([out.views[f as 'atreides'], readBy(events, f)])).not.toContain(String(swap?.took));
    expect(JSON.stringify([out.views.emperor, readBy(events, 'emperor')])).not.toContain('"Shield"');
    expect(JSON.stringify(out.state)).not.toContain('"Shield"');
  });

  it('IX-10: the Shield put in is auctioned normally: the Atreides buy it for 2, paid to the Emperor; the Ixians may bid on it too', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: base,
      actions: [order(1, 'Shield'), putBack, bid('ixians', 1), bid('atreides', 2), pass('emperor'), pass('ixians')],
    });
    const events = accepted(out);
    expect(ofType(events, 'bid-made')[0]).toMatchObject({ faction: 'ixians', cardNumber: 1, amount: 1 });
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'atreides', price: 2, cardNumber: 1 }]);
    expect(ofType(events, 'card-bought')).toEqual([{ type: 'card-bought', to: ['atreides'], cardNumber: 1, card: 'Shield' }]);
    expect(ofType(events, 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 2 }]);
    expect(out.views.atreides?.hand).toEqual(['Shield']);
    expect(out.views.atreides?.spice).toBe(8);
    expect(out.views.emperor?.spice).toBe(12);
    expect(out.views.ixians?.spice).toBe(10);
  });

  it('IX-10: once a Bidding phase: card 2 opens unswapped, and an order for it is refused once Technology was used', () => {
    const s = biddingState({ factions, options: advanced, setup: base, actions: [order(1, 'Shield'), putBack] });
    const st = s.step.phase === 'bidding' ? s.step : undefined;
    expect(st?.technology).toBe(1);
    const took = of(s.hands, 'ixians')[0];
    expect(took && FOR_SALE).toContain(took && cardName(took));
    const out = bidding({
      factions,
      options: advanced,
      setup: base,
      actions: [order(1, 'Shield'), putBack, order(2, cardName(took!)), bid('ixians', 1), pass('atreides'), pass('emperor')],
    });
    expect(errorOf(out, 2)).toMatchObject({
      code: 'technology-closed',
      message: 'The Ixians used Technology on card 1: once a Bidding phase. No order can be given until the next Bidding phase.',
    });
    const later = out.results.slice(3).flatMap((r) => (r.ok ? r.events : []));
    expect(ofType(later, 'technology-used')).toEqual([]);
    expect(ofType(later, 'card-up-for-bid')).toMatchObject([{ cardNumber: 2 }]);
    expect(ofType(later, 'card-glimpsed')[0]?.card).not.toBe('Shield');
  });

  it('IX-10: an order for card 2 given while card 1 is up fires as card 2 opens; an order for a card already up is refused', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: base,
      actions: [putBack, order(1, 'Shield'), order(2, 'Shield'), bid('ixians', 1), pass('atreides'), pass('emperor')],
    });
    expect(errorOf(out, 1)).toMatchObject({
      code: 'bad-card-number',
      message: 'Name a card still to go up for bid: card 2 to 3 (card 1 has been up already).',
    });
    expect(out.results[2]).toMatchObject({ ok: true });
    const sale = out.results.slice(3).flatMap((r) => (r.ok ? r.events : []));
    expect(ofType(sale, 'technology-used')).toEqual([{ type: 'technology-used', faction: 'ixians', cardNumber: 2 }]);
    expect(ofType(sale, 'card-glimpsed')).toEqual([{ type: 'card-glimpsed', to: ['atreides'], cardNumber: 2, card: 'Shield' }]);
    // The Ixians hold card 1, bought, and card 2, taken: still 2 cards, no Shield.
    expect(out.views.ixians?.hand).toHaveLength(2);
    expect(out.views.ixians?.hand).not.toContain('Shield');
  });

  it('IX-10: refused with an empty hand, naming why; a card not held is refused too; a full hand may swap', () => {
    const empty = bidding({ factions, options: advanced, setup: { ...base, hands: { ...base.hands, ixians: [] } }, actions: [order(1, 'Shield')] });
    expect(errorOf(empty, 0)).toMatchObject({
      code: 'empty-hand',
      message: 'Technology puts a card of your hand in place of the card taken, and your hand is empty.',
    });
    const notHeld = bidding({ factions, options: advanced, setup: base, actions: [order(1, 'Lasgun')] });
    expect(errorOf(notHeld, 0)).toMatchObject({ code: 'card-not-held', message: 'You hold no Lasgun; your hand: Shield.' });
    const full = ['Shield', 'Snooper', 'Chaumas', 'Baliset'];
    // A full hand may not bid: 2 bidders, 3 cards dealt, Hajr put back.
    const out = bidding({
      factions,
      options: advanced,
      setup: { ...base, hands: { ...base.hands, ixians: full } },
      actions: [order(1, 'Baliset'), { as: 'ixians', do: 'put-back', args: { card: 'Hajr', where: 'bottom' } }],
    });
    const events = accepted(out);
    expect(ofType(events, 'technology-swapped')).toMatchObject([{ cardNumber: 1, gave: 'Baliset' }]);
    expect(out.views.ixians?.hand).toHaveLength(4);
    expect(out.views.ixians?.hand).not.toContain('Baliset');
  });

  it('IX-10: an order whose card is no longer held lapses as its card opens, told to the Ixians alone; a new order may follow', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: { ...base, hands: { ...base.hands, ixians: ['Karama', 'Shield'] } },
      actions: [
        putBack,
        order(2, 'Karama'),
        { as: 'ixians', do: 'play', args: { card: 'Karama', power: 'bidding-prescience' } },
        bid('ixians', 1),
        pass('atreides'),
        pass('emperor'),
        order(3, 'Shield'),
      ],
    });
    const events = accepted(out);
    expect(ofType(events, 'technology-lapsed')).toEqual([{ type: 'technology-lapsed', to: ['ixians'], cardNumber: 2, give: 'Karama' }]);
    expect(ofType(events, 'technology-used')).toEqual([]);
    expect(out.views.ixians).toMatchObject({ technologyOrder: { card: 3, give: 'Shield' } });
  });

  it('IX-10: an order is for the coming Bidding: given after the Bidding it is for the next turn’s, and one not fired lapses with its Bidding phase', () => {
    const out = runScenario({ seed: 11, factions, options: advanced, setup: { ...base, phase: 'revival' }, actions: [order(1, 'Shield')] });
    if ('error' in out) throw new Error(out.error.message);
    accepted(out);
    expect(out.views.ixians).toMatchObject({ technologyOrder: { card: 1, give: 'Shield' } });
    const s = biddingState({ factions, options: advanced, setup: base, actions: [putBack, order(3, 'Shield')] });
    expect(privateView(s, 'ixians').technologyOrder).toEqual({ card: 3, give: 'Shield' });
    // The same order, seen once this turn's Bidding is over (cards left unsold, say): gone.
    expect(technologyOrderView({ ...s, phase: 'revival' })).toEqual({});
    expect(technologyOrderView(s)).toEqual({ technologyOrder: { card: 3, give: 'Shield' } });
  });

  it('IX-10: a swap order names its card and the card to give', () => {
    const out = bidding({ factions, options: advanced, setup: base, actions: [{ as: 'ixians', do: 'technology', args: { choice: 'swap', card: 1 } }] });
    expect(errorOf(out, 0)).toMatchObject({
      code: 'missing-argument',
      message: 'A Technology order names the card number to take (`card`) and the card of your hand to put in its place (`give`).',
    });
  });

  it('IX-10: only the Ixians have Technology', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: base,
      actions: [{ as: 'emperor', do: 'technology', args: { choice: 'swap', card: 1, give: 'Lasgun' } }],
    });
    expect(errorOf(out, 0)).toMatchObject({ code: 'no-technology', message: 'Only the Ixians have Technology.' });
  });

  it('IX-10: an order withdrawn (`none`) swaps nothing, and the order is the Ixians’ secret until then', () => {
    const withdrawn = bidding({
      factions,
      options: advanced,
      setup: base,
      actions: [order(1, 'Shield'), { as: 'ixians', do: 'technology', args: { choice: 'none' } }, putBack],
    });
    const events = accepted(withdrawn);
    expect(ofType(events, 'technology-ordered')[1]).toEqual({ type: 'technology-ordered', to: ['ixians'], cardNumber: null, give: null });
    expect(ofType(events, 'technology-used')).toEqual([]);
    expect(withdrawn.views.ixians?.hand).toEqual(['Shield']);
    const standing = bidding({ factions, options: advanced, setup: base, actions: [order(2, 'Shield')] });
    expect(standing.views.ixians).toMatchObject({ technologyOrder: { card: 2, give: 'Shield' } });
    expect(standing.views.atreides).not.toHaveProperty('technologyOrder');
    expect(JSON.stringify(standing.state)).not.toContain('technology');
  });

  it('IX-10: the order is among the secrets the secrecy tests vary: no other seat’s view changes with it', () => {
    const s = biddingState({ factions, options: advanced, setup: base, actions: [order(2, 'Shield')] });
    const varied = perturbSecrets(s, 'ixians');
    expect(privateView(s, 'ixians').technologyOrder).toEqual({ card: 2, give: 'Shield' });
    expect(privateView(varied, 'ixians').technologyOrder).toEqual({ card: 3, give: 'Lasgun' });
    expect(viewsOthersSee(varied, 'ixians')).toEqual(viewsOthersSee(s, 'ixians'));
  });

  it('IX-10 Karama: a standing order against `technology` stops the swap in public; the Ixians keep their Shield and card 1 is auctioned as dealt', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: { ...base, hands: { ...base.hands, atreides: ['Karama'] }, karamaOrders: { atreides: [{ power: 'technology' }] } },
      actions: [order(1, 'Shield'), putBack],
    });
    const events = accepted(out);
    expect(ofType(events, 'power-stopped')).toMatchObject([{ type: 'power-stopped', faction: 'ixians', power: 'technology', by: 'atreides' }]);
    expect(ofType(events, 'technology-used')).toEqual([]);
    expect(out.views.ixians?.hand).toEqual(['Shield']);
    expect(FOR_SALE).toContain(ofType(events, 'card-glimpsed')[0]?.card);
  });

  it('IX-10 Karama: played by hand during the Bidding, it stops Technology for the phase: an order is then refused', () => {
    const out = bidding({
      factions,
      options: advanced,
      setup: { ...base, hands: { ...base.hands, emperor: ['Karama'] } },
      actions: [putBack, { as: 'emperor', do: 'play', args: { card: 'Karama', power: 'technology' } }, order(2, 'Shield')],
    });
    expect(out.results[1]).toMatchObject({ ok: true });
    expect(errorOf(out, 2)).toMatchObject({
      code: 'technology-closed',
      message: 'A Karama stopped Technology for this Bidding phase. No order can be given until the next Bidding phase.',
    });
  });

  it('IX-10: with `ixTechnology` off, or by the Basic rules, there is no Technology: the order and a Karama against it are refused, naming the option', () => {
    for (const options of [{ rules: 'advanced', ixTechnology: false } as const, { rules: 'basic' } as const]) {
      const out = bidding({
        factions,
        options,
        setup: { ...base, hands: { ...base.hands, atreides: ['Karama'] } },
        actions: [order(1, 'Shield'), { as: 'atreides', do: 'karama-order', args: { power: 'technology' } }],
      });
      expect(errorOf(out, 0)).toMatchObject({
        code: 'not-in-game',
        message: 'This game plays without Technology: option `ixTechnology` is off (in this game, by the Basic rules or by choice).',
      });
      expect(errorOf(out, 1)).toMatchObject({ code: 'not-in-game' });
    }
    const on = bidding({ factions, options: { rules: 'basic', ixTechnology: true }, setup: base, actions: [order(1, 'Shield'), putBack] });
    expect(ofType(accepted(on), 'technology-used')).toHaveLength(1);
  });

  it('IX-10: given before the Bidding (CHOAM Charity, claimed), the order swaps card 1 even when a Karama stopped IX-2 and the auction opens at once', () => {
    const out = runScenario({
      seed: 11,
      factions,
      options: { rules: 'advanced', charity: 'claim' },
      setup: {
        ...base,
        phase: 'charity',
        spice: { ixians: 10, atreides: 0, emperor: 10 },
        hands: { ...base.hands, emperor: ['Karama'] },
        karamaOrders: { emperor: [{ power: 'auction-choice' }] },
      },
      actions: [order(1, 'Shield'), { as: 'atreides', do: 'charity' }],
    });
    if ('error' in out) throw new Error(out.error.message);
    const events = accepted(out);
    expect(ofType(events, 'power-stopped')).toMatchObject([{ power: 'auction-choice' }]);
    expect(ofType(events, 'technology-used')).toEqual([{ type: 'technology-used', faction: 'ixians', cardNumber: 1 }]);
    expect(ofType(events, 'card-glimpsed')).toEqual([{ type: 'card-glimpsed', to: ['atreides'], cardNumber: 1, card: 'Shield' }]);
  });

  it('IX-10: the Ixians are offered the order in the Bidding, its cards the ones still to go up and their hand', () => {
    const s = biddingState({ factions, options: advanced, setup: base, actions: [putBack] });
    const d = decisionsFor(s, 'ixians').find((x) => x.action === 'technology');
    expect(d).toMatchObject({ label: 'Technology order', anytime: true });
    expect(decisionsFor(s, 'atreides').some((x) => x.action === 'technology')).toBe(false);
    const basic = biddingState({ factions, options: { rules: 'basic' }, setup: base, actions: [putBack] });
    expect(decisionsFor(basic, 'ixians').some((x) => x.action === 'technology')).toBe(false);
  });
});
