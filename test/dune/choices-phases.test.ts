import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { decisionsFor, optionsFor, preview, type ArgOptions, type Chosen, type Decision } from '../../src/dune/choices';
import { createGame } from '../../src/dune/create';
import type { Scenario } from '../../src/dune/scenario';
import type { SetupPatch } from '../../src/dune/setup-patch';
import type { DuneState, FactionId } from '../../src/dune/state';
import { finalState } from './battle-helpers';

/** Legal choices in exact situations, phase by phase, set up as scenario files set them up (docs/scenarios.md). */

type Action = NonNullable<Scenario['actions']>[number];

const at = (factions: string[], setup: SetupPatch, actions: Action[] = [], options: Scenario['options'] = { rules: 'basic' }): DuneState =>
  finalState({ seed: 5, factions, options, setup, actions });

/** The values offered, whatever the kind: a range as its whole numbers. */
function values(o: ArgOptions): unknown[] {
  if (o.kind === 'list') return o.options.map((x) => x.value);
  if (o.kind === 'range') return Array.from({ length: o.max - o.min + 1 }, (_, i) => o.min + i);
  return [];
}

const options = (s: DuneState, f: FactionId, action: string, chosen: Chosen, arg: string): unknown[] => values(optionsFor(s, f, action, chosen, arg));

const labels = (ds: Decision[]): string[] => ds.map((d) => d.label);

const decision = (s: DuneState, f: FactionId, label: string): Decision => {
  const d = decisionsFor(s, f).find((x) => x.label === label);
  if (!d) throw new Error(`${f} has no decision "${label}"; they have: ${labels(decisionsFor(s, f)).join(', ')}`);
  return d;
};

/** Applies a decision with the given arguments; the engine must accept it. */
function take(s: DuneState, f: FactionId, d: Decision, args: Chosen = {}): DuneState {
  const r = applyAction(s, { kind: 'seat', seat: f }, { do: d.action, args: { ...(d.preset ?? {}), ...args } });
  if (!r.ok) throw new Error(`${f} ${d.action}: ${r.error.message}`);
  return r.value.state;
}

describe('setup', () => {
  const created = createGame({ seats: ['atreides', 'harkonnen', 'fremen', 'bene-gesserit'], options: { rules: 'advanced' }, seed: 3 });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value.state;
  const offers = s.step.phase === 'setup' ? s.step.traitorOffers : {};

  it('offers exactly the four traitor cards dealt, and the Harkonnen, who keep all four, nothing to choose', () => {
    expect(options(s, 'atreides', 'traitor', {}, 'leader')).toEqual(offers.atreides);
    expect(labels(decisionsFor(s, 'atreides'))).toContain('Keep a traitor');
    expect(labels(decisionsFor(s, 'harkonnen')).filter((l) => l === 'Keep a traitor')).toEqual([]);
  });

  it('lets the Bene Gesserit predict another faction on a turn of the game', () => {
    expect(options(s, 'bene-gesserit', 'predict', {}, 'faction')).toEqual(['atreides', 'harkonnen', 'fremen']);
    expect(optionsFor(s, 'bene-gesserit', 'predict', { faction: 'fremen' }, 'turn')).toMatchObject({ kind: 'range', min: 1, max: 10 });
  });

  it('places the Fremen in their three start territories, up to 10 forces, up to 3 of them Fedaykin; the Bene Gesserit after them, anywhere', () => {
    expect(options(s, 'fremen', 'place', {}, 'territory')).toEqual(['sietch-tabr', 'false-wall-south', 'false-wall-west']);
    expect(options(s, 'fremen', 'place', { territory: 'false-wall-west' }, 'sector')).toEqual([15, 16, 17]);
    expect(optionsFor(s, 'fremen', 'place', { territory: 'sietch-tabr', sector: 13 }, 'forces')).toMatchObject({ kind: 'range', min: 1, max: 10 });
    expect(optionsFor(s, 'fremen', 'place', { territory: 'sietch-tabr', sector: 13, forces: 10 }, 'elite')).toMatchObject({ kind: 'range', min: 0, max: 3 });
    expect(labels(decisionsFor(s, 'bene-gesserit'))).not.toContain('Place your starting force');
    const placed = take(s, 'fremen', decision(s, 'fremen', 'Place starting forces'), { territory: 'sietch-tabr', sector: 13, forces: 10 });
    const bg = decision(placed, 'bene-gesserit', 'Place your starting force');
    expect(bg.args).toEqual(['territory', 'sector']);
    expect(options(placed, 'bene-gesserit', 'place', {}, 'territory')).toHaveLength(42);
    expect(optionsFor(placed, 'bene-gesserit', 'place', { territory: 'polar-sink' }, 'sector')).toEqual({
      kind: 'list',
      options: [{ value: null, label: 'Polar Sink' }],
    });
  });
});

