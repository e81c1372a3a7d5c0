import { describe, expect, it } from 'vitest';
import type { DuneEvent } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';

type Setup = NonNullable<Scenario['setup']>;

/**
 * The Spice Collection of the last turn (10 of 10), so that nothing after the Mentat Pause changes
 * the spice counted here. Every faction starts with 5 spice unless the setup says otherwise.
 */
function collect(setup: Setup, options: Scenario['options'] = {}): ScenarioOutput {
  const out = runScenario({
    seed: 5,
    factions: ['atreides', 'harkonnen', 'fremen', 'emperor', 'bene-gesserit'],
    options,
    setup: {
      turn: 10,
      phase: 'collection',
      storm: 3,
      order: ['atreides', 'harkonnen', 'fremen', 'emperor', 'bene-gesserit'],
      spice: { atreides: 5, harkonnen: 5, fremen: 5, emperor: 5, 'bene-gesserit': 5 },
      ...setup,
    },
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

/** The events of the Spice Collection phase itself. */
function collectionEvents(out: ScenarioOutput): DuneEvent[] {
  const all = out.setupEvents;
  const start = all.findIndex((e) => e.type === 'phase-started' && e.phase === 'collection');
  const end = all.findIndex((e) => e.type === 'phase-ended' && e.phase === 'collection');
  return all.slice(start + 1, end);
}

const spiceOf = (out: ScenarioOutput) => Object.fromEntries(Object.entries(out.views).map(([f, v]) => [f, v.spice]));

describe('Spice Collection', () => {
  it('S002-SPICE-2: 2 spice per force, 3 per force for a faction occupying Arrakeen or Carthag', () => {
    const out = collect({
      board: [
        { faction: 'fremen', territory: 'The Great Flat', forces: 3 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 1 },
        { faction: 'harkonnen', territory: 'Old Gap', sector: 9, forces: 2 },
        { faction: 'atreides', territory: 'Arrakeen', forces: 1 },
        { faction: 'atreides', territory: 'Habbanya Erg', sector: 15, forces: 4 },
      ],
      spiceOnBoard: [
        { territory: 'The Great Flat', amount: 10 },
        { territory: 'Old Gap', sector: 9, amount: 8 },
        { territory: 'Habbanya Erg', sector: 15, amount: 5 },
      ],
    });
    expect(collectionEvents(out)).toEqual([
      { type: 'spice-collected', faction: 'fremen', territory: 'The Great Flat', sector: 14, amount: 6 },
      { type: 'spice-collected', faction: 'harkonnen', territory: 'Old Gap', sector: 9, amount: 6 },
      { type: 'spice-collected', faction: 'atreides', territory: 'Habbanya Erg', sector: 15, amount: 5 },
    ]);
    expect(spiceOf(out)).toEqual({ atreides: 10, harkonnen: 11, fremen: 11, emperor: 5, 'bene-gesserit': 5 });
  });

  it('S002-SPICE-1: spice not collected stays where it is', () => {
    const out = collect({
      board: [
        { faction: 'fremen', territory: 'The Great Flat', forces: 3 },
        { faction: 'harkonnen', territory: 'Old Gap', sector: 9, forces: 2 },
      ],
      spiceOnBoard: [
        { territory: 'The Great Flat', amount: 10 },
        { territory: 'Old Gap', sector: 9, amount: 8 },
        { territory: 'Cielago North', sector: 2, amount: 6 },
      ],
    });
    expect(out.state.spiceOnBoard).toEqual([
      { territory: 'The Great Flat', sector: 14, amount: 4 },
      { territory: 'Old Gap', sector: 9, amount: 4 },
      { territory: 'Cielago North', sector: 2, amount: 6 },
    ]);
  });

  it('collects only from the piece holding the spice, and not in the storm sector', () => {
    const elsewhere = collect({
      board: [
        { faction: 'emperor', territory: 'South Mesa', sector: 3, forces: 4 },
        { faction: 'emperor', territory: 'South Mesa', sector: 5, forces: 4 },
        { faction: 'fremen', territory: 'South Mesa', sector: 4, forces: 1 },
      ],
      spiceOnBoard: [{ territory: 'South Mesa', sector: 4, amount: 6 }],
    });
    expect(collectionEvents(elsewhere)).toEqual([{ type: 'spice-collected', faction: 'fremen', territory: 'South Mesa', sector: 4, amount: 2 }]);
    expect(elsewhere.state.spiceOnBoard).toEqual([{ territory: 'South Mesa', sector: 4, amount: 4 }]);

    const stormed = collect({
      storm: 4,
      board: [{ faction: 'emperor', territory: 'South Mesa', sector: 4, forces: 2 }],
      spiceOnBoard: [{ territory: 'South Mesa', sector: 4, amount: 6 }],
    });
    expect(collectionEvents(stormed)).toEqual([]);
    expect(stormed.state.spiceOnBoard).toEqual([{ territory: 'South Mesa', sector: 4, amount: 6 }]);
    expect(stormed.views.emperor!.spice).toBe(5);
  });

  it('Bene Gesserit advisors collect nothing; fighters do', () => {
    const out = collect({
      board: [
        { faction: 'bene-gesserit', territory: 'The Great Flat', forces: 2, advisor: true },
        { faction: 'bene-gesserit', territory: 'Funeral Plain', forces: 1 },
      ],
      spiceOnBoard: [
        { territory: 'The Great Flat', amount: 10 },
        { territory: 'Funeral Plain', amount: 6 },
      ],
    });
    expect(collectionEvents(out)).toEqual([{ type: 'spice-collected', faction: 'bene-gesserit', territory: 'Funeral Plain', sector: 14, amount: 2 }]);
    expect(out.views['bene-gesserit']!.spice).toBe(7);
  });

  const shared: Setup = {
    order: ['emperor', 'fremen', 'atreides', 'harkonnen', 'bene-gesserit'],
    board: [
      { faction: 'fremen', territory: 'Funeral Plain', forces: 2 },
      { faction: 'emperor', territory: 'Funeral Plain', forces: 3 },
    ],
    spiceOnBoard: [{ territory: 'Funeral Plain', amount: 7 }],
  };

  it('two factions in one spice piece: the first in storm order collects first (option spiceSplit: storm-order)', () => {
    const out = collect(shared);
    expect(collectionEvents(out)).toEqual([
      { type: 'spice-collected', faction: 'emperor', territory: 'Funeral Plain', sector: 14, amount: 6 },
      { type: 'spice-collected', faction: 'fremen', territory: 'Funeral Plain', sector: 14, amount: 1 },
    ]);
    expect(out.state.spiceOnBoard).toEqual([]);
  });

  it('two factions in one spice piece take turns force by force with spiceSplit: alternate', () => {
    const out = collect(shared, { spiceSplit: 'alternate' });
    expect(collectionEvents(out)).toEqual([
      { type: 'spice-collected', faction: 'emperor', territory: 'Funeral Plain', sector: 14, amount: 4 },
      { type: 'spice-collected', faction: 'fremen', territory: 'Funeral Plain', sector: 14, amount: 3 },
    ]);
  });
});

describe('variant: increased spice flow', () => {
  const board: Setup['board'] = [
    { faction: 'atreides', territory: 'Arrakeen', forces: 2 },
    { faction: 'harkonnen', territory: 'Carthag', forces: 2 },
    { faction: 'harkonnen', territory: "Tuek's Sietch", forces: 1 },
    { faction: 'bene-gesserit', territory: "Tuek's Sietch", forces: 1, advisor: true },
    { faction: 'fremen', territory: 'Sietch Tabr', forces: 5 },
  ];

  it("S002-SPICE-3: occupants of Arrakeen and Carthag collect 2, of Tuek's Sietch 1, for each stronghold occupied", () => {
    const out = collect({ board }, { variants: ['increased-spice-flow'] });
    expect(collectionEvents(out)).toEqual([
      { type: 'spice-flow', faction: 'atreides', stronghold: 'Arrakeen', amount: 2 },
      { type: 'spice-flow', faction: 'harkonnen', stronghold: 'Carthag', amount: 2 },
      { type: 'spice-flow', faction: 'harkonnen', stronghold: "Tuek's Sietch", amount: 1 },
    ]);
    expect(spiceOf(out)).toEqual({ atreides: 7, harkonnen: 8, fremen: 5, emperor: 5, 'bene-gesserit': 5 });
  });

  it('S002-SPICE-3: every occupant at the moment of collection collects, even two sharing Arrakeen under the storm', () => {
    const out = collect(
      {
        storm: 9,
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 2 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 1 },
        ],
      },
      { variants: ['increased-spice-flow'] },
    );
    expect(collectionEvents(out)).toEqual([
      { type: 'spice-flow', faction: 'atreides', stronghold: 'Arrakeen', amount: 2 },
      { type: 'spice-flow', faction: 'emperor', stronghold: 'Arrakeen', amount: 2 },
    ]);
  });

  it('S002-SPICE-3: without the variant no stronghold income is paid', () => {
    const out = collect({ board });
    expect(collectionEvents(out)).toEqual([]);
    expect(out.views.harkonnen!.spice).toBe(5);
  });
});
