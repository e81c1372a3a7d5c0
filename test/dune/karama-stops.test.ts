import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allEvents, errorOf, eventsOf, ofType, run } from './cards-helpers';
import { laterTurn } from './storm-helpers';

const stop = (as: string, power: string) => ({ as, do: 'play', args: { card: 'Karama', power } });
const stopped = (out: ReturnType<typeof run>) => ofType(allEvents(out), 'power-stopped').map((e) => e.power);

/** A battle in Arrakeen between `a` and `b` (storm far away, no traitors). */
function duel(a: string, b: string, hands: Record<string, string[]>, actions: Scenario['actions'], setup: Scenario['setup'] = {}) {
  return run({
    seed: 11,
    factions: [a, b, 'emperor'],
    setup: {
      phase: 'battle',
      storm: 3,
      traitors: { [a]: [], [b]: [], emperor: [] },
      hands: { [a]: [], [b]: [], emperor: [], ...hands },
      board: [
        { faction: a, territory: 'Arrakeen', forces: 5 },
        { faction: b, territory: 'Arrakeen', forces: 5 },
      ],
      ...setup,
    },
    actions,
  });
}

describe('Karama stops faction powers in battle, before the plans are revealed (rules §16)', () => {
  it('the Atreides’ prescience, while they are deciding: the opponent plans at once', () => {
    const out = duel('atreides', 'harkonnen', { harkonnen: ['Karama'] }, [stop('harkonnen', 'battle-prescience')]);
    expect(stopped(out)).toEqual(['battle-prescience']);
    expect(out.state.step).toMatchObject({ current: { prescience: null } });
    expect(out.state.waitingFor.sort()).toEqual(['atreides', 'harkonnen']);
  });

  it('the Bene Gesserit’s Voice: a command given is lifted', () => {
    const out = duel('bene-gesserit', 'harkonnen', { harkonnen: ['Karama', 'Lasgun'] }, [
      { as: 'bene-gesserit', do: 'voice', args: { kind: 'lasgun', play: false } },
      stop('harkonnen', 'voice'),
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2', weapon: 'Lasgun' } },
    ]);
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(stopped(out)).toEqual(['voice']);
  });

  it('the Kwisatz Haderach: stopped as the wheels are revealed, so the stop tells nobody the plan', () => {
    const out = duel(
      'atreides',
      'harkonnen',
      { harkonnen: ['Karama'] },
      [
        { as: 'atreides', do: 'pass' },
        stop('harkonnen', 'kwisatz-haderach'),
        { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '2', kwisatzHaderach: true } },
        { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2' } },
      ],
      { atreidesBattleLosses: 7 },
    );
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(ofType(eventsOf(out, 2), 'power-stopped')).toEqual([]);
    const revealed = ofType(eventsOf(out, 3), 'battle-plans-revealed')[0];
    expect(revealed?.plans.atreides).toMatchObject({ leader: 'Duncan Idaho', kwisatzHaderach: false });
    expect(ofType(eventsOf(out, 3), 'power-stopped').map((e) => e.power)).toEqual(['kwisatz-haderach']);
  });

  it('the Harkonnen’s capture: no leader is drawn when they win', () => {
    const actions = [
      { as: 'atreides', do: 'pass' },
      stop('atreides', 'capture'),
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2.5' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '0' } },
      { as: 'harkonnen', do: 'pass' },
      { as: 'atreides', do: 'pass' },
    ];
    const out = duel('atreides', 'harkonnen', { atreides: ['Karama'] }, actions);
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(ofType(allEvents(out), 'capture-drawn')).toEqual([]);
    expect(stopped(out)).toEqual(['capture']);
    const free = duel(
      'atreides',
      'harkonnen',
      { atreides: ['Karama'] },
      actions.filter((_, i) => i !== 1),
    );
    expect(ofType(allEvents(free), 'capture-drawn')).toHaveLength(1);
  });

  it('a power of the battle itself is refused once the plans are revealed', () => {
    const out = duel('atreides', 'harkonnen', { harkonnen: ['Karama'] }, [
      { as: 'atreides', do: 'pass' },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2.5' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '0' } },
      stop('harkonnen', 'battle-prescience'),
    ]);
    expect(errorOf(out, 3)).toEqual({ code: 'too-late', message: 'In a battle, Karama stops a power before the plans are revealed (rules §16).' });
  });

  it('an Advanced power is not stopped in the Basic game', () => {
    const out = duel('atreides', 'harkonnen', { atreides: ['Karama'] }, [stop('atreides', 'capture')], {});
    const basic = run({
      factions: ['atreides', 'harkonnen'],
      options: { rules: 'basic' },
      setup: {
        phase: 'battle',
        storm: 3,
        hands: { atreides: ['Karama'] },
        traitors: { atreides: [], harkonnen: [] },
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
        ],
      },
      actions: [stop('atreides', 'capture')],
    });
    expect(out.results[0]!.ok).toBe(true);
    expect(errorOf(basic, 0).code).toBe('advanced-only');
  });
});

