import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allEvents, errorOf, ofType, run } from './cards-helpers';

type Actions = NonNullable<Scenario['actions']>;

/**
 * Bidding among the Atreides, Harkonnen and Emperor, the Atreides first; the Atreides and the
 * Harkonnen are allies.
 */
const bidding = (actions: Actions, spice: Record<string, number> = { atreides: 2, harkonnen: 10, emperor: 10 }, alliances = [['atreides', 'harkonnen']]) =>
  run({
    seed: 11,
    factions: ['atreides', 'harkonnen', 'emperor'],
    setup: {
      phase: 'bidding',
      order: ['atreides', 'harkonnen', 'emperor'],
      spice,
      alliances,
      hands: { atreides: [], harkonnen: [], emperor: [] },
      treacheryDeck: ['Crysknife', 'Maula Pistol', 'Hajr'],
    },
    actions,
  });

const SUPPORT_5 = { as: 'harkonnen', do: 'support', args: { amount: 5 } };
const BID_6_ALLY_4 = { as: 'atreides', do: 'bid', args: { amount: 6, allyPays: 4 } };
const PASSES = [
  { as: 'harkonnen', do: 'pass' },
  { as: 'emperor', do: 'pass' },
];

describe('rules §14.2, GF9 1.10.02.05: an ally pays part of a bid, named in the bid itself', () => {
  it('GF9 1.10.02.05–06: the ally’s share is paid with the bid when it wins, to the Emperor like the rest (S001-BID-7)', () => {
    const out = bidding([SUPPORT_5, BID_6_ALLY_4, ...PASSES]);
    expect(ofType(allEvents(out), 'ally-support')).toEqual([
      { type: 'ally-support', to: ['harkonnen', 'atreides'], faction: 'harkonnen', ally: 'atreides', amount: 5 },
    ]);
    expect(ofType(allEvents(out), 'ally-pays')).toEqual([
      { type: 'ally-pays', to: ['atreides', 'harkonnen'], faction: 'harkonnen', for: 'atreides', amount: 4, cardNumber: 1 },
    ]);
    expect(ofType(allEvents(out), 'spice-paid')).toEqual([
      { type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 2 },
      { type: 'spice-paid', from: 'harkonnen', payee: 'emperor', amount: 4, for: 'atreides' },
    ]);
    expect([out.views.atreides!.spice, out.views.harkonnen!.spice, out.views.emperor!.spice]).toEqual([0, 6, 16]);
    expect(out.views.atreides!.hand).toEqual(['Crysknife']);
    // The offer shrinks by what was drawn.
    expect(out.views.harkonnen!.allySupport).toEqual({ offered: 1, fromAlly: 0 });
    expect(out.views.atreides!.allySupport).toEqual({ offered: 0, fromAlly: 1 });
    expect(out.views.emperor).not.toHaveProperty('allySupport');
  });

  it('while the bid stands the ally’s share is known to the two allies only', () => {
    const out = bidding([SUPPORT_5, BID_6_ALLY_4]);
    expect(out.views.atreides!.private).toMatchObject({ allyPays: 4 });
    expect(out.views.harkonnen!.private).toMatchObject({ allyPays: 4 });
    expect(out.views.emperor!.private).toEqual({});
    expect(JSON.stringify(out.state)).not.toContain('allyPays');
    expect(ofType(allEvents(out), 'bid-made')).toEqual([{ type: 'bid-made', faction: 'atreides', cardNumber: 1, amount: 6 }]);
  });

  it('GF9 1.10.02.05–06: the bid limit is one’s spice plus the ally’s share, which the ally must have offered and be able to pay', () => {
    const out = bidding([
      BID_6_ALLY_4,
      SUPPORT_5,
      { as: 'atreides', do: 'bid', args: { amount: 8, allyPays: 4 } },
      { as: 'atreides', do: 'bid', args: { amount: 7, allyPays: 6 } },
      { as: 'atreides', do: 'bid', args: { amount: 3, allyPays: 4 } },
      { as: 'atreides', do: 'bid', args: { amount: 6, karama: true, allyPays: 1 } },
    ]);
    expect(errorOf(out, 0)).toEqual({
      code: 'support-exceeded',
      message: 'The Harkonnen have not offered to pay for your bids and shipments; they may (`support`).',
    });
    expect(errorOf(out, 2)).toEqual({
      code: 'not-enough-spice',
      message:
        'The Atreides have 2 spice, and 4 from their ally, and cannot bid 8; bid at most 6, or bid with karama: true if you mean to pay with a Karama card.',
    });
    expect(errorOf(out, 3)).toEqual({ code: 'support-exceeded', message: 'The Harkonnen let you draw up to 5 spice of theirs (`support`), not 6.' });
    expect(errorOf(out, 4).code).toBe('bad-argument');
    expect(errorOf(out, 5).code).toBe('bad-argument');
    // An offer beyond what the payer holds is refused; an ally who spent spice after offering is
    // refused at the bid without telling what it holds.
    expect(errorOf(bidding([SUPPORT_5], { atreides: 2, harkonnen: 3, emperor: 10 }), 0)).toEqual({
      code: 'not-enough-spice',
      message: 'You hold 3 spice: you can let your ally draw up to 3, not 5.',
    });
    const spent = { as: 'harkonnen', do: 'give', args: { to: 'emperor', amount: 3 } } as const;
    const poor = bidding([SUPPORT_5, spent, BID_6_ALLY_4], { atreides: 2, harkonnen: 5, emperor: 10 });
    expect(poor.results[1]?.ok).toBe(true);
    expect(errorOf(poor, 2)).toEqual({ code: 'not-enough-spice', message: 'The Harkonnen cannot pay 4 spice for your bid on card 1 now.' });
  });

  it('order independence: the bid refused before the offer and made after it ends as the bid made after the offer', () => {
    const offerFirst = bidding([SUPPORT_5, BID_6_ALLY_4, ...PASSES]);
    const bidFirst = bidding([BID_6_ALLY_4, SUPPORT_5, BID_6_ALLY_4, ...PASSES]);
    expect(bidFirst.final).toEqual(offerFirst.final);
  });

  it('spice promised to the standing bid cannot be given away or offered as a bribe until the card is sold', () => {
    const out = bidding([
      SUPPORT_5,
      BID_6_ALLY_4,
      { as: 'harkonnen', do: 'give', args: { to: 'emperor', amount: 7 } },
      { as: 'atreides', do: 'give', args: { to: 'emperor', amount: 1 } },
      { as: 'harkonnen', do: 'deal', args: { with: 'emperor', terms: 'You pass on this card.', spice: 7 } },
      { as: 'harkonnen', do: 'give', args: { to: 'emperor', amount: 6 } },
      ...PASSES,
    ]);
    expect(errorOf(out, 2)).toEqual({
      code: 'spice-committed',
      message: 'The Harkonnen have promised 4 spice to the high bid on this card; they can spend at most 6 until it is settled.',
    });
    expect(errorOf(out, 3).code).toBe('spice-committed');
    expect(errorOf(out, 4).code).toBe('spice-committed');
    // The pass that closes the auction is never refused for want of the bidders' spice.
    expect(out.results.at(-1)).toMatchObject({ ok: true });
    expect(out.views.harkonnen!.spice).toBe(0);
  });

  it('S001-BID-7: when the Emperor pays part of their ally’s card, that share comes back to them with the price', () => {
    const out = bidding(
      [
        { as: 'emperor', do: 'support', args: { amount: 5 } },
        { as: 'atreides', do: 'pass' },
        { as: 'harkonnen', do: 'bid', args: { amount: 7, allyPays: 5 } },
        { as: 'emperor', do: 'pass' },
        { as: 'atreides', do: 'pass' },
      ],
      { atreides: 10, harkonnen: 2, emperor: 5 },
      [['harkonnen', 'emperor']],
    );
    expect(ofType(allEvents(out), 'spice-paid')).toEqual([
      { type: 'spice-paid', from: 'harkonnen', payee: 'emperor', amount: 2 },
      { type: 'spice-paid', from: 'emperor', payee: 'emperor', amount: 5, for: 'harkonnen' },
    ]);
    expect([out.views.harkonnen!.spice, out.views.emperor!.spice]).toEqual([0, 7]);
  });
});