describe('storm', () => {
  it('dials 0–20 on turn 1 and 1–3 afterwards, for the two dialers only', () => {
    const first = at(['atreides', 'harkonnen', 'emperor'], { turn: 1, phase: 'storm' });
    const dialers = first.step.phase === 'storm' ? first.step.dialers : [];
    for (const f of dialers) expect(optionsFor(first, f, 'dial', {}, 'value')).toMatchObject({ kind: 'range', min: 0, max: 20 });
    const other = first.factions.find((f) => !dialers.includes(f)) as FactionId;
    expect(labels(decisionsFor(first, other))).not.toContain('Dial the storm');
    expect(optionsFor(first, other, 'dial', {}, 'value')).toMatchObject({ kind: 'none', reason: expect.stringContaining('not') });
    const later = at(['atreides', 'harkonnen'], { turn: 3, phase: 'storm', lastWheelUsers: ['atreides', 'harkonnen'] });
    expect(optionsFor(later, 'atreides', 'dial', {}, 'value')).toMatchObject({ kind: 'range', min: 1, max: 3 });
  });

  it('offers Weather Control (0–10 sectors), and Family Atomics only with forces next to the Shield Wall', () => {
    const dialled = (board: SetupPatch['board']) =>
      at(
        ['atreides', 'harkonnen'],
        { turn: 2, phase: 'storm', storm: 2, lastWheelUsers: ['atreides', 'harkonnen'], hands: { atreides: ['Weather Control', 'Family Atomics'] }, board },
        [
          { as: 'atreides', do: 'dial', args: { value: 1 } },
          { as: 'harkonnen', do: 'dial', args: { value: 2 } },
        ],
      );
    const far = dialled([{ faction: 'atreides', territory: 'Arrakeen', forces: 5 }]);
    expect(labels(decisionsFor(far, 'atreides'))).toEqual(expect.arrayContaining(['Play Weather Control', 'Play no storm card']));
    expect(labels(decisionsFor(far, 'atreides'))).not.toContain('Play Family Atomics');
    expect(decision(far, 'atreides', 'Play no storm card').summary).toBe('The storm is to move 3 sectors.');
    expect(optionsFor(far, 'atreides', 'play', { card: 'Weather Control' }, 'sectors')).toMatchObject({ kind: 'range', min: 0, max: 10 });
    const near = dialled([{ faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 5 }]);
    expect(labels(decisionsFor(near, 'atreides'))).toContain('Play Family Atomics');
  });
});

