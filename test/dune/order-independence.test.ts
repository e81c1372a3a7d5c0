import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import type { DuneState } from '../../src/dune/state';
import { errorOf, run } from './cards-helpers';

type Actions = NonNullable<Scenario['actions']>;
type Act = Actions[number];

/**
 * GF9 1.05.00, 2.05: a power a player may use out of turn must not be lost, nor its effect
 * changed, because another player acted first. Each test plays the same decisions in several
 * orders — an action tried too early is refused and changes nothing — and checks that every order
 * ends in the same game (the whole internal state), and that the power's effect is there.
 */
function sameOutcome(base: Omit<Scenario, 'actions'>, ...orders: Actions[]) {
  const outs = orders.map((actions) => run({ ...base, actions }));
  for (const out of outs.slice(1)) expect(outcome(out.final)).toEqual(outcome(outs[0]!.final));
  return outs;
}

/** The game, less the order in which its lists happened to be built (board stacks, each alliance's pair). */
const outcome = (s: DuneState) => ({
  ...s,
  board: [...s.board].sort((a, b) => `${a.faction}/${a.territory}/${a.sector}`.localeCompare(`${b.faction}/${b.territory}/${b.sector}`)),
  alliances: s.alliances.map((a) => [a[0], a[1]].sort()).sort(),
});

const pass = (as: string): Act => ({ as, do: 'pass' });
/** A board with room in the Tanks: the Atreides and the Harkonnen with half their forces out. */
const BOARD = [
  { faction: 'atreides', territory: 'Arrakeen', forces: 5 },
  { faction: 'harkonnen', territory: 'Carthag', forces: 5 },
];
const plan = (as: string, args: Record<string, unknown>): Act => ({ as, do: 'plan', args });

describe('order independence of powers used out of turn (issue 19)', () => {
  it('GF9 1.05.00: every faction revives in parallel; the order of the revivals changes nothing', () => {
    const base = {
      seed: 3,
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
      setup: {
        turn: 3,
        phase: 'revival',
        board: BOARD,
        tanks: { atreides: 3, harkonnen: 2, fremen: 4 },
        spice: { atreides: 10, harkonnen: 10, fremen: 3, emperor: 10 },
      },
    };
    const revive: Record<string, Act> = {
      atreides: { as: 'atreides', do: 'revive', args: { forces: 3 } },
      harkonnen: { as: 'harkonnen', do: 'revive', args: { forces: 2 } },
      fremen: { as: 'fremen', do: 'revive' },
    };
    const [first] = sameOutcome(base, [revive.atreides!, revive.harkonnen!, revive.fremen!], [revive.fremen!, revive.harkonnen!, revive.atreides!]);
    expect(first!.state.phase).toBe('shipment-movement');
  });

  it('GF9 2.03.07 and 2.04.11: the Emperor’s and the Fremen’s revival of their allies, whoever acts first', () => {
    const base = {
      seed: 3,
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
      setup: {
        turn: 3,
        phase: 'revival',
        board: BOARD,
        tanks: { atreides: 5, harkonnen: 7 },
        alliances: [
          ['atreides', 'fremen'],
          ['harkonnen', 'emperor'],
        ],
      },
    };
    const ally: Act[] = [
      { as: 'atreides', do: 'revive', args: { forces: 3 } },
      { as: 'harkonnen', do: 'revive', args: { forces: 3 } },
    ];
    const powers: Act[] = [{ as: 'fremen', do: 'grant' }, { as: 'emperor', do: 'revive-ally', args: { forces: 3 } }, pass('fremen')];
    const [out] = sameOutcome(base, [...powers, ...ally], [...ally, ...powers, ...ally]);
    expect(out!.state.tanks.harkonnen!.forces).toBe(1);
    expect(out!.state.tanks.atreides!.forces).toBe(2);
    expect(out!.state.phase).toBe('shipment-movement');
  });

  it('GF9 1.03.01: CHOAM Charity claims, in any order', () => {
    const base = {
      seed: 2,
      factions: ['atreides', 'harkonnen', 'emperor'],
      options: { charity: 'claim' as const },
      setup: { turn: 2, phase: 'charity', spice: { atreides: 0, harkonnen: 1, emperor: 1 } },
    };
    const claims: Act[] = [{ as: 'atreides', do: 'charity' }, { as: 'harkonnen', do: 'charity' }, pass('emperor')];
    sameOutcome(base, claims, [...claims].reverse());
  });

  it('GF9 1.01.02: the two storm dials are secret and revealed together, so their order changes nothing', () => {
    const base = { seed: 5, factions: ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'], setup: { phase: 'storm' } };
    const dials: Act[] = [
      { as: 'atreides', do: 'dial', args: { value: 7 } },
      { as: 'bene-gesserit', do: 'dial', args: { value: 11 } },
    ];
    const [out] = sameOutcome(base, dials, [...dials].reverse());
    expect(out!.state.storm).toBe(18);
  });

  it("S003-ST-1 with stormCardWindow 'everyone': the passes on each card, in any order", () => {
    const everyone = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];
    const base = {
      seed: 3,
      factions: everyone,
      options: { stormCardWindow: 'everyone' as const },
      setup: { turn: 2, phase: 'storm', storm: 5, stormCard: 2, spiceDeck: ['Funeral Plain'], hands: { emperor: ['Weather Control'] } },
    };
    const passes = (fs: string[]) => fs.map(pass);
    const weather: Act = { as: 'emperor', do: 'play', args: { card: 'Weather Control', sectors: 4 } };
    const [out] = sameOutcome(
      base,
      [...passes(everyone.filter((f) => f !== 'emperor')), weather, ...passes(everyone)],
      [weather, ...passes([...everyone].reverse())],
    );
    expect(out!.state.storm).toBe(9);
  });

  it('Nexus (GF9 1.10.01): two factions asking each other to ally form the alliance, whoever asks first', () => {
    const everyone = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];
    const base = {
      seed: 3,
      factions: everyone,
      setup: { turn: 3, phase: 'spice-blow', spiceDeck: ['Shai-Hulud', 'Funeral Plain', 'Red Chasm'], spiceDiscard: ['Cielago North'] },
    };
    const ask = (a: string, b: string): Act => ({ as: a, do: 'ally', args: { with: b } });
    const others = ['fremen', 'emperor', 'spacing-guild', 'bene-gesserit'].map(pass);
    const [out] = sameOutcome(
      base,
      [ask('atreides', 'harkonnen'), ask('harkonnen', 'atreides'), ...others, pass('atreides'), pass('harkonnen')],
      [...others, ask('harkonnen', 'atreides'), ask('atreides', 'harkonnen'), pass('harkonnen'), pass('atreides')],
    );
    expect(out!.state.alliances).toEqual([['atreides', 'harkonnen']]);
  });
});

