import { describe, expect, it } from 'vitest';
import type { Scenario, ScenarioOutput } from '../../src/dune/scenario';
import { ALL_FACTIONS, errorOf, eventsOf, forcesAt, run, tanks } from '../support/scenario';

const ALL = ALL_FACTIONS;
const pileAt = (out: ScenarioOutput, territory: string) => out.state.spiceOnBoard.filter((p) => p.territory === territory);
const passAll = (factions: string[]) => factions.map((f) => ({ as: f, do: 'pass' }));

/** Turn 2, storm in sector 5 (no spice blow piece there), entering the Spice Blow phase. */
const blow = (setup: Scenario['setup'], opts: { factions?: string[]; rules?: 'basic' | 'advanced'; actions?: Scenario['actions'] } = {}): Scenario => ({
  seed: 4,
  factions: opts.factions ?? ALL,
  options: { rules: opts.rules ?? 'advanced' },
  setup: { turn: 2, phase: 'spice-blow', storm: 5, ...setup },
  actions: opts.actions ?? [],
});

describe('Spice Blow: territory cards', () => {
  it('Basic: one blow onto discard pile A; the spice is added on the blow piece', () => {
    const out = run(blow({ spiceDeck: ['Red Chasm', 'Old Gap'], spiceOnBoard: [{ territory: 'Red Chasm', amount: 3 }] }, { rules: 'basic' }));
    expect(eventsOf(out, 'spice-blown')).toEqual([{ type: 'spice-blown', pile: 'A', territory: 'Red Chasm', sector: 6, amount: 8, placed: true }]);
    expect(pileAt(out, 'Red Chasm')).toEqual([{ territory: 'Red Chasm', sector: 6, amount: 11 }]);
    expect(out.state.spiceDiscard).toEqual({ A: ['Red Chasm'], B: [] });
    expect(out.state.phase).not.toBe('spice-blow');
  });

  it('Advanced: two blows, A then B, each onto its own discard pile', () => {
    const out = run(blow({ spiceDeck: ['Red Chasm', 'Old Gap'] }));
    expect(eventsOf(out, 'spice-blown').map((e) => [e.pile, e.territory, e.sector, e.amount])).toEqual([
      ['A', 'Red Chasm', 6, 8],
      ['B', 'Old Gap', 9, 6],
    ]);
    expect(out.state.spiceDiscard).toEqual({ A: ['Red Chasm'], B: ['Old Gap'] });
    expect(pileAt(out, 'Old Gap')).toEqual([{ territory: 'Old Gap', sector: 9, amount: 6 }]);
  });

  it('a blow piece under the storm gets no spice; the card is discarded anyway', () => {
    const out = run(blow({ storm: 6, spiceDeck: ['Red Chasm'] }, { rules: 'basic' }));
    expect(eventsOf(out, 'spice-blown')).toEqual([{ type: 'spice-blown', pile: 'A', territory: 'Red Chasm', sector: 6, amount: 8, placed: false }]);
    expect(pileAt(out, 'Red Chasm')).toEqual([]);
    expect(out.state.spiceDiscard.A).toEqual(['Red Chasm']);
  });

  it('an exhausted spice deck is rebuilt at once from both discard piles, shuffled', () => {
    const territories = ['Cielago South', 'Cielago North', 'South Mesa', 'Red Chasm', 'The Minor Erg', 'Sihaya Ridge', 'Old Gap', 'Broken Land'];
    const rest = ['Hagga Basin', 'Rock Outcroppings', 'Funeral Plain', 'The Great Flat', 'Habbanya Erg', 'Wind Pass North', 'Habbanya Ridge Flat'];
    const worms = Array.from({ length: 6 }, () => 'Shai-Hulud');
    const out = run(
      blow(
        { spiceDiscard: { A: [...territories, ...worms.slice(0, 3)], B: [...rest, ...worms.slice(3)] } },
        { factions: ['atreides', 'harkonnen'], rules: 'basic' },
      ),
    );
    expect(eventsOf(out, 'spice-deck-reshuffled')).toEqual([{ type: 'spice-deck-reshuffled', cards: 21 }]);
    const revealed = out.state.spiceDiscard.A;
    expect(out.state.spiceDiscard.B).toEqual([]);
    expect(revealed.at(-1)).not.toBe('Shai-Hulud');
    expect(revealed.slice(0, -1).every((c) => c === 'Shai-Hulud')).toBe(true);
    expect(out.state.spiceDeckSize).toBe(21 - revealed.length);
  });
});