describe('bidding', () => {
  const setup: SetupPatch = {
    phase: 'bidding',
    order: ['atreides', 'harkonnen', 'emperor'],
    spice: { atreides: 5, harkonnen: 9, emperor: 2 },
    hands: { atreides: [], harkonnen: ['Karama'], emperor: [] },
  };
  const s = at(['atreides', 'harkonnen', 'emperor'], setup, [{ as: 'atreides', do: 'bid', args: { amount: 3 } }]);

  it('offers bids from above the high bid up to your spice: the next three as buttons', () => {
    const opening = at(['atreides', 'harkonnen', 'emperor'], setup);
    expect(labels(decisionsFor(opening, 'atreides'))).toEqual([
      'Bid 1',
      'Bid 2',
      'Bid 3',
      'Bid…',
      'Pass',
      'Auto-pass this card',
      'Auto-pass this auction',
      'Max bid…',
      'Propose a deal',
      'Give spice',
    ]);
    expect(optionsFor(opening, 'atreides', 'bid', {}, 'amount')).toMatchObject({ kind: 'range', min: 1, max: 5 });
    expect(decision(s, 'harkonnen', 'Bid 4').preset).toEqual({ amount: 4 });
    expect(optionsFor(s, 'harkonnen', 'bid', {}, 'amount')).toMatchObject({ kind: 'range', min: 4, max: 9 });
    expect(decision(s, 'harkonnen', 'Pass').summary).toBe('Card 1 of 3: High bid 3 by the Atreides; you hold 9 spice.');
  });

  it('lets a Karama bid go beyond your spice, or take the card at once', () => {
    expect(optionsFor(s, 'harkonnen', 'bid', { karama: true }, 'amount')).toMatchObject({ kind: 'range', min: 4, max: 200 });
    expect(decision(s, 'harkonnen', 'Take it with Karama')).toMatchObject({ args: [], preset: { karama: true, amount: null } });
  });

  it('offers nothing to bid to a player who cannot top the bid, nor to one whose turn it is not', () => {
    const passed = take(s, 'harkonnen', decision(s, 'harkonnen', 'Pass'));
    expect(labels(decisionsFor(passed, 'emperor'))).toEqual(['Pass', 'Auto-pass this card', 'Auto-pass this auction', 'Propose a deal', 'Give spice']);
    expect(optionsFor(passed, 'emperor', 'bid', {}, 'amount')).toMatchObject({ kind: 'none' });
    expect(optionsFor(s, 'emperor', 'bid', {}, 'amount')).toMatchObject({ kind: 'none', reason: expect.stringContaining('not the Emperor’s move') });
  });
});

describe('revival', () => {
  const setup = (spice: number, leaders: SetupPatch['leaders'] = {}): DuneState =>
    at(['atreides', 'harkonnen', 'emperor'], { phase: 'revival', board: [], tanks: { atreides: 5 }, spice: { atreides: spice }, leaders });

  it('offers free forces first, then paid ones up to 3 as spice allows', () => {
    const s = setup(3);
    expect(optionsFor(s, 'atreides', 'revive', {}, 'forces')).toEqual({
      kind: 'list',
      options: [
        { value: 1, label: '1 force (free)' },
        { value: 2, label: '2 forces (free)' },
        { value: 3, label: '3 forces (2 free, 2 spice)' },
      ],
    });
    expect(decision(s, 'atreides', 'Revive 2 forces free').args).toEqual([]);
    expect(options(setup(1), 'atreides', 'revive', {}, 'forces')).toEqual([1, 2]);
  });

  it('offers a leader only when leader revival is open, and only one you can pay for', () => {
    expect(decision(setup(3), 'atreides', 'Revive…').args).toEqual(['forces']);
    const tanks = {
      'Thufir Hawat': 'tanks',
      'Lady Jessica': 'tanks',
      'Gurney Halleck': 'tanks',
      'Duncan Idaho': 'tanks',
      'Dr. Wellington Yueh': 'tanks',
    } as const;
    const s = setup(3, tanks);
    expect(decision(s, 'atreides', 'Revive…').args).toEqual(['forces', 'leader']);
    // 2 forces free leave 3 spice: Duncan Idaho (2) and Dr. Yueh (1), not Gurney (4) nor Thufir or Jessica (5).
    expect(options(s, 'atreides', 'revive', { forces: 2 }, 'leader')).toEqual(['duncan-idaho', 'dr-wellington-yueh', null]);
    // A third force costs 2 of the 3 spice: only Dr. Yueh is left.
    expect(options(s, 'atreides', 'revive', { forces: 3 }, 'leader')).toEqual(['dr-wellington-yueh', null]);
    // No forces: a leader must be revived.
    expect(options(s, 'atreides', 'revive', { forces: 0 }, 'leader')).toEqual(['duncan-idaho', 'dr-wellington-yueh']);
  });

  it('lets the Emperor pay for up to 3 of their ally’s forces', () => {
    const s = at(['atreides', 'harkonnen', 'emperor'], {
      phase: 'revival',
      board: [],
      tanks: { atreides: 5, emperor: 1 },
      spice: { emperor: 4 },
      alliances: [['atreides', 'emperor']],
    });
    expect(labels(decisionsFor(s, 'emperor'))).toContain('Revive your ally’s forces');
    expect(optionsFor(s, 'emperor', 'revive-ally', {}, 'forces')).toMatchObject({ kind: 'range', min: 1, max: 2 });
  });
});

