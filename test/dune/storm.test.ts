import { describe, expect, it } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import type { Scenario } from '../../src/dune/scenario';
import { ALL_FACTIONS, errorOf, eventsOf, forcesAt, run, tanks } from '../support/scenario';
import { laterTurn } from './storm-helpers';

const ALL = ALL_FACTIONS;
// Circles: Atreides 1, Harkonnen 4, Fremen 7, Emperor 10, Guild 13, Bene Gesserit 16.

describe('Storm, turn 1: placing the storm', () => {
  const dials = [
    { as: 'harkonnen', do: 'dial', args: { value: 3 } },
    { as: 'atreides', do: 'dial', args: { value: 21 } },
    { as: 'atreides', do: 'dial', args: { value: 12 } },
    { as: 'bene-gesserit', do: 'dial', args: { value: 20 } },
  ];

  it('the two circles either side of the Storm Start Sector dial 0–20 secretly; the storm moves the total from sector 18', () => {
    const before = run({ seed: 5, factions: ALL, setup: { phase: 'storm' }, actions: dials.slice(0, 3) });
    expect(before.state.waitingFor).toEqual(['bene-gesserit']);
    expect(errorOf(before, 0)?.code).toBe('not-your-turn');
    expect(errorOf(before, 1)?.code).toBe('out-of-range');
    const dialled = (before.results[2] as { ok: true; events: DuneEvent[] }).events;
    expect(dialled).toEqual([
      { type: 'storm-dialled', faction: 'atreides' },
      { type: 'storm-dial-recorded', to: ['atreides'], value: 12 },
    ]);
    // The value is the dialer's secret until both are in.
    expect(before.views.atreides!.private).toEqual({ dial: 12 });
    expect(before.views['bene-gesserit']!.private).toEqual({});
    expect(before.state.step).toEqual({
      stage: 'dial',
      dialers: ['atreides', 'bene-gesserit'],
      dialled: ['atreides'],
      distance: null,
      asked: [],
      answered: [],
      deciding: null,
      weatherControl: null,
      familyAtomics: null,
    });

    const out = run({ seed: 5, factions: ALL, setup: { phase: 'storm' }, actions: dials });
    expect(eventsOf(out, 'storm-dials-revealed')).toEqual([
      {
        type: 'storm-dials-revealed',
        dials: [
          { faction: 'atreides', value: 12 },
          { faction: 'bene-gesserit', value: 20 },
        ],
        total: 32,
      },
    ]);
    // ((18 + 32 − 1) mod 18) + 1 = 14
    expect(out.state.storm).toBe(14);
    expect(eventsOf(out, 'storm-moved')).toEqual([{ type: 'storm-moved', from: 18, sector: 14, distance: 32, destroyed: [], spiceLost: [] }]);
  });

  it('§5.5: the storm order follows from where the storm stops (first circle ahead of it first)', () => {
    const out = run({ seed: 5, factions: ALL, setup: { phase: 'storm' }, actions: dials });
    expect(out.state.stormOrder).toEqual(['bene-gesserit', 'atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild']);
    expect(eventsOf(out, 'storm-order-set')[0]).toMatchObject({ order: out.state.stormOrder });
  });

  it('with two factions, both dial (they sit either side of the start sector)', () => {
    const out = run({ seed: 5, factions: ['harkonnen', 'atreides'], setup: { phase: 'storm' } });
    expect(out.state.waitingFor).toEqual(['harkonnen', 'atreides']);
  });

  it('S003-ST-4: the storm destroys nothing on the first turn', () => {
    const out = run({
      seed: 5,
      factions: ALL,
      setup: {
        phase: 'storm',
        board: [
          { faction: 'emperor', territory: 'Meridian', sector: 1, forces: 4 },
          { faction: 'harkonnen', territory: 'Cielago North', sector: 2, forces: 2 },
        ],
        spiceOnBoard: [{ territory: 'Cielago South', sector: 1, amount: 5 }],
      },
      actions: [
        { as: 'atreides', do: 'dial', args: { value: 0 } },
        { as: 'bene-gesserit', do: 'dial', args: { value: 2 } },
      ],
    });
    expect(out.state.storm).toBe(2);
    expect(eventsOf(out, 'storm-moved')[0]).toMatchObject({ destroyed: [], spiceLost: [] });
    expect(forcesAt(out, 'emperor', 'Meridian')).toEqual([{ sector: 1, forces: 4, elite: 0 }]);
    expect(forcesAt(out, 'harkonnen', 'Cielago North')).toEqual([{ sector: 2, forces: 2, elite: 0 }]);
    expect(out.state.spiceOnBoard).toContainEqual({ territory: 'Cielago South', sector: 1, amount: 5 });
    expect(tanks(out, 'emperor').forces + tanks(out, 'harkonnen').forces).toBe(0);
  });

  it('is deterministic: same seed and dials give the same game, and the dialers dial again on turn 2 (Basic)', () => {
    const sc: Scenario = { seed: 11, factions: ALL, options: { rules: 'basic' }, setup: { phase: 'storm' }, actions: dials };
    expect(JSON.stringify(run(sc))).toBe(JSON.stringify(run(sc)));
    const turn2 = run({
      seed: 11,
      factions: ALL,
      options: { rules: 'basic' },
      setup: { turn: 2, phase: 'storm', lastWheelUsers: ['atreides', 'bene-gesserit'] },
    });
    expect(turn2.state.waitingFor).toEqual(['atreides', 'bene-gesserit']);
  });

  it('Advanced with the Fremen: the Fremen alone see the next storm card, drawn at the end of the phase', () => {
    const out = run({ seed: 5, factions: ALL, setup: { phase: 'storm' }, actions: dials });
    const drawn = eventsOf(out, 'storm-card-drawn');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.to).toEqual(['fremen']);
    expect(out.views.fremen!.nextStorm).toBe(drawn[0]!.value);
    expect([1, 2, 3, 4, 5, 6]).toContain(out.views.fremen!.nextStorm);
    expect(out.views.atreides).not.toHaveProperty('nextStorm');
    expect(out.state).not.toHaveProperty('nextStorm');
  });
});

