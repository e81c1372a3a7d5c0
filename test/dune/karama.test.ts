import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../src/dune/options';
import type { Scenario } from '../../src/dune/scenario';
import { allAccepted, allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';

const THREE = ['atreides', 'harkonnen', 'emperor'];
const DECK = ['Shield', 'Snooper', 'Lasgun', 'Stunner', 'Chaumas', 'Crysknife'];

/** The Bidding phase with three cards up for bid, in the given storm order. */
function bidding(order: string[], hands: Record<string, string[]>, actions: Scenario['actions'], options: Partial<GameOptions> = {}) {
  return run({
    factions: THREE,
    options,
    setup: { phase: 'bidding', order, treacheryDeck: DECK, hands: { atreides: [], harkonnen: [], emperor: [], ...hands } },
    actions,
  });
}

const stop = (as: string, power: string, extra: Record<string, unknown> = {}) => ({ as, do: 'play', args: { card: 'Karama', power, ...extra } });

describe('Karama stops a faction power (rules §16)', () => {
  it('the Atreides’ bidding prescience: no glimpse of the cards for the rest of the phase', () => {
    const out = bidding(['atreides', 'harkonnen', 'emperor'], { harkonnen: ['Karama'] }, [
      stop('harkonnen', 'bidding-prescience', { target: 'Atreides' }),
      { as: 'atreides', do: 'bid', args: { amount: 1 } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
      { as: 'harkonnen', do: 'bid', args: { amount: 1 } },
      { as: 'emperor', do: 'pass' },
      { as: 'atreides', do: 'pass' },
    ]);
    allAccepted(out);
    expect(eventsOf(out, 0)).toEqual([
      { type: 'card-played', faction: 'harkonnen', card: 'Karama', purpose: 'stop the Atreides’ prescience in the Bidding (seeing each card up for bid)' },
      { type: 'card-discarded', card: 'Karama', faction: 'harkonnen' },
      {
        type: 'karama-stop',
        faction: 'harkonnen',
        target: 'atreides',
        power: 'bidding-prescience',
        description: 'prescience in the Bidding (seeing each card up for bid)',
        scope: 'phase',
      },
    ]);
    expect(ofType(allEvents(out), 'card-glimpsed')).toEqual([]);
    expect(ofType(allEvents(out), 'power-stopped')).toHaveLength(2);
    expect(out.views.atreides!.private).toEqual({});
    // The stop holds for the phase even with karamaScope one-use (the FAQ's ruling for this power).
    expect(out.state.karamaStops).toEqual([{ power: 'bidding-prescience', faction: 'atreides', by: 'harkonnen', scope: 'phase' }]);
    expect(out.state.treacheryDiscard).toEqual(['Karama']);
  });

  it('the Harkonnen’s extra card: one-use stops the next one only', () => {
    const actions = [
      stop('atreides', 'top-card'),
      { as: 'harkonnen', do: 'bid', args: { amount: 1 } },
      { as: 'atreides', do: 'pass' },
      { as: 'emperor', do: 'pass' },
      { as: 'atreides', do: 'pass' },
      { as: 'emperor', do: 'pass' },
      { as: 'harkonnen', do: 'bid', args: { amount: 2 } },
      { as: 'atreides', do: 'pass' },
      { as: 'emperor', do: 'pass' },
    ];
    const out = bidding(['harkonnen', 'atreides', 'emperor'], { atreides: ['Karama'] }, actions);
    allAccepted(out);
    expect(ofType(eventsOf(out, 3), 'extra-card-drawn')).toEqual([]);
    expect(ofType(eventsOf(out, 3), 'power-stopped')).toEqual([
      { type: 'power-stopped', faction: 'harkonnen', power: 'top-card', by: 'atreides', description: 'free extra card after a purchase' },
    ]);
    expect(ofType(eventsOf(out, 8), 'extra-card-drawn')).toEqual([{ type: 'extra-card-drawn', faction: 'harkonnen' }]);
    expect(out.views.harkonnen!.hand).toEqual(['Shield', 'Snooper', 'Stunner']);
    expect(out.views.harkonnen!.spice).toBe(7);
    expect(out.views.emperor!.spice).toBe(13);

    const phase = bidding(['harkonnen', 'atreides', 'emperor'], { atreides: ['Karama'] }, actions, { karamaScope: 'phase' });
    allAccepted(phase);
    expect(ofType(allEvents(phase), 'extra-card-drawn')).toEqual([]);
    expect(phase.views.harkonnen!.hand).toEqual(['Shield', 'Snooper']);
  });

  it('the Emperor’s payment: the price of the next card goes to the bank', () => {
    const out = bidding(['atreides', 'harkonnen', 'emperor'], { harkonnen: ['Karama'] }, [
      stop('harkonnen', 'payment-for-treachery', { target: 'emperor' }),
      { as: 'atreides', do: 'bid', args: { amount: 3 } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
      { as: 'atreides', do: 'bid', args: { amount: 2 } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'emperor', do: 'pass' },
    ]);
    allAccepted(out);
    expect(ofType(eventsOf(out, 3), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'atreides', payee: 'bank', amount: 3 }]);
    expect(out.ledgers[3]).toEqual([{ from: 'atreides', to: 'bank', amount: 3 }]);
    expect(ofType(eventsOf(out, 8), 'spice-paid')).toEqual([{ type: 'spice-paid', from: 'atreides', payee: 'emperor', amount: 2 }]);
    expect(out.views.atreides!.spice).toBe(5);
    expect(out.views.emperor!.spice).toBe(12);
  });

  it('karamaScope phase: the Emperor is paid for no card for the rest of the phase', () => {
    const out = bidding(
      ['atreides', 'harkonnen', 'emperor'],
      { harkonnen: ['Karama'] },
      [
        stop('harkonnen', 'payment-for-treachery'),
        { as: 'atreides', do: 'bid', args: { amount: 3 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'atreides', do: 'bid', args: { amount: 2 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'emperor', do: 'pass' },
      ],
      { karamaScope: 'phase' },
    );
    allAccepted(out);
    expect(ofType(allEvents(out), 'spice-paid').map((e) => e.payee)).toEqual(['bank', 'bank']);
    expect(out.views.emperor!.spice).toBe(10);
  });

  it('refuses a Karama without a power, against one’s own power, the wrong owner, out of the power’s phase, or twice', () => {
    const out = bidding(['atreides', 'harkonnen', 'emperor'], { harkonnen: ['Karama', 'Karama'] }, [
      { as: 'harkonnen', do: 'play', args: { card: 'Karama' } },
      stop('harkonnen', 'top-card'),
      stop('harkonnen', 'payment-for-treachery', { target: 'atreides' }),
      stop('harkonnen', 'payment-for-shipment'),
      stop('harkonnen', 'movement-2'),
      stop('harkonnen', 'payment-for-treachery'),
      stop('harkonnen', 'payment-for-treachery'),
      stop('atreides', 'top-card'),
    ]);
    expect(errorOf(out, 0).code).toBe('power-needed');
    expect(errorOf(out, 1)).toEqual({ code: 'own-power', message: 'A Karama stops another faction’s power, not your own.' });
    expect(errorOf(out, 2)).toEqual({
      code: 'wrong-target',
      message: 'The Emperor’s payment for treachery cards belongs to the Emperor, not to the Atreides.',
    });
    expect(errorOf(out, 3)).toEqual({ code: 'not-in-game', message: 'The Spacing Guild is not playing in this game.' });
    expect(errorOf(out, 4).code).toBe('not-in-game');
    expect(out.results[5]!.ok).toBe(true);
    expect(errorOf(out, 6)).toEqual({ code: 'already-stopped', message: 'The Emperor’s payment for treachery cards is already stopped by a Karama.' });
    expect(errorOf(out, 7)).toEqual({
      code: 'card-not-in-hand',
      message: 'The Atreides hold no Karama to stop the Harkonnen’s free extra card after a purchase.',
    });
    expect(out.views.harkonnen!.hand).toEqual(['Karama']);
  });

  it('a power is stopped only in the phase where it is used', () => {
    const late = run({
      factions: ['atreides', 'spacing-guild', 'harkonnen'],
      options: { rules: 'basic' },
      setup: { phase: 'shipment-movement', storm: 3, order: ['atreides', 'spacing-guild', 'harkonnen'], hands: { atreides: ['Karama'] } },
      actions: [stop('atreides', 'top-card')],
    });
    expect(errorOf(late, 0)).toEqual({
      code: 'not-now',
      message:
        'Karama stops the Harkonnen’s free extra card after a purchase in the Bidding phase, where it is used; the game is in the Shipment and Movement phase. To stop it when it is next used, give a standing order (`karama-order power: top-card`).',
    });
  });

  it('a stop not spent lapses with its phase', () => {
    const out = bidding(['harkonnen', 'atreides', 'emperor'], { atreides: ['Karama'] }, [
      stop('atreides', 'top-card'),
      { as: 'harkonnen', do: 'pass' },
      { as: 'atreides', do: 'pass' },
      { as: 'emperor', do: 'pass' },
    ]);
    allAccepted(out);
    expect(out.state.phase).not.toBe('bidding');
    expect(out.state.karamaStops).toEqual([]);
  });

  it('the Guild’s payment: the next shipment is paid to the bank', () => {
    const out = run({
      factions: ['atreides', 'spacing-guild', 'harkonnen'],
      options: { rules: 'basic' },
      setup: { phase: 'shipment-movement', storm: 3, order: ['atreides', 'spacing-guild', 'harkonnen'], hands: { harkonnen: ['Karama'] } },
      actions: [stop('harkonnen', 'payment-for-shipment'), { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 3 } }],
    });
    allAccepted(out);
    expect(ofType(eventsOf(out, 1), 'shipped')).toEqual([
      { type: 'shipped', faction: 'atreides', territory: 'Arrakeen', sector: 9, forces: 3, elite: 0, cost: 3, paidTo: 'bank' },
    ]);
    expect(ofType(eventsOf(out, 1), 'power-stopped')).toHaveLength(1);
    expect(out.ledgers[1]).toEqual([{ from: 'atreides', to: 'bank', amount: 3 }]);
    expect(out.views.atreides!.spice).toBe(7);
    expect(out.views['spacing-guild']!.spice).toBe(5);
    expect(out.state.karamaStops).toEqual([]);
  });

  it('the Fremen’s move of 2: their next movement goes 1 territory', () => {
    const factions = ['fremen', 'harkonnen'];
    const out = run({
      factions,
      options: { rules: 'basic' },
      setup: {
        phase: 'shipment-movement',
        storm: 3,
        order: factions,
        hands: { harkonnen: ['Karama'] },
        board: [
          { faction: 'fremen', territory: 'Sietch Tabr', forces: 4 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
        ],
      },
      actions: [
        stop('harkonnen', 'movement-2'),
        { as: 'fremen', do: 'pass' },
        { as: 'fremen', do: 'move', args: { from: 'Sietch Tabr', to: 'Wind Pass', toSector: 14, forces: 4 } },
        { as: 'fremen', do: 'move', args: { from: 'Sietch Tabr', to: 'Plastic Basin', toSector: 13, forces: 4 } },
      ],
    });
    expect(errorOf(out, 2)).toMatchObject({ code: 'too-far' });
    expect(errorOf(out, 2).message).toContain('a Karama has stopped the Fremen’s move of 2 territories: they move 1');
    expect(ofType(eventsOf(out, 3), 'power-stopped')).toHaveLength(1);
    expect(out.state.board.filter((x) => x.faction === 'fremen')).toEqual([
      { faction: 'fremen', territory: 'Plastic Basin', sector: 13, forces: 4, elite: 0, advisor: false },
    ]);
  });

  const bgGame = (actions: Scenario['actions']) =>
    run({
      factions: ['harkonnen', 'atreides', 'bene-gesserit'],
      options: { rules: 'basic' },
      setup: {
        phase: 'shipment-movement',
        storm: 3,
        order: ['harkonnen', 'atreides', 'bene-gesserit'],
        hands: { harkonnen: ['Karama'] },
        board: [
          { faction: 'harkonnen', territory: 'Carthag', forces: 8 },
          { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
          { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 1 },
        ],
      },
      actions,
    });

  it('the Bene Gesserit’s spiritual advisor, stopped before the shipment: no advisor is offered', () => {
    const out = bgGame([stop('harkonnen', 'spiritual-advisor'), { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } }]);
    allAccepted(out);
    expect(ofType(eventsOf(out, 1), 'power-stopped')).toEqual([
      { type: 'power-stopped', faction: 'bene-gesserit', power: 'spiritual-advisor', by: 'harkonnen', description: 'spiritual advisor' },
    ]);
    expect(out.state.waitingFor).toEqual(['harkonnen']);
    expect(out.views['bene-gesserit']!.reserves.forces).toBe(19);
  });

  it('the Bene Gesserit’s spiritual advisor, stopped while they are deciding: the offer lapses and play goes on', () => {
    const out = bgGame([
      { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
      stop('harkonnen', 'spiritual-advisor'),
      { as: 'bene-gesserit', do: 'advise' },
    ]);
    expect(out.results[0]!.ok).toBe(true);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['card-played', 'card-discarded', 'karama-stop', 'power-stopped']);
    expect(errorOf(out, 2).code).toBe('not-your-turn');
    expect(out.state.waitingFor).toEqual(['harkonnen']);
    expect(out.state.step).toMatchObject({ current: 'harkonnen', part: 'move' });
  });
});

describe('Bene Gesserit worthless cards as Karama (Advanced)', () => {
  it('a worthless card stops a power in the Advanced game, not in the Basic one', () => {
    const game = (rules: 'basic' | 'advanced', card: string) =>
      run({
        factions: ['bene-gesserit', 'harkonnen', 'emperor'],
        options: { rules },
        setup: { phase: 'bidding', order: ['bene-gesserit', 'harkonnen', 'emperor'], treacheryDeck: DECK, hands: { 'bene-gesserit': ['Kulon', 'Baliset'] } },
        actions: [stop('bene-gesserit', 'top-card', { card })],
      });
    const adv = game('advanced', 'Baliset');
    expect(eventsOf(adv, 0)[0]).toEqual({
      type: 'card-played',
      faction: 'bene-gesserit',
      card: 'Baliset',
      purpose: 'stop the Harkonnen’s free extra card after a purchase',
    });
    expect(adv.views['bene-gesserit']!.hand).toEqual(['Kulon']);
    // Naming Karama, the Bene Gesserit play a worthless card when they hold no Karama.
    const named = game('advanced', 'Karama');
    expect(eventsOf(named, 0)[0]).toMatchObject({ card: 'Kulon' });
    expect(errorOf(game('basic', 'Baliset'), 0).code).toBe('not-playable-now');
    expect(errorOf(game('basic', 'Karama'), 0)).toEqual({
      code: 'card-not-in-hand',
      message: 'The Bene Gesserit hold no Karama to stop the Harkonnen’s free extra card after a purchase.',
    });
  });
});

describe('special Karama powers (Advanced, once per game)', () => {
  const revival = (options: Partial<GameOptions>, actions: Scenario['actions'], hands = { emperor: ['Karama', 'Karama'] }) =>
    run({
      factions: THREE,
      options,
      setup: {
        phase: 'revival',
        hands,
        tanks: { emperor: { forces: 5, elite: 2 } },
        reserves: { emperor: { forces: 15, elite: 3 } },
        leaders: { Caid: 'tanks' },
        spice: { emperor: 10 },
      },
      actions,
    });

  it('the Emperor revives up to 3 forces free during Revival; their normal revival is unaffected', () => {
    const out = revival({}, [
      { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, forces: 3, elite: 1 } },
      { as: 'emperor', do: 'revive', args: { forces: 1 } },
      { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, leader: 'Caid' } },
    ]);
    expect(eventsOf(out, 0)).toEqual([
      { type: 'card-played', faction: 'emperor', card: 'Karama', purpose: 'revive free (the Emperor’s special Karama power)' },
      { type: 'card-discarded', card: 'Karama', faction: 'emperor' },
      { type: 'revived', faction: 'emperor', forces: 3, elite: 1, cost: 0, by: 'The Emperor’s special Karama power' },
    ]);
    expect(ofType(eventsOf(out, 1), 'revived')).toEqual([{ type: 'revived', faction: 'emperor', forces: 1, elite: 0, cost: 0 }]);
    expect(errorOf(out, 2)).toEqual({ code: 'special-used', message: 'The Emperor has already used their special Karama power: it is once per game.' });
    expect(out.views.emperor!.reserves).toEqual({ forces: 19, elite: 4 });
    expect(out.views.emperor!.spice).toBe(10);
    expect(out.final.karamaPowersUsed).toEqual(['emperor']);
  });

  it('the Emperor may revive one leader instead, but not more than 3 forces, and only in the Advanced game and in Revival', () => {
    const leader = revival({}, [
      { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, forces: 4 } },
      { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, leader: 'Caid' } },
    ]);
    expect(errorOf(leader, 0)).toEqual({ code: 'out-of-range', message: 'The Emperor’s special Karama power revives 1 to 3 forces; got 4.' });
    expect(ofType(eventsOf(leader, 1), 'revived')).toEqual([
      { type: 'revived', faction: 'emperor', forces: 0, elite: 0, leader: 'Caid', cost: 0, by: 'The Emperor’s special Karama power' },
    ]);
    const basic = revival({ rules: 'basic' }, [{ as: 'emperor', do: 'play', args: { card: 'Karama', special: true, forces: 3 } }]);
    expect(errorOf(basic, 0)).toEqual({ code: 'advanced-only', message: 'Special Karama powers belong to the Advanced game.' });
    const notNow = bidding(['atreides', 'harkonnen', 'emperor'], { emperor: ['Karama'] }, [
      { as: 'emperor', do: 'play', args: { card: 'Karama', special: true, forces: 3 } },
    ]);
    expect(errorOf(notNow, 0).code).toBe('not-now');
  });

  const blow = (turn: number, actions: Scenario['actions']) =>
    run({
      factions: ['fremen', 'harkonnen', 'atreides'],
      setup: {
        phase: 'spice-blow',
        turn,
        storm: 3,
        spiceDeck: ['Shai-Hulud', 'Red Chasm', 'Old Gap'],
        hands: { fremen: ['Karama'] },
        board: [
          { faction: 'harkonnen', territory: 'The Great Flat', forces: 3 },
          { faction: 'fremen', territory: 'The Great Flat', forces: 2 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
        ],
        spiceOnBoard: [{ territory: 'The Great Flat', amount: 6 }],
      },
      actions,
    });

  it('S003-CTRL-4: the Fremen’s sandworm eats everything in a sand territory but the Fremen, counts as a worm, and causes no Nexus', () => {
    const before = blow(2, []);
    expect(before.state.waitingFor).toContain('fremen');
    const out = blow(2, [
      { as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Arrakeen' } },
      { as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Great Flat' } },
    ]);
    expect(errorOf(out, 0)).toEqual({ code: 'not-sand', message: 'The sandworm goes to a sand territory; Arrakeen is a stronghold territory.' });
    const events = eventsOf(out, 1);
    expect(events.map((e) => e.type)).toEqual(['card-played', 'card-discarded', 'sandworm-placed', 'worm-ate']);
    expect(events[2]).toEqual({ type: 'sandworm-placed', faction: 'fremen', territory: 'The Great Flat', wormsSeen: before.state.wormsSeen + 1 });
    expect(events[3]).toEqual({
      type: 'worm-ate',
      territory: 'The Great Flat',
      destroyed: [{ faction: 'harkonnen', territory: 'The Great Flat', sector: 14, forces: 3 }],
      spiceLost: [{ territory: 'The Great Flat', sector: 14, amount: 6 }],
    });
    expect(out.state.wormsSeen).toBe(before.state.wormsSeen + 1);
    expect(out.state.board.filter((x) => x.territory === 'The Great Flat')).toEqual([
      { faction: 'fremen', territory: 'The Great Flat', sector: 14, forces: 2, elite: 0, advisor: false },
    ]);
    expect(out.state.tanks.harkonnen).toMatchObject({ forces: 3 });
    expect(out.state.spiceOnBoard.filter((p) => p.territory === 'The Great Flat')).toEqual([]);
    expect(out.final.karamaPowersUsed).toEqual(['fremen']);
    // The Nexus the spice blow was holding goes on as before.
    expect(out.state.waitingFor).toEqual(before.state.waitingFor);
  });

  it('a special power takes only its own arguments', () => {
    const out = blow(2, [{ as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Great Flat', forces: 2 } }]);
    expect(errorOf(out, 0)).toEqual({ code: 'bad-argument', message: 'The Fremen’s special Karama power takes `territory`, not `forces`.' });
    expect(out.views.fremen!.hand).toEqual(['Karama']);
  });

  it('rules §12.5: the Fremen’s sandworm comes as a normal worm does, in the Spice Blow only', () => {
    const out = run({
      factions: ['fremen', 'harkonnen', 'atreides'],
      setup: { phase: 'shipment-movement', turn: 3, storm: 3, hands: { fremen: ['Karama'] } },
      actions: [{ as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Great Flat' } }],
    });
    expect(errorOf(out, 0)).toEqual({ code: 'not-now', message: 'The Fremen place their sandworm with Karama during the Spice Blow, from turn 2.' });
    expect(out.views.fremen!.hand).toEqual(['Karama']);
  });

  it('the Fremen’s sandworm is not placed on turn 1', () => {
    const out = blow(1, [{ as: 'fremen', do: 'play', args: { card: 'Karama', special: true, territory: 'Great Flat' } }]);
    if (out.results[0]!.ok) throw new Error('turn 1 should be refused');
    expect(errorOf(out, 0)).toEqual({ code: 'not-now', message: 'The Fremen place their sandworm with Karama during the Spice Blow, from turn 2.' });
  });
});