describe('Spice Blow: turn 1', () => {
  it('worms are set aside and shuffled back after the phase; no Nexus, no worm counted', () => {
    const out = run({
      seed: 4,
      factions: ALL,
      setup: { phase: 'spice-blow', storm: 5, spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Shai-Hulud', 'Old Gap'] },
    });
    expect(eventsOf(out, 'worm-set-aside').map((e) => e.pile)).toEqual(['A', 'A', 'B']);
    expect(eventsOf(out, 'worms-shuffled-back')).toEqual([{ type: 'worms-shuffled-back', worms: 3 }]);
    expect(eventsOf(out, 'nexus-started')).toEqual([]);
    expect(out.state.spiceDiscard).toEqual({ A: ['Red Chasm'], B: ['Old Gap'] });
    expect(out.state.spiceDeckSize).toBe(19);
    expect(out.state.wormsSeen).toBe(0);
    expect(out.state.phase).not.toBe('spice-blow');
  });
});

describe('Spice Blow: sandworms', () => {
  const oldGapWorm = {
    spiceDeck: ['Shai-Hulud', 'Red Chasm', 'Funeral Plain'],
    spiceDiscard: ['Old Gap', 'Shai-Hulud'],
    board: [
      { faction: 'atreides', territory: 'Old Gap', sector: 9, forces: 4 },
      { faction: 'harkonnen', territory: 'Old Gap', sector: 10, forces: 2 },
      { faction: 'bene-gesserit', territory: 'Old Gap', sector: 8, forces: 1, advisor: true },
      { faction: 'fremen', territory: 'Old Gap', sector: 9, forces: 3, elite: 1 },
      { faction: 'emperor', territory: 'Old Gap', sector: 8, forces: 2 },
    ],
    spiceOnBoard: [{ territory: 'Old Gap', sector: 9, amount: 6 }],
  };

  it('S001-WORM-8: the worm strikes the topmost territory card of its pile, and eats only after the Nexus has finished', () => {
    const during = run(blow(oldGapWorm));
    expect(eventsOf(during, 'worm-appeared')).toEqual([{ type: 'worm-appeared', pile: 'A', territory: 'Old Gap', wormsSeen: 1 }]);
    expect(during.state.step).toMatchObject({ pile: 'A', stage: 'nexus', strikes: ['Old Gap'] });
    expect(during.state.waitingFor).toEqual(ALL);
    // The Nexus is on: nothing is eaten yet, and Red Chasm's spice is already out.
    expect(forcesAt(during, 'atreides', 'Old Gap')).toEqual([{ sector: 9, forces: 4, elite: 0 }]);
    expect(pileAt(during, 'Old Gap')).toEqual([{ territory: 'Old Gap', sector: 9, amount: 6 }]);
    expect(pileAt(during, 'Red Chasm')).toEqual([{ territory: 'Red Chasm', sector: 6, amount: 8 }]);

    const after = run(blow(oldGapWorm, { actions: [...passAll(ALL), { as: 'fremen', do: 'pass' }] }));
    expect(eventsOf(after, 'worm-ate')).toEqual([
      {
        type: 'worm-ate',
        territory: 'Old Gap',
        destroyed: [
          { faction: 'atreides', territory: 'Old Gap', sector: 9, forces: 4 },
          { faction: 'harkonnen', territory: 'Old Gap', sector: 10, forces: 2 },
          { faction: 'bene-gesserit', territory: 'Old Gap', sector: 8, forces: 1 },
          { faction: 'emperor', territory: 'Old Gap', sector: 8, forces: 2 },
        ],
        spiceLost: [{ territory: 'Old Gap', sector: 9, amount: 6 }],
      },
    ]);
    expect(tanks(after, 'atreides').forces).toBe(4);
    expect(tanks(after, 'harkonnen').forces).toBe(2);
    expect(tanks(after, 'bene-gesserit').forces).toBe(1);
    expect(tanks(after, 'emperor').forces).toBe(2);
    expect(pileAt(after, 'Old Gap')).toEqual([]);
    // Fremen forces are never eaten.
    expect(forcesAt(after, 'fremen', 'Old Gap')).toEqual([{ sector: 9, forces: 3, elite: 1 }]);
  });

  it('S001-WORM-7: the forces of the Fremen’s ally are never eaten', () => {
    const out = run(blow({ ...oldGapWorm, alliances: [['fremen', 'emperor']] }, { actions: [...passAll(ALL), { as: 'fremen', do: 'pass' }] }));
    expect(forcesAt(out, 'emperor', 'Old Gap')).toEqual([{ sector: 8, forces: 2, elite: 0 }]);
    expect(tanks(out, 'emperor').forces).toBe(0);
    expect(tanks(out, 'atreides').forces).toBe(4);
  });

  it('S001-WORM-1: each blow that reveals a worm opens its own Nexus; the worms of one blow share it', () => {
    const three = ['atreides', 'harkonnen', 'emperor'];
    const sc = blow(
      {
        spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Shai-Hulud', 'Old Gap'],
        spiceDiscard: { A: ['Sihaya Ridge'], B: ['The Great Flat'] },
        wormsSeen: 2,
        board: [{ faction: 'atreides', territory: 'The Great Flat', forces: 2 }],
      },
      { factions: three },
    );
    const first = run(sc);
    expect(eventsOf(first, 'nexus-started')).toEqual([{ type: 'nexus-started', pile: 'A', strikes: ['Sihaya Ridge', 'Sihaya Ridge'] }]);
    const second = run({ ...sc, actions: passAll(three) });
    expect(eventsOf(second, 'nexus-started').map((e) => [e.pile, e.strikes])).toEqual([
      ['A', ['Sihaya Ridge', 'Sihaya Ridge']],
      ['B', ['The Great Flat']],
    ]);
    expect(second.state.step).toMatchObject({ pile: 'B', stage: 'nexus' });
    // Pile B's worm waits for pile B's Nexus.
    expect(forcesAt(second, 'atreides', 'The Great Flat')).toEqual([{ sector: 14, forces: 2, elite: 0 }]);
    const done = run({ ...sc, actions: [...passAll(three), ...passAll(three)] });
    expect(forcesAt(done, 'atreides', 'The Great Flat')).toEqual([]);
    expect(done.state.wormsSeen).toBe(5);
    expect(done.state.phase).not.toBe('spice-blow');
  });

  it('a worm with no territory card under it strikes nothing, but the Nexus still happens', () => {
    const out = run(blow({ spiceDeck: ['Shai-Hulud', 'Red Chasm'], spiceDiscard: [] }, { rules: 'basic', factions: ['atreides', 'harkonnen'] }));
    expect(eventsOf(out, 'worm-appeared')).toEqual([{ type: 'worm-appeared', pile: 'A', territory: null, wormsSeen: 1 }]);
    expect(out.state.step).toMatchObject({ stage: 'nexus', strikes: [null] });
    const after = run(
      blow(
        { spiceDeck: ['Shai-Hulud', 'Red Chasm'], spiceDiscard: [] },
        { rules: 'basic', factions: ['atreides', 'harkonnen'], actions: passAll(['atreides', 'harkonnen']) },
      ),
    );
    expect(eventsOf(after, 'worm-ate')).toEqual([]);
    expect(after.state.phase).not.toBe('spice-blow');
  });

  it('S001-WORM-2: Advanced, the Fremen send each further worm of a blow to any sand territory; Basic, it strikes the same territory', () => {
    const setup = { spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Funeral Plain'], spiceDiscard: ['Old Gap'] };
    const advanced = run(
      blow(setup, {
        actions: [
          { as: 'atreides', do: 'worm', args: { territory: 'Habbanya Erg' } },
          { as: 'fremen', do: 'worm', args: { territory: 'Arrakeen' } },
          { as: 'fremen', do: 'worm', args: { territory: 'Shield Wall' } },
          { as: 'fremen', do: 'worm', args: { territory: 'Polar Sink' } },
          { as: 'fremen', do: 'worm', args: { territory: 'Habbanya Erg' } },
        ],
      }),
    );
    expect(eventsOf(advanced, 'worm-appeared')[1]).toMatchObject({ territory: null, awaiting: 'fremen', wormsSeen: 2 });
    expect(errorOf(advanced, 0)?.code).toBe('not-your-turn');
    expect(errorOf(advanced, 1)?.code).toBe('not-sand');
    expect(errorOf(advanced, 2)?.code).toBe('not-sand');
    expect(errorOf(advanced, 3)?.code).toBe('not-sand');
    expect(eventsOf(advanced, 'worm-sent')).toEqual([{ type: 'worm-sent', faction: 'fremen', territory: 'Habbanya Erg' }]);
    expect(advanced.state.step).toMatchObject({ stage: 'nexus', strikes: ['Old Gap', 'Habbanya Erg'] });

    const passed = run(blow(setup, { actions: [{ as: 'fremen', do: 'pass' }] }));
    expect(passed.state.step).toMatchObject({ stage: 'nexus', strikes: ['Old Gap', 'Old Gap'] });

    const basic = run(blow(setup, { rules: 'basic' }));
    expect(eventsOf(basic, 'worm-sent')).toEqual([]);
    expect(basic.state.step).toMatchObject({ stage: 'nexus', strikes: ['Old Gap', 'Old Gap'] });
  });

  it('S003-CTRL-4: every worm from turn 2 on is counted, those the Fremen send included', () => {
    const out = run(
      blow(
        { wormsSeen: 4, spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Funeral Plain'], spiceDiscard: ['Old Gap'] },
        { actions: [{ as: 'fremen', do: 'worm', args: { territory: 'Habbanya Erg' } }] },
      ),
    );
    expect(out.state.wormsSeen).toBe(6);
  });
});

describe('Spice Blow: the worm ride', () => {
  /** Pile A: a worm on Old Gap, then one the Fremen send to Habbanya Erg, then Red Chasm; pile B: Funeral Plain. */
  const ride = (setup: Scenario['setup'], actions: Scenario['actions']) =>
    blow(
      { spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Funeral Plain'], spiceDiscard: ['Old Gap'], ...setup },
      { actions: [{ as: 'fremen', do: 'worm', args: { territory: 'Habbanya Erg' } }, ...passAll(ALL), ...(actions ?? [])] },
    );
  const fremenIn = (extra: NonNullable<NonNullable<Scenario['setup']>['board']>) => [
    { faction: 'fremen', territory: 'Habbanya Erg', sector: 15, forces: 3 },
    { faction: 'fremen', territory: 'Habbanya Erg', sector: 16, forces: 2, elite: 1 },
    ...extra,
  ];

  it('S001-WORM-3: Fremen forces where the Fremen sent a further worm may ride it to any one territory', () => {
    const out = run(
      ride({ board: fremenIn([{ faction: 'harkonnen', territory: 'Habbanya Erg', sector: 15, forces: 2 }]) }, [
        { as: 'fremen', do: 'ride', args: { to: 'The Great Flat', forces: 4, elite: 1 } },
      ]),
    );
    expect(eventsOf(out, 'worm-ride-offered')).toEqual([{ type: 'worm-ride-offered', faction: 'fremen', territory: 'Habbanya Erg' }]);
    expect(eventsOf(out, 'worm-ate').map((e) => e.territory)).toEqual(['Old Gap', 'Habbanya Erg']);
    expect(tanks(out, 'harkonnen').forces).toBe(2);
    expect(eventsOf(out, 'worm-ridden')).toEqual([{ type: 'worm-ridden', from: 'Habbanya Erg', territory: 'The Great Flat', sector: 14, forces: 4, elite: 1 }]);
    expect(forcesAt(out, 'fremen', 'The Great Flat')).toEqual([{ sector: 14, forces: 4, elite: 1 }]);
    expect(forcesAt(out, 'fremen', 'Habbanya Erg')).toEqual([{ sector: 16, forces: 1, elite: 0 }]);
    // Pile B follows once the ride is done.
    expect(out.state.spiceDiscard.B).toEqual(['Funeral Plain']);
  });

  it('a repeat worm on the same territory allows a repeat ride', () => {
    const out = run(
      blow(
        { spiceDeck: ['Shai-Hulud', 'Shai-Hulud', 'Red Chasm', 'Funeral Plain'], spiceDiscard: ['Habbanya Erg'], board: fremenIn([]) },
        {
          rules: 'basic',
          actions: [
            ...passAll(ALL),
            { as: 'fremen', do: 'ride', args: { to: 'The Great Flat', forces: 1 } },
            { as: 'fremen', do: 'ride', args: { to: 'Funeral Plain' } },
          ],
        },
      ),
    );
    expect(eventsOf(out, 'worm-ridden').map((e) => [e.territory, e.forces])).toEqual([
      ['The Great Flat', 1],
      ['Funeral Plain', 4],
    ]);
    expect(forcesAt(out, 'fremen', 'Habbanya Erg')).toEqual([]);
  });

  it('S001-WORM-4: where the riders arrive, forces and spice are not eaten', () => {
    const out = run(
      ride(
        {
          board: fremenIn([{ faction: 'harkonnen', territory: 'South Mesa', sector: 4, forces: 2 }]),
          spiceOnBoard: [{ territory: 'South Mesa', sector: 4, amount: 10 }],
        },
        [{ as: 'fremen', do: 'ride', args: { to: 'South Mesa', sector: 4 } }],
      ),
    );
    expect(forcesAt(out, 'fremen', 'South Mesa')).toEqual([{ sector: 4, forces: 5, elite: 1 }]);
    expect(forcesAt(out, 'harkonnen', 'South Mesa')).toEqual([{ sector: 4, forces: 2, elite: 0 }]);
    expect(pileAt(out, 'South Mesa')).toEqual([{ territory: 'South Mesa', sector: 4, amount: 10 }]);
    expect(tanks(out, 'harkonnen').forces).toBe(0);
  });

  it('S001-WORM-5: riders neither leave nor enter the storm', () => {
    const out = run(
      ride({ storm: 16, board: fremenIn([]) }, [
        { as: 'fremen', do: 'ride', args: { to: 'Wind Pass North', sector: 16 } },
        { as: 'fremen', do: 'ride', args: { to: 'Wind Pass North', sector: 17, forces: 4 } },
        { as: 'fremen', do: 'ride', args: { to: 'Wind Pass North', sector: 17 } },
      ]),
    );
    expect(errorOf(out, ALL.length + 1)?.code).toBe('storm-sector');
    expect(errorOf(out, ALL.length + 2)?.code).toBe('not-enough-forces');
    // Only the 3 forces out of the storm ride; the 2 in sector 16 stay.
    expect(forcesAt(out, 'fremen', 'Wind Pass North')).toEqual([{ sector: 17, forces: 3, elite: 0 }]);
    expect(forcesAt(out, 'fremen', 'Habbanya Erg')).toEqual([{ sector: 16, forces: 2, elite: 1 }]);
  });

  it('S001-WORM-6: riders may not enter a stronghold two other factions occupy; advisors do not count', () => {
    const out = run(
      ride(
        {
          board: fremenIn([
            { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
            { faction: 'harkonnen', territory: 'Carthag', forces: 3 },
            { faction: 'bene-gesserit', territory: 'Carthag', forces: 1, advisor: true },
          ]),
        },
        [
          { as: 'fremen', do: 'ride', args: { to: 'Arrakeen' } },
          { as: 'fremen', do: 'ride', args: { to: 'Carthag' } },
        ],
      ),
    );
    expect(errorOf(out, ALL.length + 1)?.code).toBe('stronghold-full');
    expect(errorOf(out, ALL.length + 1)?.message).toContain('S001-WORM-6');
    expect(forcesAt(out, 'fremen', 'Carthag')).toEqual([{ sector: 10, forces: 5, elite: 1 }]);
  });

  it('S001-WORM-7: the ally cannot ride, and riders may not join the ally’s forces (except in the Polar Sink)', () => {
    const sc = ride(
      {
        alliances: [['fremen', 'emperor']],
        board: fremenIn([
          { faction: 'emperor', territory: 'Habbanya Erg', sector: 15, forces: 2 },
          { faction: 'emperor', territory: 'Red Chasm', forces: 1 },
          { faction: 'emperor', territory: 'Polar Sink', forces: 1 },
        ]),
      },
      [
        { as: 'emperor', do: 'ride', args: { to: 'Polar Sink' } },
        { as: 'fremen', do: 'ride', args: { to: 'Red Chasm' } },
        { as: 'fremen', do: 'ride', args: { to: 'Polar Sink' } },
      ],
    );
    const out = run(sc);
    expect(errorOf(out, ALL.length + 1)?.code).toBe('not-your-turn');
    expect(errorOf(out, ALL.length + 2)?.code).toBe('ally-there');
    expect(forcesAt(out, 'fremen', 'Polar Sink')).toEqual([{ sector: null, forces: 5, elite: 1 }]);
    expect(forcesAt(out, 'emperor', 'Habbanya Erg')).toEqual([{ sector: 15, forces: 2, elite: 0 }]);
  });

  it('the Fremen may decline a ride; without Fremen forces in a struck territory no ride is offered', () => {
    const declined = run(ride({ board: fremenIn([]) }, [{ as: 'fremen', do: 'pass' }]));
    expect(eventsOf(declined, 'worm-ride-declined')).toEqual([{ type: 'worm-ride-declined', faction: 'fremen', territory: 'Habbanya Erg' }]);
    expect(forcesAt(declined, 'fremen', 'Habbanya Erg')).toHaveLength(2);
    const none = run(ride({ board: [] }, []));
    expect(eventsOf(none, 'worm-ride-offered')).toEqual([]);
    expect(none.state.spiceDiscard.B).toEqual(['Funeral Plain']);
  });
});