describe('Storm, later turns', () => {
  it('Basic: the last wheel users dial 1–3; the storm hits the sand pieces of every sector it enters, not the one it leaves', () => {
    const out = run(
      laterTurn(
        {
          storm: 17,
          lastWheelUsers: ['harkonnen', 'emperor'],
          board: [
            { faction: 'atreides', territory: 'Cielago North', sector: 18, forces: 3 },
            { faction: 'atreides', territory: 'Cielago North', sector: 1, forces: 2 },
            { faction: 'harkonnen', territory: 'Habbanya Ridge Flat', sector: 17, forces: 4 },
            { faction: 'emperor', territory: 'Meridian', sector: 1, forces: 5, elite: 2 },
            { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 5 },
            { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 1 },
            { faction: 'fremen', territory: 'Cielago Depression', sector: 2, forces: 6, elite: 2 },
            { faction: 'fremen', territory: 'False Wall South', sector: 3, forces: 3 },
          ],
          spiceOnBoard: [
            { territory: 'Cielago South', sector: 1, amount: 12 },
            { territory: 'Cielago North', sector: 2, amount: 8 },
            { territory: 'Habbanya Ridge Flat', sector: 17, amount: 10 },
          ],
        },
        { rules: 'basic' },
        [
          { as: 'atreides', do: 'dial', args: { value: 2 } },
          { as: 'harkonnen', do: 'dial', args: { value: 0 } },
          { as: 'harkonnen', do: 'dial', args: { value: 4 } },
          { as: 'harkonnen', do: 'dial', args: { value: 2 } },
          { as: 'emperor', do: 'dial', args: { value: 1 } },
        ],
      ),
    );
    expect(errorOf(out, 0)?.code).toBe('not-your-turn');
    expect(errorOf(out, 1)?.code).toBe('out-of-range');
    expect(errorOf(out, 2)?.code).toBe('out-of-range');
    expect(out.state.storm).toBe(2);
    expect(eventsOf(out, 'storm-moved')).toEqual([
      {
        type: 'storm-moved',
        from: 17,
        sector: 2,
        distance: 3,
        destroyed: [
          { faction: 'atreides', territory: 'Cielago North', sector: 18, forces: 3 },
          { faction: 'atreides', territory: 'Cielago North', sector: 1, forces: 2 },
          { faction: 'emperor', territory: 'Meridian', sector: 1, forces: 5, elite: 2 },
          { faction: 'fremen', territory: 'Cielago Depression', sector: 2, forces: 6, elite: 2 },
        ],
        spiceLost: [
          { territory: 'Cielago South', sector: 1, amount: 12 },
          { territory: 'Cielago North', sector: 2, amount: 8 },
        ],
      },
    ]);
    expect(tanks(out, 'atreides')).toMatchObject({ forces: 5, elite: 0 });
    expect(tanks(out, 'emperor')).toMatchObject({ forces: 5, elite: 2 });
    expect(tanks(out, 'fremen')).toMatchObject({ forces: 6, elite: 2 });
    // The sector the storm started in, rock, strongholds and the Polar Sink are untouched.
    expect(forcesAt(out, 'harkonnen', 'Habbanya Ridge Flat')).toEqual([{ sector: 17, forces: 4, elite: 0 }]);
    expect(forcesAt(out, 'spacing-guild', "Tuek's Sietch")).toEqual([{ sector: 4, forces: 5, elite: 0 }]);
    expect(forcesAt(out, 'bene-gesserit', 'Polar Sink')).toEqual([{ sector: null, forces: 1, elite: 0 }]);
    expect(forcesAt(out, 'fremen', 'False Wall South')).toEqual([{ sector: 3, forces: 3, elite: 0 }]);
    expect(out.state.spiceOnBoard).toContainEqual({ territory: 'Habbanya Ridge Flat', sector: 17, amount: 10 });
    // §5.5: with the storm in sector 2 the Harkonnen (circle 4) are first and the Atreides (circle 1) last.
    expect(out.state.stormOrder).toEqual(['harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit', 'atreides']);
  });

  it('§5.5: a player whose circle the storm stops on goes last', () => {
    const out = run(
      laterTurn({ storm: 2, lastWheelUsers: ['harkonnen', 'emperor'] }, { rules: 'basic' }, [
        { as: 'harkonnen', do: 'dial', args: { value: 1 } },
        { as: 'emperor', do: 'dial', args: { value: 1 } },
      ]),
    );
    expect(out.state.storm).toBe(4);
    expect(out.state.stormOrder).toEqual(['fremen', 'emperor', 'spacing-guild', 'bene-gesserit', 'atreides', 'harkonnen']);
  });

  it('Advanced: only half the Fremen in a stormed piece die, rounded up, ordinary forces first; Basic kills them all', () => {
    const setup = {
      storm: 17,
      stormCard: 3,
      lastWheelUsers: ['harkonnen', 'emperor'],
      board: [
        { faction: 'fremen', territory: 'Cielago Depression', sector: 2, forces: 5, elite: 1 },
        { faction: 'fremen', territory: 'Meridian', sector: 1, forces: 4, elite: 2 },
        { faction: 'emperor', territory: 'Cielago North', sector: 1, forces: 4, elite: 2 },
      ],
    };
    const advanced = run(laterTurn(setup));
    expect(eventsOf(advanced, 'storm-card-revealed')).toEqual([{ type: 'storm-card-revealed', value: 3 }]);
    expect(forcesAt(advanced, 'fremen', 'Cielago Depression')).toEqual([{ sector: 2, forces: 2, elite: 1 }]);
    expect(forcesAt(advanced, 'fremen', 'Meridian')).toEqual([{ sector: 1, forces: 2, elite: 2 }]);
    expect(tanks(advanced, 'fremen')).toMatchObject({ forces: 5, elite: 0 });
    expect(tanks(advanced, 'emperor')).toMatchObject({ forces: 4, elite: 2 });

    const basic = run(
      laterTurn(setup, { rules: 'basic' }, [
        { as: 'harkonnen', do: 'dial', args: { value: 2 } },
        { as: 'emperor', do: 'dial', args: { value: 1 } },
      ]),
    );
    expect(forcesAt(basic, 'fremen', 'Cielago Depression')).toEqual([]);
    expect(forcesAt(basic, 'fremen', 'Meridian')).toEqual([]);
    expect(tanks(basic, 'fremen')).toMatchObject({ forces: 9, elite: 3 });
  });

  it('Advanced: Bene Gesserit advisors in a stormed sand piece die too', () => {
    const out = run(
      laterTurn({ storm: 17, stormCard: 1, board: [{ faction: 'bene-gesserit', territory: 'Cielago North', sector: 18, forces: 2, advisor: true }] }),
    );
    expect(forcesAt(out, 'bene-gesserit', 'Cielago North')).toEqual([]);
    expect(tanks(out, 'bene-gesserit').forces).toBe(2);
  });

  it('Advanced with the Fremen: the storm card moves the storm, no dials; without the Fremen the wheel users dial', () => {
    const withFremen = run(laterTurn({ storm: 10, stormCard: 6 }));
    expect(withFremen.state.storm).toBe(16);
    expect(eventsOf(withFremen, 'storm-dial-requested')).toEqual([]);
    const noFremen = run({
      seed: 3,
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: { turn: 2, phase: 'storm', storm: 10, lastWheelUsers: ['emperor', 'atreides'] },
    });
    expect(noFremen.state.waitingFor).toEqual(['emperor', 'atreides']);
    expect(noFremen.state.expecting).toContain('1–3');
  });

  it('S000-MOVE-8: the Polar Sink is never hit, even by a storm passing ten sectors', () => {
    const out = run(
      laterTurn(
        {
          storm: 1,
          stormCard: 1,
          hands: { atreides: ['Weather Control'] },
          board: [
            { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 3 },
            { faction: 'fremen', territory: 'Polar Sink', forces: 4 },
            { faction: 'emperor', territory: 'Red Chasm', forces: 1 },
          ],
        },
        {},
        [{ as: 'atreides', do: 'play', args: { card: 'Weather Control', sectors: 10 } }],
      ),
    );
    expect(out.state.storm).toBe(11);
    expect(forcesAt(out, 'bene-gesserit', 'Polar Sink')).toEqual([{ sector: null, forces: 3, elite: 0 }]);
    expect(forcesAt(out, 'fremen', 'Polar Sink')).toEqual([{ sector: null, forces: 4, elite: 0 }]);
    expect(tanks(out, 'emperor').forces).toBe(1);
  });
});
