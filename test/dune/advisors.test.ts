import { describe, expect, it } from 'vitest';
import type { SetupPatch } from '../../src/dune/setup-patch';
import { allOk, event, eventsOf, finalState, forcesIn, play, rejected, reservesOf } from './shipment-movement-helpers';

const FACTIONS = ['harkonnen', 'atreides', 'emperor', 'bene-gesserit'];
const BOARD = [
  { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
];
const spice = { harkonnen: 20, atreides: 20, emperor: 20, 'bene-gesserit': 5 };
type Stack = NonNullable<SetupPatch['board']>[number];
const setup = (extra: Stack[], more: SetupPatch = {}): SetupPatch => ({ storm: 3, order: FACTIONS, board: [...BOARD, ...extra], spice, ...more });

describe('Bene Gesserit declaration before shipping', () => {
  it('S001-REV-1: with advisors on the board, the Bene Gesserit flip them to fighters where they choose before anyone ships', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        { faction: 'bene-gesserit', territory: 'Carthag', forces: 1, advisor: true },
      ]),
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 1 } },
        { as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } },
        { as: 'bene-gesserit', do: 'pass' },
      ],
    });
    expect(rejected(out, 0, 'not-your-turn')).toContain('before anyone ships, the Bene Gesserit may flip advisors to fighters');
    expect(event(out, 1, 'advisors-flipped')).toEqual({ type: 'advisors-flipped', territory: 'Arrakeen', forces: 2, side: 'fighters', reason: 'declared' });
    expect(eventsOf(out, 2).map((e) => e.type)).toEqual(['advisors-declared', 'ship-move-turn']);
    expect(forcesIn(out, 'bene-gesserit', 'Arrakeen')).toEqual([{ sector: 9, forces: 2, advisor: false }]);
    expect(forcesIn(out, 'bene-gesserit', 'Carthag')).toEqual([{ sector: 10, forces: 1, advisor: true }]);
    expect(out.state.waitingFor).toEqual(['harkonnen']);
  });

  it('S001-REV-1: the declaration ends by itself once no advisors are left', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([{ faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true }]),
      actions: [{ as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } }],
    });
    expect(eventsOf(out, 0).map((e) => e.type)).toEqual(['advisors-flipped', 'ship-move-turn']);
  });

  it('S001-REV-1: advisors cannot flip beside an ally, in the storm, or past the occupancy limit', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup(
        [
          { faction: 'bene-gesserit', territory: 'Carthag', forces: 1, advisor: true },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 1, advisor: true },
          { faction: 'emperor', territory: 'Imperial Basin', sector: 10, forces: 1 },
          { faction: 'harkonnen', territory: "Tuek's Sietch", forces: 1 },
          { faction: 'emperor', territory: "Tuek's Sietch", forces: 1 },
          { faction: 'bene-gesserit', territory: "Tuek's Sietch", forces: 1, advisor: true },
        ],
        { storm: 8, alliances: [['bene-gesserit', 'harkonnen']] },
      ),
      actions: [
        { as: 'bene-gesserit', do: 'flip', args: { territory: 'Carthag' } },
        { as: 'bene-gesserit', do: 'flip', args: { territory: 'Imperial Basin' } },
        { as: 'bene-gesserit', do: 'flip', args: { territory: "Tuek's Sietch" } },
        { as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } },
      ],
    });
    expect(rejected(out, 0, 'cannot-flip')).toContain("the Harkonnen, the Bene Gesserit's ally, are in Carthag");
    expect(rejected(out, 1, 'cannot-flip')).toContain('sector 8 of Imperial Basin are in the storm');
    expect(rejected(out, 2, 'cannot-flip')).toContain('ally');
    expect(rejected(out, 3, 'no-advisors')).toBe('The Bene Gesserit have no advisors in Arrakeen.');
  });

  it('S001-REV-1: advisors in a stronghold held by two other factions must stay advisors', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 1, advisor: true },
      ]),
      actions: [{ as: 'bene-gesserit', do: 'flip', args: { territory: 'Arrakeen' } }],
    });
    expect(rejected(out, 0, 'occupancy-limit')).toContain('must stay advisors');
  });

  it('advisors alone in a territory become fighters by themselves; no declaration is then needed', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([{ faction: 'bene-gesserit', territory: 'Red Chasm', forces: 2, advisor: true }]),
    });
    expect(out.setupEvents).toContainEqual({ type: 'advisors-flipped', territory: 'Red Chasm', forces: 2, side: 'fighters', reason: 'alone' });
    expect(forcesIn(out, 'bene-gesserit', 'Red Chasm')).toEqual([{ sector: 6, forces: 2, advisor: false }]);
    expect(out.state.waitingFor).toEqual(['harkonnen']);
  });
});

