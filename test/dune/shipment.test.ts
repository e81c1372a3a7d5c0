import { describe, expect, it } from 'vitest';
import { allOk, event, forcesIn, play, rejected, reservesOf, spiceOf } from './shipment-movement-helpers';

const THREE = ['harkonnen', 'atreides', 'emperor'];
const BOARD = [
  { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
];
const base = { storm: 3, order: THREE, board: BOARD, spice: { harkonnen: 20, atreides: 20, emperor: 20 } };

describe('shipment', () => {
  it('S000-SHIP-1: any number of reserves go to one piece of one territory', () => {
    const out = play({
      factions: THREE,
      setup: base,
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: "Tuek's Sietch", forces: 7 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'atreides', do: 'ship', args: { territory: 'The Minor Erg', forces: 2 } },
        { as: 'atreides', do: 'ship', args: { territory: 'The Minor Erg', sector: 6, forces: 2 } },
        { as: 'atreides', do: 'pass' },
        { as: 'emperor', do: 'ship', args: { territory: 'Polar Sink', forces: 5, elite: 2 } },
      ],
    });
    expect(event(out, 0, 'shipped')).toMatchObject({ faction: 'harkonnen', territory: "Tuek's Sietch", sector: 4, forces: 7, elite: 0 });
    expect(forcesIn(out, 'harkonnen', "Tuek's Sietch")).toEqual([{ sector: 4, forces: 7 }]);
    expect(reservesOf(out, 'harkonnen')).toBe(3);
    expect(rejected(out, 2, 'sector-needed')).toContain('The Minor Erg spans sectors 4, 5, 6, 7');
    expect(forcesIn(out, 'atreides', 'The Minor Erg')).toEqual([{ sector: 6, forces: 2 }]);
    expect(forcesIn(out, 'emperor', 'Polar Sink')).toEqual([{ sector: null, forces: 5, elite: 2 }]);
    expect(out.views.emperor!.reserves).toEqual({ forces: 15, elite: 3 });
  });

  it('S000-SHIP-2: 1 spice per force to a stronghold, 2 elsewhere (Polar Sink too), to the bank without the Guild; the Fremen pay nothing', () => {
    const out = play({
      factions: [...THREE, 'fremen'],
      setup: { ...base, order: [...THREE, 'fremen'], board: [...BOARD, { faction: 'fremen', territory: 'Sietch Tabr', forces: 10 }] },
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 3 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'atreides', do: 'ship', args: { territory: 'Polar Sink', forces: 4 } },
        { as: 'atreides', do: 'pass' },
        { as: 'emperor', do: 'ship', args: { territory: 'Red Chasm', forces: 5 } },
        { as: 'emperor', do: 'pass' },
        { as: 'fremen', do: 'ship', args: { territory: 'The Great Flat', forces: 6 } },
      ],
    });
    allOk(out);
    expect(event(out, 0, 'shipped')).toMatchObject({ cost: 3, paidTo: 'bank' });
    expect(spiceOf(out, 'harkonnen')).toBe(17);
    expect(event(out, 2, 'shipped')).toMatchObject({ cost: 8, paidTo: 'bank' });
    expect(spiceOf(out, 'atreides')).toBe(12);
    expect(event(out, 4, 'shipped')).toMatchObject({ cost: 10, paidTo: 'bank' });
    expect(spiceOf(out, 'emperor')).toBe(10);
    expect(event(out, 6, 'shipped')).toMatchObject({ faction: 'fremen', territory: 'The Great Flat', forces: 6, cost: 0, paidTo: null });
    expect(spiceOf(out, 'fremen')).toBe(3);
  });

  it('S000-SHIP-2: with the Guild in play, others pay the Guild; the Guild pays half (rounded up) to the bank; its ally pays it half', () => {
    const factions = ['harkonnen', 'spacing-guild', 'atreides', 'emperor'];
    const out = play({
      factions,
      setup: {
        storm: 3,
        order: factions,
        board: [...BOARD, { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 }],
        spice: { harkonnen: 20, 'spacing-guild': 5, atreides: 20, emperor: 20 },
        alliances: [['emperor', 'spacing-guild']],
      },
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 3 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'ship', args: { territory: 'Polar Sink', forces: 3 } },
        { as: 'spacing-guild', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'emperor', do: 'ship', args: { territory: 'Red Chasm', forces: 3 } },
      ],
    });
    allOk(out);
    expect(event(out, 0, 'shipped')).toMatchObject({ cost: 3, paidTo: 'spacing-guild' });
    // Guild: 5 + 3 from the Harkonnen − 3 (half of 6) to the bank + 3 (half of 6) from its ally = 8.
    expect(event(out, 2, 'shipped')).toMatchObject({ cost: 3, paidTo: 'bank' });
    expect(event(out, 6, 'shipped')).toMatchObject({ cost: 3, paidTo: 'spacing-guild' });
    expect(spiceOf(out, 'harkonnen')).toBe(17);
    expect(spiceOf(out, 'emperor')).toBe(17);
    expect(spiceOf(out, 'spacing-guild')).toBe(8);
  });

  it('S000-SHIP-2: half price rounds up (Guild, 3 forces to a stronghold: 2)', () => {
    const factions = ['spacing-guild', 'harkonnen'];
    const out = play({
      factions,
      setup: { storm: 3, order: factions, board: [{ faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 }], spice: { 'spacing-guild': 5 } },
      actions: [{ as: 'spacing-guild', do: 'ship', args: { territory: 'Arrakeen', forces: 3 } }],
    });
    expect(event(out, 0, 'shipped')).toMatchObject({ cost: 2, paidTo: 'bank' });
    expect(spiceOf(out, 'spacing-guild')).toBe(3);
  });

  it('S000-SHIP-2: Karama ships at Guild rates, paid to the bank, and the Karama card is discarded', () => {
    const factions = ['harkonnen', 'spacing-guild'];
    const out = play({
      factions,
      setup: { storm: 3, order: factions, board: BOARD.slice(1), spice: { harkonnen: 20, 'spacing-guild': 5 }, hands: { harkonnen: ['Karama', 'Lasgun'] } },
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Funeral Plain', forces: 5, karama: true } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'ship', args: { territory: 'Funeral Plain', forces: 1, karama: true } },
      ],
    });
    expect(event(out, 0, 'shipped')).toMatchObject({ cost: 5, paidTo: 'bank', karama: true });
    expect(spiceOf(out, 'harkonnen')).toBe(15);
    expect(spiceOf(out, 'spacing-guild')).toBe(5);
    expect(out.views.harkonnen!.hand).toEqual(['Lasgun']);
    expect(out.state.treacheryDiscard).toEqual(['Karama']);
    expect(rejected(out, 2, 'card-not-in-hand')).toContain('holds no Karama');
  });

  it('S000-SHIP-2: a shipment the faction cannot pay for is refused and changes nothing', () => {
    const out = play({
      factions: THREE,
      setup: { ...base, spice: { harkonnen: 5 } },
      actions: [{ as: 'harkonnen', do: 'ship', args: { territory: 'Red Chasm', forces: 3 } }],
    });
    expect(rejected(out, 0, 'not-enough-spice')).toBe('The Harkonnen have 5 spice; shipping 3 forces to Red Chasm costs 6.');
    expect(reservesOf(out, 'harkonnen')).toBe(10);
    expect(spiceOf(out, 'harkonnen')).toBe(5);
  });

  it('S000-SHIP-3: no shipment into a stormed sector; other sectors of the territory stay open', () => {
    const out = play({
      factions: THREE,
      setup: { ...base, storm: 9 },
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Imperial Basin', sector: 9, forces: 2 } },
        { as: 'harkonnen', do: 'ship', args: { territory: 'Imperial Basin', sector: 8, forces: 2 } },
      ],
    });
    expect(rejected(out, 0, 'storm-sector')).toBe('Sector 9 of Imperial Basin is in the storm.');
    expect(forcesIn(out, 'harkonnen', 'Imperial Basin')).toEqual([{ sector: 8, forces: 2 }]);
    expect(spiceOf(out, 'harkonnen')).toBe(16);
  });

  it('S000-SHIP-3: no shipment into a stronghold held by two other factions; your ally counts; already being there is fine', () => {
    const factions = ['emperor', 'harkonnen', 'atreides', 'fremen'];
    const board = [
      { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 2 },
      { faction: 'harkonnen', territory: 'Carthag', forces: 3 },
      { faction: 'fremen', territory: 'Carthag', forces: 3 },
      { faction: 'emperor', territory: 'Sietch Tabr', forces: 1 },
      { faction: 'fremen', territory: 'Sietch Tabr', forces: 2 },
      { faction: 'harkonnen', territory: 'Sietch Tabr', forces: 2 },
    ];
    const out = play({
      factions,
      setup: { storm: 3, order: factions, board, spice: { emperor: 20 }, alliances: [['emperor', 'fremen']] },
      actions: [
        { as: 'emperor', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } },
        { as: 'emperor', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
        { as: 'emperor', do: 'ship', args: { territory: 'Sietch Tabr', forces: 2 } },
      ],
    });
    expect(rejected(out, 0, 'occupancy-limit')).toContain('Arrakeen already holds the forces of Atreides and Harkonnen');
    // Carthag: the Harkonnen and the Emperor's own ally, the Fremen.
    expect(rejected(out, 1, 'occupancy-limit')).toContain('Carthag already holds the forces of Harkonnen and Fremen');
    expect(event(out, 2, 'shipped')).toMatchObject({ territory: 'Sietch Tabr', forces: 2, cost: 2 });
    expect(forcesIn(out, 'emperor', 'Sietch Tabr')).toEqual([{ sector: 13, forces: 3 }]);
  });

  it('S000-SHIP-3: Bene Gesserit advisors do not count toward the occupancy limit', () => {
    const factions = ['emperor', 'atreides', 'bene-gesserit'];
    const out = play({
      factions,
      rules: 'advanced',
      setup: {
        storm: 3,
        order: factions,
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        ],
        spice: { emperor: 20 },
      },
      actions: [
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'emperor', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } },
      ],
    });
    expect(event(out, 1, 'shipped')).toMatchObject({ territory: 'Arrakeen', forces: 2, cost: 2 });
  });

  it('S000-SHIP-4: forces on the board never go back to reserves (only the Guild may ship back)', () => {
    const out = play({
      factions: THREE,
      setup: base,
      actions: [{ as: 'harkonnen', do: 'ship', args: { from: 'Carthag', forces: 2, toReserves: true } }],
    });
    expect(rejected(out, 0, 'no-ship-back')).toContain('S000-SHIP-4');
    expect(forcesIn(out, 'harkonnen', 'Carthag')).toEqual([{ sector: 10, forces: 10 }]);
    expect(reservesOf(out, 'harkonnen')).toBe(10);
  });

  it('S000-SHIP-4: nor may any faction but the Guild and its ally ship from one territory to another', () => {
    const out = play({
      factions: THREE,
      setup: base,
      actions: [{ as: 'harkonnen', do: 'ship', args: { from: 'Carthag', territory: 'Arrakeen', forces: 2 } }],
    });
    rejected(out, 0, 'no-cross-ship');
  });

  it('one shipment per turn', () => {
    const out = play({
      factions: THREE,
      setup: base,
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 1 } },
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 1 } },
      ],
    });
    rejected(out, 1, 'not-shipping');
    expect(forcesIn(out, 'harkonnen', 'Carthag')).toEqual([{ sector: 10, forces: 11 }]);
  });
});