describe('Karama stops the Guild’s powers in Shipment and Movement', () => {
  const factions = ['atreides', 'spacing-guild', 'harkonnen'];
  const game = (actions: Scenario['actions'], setup: Scenario['setup'] = {}) =>
    run({
      factions,
      setup: {
        phase: 'shipment-movement',
        storm: 3,
        order: factions,
        hands: { harkonnen: ['Karama'] },
        alliances: [['atreides', 'spacing-guild']],
        board: [{ faction: 'atreides', territory: 'Arrakeen', forces: 10 }],
        ...setup,
      },
      actions,
    });

  it('half price: the Guild’s ally pays the full rate', () => {
    const out = game([stop('harkonnen', 'half-price'), { as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 4 } }]);
    expect(ofType(eventsOf(out, 1), 'shipped')[0]).toMatchObject({ cost: 4, paidTo: 'spacing-guild' });
    const half = game([{ as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 4 } }]);
    expect(ofType(eventsOf(half, 0), 'shipped')[0]).toMatchObject({ cost: 2 });
  });

  it('cross-shipping: the stopped shipment moves nothing and the shipper ships again without it', () => {
    const out = game([
      stop('harkonnen', 'cross-ship'),
      { as: 'atreides', do: 'ship', args: { from: 'Arrakeen', territory: 'Carthag', forces: 2 } },
      { as: 'atreides', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
    ]);
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['power-stopped']);
    expect(ofType(eventsOf(out, 2), 'shipped')[0]).toMatchObject({ territory: 'Carthag', forces: 2 });
    expect(out.state.board.filter((x) => x.faction === 'atreides' && x.territory === 'Arrakeen')[0]).toMatchObject({ forces: 10 });
  });

  it('shipping back to reserves is one of the Guild’s shipment types: stopped with cross-shipping; its rate is their half price', () => {
    const back = { as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", forces: 4, toReserves: true } };
    const guildFirst = {
      order: ['spacing-guild', 'atreides', 'harkonnen'],
      alliances: [],
      board: [{ faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 }],
    };
    const crossed = game([stop('harkonnen', 'cross-ship'), back, back], guildFirst);
    expect(crossed.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(eventsOf(crossed, 1).map((e) => e.type)).toEqual(['power-stopped']);
    expect(ofType(eventsOf(crossed, 2), 'shipped-to-reserves')).toMatchObject([{ forces: 4, cost: 2 }]);
    const full = game([stop('harkonnen', 'half-price'), back], guildFirst);
    expect(ofType(eventsOf(full, 1), 'shipped-to-reserves')).toMatchObject([{ forces: 4, cost: 4 }]);
  });

  it('the Guild’s turn out of order: a stopped `act` changes nothing', () => {
    const out = game([stop('harkonnen', 'out-of-order'), { as: 'spacing-guild', do: 'act' }], { alliances: [] });
    expect(out.results.map((r) => r.ok)).toEqual([true, true]);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['power-stopped']);
    expect(out.state.waitingFor).toEqual(['atreides']);
  });
});

describe('Karama stops the Bene Gesserit’s flip where a faction enters (Advanced)', () => {
  const FOUR = ['harkonnen', 'atreides', 'emperor', 'bene-gesserit'];
  const entry = (actions: Scenario['actions']) =>
    run({
      factions: FOUR,
      setup: {
        turn: 2,
        phase: 'shipment-movement',
        storm: 3,
        order: FOUR,
        hands: { atreides: ['Karama'] },
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 3 },
        ],
      },
      actions: [
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Imperial Basin', toSector: 10, forces: 2 } },
        ...(actions ?? []),
      ],
    });

  it('while they are deciding: the offer lapses, the fighters stay fighters and play goes on', () => {
    const out = entry([stop('atreides', 'flip'), { as: 'bene-gesserit', do: 'flip' }]);
    expect(out.results[2]!.ok).toBe(true);
    expect(stopped(out)).toEqual(['flip']);
    expect(errorOf(out, 3).code).toBe('not-your-turn');
    expect(out.state.waitingFor).toEqual(['atreides']);
    expect(out.state.board.find((x) => x.faction === 'bene-gesserit')).not.toHaveProperty('advisor', true);
  });
});

