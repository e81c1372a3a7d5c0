import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/dune/scenario';
import { routeLength } from '../../src/dune/phases/shipment-movement/routing';
import type { DuneState } from '../../src/dune/state';
import { allOk, event, eventsOf, forcesIn, play, rejected } from './shipment-movement-helpers';

const THREE = ['atreides', 'harkonnen', 'emperor'];
const BOARD = [
  { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
];
const spice = { atreides: 20, harkonnen: 20, emperor: 20 };

describe('turn order', () => {
  it('S000-ORDER-1: each faction takes its turn in storm order, the first player first', () => {
    const order = ['emperor', 'atreides', 'harkonnen'];
    const out = play({
      factions: THREE,
      setup: { storm: 3, order, board: BOARD, spice },
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
      ],
    });
    expect(rejected(out, 0, 'not-your-turn')).toBe('It is not the Atreides’ move. Shipment and Movement: the Emperor to ship (or pass), then move.');
    expect(eventsOf(out, 2).filter((e) => e.type === 'ship-move-turn')).toEqual([{ type: 'ship-move-turn', faction: 'atreides' }]);
    rejected(out, 3, 'not-your-turn');
    expect(eventsOf(out, 5).filter((e) => e.type === 'ship-move-turn')).toEqual([{ type: 'ship-move-turn', faction: 'harkonnen' }]);
    // The last turn over, the phase ends and the Battle phase begins.
    expect(eventsOf(out, 7)).toContainEqual(expect.objectContaining({ type: 'phase-started', phase: 'battle' }));
  });

  it('S000-ORDER-2: a turn is shipment, then movement; once moving, a faction can no longer ship', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: THREE, board: BOARD, spice, hands: { atreides: ['Hajr'] } },
      actions: [
        { as: 'atreides', do: 'play', args: { card: 'Hajr' } },
        { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 1 } },
        { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Old Gap', toSector: 9, forces: 1 } },
      ],
    });
    expect(eventsOf(out, 0).map((e) => e.type)).toEqual(['shipment-passed', 'card-played', 'card-discarded']);
    expect(rejected(out, 1, 'not-shipping')).toContain('one shipment per turn');
    expect(out.state.step).toMatchObject({ current: 'atreides', part: 'move', movementsLeft: 1 });
    expect(out.state.expecting).toBe('Shipment and Movement: the Atreides to move (or pass).');
  });

  it('expecting and the public step say whose turn it is and which part', () => {
    const out = play({ factions: THREE, setup: { storm: 3, order: ['harkonnen', 'atreides', 'emperor'], board: BOARD, spice } });
    expect(out.state.expecting).toBe('Shipment and Movement: the Harkonnen to ship (or pass), then move.');
    expect(out.state.waitingFor).toEqual(['harkonnen']);
    expect(out.state.step).toEqual({
      current: 'harkonnen',
      part: 'ship',
      queue: ['atreides', 'emperor'],
      done: [],
      movementsLeft: null,
      declaring: false,
      beneGesseritDeciding: null,
    });
  });

  it('the Atreides see the top card of the spice deck as the phase begins, and nobody else does', () => {
    const out = runScenario({
      seed: 7,
      factions: THREE,
      options: { rules: 'basic' },
      setup: { phase: 'shipment-movement', storm: 3, board: BOARD, spiceDeck: ['Red Chasm', 'Shai-Hulud'] },
    });
    if ('error' in out) throw new Error(out.error.message);
    expect(out.setupEvents.filter((e) => e.type === 'spice-card-glimpsed')).toEqual([{ type: 'spice-card-glimpsed', to: ['atreides'], card: 'Red Chasm' }]);
    expect(out.views.atreides!.private).toEqual({ spiceDeckTop: 'Red Chasm' });
    expect(out.views.harkonnen!.private).toEqual({});
  });

  it('same seed and actions give byte-identical states', () => {
    const run = () =>
      play({
        factions: THREE,
        setup: { storm: 3, order: THREE, board: BOARD, spice },
        actions: [
          { as: 'atreides', do: 'ship', args: { territory: 'Polar Sink', forces: 3 } },
          { as: 'atreides', do: 'move', args: { from: 'Polar Sink', to: 'Harg Pass', toSector: 3, forces: 3 } },
        ],
      });
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });
});