describe('Fremen send', () => {
  const factions = ['fremen', 'harkonnen'];
  const board = [
    { faction: 'fremen', territory: 'Sietch Tabr', forces: 10 },
    { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
  ];

  it('sends reserves free only to The Great Flat or within two territories of it', () => {
    const out = play({
      factions,
      setup: { storm: 3, order: factions, board },
      actions: [
        { as: 'fremen', do: 'ship', args: { territory: 'Arrakeen', forces: 2 } },
        { as: 'fremen', do: 'ship', args: { territory: 'Habbanya Erg', sector: 16, forces: 4, elite: 1 } },
      ],
    });
    expect(rejected(out, 0, 'out-of-range')).toContain('not to Arrakeen');
    expect(event(out, 1, 'shipped')).toMatchObject({ territory: 'Habbanya Erg', sector: 16, forces: 4, elite: 1, cost: 0, send: true });
    expect(out.views.fremen!.reserves).toEqual({ forces: 6, elite: 2 });
    expect(spiceOf(out, 'fremen')).toBe(3);
  });

  it('cannot send into the storm in the Basic game', () => {
    const out = play({
      factions,
      setup: { storm: 14, order: factions, board },
      actions: [{ as: 'fremen', do: 'ship', args: { territory: 'The Great Flat', forces: 5 } }],
    });
    expect(rejected(out, 0, 'storm-sector')).toBe('Sector 14 of The Great Flat is in the storm.');
  });

  it('storm migration (Advanced): sent into the storm, half are lost at once, rounded up, ordinary forces first', () => {
    const out = play({
      factions,
      rules: 'advanced',
      setup: { storm: 14, order: factions, board },
      actions: [{ as: 'fremen', do: 'ship', args: { territory: 'The Great Flat', forces: 5, elite: 1 } }],
    });
    expect(event(out, 0, 'storm-losses')).toMatchObject({ faction: 'fremen', territory: 'The Great Flat', sector: 14, forces: 3, elite: 0 });
    expect(forcesIn(out, 'fremen', 'The Great Flat')).toEqual([{ sector: 14, forces: 2, elite: 1 }]);
    expect(out.state.tanks.fremen).toEqual({ forces: 3, elite: 0, leaders: [], kwisatzHaderach: null });
  });

  it('the occupancy limit applies to the send', () => {
    const out = play({
      factions: ['fremen', 'harkonnen', 'atreides'],
      setup: {
        storm: 3,
        order: ['fremen', 'harkonnen', 'atreides'],
        board: [
          { faction: 'fremen', territory: 'False Wall South', sector: 4, forces: 10 },
          { faction: 'harkonnen', territory: 'Sietch Tabr', forces: 1 },
          { faction: 'atreides', territory: 'Sietch Tabr', forces: 1 },
        ],
      },
      actions: [{ as: 'fremen', do: 'ship', args: { territory: 'Sietch Tabr', forces: 2 } }],
    });
    rejected(out, 0, 'occupancy-limit');
  });
});

describe('Shield Wall under the stronghold-control variant', () => {
  const factions = ['harkonnen', 'spacing-guild', 'atreides', 'emperor'];
  const setup = {
    storm: 3,
    order: factions,
    wormsSeen: 6,
    board: [
      { faction: 'atreides', territory: 'Shield Wall', sector: 8, forces: 2 },
      { faction: 'emperor', territory: 'Shield Wall', sector: 7, forces: 2 },
      { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
    ],
    spice: { harkonnen: 20, 'spacing-guild': 10 },
  };

  it('S003-CTRL-5: shipping to the Shield Wall still costs 2 per force (1 for the Guild), even after the sixth worm', () => {
    const out = play({
      factions,
      variants: ['stronghold-control'],
      setup,
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Shield Wall', sector: 8, forces: 3 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'ship', args: { territory: 'Shield Wall', sector: 7, forces: 3 } },
      ],
    });
    expect(event(out, 0, 'shipped')).toMatchObject({ cost: 6, paidTo: 'spacing-guild' });
    expect(event(out, 2, 'shipped')).toMatchObject({ cost: 3, paidTo: 'bank' });
    expect(spiceOf(out, 'harkonnen')).toBe(14);
    expect(spiceOf(out, 'spacing-guild')).toBe(13);
  });

  it('S003-CTRL-6: any number of factions may occupy the Shield Wall (no occupancy limit)', () => {
    const out = play({
      factions,
      variants: ['stronghold-control'],
      setup,
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Shield Wall', sector: 8, forces: 1 } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'pass' },
        { as: 'spacing-guild', do: 'move', args: { from: "Tuek's Sietch", to: 'Pasty Mesa', toSector: 7, forces: 5 } },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'harkonnen', 'Shield Wall')).toEqual([{ sector: 8, forces: 1 }]);
    expect(new Set(out.state.board.filter((x) => x.territory === 'Shield Wall').map((x) => x.faction))).toEqual(new Set(['atreides', 'emperor', 'harkonnen']));
  });
});