describe('shipment', () => {
  const factions = ['atreides', 'harkonnen', 'emperor', 'spacing-guild'];
  const order = ['atreides', 'harkonnen', 'emperor', 'spacing-guild'];
  const board: SetupPatch['board'] = [
    { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
    { faction: 'emperor', territory: 'Carthag', forces: 2 },
    { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
  ];
  const s = at(factions, { phase: 'shipment-movement', storm: 12, order, board, spice: { atreides: 10 } });

  it('never offers a stronghold two other factions hold, nor a piece under the storm', () => {
    const where = options(s, 'atreides', 'ship', {}, 'territory');
    expect(where).toContain('arrakeen');
    expect(where).not.toContain('carthag');
    // Storm in sector 12: Hagga Basin (11, 12) keeps sector 11; Rock Outcroppings (12, 13) keeps 13.
    expect(options(s, 'atreides', 'ship', { territory: 'hagga-basin' }, 'sector')).toEqual([11]);
    expect(options(s, 'atreides', 'ship', { territory: 'rock-outcroppings' }, 'sector')).toEqual([13]);
  });

  it('offers as many forces as reserves and spice allow, with their price, and previews the cost', () => {
    expect(optionsFor(s, 'atreides', 'ship', { territory: 'arrakeen' }, 'forces')).toEqual({
      kind: 'range',
      min: 1,
      max: 10,
      label: 'Forces from reserves (1 spice each, to the Spacing Guild)',
    });
    expect(optionsFor(s, 'atreides', 'ship', { territory: 'the-great-flat' }, 'forces')).toMatchObject({ kind: 'range', min: 1, max: 5 });
    expect(preview(s, 'atreides', { do: 'ship', args: { territory: 'Arrakeen', forces: 5 } })).toEqual({
      ok: true,
      text: 'Ship 5 forces to Arrakeen for 5 spice, paid to the Spacing Guild.',
    });
    expect(preview(s, 'atreides', { do: 'ship', args: { territory: 'Carthag', forces: 1 } })).toMatchObject({ ok: false, error: { code: 'occupancy-limit' } });
  });

  it('lets the Fremen send free, within two territories of the Great Flat, into the storm in the Advanced game', () => {
    const fremen = at(['fremen', 'harkonnen'], { phase: 'shipment-movement', storm: 14, order: ['fremen', 'harkonnen'] }, [], { rules: 'advanced' });
    expect(decision(fremen, 'fremen', 'Send forces').args).toEqual(['territory', 'sector', 'forces', 'elite']);
    expect(options(fremen, 'fremen', 'ship', {}, 'territory')).not.toContain('arrakeen');
    expect(options(fremen, 'fremen', 'ship', { territory: 'the-great-flat' }, 'sector')).toEqual([14]);
    expect(preview(fremen, 'fremen', { do: 'ship', args: { territory: 'The Great Flat', forces: 4 } })).toEqual({
      ok: true,
      text: 'Send 4 forces to The Great Flat, free; in the storm, half of them are lost.',
    });
  });

  it('gives the Guild its shipment across the board and back to reserves', () => {
    const guild = at(factions, {
      phase: 'shipment-movement',
      storm: 12,
      order: ['spacing-guild', 'atreides', 'harkonnen', 'emperor'],
      board: [...(board ?? []), { faction: 'spacing-guild', territory: 'Tuek’s Sietch', forces: 5 }],
      spice: { 'spacing-guild': 3 },
    });
    expect(labels(decisionsFor(guild, 'spacing-guild'))).toEqual(
      expect.arrayContaining(['Ship forces', 'Ship across the board', 'Ship back to reserves', 'Pass shipment']),
    );
    expect(options(guild, 'spacing-guild', 'ship', {}, 'from')).toEqual(['tueks-sietch']);
    expect(optionsFor(guild, 'spacing-guild', 'ship', { toReserves: true, from: 'tueks-sietch', fromSector: 4 }, 'forces')).toMatchObject({
      kind: 'range',
      min: 1,
      max: 5,
    });
  });
});

describe('movement', () => {
  const move = (board: SetupPatch['board'], storm = 5): DuneState =>
    at(['atreides', 'harkonnen', 'emperor'], { phase: 'shipment-movement', storm, order: ['atreides', 'harkonnen', 'emperor'], board }, [
      { as: 'atreides', do: 'pass' },
    ]);

  it('reaches 3 territories with ornithopters (Arrakeen → Imperial Basin → Polar Sink → Cielago North), never 4', () => {
    const s = move([{ faction: 'atreides', territory: 'Arrakeen', forces: 4 }]);
    expect(decision(s, 'atreides', 'Move forces').summary).toContain('ornithopters');
    const to = options(s, 'atreides', 'move', { from: 'arrakeen', fromSector: 9 }, 'to');
    expect(to).toEqual(expect.arrayContaining(['imperial-basin', 'polar-sink', 'cielago-north']));
    expect(to).not.toContain('cielago-depression');
  });

  it('moves 1 territory without ornithopters, and never into a stronghold two others hold', () => {
    const s = move([
      { faction: 'atreides', territory: 'Old Gap', sector: 9, forces: 4 },
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 2 },
      { faction: 'emperor', territory: 'Arrakeen', forces: 2 },
    ]);
    const to = options(s, 'atreides', 'move', { from: 'old-gap', fromSector: 9 }, 'to');
    expect(to).toEqual(expect.arrayContaining(['old-gap', 'imperial-basin', 'broken-land', 'tsimpo', 'basin', 'rim-wall-west']));
    expect(to).not.toContain('arrakeen');
    expect(to).not.toContain('polar-sink');
    expect(optionsFor(s, 'atreides', 'move', { from: 'old-gap', fromSector: 9, to: 'imperial-basin', toSector: 9 }, 'forces')).toMatchObject({
      kind: 'range',
      min: 1,
      max: 4,
    });
  });

  it('routes around the storm: no group leaves the storm, no way crosses it, no stormed sector is a destination', () => {
    const s = move(
      [
        { faction: 'atreides', territory: 'Rim Wall West', forces: 3 },
        { faction: 'atreides', territory: 'Imperial Basin', sector: 9, forces: 2 },
      ],
      9,
    );
    expect(options(s, 'atreides', 'move', {}, 'from')).toEqual(['rim-wall-west']);
    expect(optionsFor(s, 'atreides', 'move', { from: 'imperial-basin' }, 'fromSector')).toEqual({
      kind: 'none',
      reason: 'The Atreides’ forces in sector 9 of Imperial Basin are in the storm and cannot leave it; the storm is in sector 9.',
    });
    // Arrakeen, next door, lies under the storm; Old Gap (8, 9, 10) is reached in sector 8 only.
    const to = options(s, 'atreides', 'move', { from: 'rim-wall-west', fromSector: 8 }, 'to');
    expect(to).toEqual(['basin', 'hole-in-the-rock', 'imperial-basin', 'old-gap']);
    expect(options(s, 'atreides', 'move', { from: 'rim-wall-west', fromSector: 8, to: 'old-gap' }, 'toSector')).toEqual([8]);
  });
});

describe('battle', () => {
  const battle = (factions: string[], setup: SetupPatch, actions: Action[] = [], rules: 'basic' | 'advanced' = 'basic') =>
    at(factions, { phase: 'battle', storm: 3, traitors: Object.fromEntries(factions.map((f) => [f, []])), ...setup }, actions, { rules });

  it('lets the aggressor choose among their battles, one button each', () => {
    const s = battle(['atreides', 'harkonnen', 'emperor'], {
      order: ['atreides', 'harkonnen', 'emperor'],
      board: [
        { faction: 'atreides', territory: 'Arrakeen', forces: 3 },
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
        { faction: 'atreides', territory: 'Carthag', forces: 3 },
        { faction: 'emperor', territory: 'Carthag', forces: 3 },
      ],
    });
    expect(decisionsFor(s, 'atreides').filter((d) => d.action === 'battle')).toMatchObject([
      { label: 'Fight the Harkonnen in Arrakeen', args: [], preset: { territory: 'arrakeen', opponent: 'harkonnen', sector: null } },
      { label: 'Fight the Emperor in Carthag', args: [], preset: { territory: 'carthag', opponent: 'emperor', sector: null } },
    ]);
  });

  const duel = (setup: SetupPatch = {}, actions: Action[] = [], rules: 'basic' | 'advanced' = 'basic') =>
    battle(
      ['atreides', 'harkonnen'],
      {
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 4 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
        ],
        ...setup,
      },
      actions,
      rules,
    );

  const noPrescience: Action = { as: 'atreides', do: 'pass' };

  it('builds a Basic plan: a leader is required while one is available; the dial runs from 0 to the forces there', () => {
    const s = duel({ hands: { atreides: ['Crysknife', 'Shield'] }, spice: { atreides: 5 } }, [noPrescience]);
    expect(decision(s, 'atreides', 'Battle plan').args).toEqual(['leader', 'cheapHero', 'weapon', 'defense', 'dial']);
    expect(options(s, 'atreides', 'plan', {}, 'leader')).toEqual(['thufir-hawat', 'lady-jessica', 'gurney-halleck', 'duncan-idaho', 'dr-wellington-yueh']);
    expect(options(s, 'atreides', 'plan', { leader: 'duncan-idaho' }, 'weapon')).toEqual([null, 'crysknife']);
    expect(options(s, 'atreides', 'plan', { leader: 'duncan-idaho', weapon: 'crysknife' }, 'defense')).toEqual([null, 'shield']);
    expect(options(s, 'atreides', 'plan', { leader: 'duncan-idaho', cheapHero: null, weapon: null, defense: null }, 'dial')).toEqual(['0', '1', '2', '3', '4']);
  });

  it('offers the Advanced dial in half steps, with the spice that supports it', () => {
    const s = duel({ spice: { atreides: 2 } }, [noPrescience], 'advanced');
    const chosen = { leader: 'duncan-idaho', cheapHero: null, weapon: null, defense: null };
    expect(options(s, 'atreides', 'plan', chosen, 'dial')).toEqual(['0', '0.5', '1', '1.5', '2', '2.5', '3']);
    expect(optionsFor(s, 'atreides', 'plan', { ...chosen, dial: '2' }, 'spice')).toMatchObject({ kind: 'range', min: 0, max: 2 });
    expect(optionsFor(s, 'atreides', 'plan', { ...chosen, dial: '3' }, 'spice')).toMatchObject({ kind: 'range', min: 2, max: 2 });
  });

  it('plays the Cheap Hero when no leader is left, and obeys the Voice', () => {
    const noLeaders = {
      'Feyd-Rautha': 'tanks',
      'Beast Rabban': 'tanks',
      'Piter de Vries': 'tanks',
      'Captain Iakin Nefud': 'tanks',
      'Umman Kudu': 'tanks',
    } as const;
    const s = duel({ leaders: noLeaders, hands: { harkonnen: ['Cheap Hero'] } }, [noPrescience]);
    expect(options(s, 'harkonnen', 'plan', {}, 'leader')).toEqual([null]);
    expect(options(s, 'harkonnen', 'plan', { leader: null }, 'cheapHero')).toEqual([true]);
    const voiced = battle(
      ['bene-gesserit', 'harkonnen'],
      {
        board: [
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 4 },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
        ],
        hands: { harkonnen: ['Crysknife', 'Shield'] },
      },
      [{ as: 'bene-gesserit', do: 'voice', args: { kind: 'projectile weapon', play: true } }],
    );
    expect(options(voiced, 'harkonnen', 'plan', { leader: 'feyd-rautha', cheapHero: null }, 'weapon')).toEqual(['crysknife']);
    expect(decision(voiced, 'harkonnen', 'Battle plan').summary).toContain('The Voice: you must play a projectile weapon.');
  });

  it('offers the traitor call only to the faction holding the traitor, and Voice and prescience to their owners', () => {
    const plans: Action[] = [
      { as: 'atreides', do: 'prescience', args: { element: 'dial' } },
      { as: 'harkonnen', do: 'plan', args: { leader: 'Feyd-Rautha', dial: '2' } },
      { as: 'atreides', do: 'plan', args: { leader: 'Duncan Idaho', dial: '3' } },
    ];
    const before = duel({ traitors: { atreides: [], harkonnen: ['Duncan Idaho'] } });
    expect(labels(decisionsFor(before, 'atreides'))).toEqual(expect.arrayContaining(['Use prescience', 'No prescience']));
    expect(options(before, 'atreides', 'prescience', {}, 'element')).toEqual(['leader', 'weapon', 'defense', 'dial']);
    const s = duel({ traitors: { atreides: [], harkonnen: ['Duncan Idaho'] } }, plans);
    expect(labels(decisionsFor(s, 'harkonnen'))).toEqual(expect.arrayContaining(['Call traitor: Duncan Idaho', 'No traitor']));
    expect(labels(decisionsFor(s, 'atreides')).filter((l) => l.startsWith('Call traitor'))).toEqual([]);
    expect(labels(decisionsFor(s, 'atreides'))).toContain('No traitor');
  });
});