describe('spiritual advisor', () => {
  it('after another faction ships from off-planet, the Bene Gesserit may put 1 reserve force in the Polar Sink free', () => {
    const out = play({
      factions: FACTIONS,
      setup: setup([{ faction: 'bene-gesserit', territory: 'Polar Sink', forces: 1 }]),
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Arsunt', toSector: 10, forces: 2 } },
        { as: 'bene-gesserit', do: 'advise' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'atreides', do: 'ship', args: { territory: 'Arrakeen', forces: 1 } },
        { as: 'bene-gesserit', do: 'pass' },
      ],
    });
    expect(out.results[0]!.ok).toBe(true);
    rejected(out, 1, 'not-your-turn');
    expect(event(out, 2, 'spiritual-advisor')).toEqual({
      type: 'spiritual-advisor',
      faction: 'bene-gesserit',
      territory: 'Polar Sink',
      sector: null,
      advisor: false,
    });
    expect(eventsOf(out, 5).map((e) => e.type)).toEqual(['spiritual-advisor-declined']);
    expect(forcesIn(out, 'bene-gesserit', 'Polar Sink')).toEqual([{ sector: null, forces: 2, advisor: false }]);
    expect(reservesOf(out, 'bene-gesserit')).toBe(18);
    expect(out.state.waitingFor).toEqual(['atreides']);
    expect(out.state.step).toMatchObject({ current: 'atreides', part: 'move' });
  });

  it('asks the Bene Gesserit with a friendly expectation', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([]),
      actions: [{ as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } }],
    });
    expect(out.state.waitingFor).toEqual(['bene-gesserit']);
    expect(out.state.expecting).toBe(
      'Shipment and Movement: the Harkonnen shipped to Carthag; the Bene Gesserit may send a spiritual advisor to the Polar Sink (`advise`), or as an advisor beside the shipment (`advise with: true`), or `pass`.',
    );
    expect(out.state.step).toMatchObject({ beneGesseritDeciding: { decision: 'advise', shipper: 'harkonnen', territory: 'Carthag', sector: 10 } });
  });

  it("is not offered after the Fremen send, the Guild's cross-shipment, or the Bene Gesserit's own shipment", () => {
    const factions = ['fremen', 'spacing-guild', 'bene-gesserit'];
    const out = play({
      factions,
      setup: {
        storm: 3,
        order: factions,
        board: [{ faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 }],
        spice: { 'spacing-guild': 10, 'bene-gesserit': 10 },
      },
      actions: [
        { as: 'fremen', do: 'ship', args: { territory: 'Sietch Tabr', forces: 3 } },
        { as: 'fremen', do: 'pass' },
        { as: 'spacing-guild', do: 'ship', args: { from: "Tuek's Sietch", territory: 'Arrakeen', forces: 2 } },
        { as: 'spacing-guild', do: 'pass' },
        { as: 'bene-gesserit', do: 'ship', args: { territory: 'Polar Sink', forces: 1 } },
      ],
    });
    allOk(out);
    expect(out.state.waitingFor).toEqual(['bene-gesserit']);
    expect(out.state.step).toMatchObject({ current: 'bene-gesserit', part: 'move', beneGesseritDeciding: null });
  });

  it('Advanced: the spiritual advisor may go as an advisor beside the shipment, if the Bene Gesserit have no fighters there; it records the turn', () => {
    const input = {
      factions: FACTIONS,
      rules: 'advanced' as const,
      setup: setup([{ faction: 'bene-gesserit', territory: 'Polar Sink', forces: 1 }], { turn: 4 }),
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Red Chasm', forces: 2 } },
        { as: 'bene-gesserit', do: 'advise', args: { with: true } },
      ],
    };
    const out = play(input);
    expect(event(out, 1, 'spiritual-advisor')).toEqual({
      type: 'spiritual-advisor',
      faction: 'bene-gesserit',
      territory: 'Red Chasm',
      sector: 6,
      advisor: true,
    });
    expect(forcesIn(out, 'bene-gesserit', 'Red Chasm')).toEqual([{ sector: 6, forces: 1, advisor: true }]);
    const s = finalState(input);
    expect(s.board.find((x) => x.faction === 'bene-gesserit' && x.territory === 'red-chasm')).toMatchObject({ advisor: true, advisedTurn: 4 });

    const withFighters = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([{ faction: 'bene-gesserit', territory: 'Carthag', forces: 1 }], { alliances: [['atreides', 'bene-gesserit']] }),
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'advise', args: { with: true } },
      ],
    });
    // First the BG are asked whether their fighters in Carthag turn advisor (they pass), then the advisor.
    expect(eventsOf(withFighters, 1).map((e) => e.type)).toEqual(['flip-declined']);
    expect(rejected(withFighters, 2, 'fighters-there')).toContain('The Bene Gesserit have fighters in Carthag');
  });

  it('Basic: the spiritual advisor only goes to the Polar Sink', () => {
    const out = play({
      factions: FACTIONS,
      setup: setup([]),
      actions: [
        { as: 'harkonnen', do: 'ship', args: { territory: 'Red Chasm', forces: 2 } },
        { as: 'bene-gesserit', do: 'advise', args: { with: true } },
      ],
    });
    rejected(out, 1, 'advanced-only');
  });
});

