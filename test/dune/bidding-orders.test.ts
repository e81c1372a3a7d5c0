import { describe, expect, it } from 'vitest';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { accepted, bid, bidding, errorOf, ofType, pass, visibleTo } from './bidding-scenario';

// Atreides, Harkonnen, Emperor in that storm order; 3 cards dealt.
const base: SetupPatch = {
  order: ['atreides', 'harkonnen', 'emperor'],
  spice: { atreides: 10, harkonnen: 10, emperor: 2 },
  hands: { atreides: ['Lasgun'], harkonnen: ['Shield', 'Snooper'], emperor: ['Chaumas'] },
  treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr', 'Truthtrance'],
};
const auto = (as: string, args: Record<string, unknown>) => ({ as, do: 'auto', args });

describe('standing orders in the auction (BOT-BID)', () => {
  it('BOT-BID-1: auto-pass this card passes for the seat when its turn comes, on that card only', () => {
    const out = bidding({ setup: base, actions: [auto('emperor', { pass: 'this-card' }), bid('atreides', 1), pass('harkonnen')] });
    const events = accepted(out);
    // The Emperor's pass comes without a command, and the card goes to the Atreides.
    expect(ofType(events, 'passed').map((e) => e.faction)).toEqual(['harkonnen', 'emperor']);
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'atreides', price: 1, cardNumber: 1 }]);
    // Card 2: the order was for card 1; the Emperor is asked again.
    expect(out.state.step).toMatchObject({ cardNumber: 2, toBid: 'harkonnen' });
    const next = bidding({ setup: base, actions: [auto('emperor', { pass: 'this-card' }), bid('atreides', 1), pass('harkonnen'), pass('harkonnen')] });
    expect(next.state.step).toMatchObject({ cardNumber: 2, toBid: 'emperor' });
  });

  it('BOT-BID-2: auto-pass this auction passes on every card of the auction, whatever the bid and the spice held', () => {
    const out = bidding({
      setup: base,
      actions: [auto('emperor', { pass: 'this-auction' }), bid('atreides', 1), pass('harkonnen'), pass('harkonnen'), bid('atreides', 2), pass('harkonnen')],
    });
    const events = accepted(out);
    // Every card: the Emperor passes without a command each time they are asked (card 3 too), and is never waited for.
    expect([
      ...new Set(
        ofType(events, 'passed')
          .filter((e) => e.faction === 'emperor')
          .map((e) => e.cardNumber),
      ),
    ]).toEqual([1, 2, 3]);
    expect(ofType(events, 'card-sold').map((e) => [e.faction, e.cardNumber])).toEqual([
      ['atreides', 1],
      ['atreides', 2],
    ]);
  });

  it('issue 26: no order passes according to the spice held — the old condition "while I cannot buy" is gone', () => {
    const out = bidding({ setup: base, actions: [auto('emperor', { pass: 'while-i-cannot-buy' })] });
    expect(errorOf(out, 0)?.code).toBeDefined();
  });

  it('issue 26: a maximum the seat can no longer pay ends in silence: the table sees what it sees of a seat without orders', () => {
    // The Emperor orders a maximum of 2 (all their spice), then gives their spice away in private.
    const giveAway = { as: 'emperor', do: 'give', args: { to: 'atreides', amount: 2 } };
    const ordered = bidding({ setup: base, actions: [auto('emperor', { max: 2 }), giveAway, bid('atreides', 1), pass('harkonnen')] });
    const plain = bidding({ setup: base, actions: [giveAway, bid('atreides', 1), pass('harkonnen')] });
    const seen = (out: typeof plain) => visibleTo(accepted(out), 'atreides');
    expect(seen(ordered)).toEqual(seen(plain));
    expect(ordered.state.step).toMatchObject({ cardNumber: 1, toBid: 'emperor' });
    expect(ordered.views.atreides).toEqual(plain.views.atreides);
    // The Emperor alone is told, and answers by hand.
    expect(visibleTo(accepted(ordered), 'emperor').filter((e) => e.type === 'bid-order-ended')).toEqual([
      { type: 'bid-order-ended', to: ['emperor'], cardNumber: 1, maxBid: 2, spice: 0 },
    ]);
    expect(ordered.views.emperor?.private).not.toMatchObject({ standingOrders: { maxBid: expect.anything() } });
  });

  it('BOT-BID-3: a private maximum bids one more than the high bid each time, up to the maximum, then passes', () => {
    const out = bidding({
      setup: base,
      actions: [auto('harkonnen', { max: 5 }), auto('emperor', { pass: 'this-card' }), bid('atreides', 1), bid('atreides', 4), bid('atreides', 6)],
    });
    const events = accepted(out);
    expect(ofType(events, 'bid-made').map((e) => [e.faction, e.amount])).toEqual([
      ['atreides', 1],
      ['harkonnen', 2],
      ['atreides', 4],
      ['harkonnen', 5],
      ['atreides', 6],
    ]);
    // Past the maximum the Harkonnen pass, the Emperor's order passes too: the card is sold.
    expect(ofType(events, 'card-sold')).toEqual([{ type: 'card-sold', faction: 'atreides', price: 6, cardNumber: 1 }]);
  });

  it('BOT-BID-3: the orders are secret — the seat is told, its view shows them, nobody else sees anything but bids and passes', () => {
    const out = bidding({ setup: base, actions: [auto('harkonnen', { max: 5 })] });
    const events = accepted(out);
    expect(visibleTo(events, 'atreides').filter((e) => e.type === 'bid-orders')).toEqual([]);
    expect(visibleTo(events, 'harkonnen').filter((e) => e.type === 'bid-orders')).toHaveLength(1);
    expect(out.views.harkonnen?.private).toMatchObject({ standingOrders: { maxBid: { card: 1, amount: 5 } } });
    expect(JSON.stringify(out.views.atreides)).not.toContain('standingOrders');
    expect(JSON.stringify(out.state)).not.toContain('standingOrders');
  });

  it('BOT-BID-3: a maximum above the spice held is refused, and says what is allowed', () => {
    const out = bidding({ setup: base, actions: [auto('emperor', { max: 5 })] });
    expect(errorOf(out, 0)).toMatchObject({ code: 'not-enough-spice' });
    expect(errorOf(out, 0)?.message).toContain('at most 2');
  });
});