describe('spice blow and Nexus', () => {
  it('offers alliances with each other faction to the unallied, and breaking it to the allied', () => {
    const s = at(['atreides', 'harkonnen', 'emperor'], {
      turn: 2,
      phase: 'spice-blow',
      spiceDiscard: ['The Great Flat'],
      spiceDeck: ['Shai-Hulud', 'Cielago North'],
      alliances: [['harkonnen', 'emperor']],
      // A Karama card in hand: the Harkonnen may also give a standing Karama order.
      hands: { harkonnen: ['Karama', 'Lasgun'] },
    });
    expect(options(s, 'atreides', 'ally', {}, 'with')).toEqual(['harkonnen', 'emperor']);
    expect(labels(decisionsFor(s, 'harkonnen'))).toEqual([
      'Break your alliance',
      'Done with the Nexus',
      'Give a standing Karama order',
      'Propose a deal',
      'Give spice',
      'Support your ally',
    ]);
    expect(optionsFor(s, 'harkonnen', 'ally', {}, 'with')).toMatchObject({ kind: 'none', reason: expect.stringContaining('break that alliance first') });
    const broken = take(s, 'harkonnen', decision(s, 'harkonnen', 'Break your alliance'));
    expect(options(broken, 'harkonnen', 'ally', {}, 'with')).toEqual(['atreides', 'emperor']);
  });
});