describe('Karama stops the Fremen’s powers', () => {
  it('half losses to the storm (Advanced): every Fremen force in the storm dies', () => {
    const setup = {
      storm: 17,
      stormCard: 3,
      treacheryDiscard: [],
      hands: { harkonnen: ['Karama'], atreides: ['Weather Control'] },
      board: [{ faction: 'fremen', territory: 'Cielago Depression', sector: 2, forces: 4 }],
    };
    const out = run(laterTurn(setup, {}, [stop('harkonnen', 'storm-losses'), { as: 'atreides', do: 'pass' }]));
    expect(out.results.map((r) => r.ok)).toEqual([true, true]);
    expect(stopped(out)).toEqual(['storm-losses']);
    expect(out.state.tanks.fremen).toMatchObject({ forces: 4 });
    const halved = run(laterTurn(setup, {}, [{ as: 'atreides', do: 'pass' }]));
    expect(halved.state.tanks.fremen).toMatchObject({ forces: 2 });
  });

  const nexus = (actions: Scenario['actions']) =>
    run({
      seed: 8,
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
      options: { rules: 'basic' },
      setup: {
        turn: 2,
        phase: 'nexus',
        storm: 5,
        spiceDeck: ['Shai-Hulud', 'Red Chasm'],
        spiceDiscard: ['Old Gap'],
        hands: { harkonnen: ['Karama'] },
        board: [{ faction: 'fremen', territory: 'Old Gap', sector: 9, forces: 3 }],
      },
      actions: [...(actions ?? []), ...['atreides', 'harkonnen', 'fremen', 'emperor'].map((as) => ({ as, do: 'pass' }))],
    });

  it('immunity to sandworms: the worm eats the Fremen too', () => {
    const out = nexus([stop('harkonnen', 'worm-immunity')]);
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(stopped(out)).toEqual(['worm-immunity']);
    expect(out.state.tanks.fremen).toMatchObject({ forces: 3 });
    expect(nexus([]).state.tanks.fremen).toMatchObject({ forces: 0 });
  });

  it('further worms (Advanced): the worm the Fremen are sending strikes where the first did', () => {
    const out = run({
      factions: ['fremen', 'harkonnen'],
      setup: {
        turn: 2,
        phase: 'spice-blow',
        storm: 5,
        spiceDiscard: ['The Great Flat'],
        spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Cielago North'],
        hands: { harkonnen: ['Karama'] },
      },
      actions: [stop('harkonnen', 'further-worms')],
    });
    expect(out.results[0]!.ok).toBe(true);
    expect(stopped(out)).toEqual(['further-worms']);
    expect(ofType(eventsOf(out, 0), 'nexus-started')).toMatchObject([{ strikes: ['The Great Flat', 'The Great Flat'] }]);
  });

  it('storm migration (Advanced): a send into the storm is stopped, and the Fremen send again elsewhere', () => {
    const send = (territory: string) => ({ as: 'fremen', do: 'ship', args: { territory, forces: 4 } });
    const out = run({
      factions: ['fremen', 'harkonnen'],
      setup: { phase: 'shipment-movement', storm: 14, order: ['fremen', 'harkonnen'], hands: { harkonnen: ['Karama'] } },
      actions: [stop('harkonnen', 'storm-migration'), send('The Great Flat'), send('The Greater Flat')],
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(eventsOf(out, 1).map((e) => e.type)).toEqual(['power-stopped']);
    expect(ofType(eventsOf(out, 2), 'shipped')).toMatchObject([{ faction: 'fremen', territory: 'The Greater Flat', forces: 4 }]);
    expect(out.state.tanks.fremen).toMatchObject({ forces: 0 });
  });

  it('the worm ride: the Fremen are eaten instead of riding (FAQ)', () => {
    const out = nexus([stop('harkonnen', 'worm-ride')]);
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(stopped(out)).toEqual(['worm-ride']);
    expect(out.state.tanks.fremen).toMatchObject({ forces: 3 });
    expect(out.state.phase).toBe('bidding');
    const ride = nexus([]);
    expect(ride.state.phase).toBe('spice-blow');
    expect(ride.state.waitingFor).toEqual(['fremen']);
  });
});