describe('movement', () => {
  it('S000-MOVE-1: one group moves from one territory to one other territory, once', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['harkonnen', 'atreides', 'emperor'], board: BOARD, spice },
      actions: [
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Arsunt', toSector: 10, forces: 4 } },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Arsunt', toSector: 10, forces: 1 } },
      ],
    });
    expect(event(out, 1, 'moved')).toEqual({
      type: 'moved',
      faction: 'harkonnen',
      from: 'Carthag',
      fromSector: 10,
      territory: 'Arsunt',
      sector: 10,
      forces: 4,
      elite: 0,
    });
    expect(forcesIn(out, 'harkonnen', 'Carthag')).toEqual([{ sector: 10, forces: 6 }]);
    expect(forcesIn(out, 'harkonnen', 'Arsunt')).toEqual([{ sector: 10, forces: 4 }]);
    rejected(out, 2, 'not-your-turn');
  });

  it("S000-MOVE-2: with a force in Arrakeen, a group moves Tuek's Sietch → Pasty Mesa → Shield Wall → Imperial Basin, even with the storm over Arrakeen", () => {
    for (const storm of [3, 9]) {
      const out = play({
        factions: THREE,
        setup: { storm, order: THREE, board: [...BOARD, { faction: 'atreides', territory: "Tuek's Sietch", forces: 3 }], spice },
        actions: [
          { as: 'atreides', do: 'pass' },
          { as: 'atreides', do: 'move', args: { from: "Tuek's Sietch", to: 'Imperial Basin', toSector: 8, forces: 3 } },
        ],
      });
      allOk(out);
      expect(forcesIn(out, 'atreides', 'Imperial Basin')).toEqual([{ sector: 8, forces: 3 }]);
    }
  });

  it('S000-MOVE-2: forces shipped into Carthag this turn give ornithopters to the movement that follows', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['emperor', 'atreides', 'harkonnen'], board: [...BOARD, { faction: 'emperor', territory: "Tuek's Sietch", forces: 3 }], spice },
      actions: [
        { as: 'emperor', do: 'ship', args: { territory: 'Carthag', forces: 1 } },
        { as: 'emperor', do: 'move', args: { from: "Tuek's Sietch", to: 'Imperial Basin', toSector: 8, forces: 3 } },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'emperor', 'Imperial Basin')).toEqual([{ sector: 8, forces: 3 }]);
  });

  it('S000-MOVE-3: without a force in Arrakeen or Carthag, a group moves to an adjacent territory only', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['emperor', 'atreides', 'harkonnen'], board: [...BOARD, { faction: 'emperor', territory: "Tuek's Sietch", forces: 3 }], spice },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'move', args: { from: "Tuek's Sietch", to: 'Shield Wall', toSector: 7, forces: 3 } },
        { as: 'emperor', do: 'move', args: { from: "Tuek's Sietch", to: 'Pasty Mesa', toSector: 7, forces: 3 } },
      ],
    });
    expect(rejected(out, 1, 'too-far')).toBe(
      "The shortest way from sector 4 of Tuek's Sietch to sector 7 of Shield Wall crosses 2 territories (around the storm in sector 3 and any stronghold held by two other factions); without forces in Arrakeen or Carthag as their movement began, Emperor moves 1 territory.",
    );
    expect(forcesIn(out, 'emperor', 'Pasty Mesa')).toEqual([{ sector: 7, forces: 3 }]);
  });

  it('the Fremen move 2 territories, 3 with ornithopters', () => {
    const factions = ['fremen', 'harkonnen'];
    const far = { faction: 'fremen', territory: 'Sietch Tabr', forces: 4 };
    const moveTo = (target: string, sector: number) => [
      { as: 'fremen', do: 'pass' },
      { as: 'fremen', do: 'move', args: { from: 'Sietch Tabr', to: target, toSector: sector, forces: 4 } },
    ];
    // Sietch Tabr → Plastic Basin → Wind Pass (2); → Polar Sink (3).
    const two = play({ factions, setup: { storm: 3, order: factions, board: [far, BOARD[1]!] }, actions: moveTo('Wind Pass', 14) });
    allOk(two);
    const three = play({ factions, setup: { storm: 3, order: factions, board: [far, BOARD[1]!] }, actions: moveTo('False Wall West', 15) });
    rejected(three, 1, 'too-far');
    const withThopters = play({
      factions,
      setup: { storm: 3, order: factions, board: [far, { faction: 'fremen', territory: 'Carthag', forces: 1 }] },
      actions: moveTo('False Wall West', 15),
    });
    allOk(withThopters);
  });

  it('S000-MOVE-4: forces shipped this turn may move the same turn', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['emperor', 'atreides', 'harkonnen'], board: BOARD, spice },
      actions: [
        { as: 'emperor', do: 'ship', args: { territory: 'Polar Sink', forces: 3 } },
        { as: 'emperor', do: 'move', args: { from: 'Polar Sink', to: 'False Wall East', toSector: 6, forces: 3 } },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'emperor', 'False Wall East')).toEqual([{ sector: 6, forces: 3 }]);
    expect(forcesIn(out, 'emperor', 'Polar Sink')).toEqual([]);
  });

  it('S000-MOVE-5: sectors do not count as steps, and a group avoids the stormed part of a territory', () => {
    const board = [
      ...BOARD,
      { faction: 'emperor', territory: 'Pasty Mesa', sector: 4, forces: 2 },
      { faction: 'emperor', territory: 'Pasty Mesa', sector: 7, forces: 2 },
    ];
    const order = ['emperor', 'atreides', 'harkonnen'];
    const go = (storm: number, fromSector: number) =>
      play({
        factions: THREE,
        setup: { storm, order, board, spice },
        actions: [
          { as: 'emperor', do: 'pass' },
          { as: 'emperor', do: 'move', args: { from: 'Pasty Mesa', fromSector, to: 'Gara Kulon', forces: 2 } },
        ],
      });
    // Pasty Mesa spans sectors 4–7: the group crosses four sectors but only one territory boundary.
    allOk(go(12, 4));
    // With the storm in sector 6, sector 4 is cut off from Gara Kulon; sector 7 is not.
    expect(rejected(go(6, 4), 1, 'too-far')).toContain('around the storm in sector 6');
    allOk(go(6, 7));
    // Nothing enters or leaves the storm sector.
    const leave = play({
      factions: THREE,
      setup: { storm: 4, order, board, spice },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'move', args: { from: 'Pasty Mesa', fromSector: 4, to: 'Pasty Mesa', toSector: 7, forces: 2 } },
        { as: 'emperor', do: 'move', args: { from: 'Pasty Mesa', fromSector: 7, to: "Tuek's Sietch", forces: 2 } },
      ],
    });
    expect(rejected(leave, 1, 'storm-sector')).toBe(
      'The Emperor’s forces in sector 4 of Pasty Mesa are in the storm and cannot leave it; the storm is in sector 4.',
    );
    expect(rejected(leave, 2, 'storm-sector')).toBe("Sector 4 of Tuek's Sietch is in the storm.");
  });

  it('a movement may just shift forces to another sector of the same territory', () => {
    const out = play({
      factions: THREE,
      setup: {
        storm: 12,
        order: ['emperor', 'atreides', 'harkonnen'],
        board: [...BOARD, { faction: 'emperor', territory: 'Pasty Mesa', sector: 4, forces: 2 }],
        spice,
      },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'move', args: { from: 'Pasty Mesa', to: 'Pasty Mesa', toSector: 6, forces: 2 } },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'emperor', 'Pasty Mesa')).toEqual([{ sector: 6, forces: 2 }]);
  });

  it('S000-MOVE-6: forces in different sectors of one territory are separate groups', () => {
    const board = [
      ...BOARD,
      { faction: 'emperor', territory: 'The Minor Erg', sector: 4, forces: 2 },
      { faction: 'emperor', territory: 'The Minor Erg', sector: 7, forces: 3 },
    ];
    const out = play({
      factions: THREE,
      setup: { storm: 12, order: ['emperor', 'atreides', 'harkonnen'], board, spice },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'move', args: { from: 'The Minor Erg', to: 'Shield Wall', toSector: 7, forces: 5 } },
        { as: 'emperor', do: 'move', args: { from: 'The Minor Erg', fromSector: 7, to: 'Shield Wall', toSector: 7, forces: 5 } },
        { as: 'emperor', do: 'move', args: { from: 'The Minor Erg', fromSector: 7, to: 'Shield Wall', toSector: 7, forces: 3 } },
      ],
    });
    expect(rejected(out, 1, 'sector-needed')).toContain('The Emperor has forces in sectors 4 and 7 of The Minor Erg');
    expect(rejected(out, 2, 'not-enough-forces')).toBe('The Emperor has only 3 forces in The Minor Erg, not 5.');
    expect(forcesIn(out, 'emperor', 'The Minor Erg')).toEqual([{ sector: 4, forces: 2 }]);
    expect(forcesIn(out, 'emperor', 'Shield Wall')).toEqual([{ sector: 7, forces: 3 }]);
  });

  it('S000-MOVE-7: a movement into a territory spanning several sectors names the sector', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 12, order: THREE, board: BOARD, spice },
      actions: [
        { as: 'atreides', do: 'pass' },
        { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Imperial Basin', forces: 2 } },
        { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Imperial Basin', toSector: 10, forces: 2 } },
      ],
    });
    expect(rejected(out, 1, 'sector-needed')).toBe('Imperial Basin spans sectors 8, 9, 10: say which sector (S000-MOVE-7).');
    expect(forcesIn(out, 'atreides', 'Imperial Basin')).toEqual([{ sector: 10, forces: 2 }]);
  });

  it('S000-MOVE-8: the Polar Sink is never in storm: a group crosses it whatever the storm', () => {
    const factions = ['fremen', 'harkonnen'];
    // Storm in sector 1: Cielago North sector 18 → Polar Sink → False Wall East sector 4 (2 territories).
    const out = play({
      factions,
      setup: { storm: 1, order: factions, board: [{ faction: 'fremen', territory: 'Cielago North', sector: 18, forces: 3 }, BOARD[1]!] },
      actions: [
        { as: 'fremen', do: 'ship', args: { territory: 'Polar Sink', forces: 2 } },
        { as: 'fremen', do: 'move', args: { from: 'Cielago North', to: 'False Wall East', toSector: 4, forces: 3 } },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'fremen', 'Polar Sink')).toEqual([{ sector: null, forces: 2 }]);
    expect(forcesIn(out, 'fremen', 'False Wall East')).toEqual([{ sector: 4, forces: 3 }]);
  });

  it('S000-MOVE-9: no movement into a stronghold holding two other factions; elsewhere forces never block', () => {
    const board = [
      ...BOARD,
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
      { faction: 'emperor', territory: 'Imperial Basin', sector: 9, forces: 4 },
      { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 1 },
      { faction: 'harkonnen', territory: 'Imperial Basin', sector: 9, forces: 1 },
    ];
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['emperor', 'atreides', 'harkonnen'], board, spice },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 4 } },
        { as: 'emperor', do: 'move', args: { from: 'Imperial Basin', fromSector: 9, to: 'Old Gap', toSector: 9, forces: 4 } },
      ],
    });
    expect(rejected(out, 1, 'occupancy-limit')).toBe(
      'Arrakeen already holds the forces of Atreides and Harkonnen: Emperor cannot move into a stronghold held by two other factions.',
    );
    allOk({ ...out, results: out.results.slice(2) });
  });

  it('S000-MOVE-9: no route passes through a closed territory (the router, since no stronghold is ever a shortcut on this map)', () => {
    const s = { storm: 11 } as DuneState;
    const from = { territory: 'tsimpo' as const, sector: 10 };
    const to = { territory: 'arsunt' as const, sector: 10 };
    expect(routeLength(s, from, to, () => false)).toBe(2);
    // Closing Carthag and Imperial Basin leaves only long ways round the storm.
    expect(routeLength(s, from, to, (t) => t === 'carthag' || t === 'imperial-basin')).toBeGreaterThan(3);
  });
});

