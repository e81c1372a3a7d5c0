import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { privateView, publicView } from '../../src/dune/views';
import { allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';
import { finalState } from './battle-helpers';

const order = (as: string, args: Record<string, unknown>) => ({ as, do: 'karama-order', args });
const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));
const types = (out: ReturnType<typeof run>, i: number) => eventsOf(out, i).map((e) => e.type);

/** Revival waits for the Atreides (forces in the Tanks); their `pass` opens Shipment and Movement. */
const beforeShipment = (actions: Scenario['actions'], hands: Record<string, string[]> = { harkonnen: ['Karama'] }): Scenario => ({
  seed: 4,
  factions: ['atreides', 'harkonnen', 'fremen'],
  options: { rules: 'basic' },
  setup: {
    turn: 2,
    phase: 'revival',
    storm: 3,
    order: ['harkonnen', 'fremen', 'atreides'],
    tanks: { atreides: 2 },
    board: [
      { faction: 'atreides', territory: 'Arrakeen', forces: 8 },
      { faction: 'fremen', territory: 'Sietch Tabr', forces: 4 },
    ],
    spiceDeck: ['Red Chasm'],
    hands,
  },
  actions: [...(actions ?? []), { as: 'atreides', do: 'pass' }],
});

describe('standing Karama orders: a Karama played at a moment nobody is asked (rules §16)', () => {
  it('the Atreides’ look at the spice deck, used as Shipment and Movement begins, is stopped by an order given before', () => {
    const out = run(beforeShipment([order('harkonnen', { power: 'spice-prescience' })]));
    expect(codes(out)).toEqual(['ok', 'ok']);
    expect(eventsOf(out, 0)).toEqual([
      { type: 'karama-ordered', to: ['harkonnen'], order: 'stop the Atreides’ look at the top card of the spice deck the next time it is used' },
    ]);
    const fired = eventsOf(out, 1);
    expect(fired.filter((e) => ['card-played', 'karama-stop', 'power-stopped'].includes(e.type))).toEqual([
      { type: 'card-played', faction: 'harkonnen', card: 'Karama', purpose: 'stop the Atreides’ look at the top card of the spice deck' },
      {
        type: 'karama-stop',
        faction: 'harkonnen',
        target: 'atreides',
        power: 'spice-prescience',
        description: 'look at the top card of the spice deck',
        scope: 'one-use',
      },
      { type: 'power-stopped', faction: 'atreides', power: 'spice-prescience', by: 'harkonnen', description: 'look at the top card of the spice deck' },
    ]);
    expect(ofType(fired, 'spice-card-glimpsed')).toEqual([]);
    expect(out.state.phase).toBe('shipment-movement');
    expect(out.views.atreides!.private).not.toHaveProperty('spiceDeckTop');
    expect(out.views.harkonnen!.hand).toEqual([]);
    expect(out.views.harkonnen).not.toHaveProperty('karamaOrders');
    const free = run(beforeShipment([]));
    expect(ofType(eventsOf(free, 0), 'spice-card-glimpsed')).toEqual([{ type: 'spice-card-glimpsed', to: ['atreides'], card: 'Red Chasm' }]);
    expect(free.views.atreides!.private).toMatchObject({ spiceDeckTop: 'Red Chasm' });
  });

  it('an order is its giver’s secret: no other view changes, and only the giver is told', () => {
    const sc = beforeShipment([]);
    const before = finalState({ ...sc, actions: [] });
    const after = finalState({ ...sc, actions: [order('harkonnen', { power: 'spice-prescience' })] });
    expect(publicView(after)).toEqual(publicView(before));
    for (const f of ['atreides', 'fremen'] as const) expect(privateView(after, f)).toEqual(privateView(before, f));
    expect(privateView(after, 'harkonnen').karamaOrders).toMatchObject([{ power: 'spice-prescience' }]);
  });

  it('refuses a direct Karama against a power used before anyone can answer, and points to the order', () => {
    const out = run({
      factions: ['atreides', 'harkonnen'],
      setup: { phase: 'shipment-movement', storm: 3, hands: { harkonnen: ['Karama'] } },
      actions: [{ as: 'harkonnen', do: 'play', args: { card: 'Karama', power: 'spice-prescience' } }],
    });
    expect(errorOf(out, 0)).toEqual({
      code: 'too-late',
      message:
        'The Atreides’ look at the top card of the spice deck is used as the Shipment and Movement phase begins, before anyone can answer: a Karama stops it only by a standing order given beforehand (`karama-order power: spice-prescience`).',
    });
  });

  it('an order whose giver holds no card when its moment comes lapses, told to the giver alone; the others stand', () => {
    const sc = beforeShipment([order('harkonnen', { power: 'spice-prescience' }), order('harkonnen', { power: 'movement-2' })]);
    const fired = run(sc);
    expect(codes(fired)).toEqual(['ok', 'ok', 'ok']);
    expect(fired.views.harkonnen!.karamaOrders).toEqual([{ power: 'movement-2', text: 'stop the Fremen’s move of 2 territories the next time it is used' }]);
    const out = run({
      ...sc,
      actions: [
        ...(sc.actions ?? []),
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'fremen', do: 'move', args: { from: 'Sietch Tabr', to: 'Wind Pass', toSector: 14, forces: 4 } },
      ],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    const moved = eventsOf(out, 5);
    expect(ofType(moved, 'karama-order-lapsed')).toEqual([
      { type: 'karama-order-lapsed', to: ['harkonnen'], order: 'stop the Fremen’s move of 2 territories the next time it is used' },
    ]);
    expect(ofType(moved, 'power-stopped')).toEqual([]);
    expect(ofType(moved, 'moved')).toMatchObject([{ faction: 'fremen', territory: 'Wind Pass' }]);
    expect(out.views.harkonnen).not.toHaveProperty('karamaOrders');
  });

  it('withdrawn, an order does nothing', () => {
    const out = run(beforeShipment([order('harkonnen', { power: 'spice-prescience' }), { as: 'harkonnen', do: 'cancel-karama-order' }]));
    expect(codes(out)).toEqual(['ok', 'ok', 'ok']);
    expect(eventsOf(out, 1)).toEqual([
      { type: 'karama-order-cancelled', to: ['harkonnen'], orders: ['stop the Atreides’ look at the top card of the spice deck the next time it is used'] },
    ]);
    expect(ofType(eventsOf(out, 2), 'spice-card-glimpsed')).toHaveLength(1);
    expect(out.views.harkonnen!.hand).toEqual(['Karama']);
  });

  it('refuses an order without a card to play, against one’s own power, twice, for a power this game lacks, or naming a card that is not Karama', () => {
    const out = run({
      factions: ['atreides', 'harkonnen', 'bene-gesserit'],
      options: { rules: 'basic' },
      setup: { phase: 'bidding', hands: { harkonnen: ['Karama', 'Baliset'], atreides: [], 'bene-gesserit': ['Baliset'] } },
      actions: [
        order('atreides', { power: 'top-card' }),
        order('harkonnen', { power: 'top-card' }),
        order('harkonnen', { power: 'voice' }),
        order('harkonnen', { power: 'voice' }),
        order('harkonnen', { power: 'kwisatz-haderach' }),
        order('harkonnen', { power: 'voice', card: 'Baliset' }),
        order('harkonnen', { power: 'worm-ride' }),
        order('harkonnen', { special: true, territory: 'The Great Flat' }),
        order('bene-gesserit', { power: 'top-card', card: 'Baliset' }),
        { as: 'atreides', do: 'cancel-karama-order' },
      ],
    });
    expect(codes(out)).toEqual([
      'card-not-in-hand',
      'own-power',
      'ok',
      'already-ordered',
      'advanced-only',
      'not-karama',
      'not-in-game',
      'no-special-order',
      'not-karama',
      'no-order',
    ]);
    expect(errorOf(out, 0).message).toBe(
      'The Atreides hold no card to play as Karama: an order is given with the card in hand (and fires only if it is still there).',
    );
    expect(errorOf(out, 9).message).toBe('You have no standing Karama order.');
  });
});

describe('orders for the powers of phases that need no decision', () => {
  it('the Fremen’s look at the next storm card: stopped as the Storm phase ends, the storm still moves by the card', () => {
    const out = run({
      seed: 3,
      factions: ['fremen', 'atreides', 'harkonnen'],
      setup: { turn: 2, phase: 'storm', storm: 3, stormCard: 2, spiceDeck: ['Funeral Plain'], hands: { atreides: ['Weather Control', 'Karama'] } },
      actions: [order('atreides', { power: 'storm-deck' }), { as: 'atreides', do: 'pass' }],
    });
    expect(codes(out)).toEqual(['ok', 'ok']);
    expect(types(out, 1)).toContain('power-stopped');
    expect(ofType(eventsOf(out, 1), 'storm-card-drawn')).toEqual([]);
    expect(out.views.fremen).not.toHaveProperty('nextStorm');
    expect(out.final.stormCard).not.toBeNull();
  });

  it('the Bene Gesserit’s charity, paid as CHOAM Charity begins: stopped by an order given in the Nexus', () => {
    const factions = ['bene-gesserit', 'atreides', 'harkonnen'];
    const out = run({
      seed: 3,
      factions,
      setup: {
        turn: 2,
        phase: 'nexus',
        storm: 5,
        spiceDeck: ['Shai-Hulud', 'Red Chasm', 'Cielago North'],
        spiceDiscard: ['Old Gap'],
        spice: { 'bene-gesserit': 5, atreides: 5, harkonnen: 5 },
        hands: { atreides: ['Karama'] },
      },
      actions: [order('atreides', { power: 'charity' }), ...factions.map((as) => ({ as, do: 'pass' }))],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const last = allEvents(out);
    expect(ofType(last, 'power-stopped')).toMatchObject([{ faction: 'bene-gesserit', power: 'charity', by: 'atreides' }]);
    expect(ofType(last, 'charity-paid')).toEqual([]);
    expect(out.views['bene-gesserit']!.spice).toBe(5);
  });

  /**
   * Rules §12.5 and cards.md §6: after turn 1, during the Spice Blow, as a normal worm. Ordered, the
   * sandworm strikes as the Spice Blow ends, after every blow, Nexus and ride (orders.ts).
   */
  const sandworm = (actions: Scenario['actions'], hands: Record<string, string[]> = { fremen: ['Karama'], atreides: ['Weather Control'] }) =>
    run({
      seed: 3,
      factions: ['fremen', 'atreides', 'harkonnen'],
      setup: {
        turn: 3,
        phase: 'storm',
        storm: 3,
        stormCard: 1,
        spiceDeck: ['Red Chasm', 'The Great Flat'],
        hands,
        board: [
          { faction: 'harkonnen', territory: 'The Great Flat', forces: 3 },
          { faction: 'fremen', territory: 'Sietch Tabr', forces: 5 },
        ],
      },
      actions: [...(actions ?? []), { as: 'atreides', do: 'pass' }],
    });

  it('rules §12.5: the Fremen’s sandworm, ordered, strikes as a Spice Blow without a worm ends, and causes no Nexus', () => {
    const out = sandworm([order('fremen', { special: true, territory: 'The Great Flat' })]);
    expect(codes(out)).toEqual(['ok', 'ok']);
    const events = eventsOf(out, 1);
    const blown = events.findIndex((e) => e.type === 'spice-blown');
    const placed = events.findIndex((e) => e.type === 'sandworm-placed');
    expect(blown).toBeGreaterThanOrEqual(0);
    expect(placed).toBeGreaterThan(events.findLastIndex((e) => e.type === 'spice-blown'));
    expect(ofType(events, 'sandworm-placed')).toEqual([{ type: 'sandworm-placed', faction: 'fremen', territory: 'The Great Flat', wormsSeen: 1 }]);
    expect(ofType(events, 'worm-ate')).toMatchObject([{ territory: 'The Great Flat', destroyed: [{ faction: 'harkonnen', forces: 3 }] }]);
    expect(ofType(events, 'nexus-started')).toEqual([]);
    expect(out.final.karamaPowersUsed).toEqual(['fremen']);
    expect(out.views.fremen!.hand).toEqual([]);
  });

  it('the sandworm order needs a card in hand and a sand territory', () => {
    const out = sandworm([order('fremen', { special: true, territory: 'The Great Flat' })], { fremen: [], atreides: ['Weather Control'] });
    expect(errorOf(out, 0).code).toBe('card-not-in-hand');
    const refused = sandworm([
      order('fremen', { special: true, territory: 'Arrakeen' }),
      order('fremen', { special: true }),
      order('fremen', { special: true, territory: 'The Great Flat', power: 'voice' }),
    ]);
    expect(codes(refused)).toEqual(['not-sand', 'territory-needed', 'bad-argument', 'ok']);
  });

  it('a sandworm called by hand meanwhile leaves the order to lapse, told to the Fremen alone', () => {
    const factions = ['fremen', 'atreides', 'harkonnen'];
    const out = run({
      seed: 3,
      factions,
      setup: {
        turn: 3,
        phase: 'nexus',
        storm: 5,
        spiceDeck: ['Shai-Hulud', 'Red Chasm', 'Cielago North'],
        spiceDiscard: ['Old Gap'],
        hands: { fremen: ['Karama', 'Karama'] },
      },
      actions: [
        order('fremen', { special: true, territory: 'The Great Flat' }),
        { as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Cielago North' } },
        ...factions.map((as) => ({ as, do: 'pass' })),
      ],
    });
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(ofType(allEvents(out), 'sandworm-placed')).toHaveLength(1);
    expect(ofType(allEvents(out), 'karama-order-lapsed')).toEqual([
      { type: 'karama-order-lapsed', to: ['fremen'], order: 'call the sandworm to The Great Flat as the next Spice Blow ends' },
    ]);
    expect(out.views.fremen!.hand).toEqual(['Karama']);
  });
});