describe('order independence in Shipment and Movement', () => {
  it('GF9 2.02.05: the spiritual advisor is decided before the shipper moves on; a move tried first is refused and changes nothing', () => {
    const base = {
      seed: 7,
      factions: ['atreides', 'bene-gesserit'],
      options: { rules: 'basic' as const },
      setup: { phase: 'shipment-movement', order: ['atreides', 'bene-gesserit'], spice: { atreides: 10, 'bene-gesserit': 5 } },
    };
    const ship: Act = { as: 'atreides', do: 'ship', args: { territory: 'The Great Flat', forces: 2 } };
    const move: Act = { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Imperial Basin', toSector: 9, forces: 3 } };
    const advise: Act = { as: 'bene-gesserit', do: 'advise' };
    const outs = sameOutcome(base, [ship, advise, move], [ship, move, advise, move]);
    expect(errorOf(outs[1]!, 1).code).toBe('not-your-turn');
    expect(outs[0]!.state.board).toContainEqual({ faction: 'bene-gesserit', territory: 'Polar Sink', sector: null, forces: 2, elite: 0, advisor: false });
  });

  it('GF9 2.02.15: the Bene Gesserit decide whether to flip on an entry before the next faction’s turn begins', () => {
    const base = {
      seed: 7,
      factions: ['atreides', 'harkonnen', 'bene-gesserit'],
      options: { rules: 'advanced' as const },
      setup: {
        phase: 'shipment-movement',
        order: ['atreides', 'harkonnen', 'bene-gesserit'],
        spice: { atreides: 10, harkonnen: 10, 'bene-gesserit': 5 },
        board: [
          { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
          { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
          { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 2 },
        ],
      },
    };
    const enter: Act[] = [pass('atreides'), { as: 'atreides', do: 'move', args: { from: 'Arrakeen', to: 'Imperial Basin', toSector: 9, forces: 3 } }];
    const flip: Act = { as: 'bene-gesserit', do: 'flip', args: { territory: 'Imperial Basin' } };
    const next: Act = { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } };
    const outs = sameOutcome(base, [...enter, flip, next], [...enter, next, flip, next]);
    expect(errorOf(outs[1]!, 2).code).toBe('not-your-turn');
    expect(outs[0]!.state.board).toContainEqual({ faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 2, elite: 0, advisor: true });
  });

  it('GF9 2.06.12: the Guild’s turn is not lost when it holds back: the phase waits for it, and shipping first or last ends alike', () => {
    const base = {
      seed: 7,
      factions: ['atreides', 'spacing-guild', 'harkonnen'],
      options: { rules: 'advanced' as const },
      setup: { phase: 'shipment-movement', order: ['spacing-guild', 'atreides', 'harkonnen'], spice: { atreides: 10, harkonnen: 10, 'spacing-guild': 5 } },
    };
    const guild: Act[] = [{ as: 'spacing-guild', do: 'ship', args: { territory: 'Polar Sink', forces: 2 } }, pass('spacing-guild')];
    const others: Act[] = [
      { as: 'atreides', do: 'ship', args: { territory: 'The Great Flat', forces: 2 } },
      pass('atreides'),
      { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
      pass('harkonnen'),
    ];
    const delayed = run({ ...base, actions: [{ as: 'spacing-guild', do: 'delay' }, ...others] });
    expect(delayed.state.phase).toBe('shipment-movement');
    expect(delayed.state.waitingFor).toEqual(['spacing-guild']);
    const [out] = sameOutcome(base, [...guild, ...others], [{ as: 'spacing-guild', do: 'delay' }, ...others, ...guild]);
    expect(out!.state.phase).not.toBe('shipment-movement');
    expect(out!.views['spacing-guild']!.spice).toBe(5 - 2 + 4 + 2);
  });
});

describe('order independence in the Battle phase', () => {
  /** A Basic battle in Arrakeen, factions in storm order (the first is the aggressor), no traitors unless given. */
  const battle = (factions: string[], board: { faction: string; forces: number }[], setup: Record<string, unknown>) => ({
    seed: 11,
    factions,
    options: { rules: 'basic' as const },
    setup: {
      phase: 'battle',
      storm: 3,
      order: factions,
      board: board.map((x) => ({ ...x, territory: 'Arrakeen' })),
      hands: Object.fromEntries(factions.map((f) => [f, []])),
      traitors: Object.fromEntries(factions.map((f) => [f, []])),
      ...setup,
    },
  });

  it('GF9 2.01.09 and 2.02.07: prescience and the Voice in an ally’s battle, in either order, then the plans', () => {
    // The Harkonnen (with the Bene Gesserit's Voice) against the Emperor (with the Atreides' prescience).
    const base = battle(
      ['harkonnen', 'emperor', 'atreides', 'bene-gesserit'],
      [
        { faction: 'harkonnen', forces: 5 },
        { faction: 'emperor', forces: 5 },
      ],
      {
        hands: { harkonnen: ['Crysknife'], emperor: ['Shield'], atreides: [], 'bene-gesserit': [] },
        alliances: [
          ['emperor', 'atreides'],
          ['harkonnen', 'bene-gesserit'],
        ],
      },
    );
    const prescience: Act = { as: 'atreides', do: 'prescience', args: { element: 'weapon' } };
    const voice: Act = { as: 'bene-gesserit', do: 'voice', args: { kind: 'projectile defense', play: false } };
    const emperorPlan = plan('emperor', { leader: 'Caid', dial: '2' });
    const harkonnenPlan = plan('harkonnen', { leader: 'Feyd-Rautha', dial: '3', weapon: 'Crysknife' });
    const outs = sameOutcome(
      base,
      [prescience, voice, harkonnenPlan, emperorPlan, pass('harkonnen'), pass('emperor')],
      [emperorPlan, voice, harkonnenPlan, prescience, harkonnenPlan, emperorPlan, pass('emperor'), pass('harkonnen')],
    );
    // Tried before the Voice and prescience, the plans were refused and changed nothing.
    expect(errorOf(outs[1]!, 0).code).toBe('wait');
    expect(outs[0]!.state.tanks.emperor).toMatchObject({ leaders: ['Caid'] });
  });

  it('GF9 2.05.09: the Harkonnen call a traitor in their ally’s battle whether they or their ally answer first', () => {
    const base = battle(
      ['atreides', 'emperor', 'harkonnen', 'bene-gesserit'],
      [
        { faction: 'atreides', forces: 5 },
        { faction: 'emperor', forces: 5 },
      ],
      {
        alliances: [['emperor', 'harkonnen']],
        traitors: { atreides: [], emperor: [], harkonnen: ['Duncan Idaho'], 'bene-gesserit': [] },
      },
    );
    const prescience: Act = { as: 'atreides', do: 'prescience', args: { element: 'dial' } };
    const atreidesPlan = plan('atreides', { leader: 'Duncan Idaho', dial: '2' });
    const emperorPlan = plan('emperor', { leader: 'Caid', dial: '1' });
    const call: Act = { as: 'harkonnen', do: 'call-traitor' };
    // The Atreides face Caid, the Emperor Duncan Idaho: the Atreides, the Emperor and their ally the Harkonnen are asked.
    const outs = sameOutcome(
      base,
      [prescience, emperorPlan, atreidesPlan, call, pass('atreides')],
      [prescience, atreidesPlan, emperorPlan, atreidesPlan, pass('emperor'), pass('atreides'), call],
    );
    expect(errorOf(outs[1]!, 1).code).toBe('wait');
    expect(outs[0]!.state.tanks.atreides).toMatchObject({ forces: 5, leaders: ['Duncan Idaho'] });
    expect(outs[0]!.views.emperor!.spice).toBeGreaterThan(0);
  });
});