describe('Hajr and allies', () => {
  it("S002-HAJR-1: Hajr gives one extra movement of the player's own forces under the normal rules, and is discarded", () => {
    const board = [
      ...BOARD,
      { faction: 'emperor', territory: 'Imperial Basin', sector: 9, forces: 2 },
      { faction: 'emperor', territory: "Tuek's Sietch", forces: 3 },
    ];
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: ['emperor', 'atreides', 'harkonnen'], board, spice, hands: { emperor: ['Hajr', 'Shield'] } },
      actions: [
        { as: 'emperor', do: 'pass' },
        { as: 'emperor', do: 'play', args: { card: 'Shield' } },
        { as: 'emperor', do: 'play', args: { card: 'Hajr' } },
        { as: 'emperor', do: 'move', args: { from: 'Carthag', to: 'Arsunt', toSector: 10, forces: 1 } },
        { as: 'emperor', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 2 } },
        // The second movement begins with Emperor forces in Arrakeen: ornithopters.
        { as: 'emperor', do: 'move', args: { from: "Tuek's Sietch", to: 'Imperial Basin', toSector: 8, forces: 3 } },
        { as: 'emperor', do: 'move', args: { from: 'Imperial Basin', to: 'Polar Sink', forces: 3 } },
      ],
    });
    expect(rejected(out, 1, 'not-playable-now')).toContain('Shield is not played in your movement');
    expect(event(out, 2, 'card-played')).toEqual({ type: 'card-played', faction: 'emperor', card: 'Hajr', purpose: 'one extra movement' });
    expect(rejected(out, 3, 'no-forces')).toBe('The Emperor has no forces in Carthag.');
    expect(out.views.emperor!.hand).toEqual(['Shield']);
    expect(out.state.treacheryDiscard).toEqual(['Hajr']);
    expect(forcesIn(out, 'emperor', 'Arrakeen')).toEqual([{ sector: 9, forces: 2 }]);
    expect(forcesIn(out, 'emperor', 'Imperial Basin')).toEqual([{ sector: 8, forces: 3 }]);
    // Two movements used: the turn is over.
    rejected(out, 6, 'not-your-turn');
    expect(out.state.step).toMatchObject({ current: 'atreides' });
  });

  it('S002-HAJR-1: without Hajr in hand, no extra movement', () => {
    const out = play({
      factions: THREE,
      setup: { storm: 3, order: THREE, board: BOARD, spice, hands: { atreides: [] } },
      actions: [{ as: 'atreides', do: 'play', args: { card: 'Hajr' } }],
    });
    expect(rejected(out, 0, 'card-not-in-hand')).toBe('The Atreides hold no hajr.');
  });

  it("at the end of its turn, a faction loses its forces in any territory but the Polar Sink that holds its ally's forces", () => {
    const out = play({
      factions: THREE,
      setup: {
        storm: 3,
        order: ['emperor', 'atreides', 'harkonnen'],
        board: [...BOARD, { faction: 'harkonnen', territory: 'Polar Sink', forces: 2 }],
        spice,
        alliances: [['emperor', 'harkonnen']],
      },
      actions: [
        { as: 'emperor', do: 'ship', args: { territory: 'Carthag', forces: 4, elite: 1 } },
        { as: 'emperor', do: 'pass' },
        { as: 'atreides', do: 'ship', args: { territory: 'Polar Sink', forces: 1 } },
      ],
    });
    expect(event(out, 1, 'forces-destroyed')).toEqual({
      type: 'forces-destroyed',
      faction: 'emperor',
      territory: 'Carthag',
      sector: 10,
      forces: 4,
      elite: 1,
      reason: 'ally-present',
    });
    expect(forcesIn(out, 'emperor', 'Carthag')).toEqual([]);
    expect(out.state.tanks.emperor).toMatchObject({ forces: 4, elite: 1 });
    expect(forcesIn(out, 'harkonnen', 'Carthag')).toEqual([{ sector: 10, forces: 10 }]);
  });

  it('allies may share the Polar Sink', () => {
    const out = play({
      factions: THREE,
      setup: {
        storm: 3,
        order: ['emperor', 'atreides', 'harkonnen'],
        board: [...BOARD, { faction: 'harkonnen', territory: 'Polar Sink', forces: 2 }],
        spice,
        alliances: [['emperor', 'harkonnen']],
      },
      actions: [
        { as: 'emperor', do: 'ship', args: { territory: 'Polar Sink', forces: 4 } },
        { as: 'emperor', do: 'pass' },
      ],
    });
    allOk(out);
    expect(forcesIn(out, 'emperor', 'Polar Sink')).toEqual([{ sector: null, forces: 4 }]);
  });
});