describe('advisors in the Advanced game', () => {
  it('when a non-allied faction enters a territory with Bene Gesserit fighters, the Bene Gesserit may flip them to advisors', () => {
    const input = {
      factions: FACTIONS,
      rules: 'advanced' as const,
      setup: setup([{ faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 3 }], { turn: 2 }),
      actions: [
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Imperial Basin', toSector: 10, forces: 2 } },
        { as: 'bene-gesserit', do: 'flip' },
      ],
    };
    const out = play(input);
    expect(out.results[1]!.ok).toBe(true);
    expect(event(out, 2, 'advisors-flipped')).toEqual({
      type: 'advisors-flipped',
      territory: 'Imperial Basin',
      forces: 3,
      side: 'advisors',
      reason: 'entered',
      entrant: 'harkonnen',
    });
    expect(forcesIn(out, 'bene-gesserit', 'Imperial Basin')).toEqual([{ sector: 8, forces: 3, advisor: true }]);
    expect(out.state.step).toMatchObject({ current: 'atreides' });
    expect(finalState(input).board.find((x) => x.faction === 'bene-gesserit')).toMatchObject({ advisor: true, advisedTurn: 2 });
  });

  it('the Bene Gesserit are not asked when their ally enters', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([{ faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 3 }], { alliances: [['harkonnen', 'bene-gesserit']] }),
      actions: [
        { as: 'harkonnen', do: 'pass' },
        { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Imperial Basin', toSector: 10, forces: 2 } },
      ],
    });
    expect(out.state.step).toMatchObject({ current: 'atreides', beneGesseritDeciding: null });
  });

  it('advisors moving into an empty territory become fighters; fighters joining advisors become advisors', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup(
        [
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
          { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 2 },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 1, advisor: true },
          { faction: 'emperor', territory: 'Imperial Basin', sector: 8, forces: 1 },
        ],
        { order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'], hands: { 'bene-gesserit': ['Hajr'] } },
      ),
      actions: [
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'play', args: { card: 'Hajr' } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Arrakeen', to: 'Old Gap', toSector: 9, forces: 2 } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Polar Sink', to: 'Imperial Basin', toSector: 9, forces: 2 } },
      ],
    });
    expect(event(out, 2, 'moved')).toMatchObject({ territory: 'Old Gap', forces: 2, advisor: false });
    expect(event(out, 3, 'moved')).toMatchObject({ territory: 'Imperial Basin', sector: 9, forces: 2, advisor: true });
    expect(forcesIn(out, 'bene-gesserit', 'Imperial Basin')).toEqual([
      { sector: 8, forces: 1, advisor: true },
      { sector: 9, forces: 2, advisor: true },
    ]);
  });

  it('advisors never use ornithopters, stay advisors in an occupied territory, and pass the occupancy limit', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup(
        [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
          { faction: 'bene-gesserit', territory: 'Carthag', forces: 1 },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 2, advisor: true },
          { faction: 'emperor', territory: 'Imperial Basin', sector: 9, forces: 1 },
          { faction: 'bene-gesserit', territory: 'Habbanya Sietch', forces: 1 },
        ],
        { order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'] },
      ),
      actions: [
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Sihaya Ridge', forces: 2 } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 2 } },
      ],
    });
    expect(rejected(out, 2, 'too-far')).toContain('Bene Gesserit advisors move 1 territory');
    expect(event(out, 3, 'moved')).toMatchObject({ territory: 'Arrakeen', forces: 2, advisor: true });
  });

  it('advisors entering an occupied territory may arrive as fighters, within the occupancy limit and never beside advisors', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup(
        [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 2, advisor: true },
          { faction: 'emperor', territory: 'Imperial Basin', sector: 9, forces: 1 },
          { faction: 'emperor', territory: 'Old Gap', sector: 9, forces: 1 },
          { faction: 'bene-gesserit', territory: 'Rim Wall West', forces: 1, advisor: true },
          { faction: 'atreides', territory: 'Rim Wall West', forces: 1 },
        ],
        { order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'] },
      ),
      actions: [
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Arrakeen', forces: 2, fighters: true } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Rim Wall West', forces: 2, fighters: true } },
        { as: 'bene-gesserit', do: 'move', args: { from: 'Imperial Basin', to: 'Old Gap', toSector: 9, forces: 2, fighters: true } },
      ],
    });
    expect(rejected(out, 2, 'occupancy-limit')).toContain('Arrakeen already holds the forces of Atreides and Harkonnen');
    expect(rejected(out, 3, 'cannot-flip')).toBe('The Bene Gesserit have advisors in Rim Wall West: forces joining them become advisors too.');
    expect(event(out, 4, 'moved')).toMatchObject({ territory: 'Old Gap', forces: 2, advisor: false });
    expect(forcesIn(out, 'bene-gesserit', 'Old Gap')).toEqual([{ sector: 9, forces: 2, advisor: false }]);
  });

  it('Bene Gesserit shipments are fighters and may not go where their advisors are', () => {
    const out = play({
      factions: FACTIONS,
      rules: 'advanced',
      setup: setup([{ faction: 'bene-gesserit', territory: 'Arrakeen', forces: 1, advisor: true }], {
        order: ['bene-gesserit', 'harkonnen', 'atreides', 'emperor'],
      }),
      actions: [
        { as: 'bene-gesserit', do: 'pass' },
        { as: 'bene-gesserit', do: 'ship', args: { territory: 'Arrakeen', forces: 1 } },
        { as: 'bene-gesserit', do: 'ship', args: { territory: 'Carthag', forces: 1 } },
      ],
    });
    rejected(out, 1, 'advisors-there');
    expect(forcesIn(out, 'bene-gesserit', 'Carthag')).toEqual([{ sector: 10, forces: 1, advisor: false }]);
  });
});