describe('cards away from battle', () => {
  const s = at(['atreides', 'harkonnen', 'emperor'], {
    phase: 'bidding',
    order: ['atreides', 'harkonnen', 'emperor'],
    hands: { atreides: ['Karama', 'Truthtrance', 'Tleilaxu Ghola'] },
    board: [],
    tanks: { atreides: 4 },
  });

  it('asks a Truthtrance question of another player, and lets the Ghola revive a leader or up to 5 forces', () => {
    expect(labels(decisionsFor(s, 'atreides'))).toEqual(expect.arrayContaining(['Play Truthtrance', 'Play Tleilaxu Ghola', 'Play Karama']));
    expect(options(s, 'atreides', 'play', { card: 'truthtrance' }, 'target')).toEqual(['harkonnen', 'emperor']);
    expect(optionsFor(s, 'atreides', 'play', { card: 'truthtrance', target: 'emperor' }, 'question')).toMatchObject({ kind: 'text' });
    expect(optionsFor(s, 'atreides', 'play', { card: 'tleilaxu-ghola', leader: null }, 'forces')).toMatchObject({ kind: 'range', min: 1, max: 4 });
  });

  it('stops with Karama only the powers of other factions used in this phase', () => {
    expect(options(s, 'atreides', 'play', { card: 'karama' }, 'power')).toEqual(['top-card', 'payment-for-treachery']);
    expect(options(s, 'atreides', 'play', {}, 'card')).toEqual(['truthtrance', 'tleilaxu-ghola', 'karama']);
  });
});

