import { describe, expect, it } from 'vitest';
import { event, eventsOf, forcesIn, play, rejected, reservesOf, spiceOf } from './shipment-movement-helpers';

const FACTIONS = ['harkonnen', 'atreides', 'spacing-guild'];
const BOARD = [
  { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
  { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
];
const spice = { harkonnen: 20, atreides: 20, 'spacing-guild': 10 };

describe('Guild shipments', () => {
  it('the Guild ships forces from one territory to another at half price, paid to the bank', () => {
    const out = play({
      factions: FACTIONS,
      setup: { storm: 3, order: ['spacing-guild', 'harkonnen', 'atreides'], board: BOARD, spice },
      actions: [{ as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", territory: 'Red Chasm', forces: 3 } }],
    });
    expect(event(out, 0, 'shipped')).toEqual({
      type: 'shipped',
      faction: 'spacing-guild',
      territory: 'Red Chasm',
      sector: 6,
      forces: 3,
      elite: 0,
      cost: 3,
      paidTo: 'bank',
      from: "Tuek's Sietch",
      fromSector: 4,
    });
    expect(forcesIn(out, 'spacing-guild', "Tuek's Sietch")).toEqual([{ sector: 4, forces: 2 }]);
    expect(forcesIn(out, 'spacing-guild', 'Red Chasm')).toEqual([{ sector: 6, forces: 3 }]);
    expect(spiceOf(out, 'spacing-guild')).toBe(7);
  });

  it("the Guild's ally may cross-ship at half price, paid to the Guild", () => {
    const out = play({
      factions: FACTIONS,
      setup: { storm: 3, order: ['harkonnen', 'atreides', 'spacing-guild'], board: BOARD, spice, alliances: [['harkonnen', 'spacing-guild']] },
      actions: [{ as: 'harkonnen', do: 'ship', args: { from: 'Carthag', territory: 'Polar Sink', forces: 5 } }],
    });
    expect(event(out, 0, 'shipped')).toMatchObject({ territory: 'Polar Sink', sector: null, forces: 5, cost: 5, paidTo: 'spacing-guild', from: 'Carthag' });
    expect(spiceOf(out, 'harkonnen')).toBe(15);
    expect(spiceOf(out, 'spacing-guild')).toBe(15);
  });

  it('S000-SHIP-4 exception: the Guild ships forces back to reserves at 1 spice per 2 forces, rounded up; its ally may not', () => {
    const out = play({
      factions: FACTIONS,
      setup: { storm: 3, order: ['harkonnen', 'spacing-guild', 'atreides'], board: BOARD, spice, alliances: [['harkonnen', 'spacing-guild']] },
      actions: [
        { as: 'harkonnen', do: 'ship', args: { from: 'Carthag', forces: 2, toReserves: true } },
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", forces: 5, toReserves: true } },
      ],
    });
    rejected(out, 0, 'no-ship-back');
    expect(event(out, 3, 'shipped-to-reserves')).toEqual({
      type: 'shipped-to-reserves',
      faction: 'spacing-guild',
      from: "Tuek's Sietch",
      sector: 4,
      forces: 5,
      cost: 3,
      paidTo: 'bank',
    });
    expect(forcesIn(out, 'spacing-guild', "Tuek's Sietch")).toEqual([]);
    expect(reservesOf(out, 'spacing-guild')).toBe(20);
    expect(spiceOf(out, 'spacing-guild')).toBe(7);
  });

  it('a cross-shipment obeys the storm and the occupancy limit', () => {
    const out = play({
      factions: FACTIONS,
      setup: {
        storm: 6,
        order: ['spacing-guild', 'harkonnen', 'atreides'],
        board: [...BOARD, { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 }],
        spice,
      },
      actions: [
        { as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", territory: 'Red Chasm', forces: 1 } },
        { as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", territory: 'Arrakeen', forces: 1 } },
      ],
    });
    rejected(out, 0, 'storm-sector');
    rejected(out, 1, 'occupancy-limit');
  });
});

describe('Guild timing (Advanced: ship as it pleases you)', () => {
  it('the Guild may take its turn before a faction that has not begun its own, even first', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: { storm: 3, order: ['harkonnen', 'atreides', 'spacing-guild'], board: BOARD, spice },
      actions: [
        { as: 'spacing-guild', do: 'act' },
        { as: 'spacing-guild', do: 'pass' },
        { as: 'spacing-guild', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'act' },
      ],
    });
    expect(eventsOf(out, 0)).toEqual([
      { type: 'guild-acts', before: 'harkonnen' },
      { type: 'ship-move-turn', faction: 'spacing-guild' },
    ]);
    expect(eventsOf(out, 2).filter((e) => e.type === 'ship-move-turn')).toEqual([{ type: 'ship-move-turn', faction: 'harkonnen' }]);
    expect(rejected(out, 4, 'not-now')).toBe('The Guild has already taken its turn this phase.');
    expect(out.state.step).toMatchObject({ current: 'harkonnen', part: 'move', queue: ['atreides'], done: ['spacing-guild'] });
  });

  it('once a faction has begun its turn, the Guild waits for the next', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: { storm: 3, order: ['harkonnen', 'atreides', 'spacing-guild'], board: BOARD, spice },
      actions: [
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'act' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'spacing-guild', do: 'act' },
      ],
    });
    expect(rejected(out, 1, 'not-now')).toBe('The Guild may take its turn only before a faction begins its own; the Harkonnen have already begun.');
    expect(eventsOf(out, 3)[0]).toEqual({ type: 'guild-acts', before: 'atreides' });
  });

  it('when its turn comes the Guild may delay, and then go after any later player, even last', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: { storm: 3, order: ['spacing-guild', 'harkonnen', 'atreides'], board: BOARD, spice },
      actions: [
        { as: 'spacing-guild', do: 'delay' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'spacing-guild', do: 'delay' },
      ],
    });
    expect(eventsOf(out, 0)).toEqual([{ type: 'guild-delays' }, { type: 'ship-move-turn', faction: 'harkonnen' }]);
    expect(out.results.slice(1, 5).every((r) => r.ok)).toBe(true);
    expect(rejected(out, 5, 'not-now')).toBe('Everyone else has had their turn: the Guild is last and cannot delay further.');
    expect(out.state.step).toMatchObject({ current: 'spacing-guild', done: ['harkonnen', 'atreides'] });
  });

  it('out-of-order turns are for the Guild, in the Advanced game only', () => {
    const basic = play({
      factions: FACTIONS,
      setup: { storm: 3, order: ['harkonnen', 'atreides', 'spacing-guild'], board: BOARD, spice },
      actions: [{ as: 'spacing-guild', do: 'act' }],
    });
    rejected(basic, 0, 'advanced-only');
    const other = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: { storm: 3, order: ['spacing-guild', 'harkonnen', 'atreides'], board: BOARD, spice },
      actions: [{ as: 'atreides', do: 'act' }],
    });
    rejected(other, 0, 'guild-only');
    expect(other.state.expecting).toBe('Shipment and Movement: the Spacing Guild to ship (or pass), then move. The Guild may `delay` its turn.');
  });
});
