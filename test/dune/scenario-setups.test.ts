import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../src/dune/scenario';
import { ofType } from '../../src/dune/events';
import { ALL_FACTIONS, events, eventsOf, run } from '../support/scenario';
import { finalState } from './battle-helpers';

/**
 * Positions the scenario runner sets up for the rules' own cases (docs/scenarios.md): forces in
 * the Tanks on the default board, the board's advisor flag, every key of the public view present,
 * whole decks (so that a draw from a reshuffled deck is exact), Karama set up at any moment the
 * rules allow, and the result saying when a Karama stopped a power.
 */

const setupError = (sc: Scenario) => {
  const out = runScenario(sc);
  if (!('error' in out)) throw new Error('the setup was accepted');
  return out.error;
};

describe('GF9 1.05.00 (the Tleilaxu Tanks): `tanks` without `board` takes its forces out of the default reserves', () => {
  it('the starting board stays; the reserves lose what the Tanks gain, starred forces apart', () => {
    const out = run({ factions: ['atreides', 'emperor'], setup: { phase: 'revival', tanks: { atreides: 5, emperor: { forces: 3, elite: 1 } } } });
    expect(out.state.tanks.atreides).toMatchObject({ forces: 5, elite: 0 });
    expect(out.views.atreides!.reserves).toEqual({ forces: 5, elite: 0 });
    expect(out.state.board).toContainEqual({ faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 10, elite: 0, advisor: false });
    expect(out.state.tanks.emperor).toMatchObject({ forces: 3, elite: 1 });
    expect(out.views.emperor!.reserves).toEqual({ forces: 17, elite: 4 });
  });

  it('as with `board`: the Atreides revive from those Tanks', () => {
    const out = run({
      factions: ['atreides', 'emperor'],
      setup: { phase: 'revival', tanks: { atreides: 5 } },
      actions: [{ as: 'atreides', do: 'revive', args: { forces: 2 } }],
    });
    expect(out.results[0]).toMatchObject({ ok: true });
    expect(out.views.atreides!.reserves).toEqual({ forces: 7, elite: 0 });
  });

  it('more than the reserves hold is refused, saying how many there are', () => {
    expect(setupError({ factions: ['atreides', 'emperor'], setup: { phase: 'revival', tanks: { atreides: 11 } } })).toEqual({
      code: 'bad-setup',
      message: 'The Atreides have 10 forces (0 starred) in reserve to put in the Tanks, not 11 (0 starred).',
    });
    expect(setupError({ factions: ['atreides', 'emperor'], setup: { tanks: { emperor: { forces: 2, elite: 3 } } } }).message).toBe(
      'tanks of emperor: 3 starred forces among 2 forces is too many.',
    );
  });
});

describe('GF9 2.02 (Bene Gesserit advisors): the public board lists advisors and fighters apart, a flag on every row', () => {
  const sc: Scenario = {
    factions: ['bene-gesserit', 'atreides'],
    options: { rules: 'advanced' },
    setup: {
      phase: 'shipment-movement',
      board: [
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        { faction: 'bene-gesserit', territory: 'The Great Flat', forces: 3 },
        { faction: 'atreides', territory: 'Arrakeen', forces: 4 },
      ],
    },
  };

  it('every row carries `advisor` and `elite`', () => {
    expect(run(sc).state.board).toEqual([
      { faction: 'bene-gesserit', territory: 'Arrakeen', sector: 9, forces: 2, elite: 0, advisor: true },
      { faction: 'bene-gesserit', territory: 'The Great Flat', sector: 14, forces: 3, elite: 0, advisor: false },
      { faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 4, elite: 0, advisor: false },
    ]);
  });

  it('advisors and fighters in one territory are refused: the Bene Gesserit are never both there', () => {
    const mixed = { ...sc, setup: { ...sc.setup, board: [...(sc.setup?.board ?? []), { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 1 }] } };
    expect(setupError(mixed)).toEqual({
      code: 'bad-setup',
      message: 'The Bene Gesserit are never advisors and fighters in one territory (Arrakeen): give its rows the same `advisor`.',
    });
  });
});