describe('deals and gifts', () => {
  it('gives up to your spice, and accepts only the deals proposed to you', () => {
    const s = at(['atreides', 'harkonnen', 'emperor'], { phase: 'bidding', spice: { atreides: 6, harkonnen: 4 } }, [
      { as: 'atreides', do: 'deal', args: { with: 'harkonnen', terms: 'We leave Arrakeen alone.', spice: 2 } },
    ]);
    expect(optionsFor(s, 'atreides', 'give', { to: 'emperor' }, 'amount')).toMatchObject({ kind: 'range', min: 1, max: 6 });
    expect(optionsFor(s, 'harkonnen', 'accept', {}, 'deal')).toMatchObject({ kind: 'list', options: [{ value: 1, label: 'Deal 1 with the Atreides' }] });
    expect(labels(decisionsFor(s, 'emperor'))).not.toContain('Accept a deal');
    expect(options(s, 'atreides', 'reject', {}, 'deal')).toEqual([1]);
  });
});

describe('hidden information in the engine’s own judgement', () => {
  it('offers a deal’s acceptance whatever spice its proposer has left: only the proposer knows', () => {
    const base = { phase: 'bidding', spice: { atreides: 6, harkonnen: 4 } };
    const deal: Action = { as: 'atreides', do: 'deal', args: { with: 'harkonnen', terms: 'We leave Arrakeen alone.', spice: 5 } };
    const rich = at(['atreides', 'harkonnen', 'emperor'], base, [deal]);
    const poor = at(['atreides', 'harkonnen', 'emperor'], base, [deal, { as: 'atreides', do: 'give', args: { to: 'emperor', amount: 6 } }]);
    expect(JSON.stringify(decisionsFor(poor, 'harkonnen'))).toBe(JSON.stringify(decisionsFor(rich, 'harkonnen')));
    expect(optionsFor(poor, 'harkonnen', 'accept', {}, 'deal')).toEqual(optionsFor(rich, 'harkonnen', 'accept', {}, 'deal'));
  });

  it('offers a pass after a Karama-backed bid, and the Karama behind the bid cannot be spent elsewhere meanwhile', () => {
    const setup: SetupPatch = { phase: 'bidding', order: ['atreides', 'harkonnen', 'emperor'], hands: { atreides: ['Karama', 'Truthtrance'] } };
    const bid: Action = { as: 'atreides', do: 'bid', args: { amount: 30, karama: true } };
    const held = at(['atreides', 'harkonnen', 'emperor'], setup, [bid, { as: 'harkonnen', do: 'pass' }]);
    expect(labels(decisionsFor(held, 'emperor'))).toContain('Pass');
    // The engine keeps the Karama aside for the bid (karama-backs-bid), so the pass stays legal.
    expect(applyAction(held, { kind: 'seat', seat: 'atreides' }, { do: 'play', args: { card: 'Karama', power: 'payment-for-treachery' } })).toMatchObject({
      ok: false,
      error: { code: 'karama-backs-bid' },
    });
  });
});