/** Shipment and Movement with the Atreides first; the Atreides are allied to `ally`. */
const shipping = (actions: Actions, ally: string, spice: Record<string, number>) =>
  run({
    seed: 7,
    factions: ['atreides', 'harkonnen', 'spacing-guild'],
    options: { rules: 'basic' },
    setup: { phase: 'shipment-movement', order: ['atreides', 'harkonnen', 'spacing-guild'], spice, alliances: [['atreides', ally]] },
    actions,
  });

describe('rules §14.2, GF9 1.10.02.06: an ally pays part of a shipment, named in the shipment itself', () => {
  const SHIP = { as: 'atreides', do: 'ship', args: { territory: 'The Great Flat', forces: 6, allyPays: 6 } };

  it('GF9 1.10.02.05–06: the shipment names the ally’s share; the Guild is paid the whole cost', () => {
    const out = shipping([{ as: 'harkonnen', do: 'support', args: { amount: 6 } }, SHIP], 'harkonnen', { atreides: 8, harkonnen: 10, 'spacing-guild': 5 });
    expect(ofType(allEvents(out), 'shipped')).toEqual([
      { type: 'shipped', faction: 'atreides', territory: 'The Great Flat', sector: 14, forces: 6, elite: 0, cost: 12, paidTo: 'spacing-guild', allyPaid: 6 },
    ]);
    expect([out.views.atreides!.spice, out.views.harkonnen!.spice, out.views['spacing-guild']!.spice]).toEqual([2, 4, 17]);
  });

  it('GF9 1.10.02.05–06: a setup may start with the offer standing (setup key allySupport)', () => {
    const out = run({
      seed: 7,
      factions: ['atreides', 'harkonnen', 'spacing-guild'],
      options: { rules: 'basic' },
      setup: {
        phase: 'shipment-movement',
        order: ['atreides', 'harkonnen', 'spacing-guild'],
        spice: { atreides: 8, harkonnen: 10, 'spacing-guild': 5 },
        alliances: [['atreides', 'harkonnen']],
        allySupport: { harkonnen: 6 },
      },
      actions: [SHIP],
    });
    expect(out.views.atreides!.spice).toBe(2);
    expect(out.views.harkonnen!).toMatchObject({ spice: 4, allySupport: { offered: 0, fromAlly: 0 } });
  });

  it('order independence: a shipment refused before the ally’s offer and made after it ends as one made after the offer', () => {
    const spice = { atreides: 8, harkonnen: 10, 'spacing-guild': 5 };
    const support = { as: 'harkonnen', do: 'support', args: { amount: 6 } };
    const offerFirst = shipping([support, SHIP], 'harkonnen', spice);
    const shipFirst = shipping([SHIP, support, SHIP], 'harkonnen', spice);
    expect(errorOf(shipFirst, 0).code).toBe('support-exceeded');
    expect(shipFirst.final).toEqual(offerFirst.final);
  });

  it('the Guild paying part of its ally’s half-price shipment pays itself: its share comes back with the cost', () => {
    const out = shipping(
      [
        { as: 'spacing-guild', do: 'support', args: { amount: 3 } },
        { as: 'atreides', do: 'ship', args: { territory: 'The Great Flat', forces: 4, allyPays: 3 } },
      ],
      'spacing-guild',
      { atreides: 8, harkonnen: 10, 'spacing-guild': 5 },
    );
    expect(ofType(allEvents(out), 'shipped')[0]).toMatchObject({ cost: 4, paidTo: 'spacing-guild', allyPaid: 3 });
    expect([out.views.atreides!.spice, out.views['spacing-guild']!.spice]).toEqual([7, 6]);
  });

  it('a share beyond the cost is refused, and so is an offer of support without an ally', () => {
    const out = shipping(
      [
        { as: 'harkonnen', do: 'support', args: { amount: 9 } },
        { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 2, allyPays: 3 } },
        { as: 'spacing-guild', do: 'support', args: { amount: 1 } },
      ],
      'harkonnen',
      { atreides: 8, harkonnen: 10, 'spacing-guild': 5 },
    );
    expect(errorOf(out, 1)).toEqual({ code: 'bad-argument', message: 'The shipment costs 2: your ally pays part or all of that, not 3.' });
    expect(errorOf(out, 2)).toEqual({ code: 'no-ally', message: 'The Spacing Guild has no ally to support.' });
  });

  it('an alliance broken in a Nexus takes its offers with it', () => {
    const out = run({
      seed: 3,
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'],
      setup: {
        turn: 3,
        phase: 'spice-blow',
        spiceDeck: ['Shai-Hulud', 'Funeral Plain', 'Red Chasm'],
        spiceDiscard: ['Cielago North'],
        alliances: [['atreides', 'harkonnen']],
      },
      actions: [
        { as: 'harkonnen', do: 'support', args: { amount: 4 } },
        { as: 'atreides', do: 'break' },
      ],
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true]);
    expect(out.final.allySupport).toEqual({});
    expect(out.views.harkonnen).not.toHaveProperty('allySupport');
  });
});