describe('GF9 1.05.04, S002-INFO-1: keys of the public view are present when empty', () => {
  it('tanks, board rows, hand sizes and the phase’s step keep every key, null or empty', () => {
    const out = run({ factions: ['atreides', 'harkonnen'], setup: { phase: 'shipment-movement' } });
    for (const f of ['atreides', 'harkonnen'] as const) expect(out.state.tanks[f]).toEqual({ forces: 0, elite: 0, leaders: [], kwisatzHaderach: null });
    expect(out.state.handSizes).toBeNull();
    expect(out.state.step).toHaveProperty('movementsLeft', null);
    const dead = run({
      factions: ['atreides', 'harkonnen'],
      options: { rules: 'advanced' },
      setup: { phase: 'revival', tanks: { atreides: 3 }, kwisatzHaderachDead: true },
    });
    expect(dead.state.tanks.atreides).toMatchObject({ kwisatzHaderach: true });
    expect(dead.state.step).toHaveProperty('karamaStopped', []);
  });

  it('a phase’s step has the same keys at each of its stages', () => {
    const nexus = run({
      factions: ['fremen', 'harkonnen', 'atreides'],
      setup: { turn: 2, phase: 'spice-blow', spiceDiscard: ['The Great Flat'], spiceDeck: ['Shai-Hulud', 'Red Chasm'] },
    });
    expect(nexus.state.step).toMatchObject({ stage: 'nexus', rideFrom: null });
    expect(Object.keys(nexus.state.step).sort()).toEqual(['nexus', 'pile', 'rideFrom', 'stage', 'strikes']);
    const dial = run({ factions: ['fremen', 'harkonnen'], setup: { phase: 'storm' } }).state.step;
    const cards = run({
      factions: ['fremen', 'harkonnen'],
      options: { rules: 'advanced' },
      setup: { turn: 2, phase: 'storm', stormCard: 2, hands: { harkonnen: ['Weather Control'] } },
    }).state.step;
    expect([dial.stage, cards.stage]).toEqual(['dial', 'cards']);
    expect(Object.keys(dial).sort()).toEqual(Object.keys(cards).sort());
  });
});

describe('S001-BID-1, rules §6.7: decks given whole (top to bottom), so that a draw from a reshuffled deck is exact', () => {
  it('the treachery deck: the Harkonnen’s free card comes from the reshuffled discard pile, which holds exactly what it was given', () => {
    const out = run({
      factions: ['harkonnen', 'atreides'],
      setup: {
        phase: 'bidding',
        order: ['harkonnen', 'atreides'],
        spice: { harkonnen: 10, atreides: 10 },
        hands: { harkonnen: [], atreides: [] },
        treacheryDeck: { whole: ['Lasgun', 'Crysknife'] },
        treacheryDiscard: ['Shield'],
      },
      actions: [
        { as: 'harkonnen', do: 'bid', args: { amount: 1 } },
        { as: 'atreides', do: 'pass' },
      ],
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true]);
    expect(eventsOf(out, 'treachery-deck-reshuffled')).toEqual([{ type: 'treachery-deck-reshuffled', cards: 1 }]);
    expect(out.views.harkonnen!.hand).toEqual(['Lasgun', 'Shield']);
    expect(finalState({ factions: ['harkonnen', 'atreides'], setup: { treacheryDeck: { whole: ['Lasgun'] } } }).decks.removed).toHaveLength(33 - 1 - 2 - 1);
  });

  it('the spice deck: an empty deck reshuffles the discard pile, here one card, so the blow is exact', () => {
    const out = run({
      factions: ['atreides', 'harkonnen'],
      options: { rules: 'basic' },
      setup: { turn: 2, phase: 'spice-blow', spiceDeck: { whole: [] }, spiceDiscard: ['Red Chasm'] },
    });
    expect(ofType(out.setupEvents, 'spice-deck-reshuffled')).toEqual([{ type: 'spice-deck-reshuffled', cards: 1 }]);
    expect(ofType(out.setupEvents, 'spice-blown')).toMatchObject([{ territory: 'Red Chasm' }]);
    expect(out.state.spiceDeckSize).toBe(0);
  });

  it('the traitor deck: each faction is dealt four from its top, in seating order; the Harkonnen keep theirs', () => {
    const deck = ['Duncan Idaho', 'Feyd-Rautha', 'Thufir Hawat', 'Piter de Vries', 'Beast Rabban', 'Gurney Halleck', 'Lady Jessica', 'Umman Kudu'];
    const out = run({ factions: ['atreides', 'harkonnen'], setup: { traitorDeck: { whole: deck } } });
    expect(out.views.atreides!.private).toEqual({ traitorOffers: deck.slice(0, 4) });
    expect(out.views.harkonnen!.traitors).toEqual(deck.slice(4));
    // Set in a later phase, the other factions keep the first card offered, as by default.
    const later = run({ factions: ['atreides', 'harkonnen'], setup: { phase: 'storm', traitorDeck: deck } });
    expect(later.views.atreides!.traitors).toEqual(['Duncan Idaho']);
  });

  it('a whole deck too small for the deal, or a leader named twice, is refused', () => {
    expect(setupError({ factions: ['atreides', 'harkonnen'], setup: { traitorDeck: { whole: ['Duncan Idaho'] } } }).message).toBe(
      'The traitor deck deals 4 cards to each of the 2 factions: it needs 8 cards or more, not 1.',
    );
    expect(setupError({ factions: ['atreides', 'harkonnen'], setup: { traitorDeck: ['Duncan Idaho', 'Duncan Idaho'] } }).message).toBe(
      'Duncan Idaho is named twice in the traitor deck.',
    );
    expect(setupError({ factions: ['atreides', 'harkonnen'], setup: { spiceDeck: { top: ['Red Chasm'] } as never } }).message).toContain('"whole"');
  });
});

describe('GF9 3.01.11: Karama orders and Karamas played by hand, set up for any moment the rules allow', () => {
  it('rules §12.5: a Fremen sandworm ordered for a turn without a worm strikes as the Spice Blow ends', () => {
    const out = run({
      factions: ['fremen', 'harkonnen', 'atreides'],
      options: { rules: 'advanced' },
      setup: {
        turn: 3,
        phase: 'spice-blow',
        storm: 3,
        spiceDeck: ['Red Chasm', 'Old Gap'],
        hands: { fremen: ['Karama'] },
        board: [{ faction: 'harkonnen', territory: 'The Great Flat', forces: 3 }],
        karamaOrders: { fremen: [{ special: true, territory: 'The Great Flat' }] },
      },
    });
    expect(ofType(out.setupEvents, 'karama-ordered')).toHaveLength(1);
    expect(ofType(out.setupEvents, 'sandworm-placed')).toEqual([{ type: 'sandworm-placed', faction: 'fremen', territory: 'The Great Flat', wormsSeen: 1 }]);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 3 });
    expect(out.views.fremen!.hand).toEqual([]);
  });

  it('a standing order against a power used as its phase begins fires as the phase is entered', () => {
    const out = run({
      factions: ['atreides', 'harkonnen'],
      setup: { phase: 'shipment-movement', hands: { harkonnen: ['Karama'] }, karamaOrders: { harkonnen: [{ power: 'spice-prescience' }] } },
    });
    expect(ofType(out.setupEvents, 'power-stopped')).toMatchObject([{ power: 'spice-prescience', by: 'harkonnen' }]);
    expect(out.views.atreides!.private).toEqual({});
  });

  it('orders are checked as the `karama-order` action checks them', () => {
    expect(
      setupError({ factions: ['atreides', 'harkonnen'], setup: { hands: { harkonnen: [] }, karamaOrders: { harkonnen: [{ power: 'voice' }] } } }).code,
    ).toBe('card-not-in-hand');
  });

  it('a Karama played by hand earlier in the phase stops the power from the phase’s start (the Voice, as the battle begins)', () => {
    const out = run({
      factions: ['bene-gesserit', 'harkonnen'],
      setup: {
        phase: 'battle',
        storm: 3,
        traitors: { 'bene-gesserit': [], harkonnen: [] },
        board: [
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 5 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
        ],
        karamaStops: [{ by: 'harkonnen', power: 'voice' }],
      },
    });
    expect(ofType(out.setupEvents, 'power-stopped')).toMatchObject([{ power: 'voice', by: 'harkonnen' }]);
    expect(out.state.step).toMatchObject({ current: { voice: null } });
  });

  it('a hand-played Karama is set up only where one could be played: in the power’s phase, not before a power used as the phase begins', () => {
    const base = { factions: ['atreides', 'harkonnen'] };
    expect(setupError({ ...base, setup: { phase: 'bidding', karamaStops: [{ by: 'harkonnen', power: 'voice' }] } }).message).toBe(
      'The Bene Gesserit are not playing in this game.',
    );
    expect(setupError({ ...base, setup: { phase: 'bidding', karamaStops: [{ by: 'harkonnen', power: 'battle-prescience' }] } }).message).toBe(
      'A Karama played by hand stops the Atreides’ prescience in battle in the phase where it is used (battle): set `phase` to it.',
    );
    expect(setupError({ ...base, setup: { phase: 'shipment-movement', karamaStops: [{ by: 'harkonnen', power: 'spice-prescience' }] } }).message).toBe(
      'The Atreides’ look at the top card of the spice deck is used as its phase begins, before anyone can play a Karama by hand: set up a standing order (`karamaOrders`).',
    );
  });
});

describe('GF9 3.01.11.01: when a power is stopped by Karama the result says so', () => {
  it('`stopped: true` on the result of the action during which the power was stopped, with its `power-stopped` event', () => {
    const out = run({
      factions: ['atreides', 'harkonnen'],
      setup: {
        phase: 'bidding',
        order: ['harkonnen', 'atreides'],
        spice: { harkonnen: 10, atreides: 10 },
        hands: { harkonnen: [], atreides: ['Karama'] },
        treacheryDeck: ['Lasgun', 'Crysknife', 'Shield'],
      },
      actions: [
        { as: 'atreides', do: 'play', args: { card: 'Karama', power: 'top-card' } },
        { as: 'harkonnen', do: 'bid', args: { amount: 1 } },
        { as: 'atreides', do: 'pass' },
      ],
    });
    expect(out.results.map((r) => r.ok && r.stopped === true)).toEqual([false, false, true]);
    expect(ofType(events(out), 'power-stopped')).toMatchObject([{ power: 'top-card', faction: 'harkonnen', by: 'atreides' }]);
    expect(out.views.harkonnen!.hand).toEqual(['Lasgun']);
  });
});

describe('the earlier format parses unchanged', () => {
  it('decks as lists are still the cards on top, and a whole game with every older key still runs', () => {
    const out = run({ factions: ALL_FACTIONS, setup: { phase: 'bidding', treacheryDeck: ['Lasgun'], spiceDeck: ['Red Chasm'] } });
    expect(out.state.treacheryDeckSize).toBeGreaterThan(10);
    expect(out.state.spiceDeckSize).toBe(21);
  });
});
