import { describe, expect, it } from 'vitest';
import { battleScenario, eventsOf, pass, plan, run, runOk, step } from './battle-helpers';

const BASIC = { rules: 'basic' as const };
const HE = ['harkonnen', 'emperor'];

/** The battles the phase found on entry (the `battles-to-fight` event of the setup). */
function battlesFound(sc: ReturnType<typeof battleScenario>) {
  const out = run(sc);
  const found = out.setupEvents.find((e) => e.type === 'battles-to-fight');
  return { out, battles: found?.battles as { territory: string; sectors: number[]; aggressor: string; defender: string }[] };
}

const phaseAfterBattle = (out: ReturnType<typeof run>) => out.setupEvents.some((e) => e.type === 'phase-started' && e.phase === 'collection');

describe('where battles happen (§11.1)', () => {
  it('two non-allied factions in one territory battle; the earlier in storm order is the aggressor', () => {
    const { out, battles } = battlesFound(
      battleScenario(
        HE,
        {
          order: ['emperor', 'harkonnen'],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([{ territory: 'Arrakeen', sectors: [9], aggressor: 'emperor', defender: 'harkonnen' }]);
    // A single battle starts at once: both sides are asked for plans.
    expect(step(out).current).toMatchObject({ territory: 'Arrakeen', aggressor: 'emperor', defender: 'harkonnen', stage: 'plans' });
    expect(out.state.waitingFor.sort()).toEqual(['emperor', 'harkonnen']);
  });

  it('forces in different sectors of a territory battle when no storm lies between them', () => {
    const { battles } = battlesFound(
      battleScenario(
        HE,
        {
          board: [
            { faction: 'harkonnen', territory: 'Cielago North', sector: 18, forces: 3 },
            { faction: 'emperor', territory: 'Cielago North', sector: 2, forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toHaveLength(1);
    expect(battles[0]).toMatchObject({ territory: 'Cielago North', sectors: [1, 2, 18] });
  });

  it('S003-ST-7: no battle when the storm lies between the two groups', () => {
    const { out, battles } = battlesFound(
      battleScenario(
        HE,
        {
          storm: 1,
          board: [
            { faction: 'harkonnen', territory: 'Cielago North', sector: 18, forces: 3 },
            { faction: 'emperor', territory: 'Cielago North', sector: 2, forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([]);
    expect(phaseAfterBattle(out)).toBe(true);
    // Nobody lost anything.
    expect(out.state.board.map((x) => [x.faction, x.sector, x.forces])).toEqual([
      ['harkonnen', 18, 3],
      ['emperor', 2, 2],
    ]);
  });

  it('S003-ST-7: no battle when the storm covers one of the groups', () => {
    const { battles } = battlesFound(
      battleScenario(
        HE,
        {
          storm: 2,
          board: [
            { faction: 'harkonnen', territory: 'Cielago North', sector: 1, forces: 3 },
            { faction: 'emperor', territory: 'Cielago North', sector: 2, forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([]);
  });

  it('S003-ST-7: groups on the same side of the storm still battle', () => {
    const { battles } = battlesFound(
      battleScenario(
        HE,
        {
          storm: 18,
          board: [
            { faction: 'harkonnen', territory: 'Cielago North', sector: 1, forces: 3 },
            { faction: 'emperor', territory: 'Cielago North', sector: 2, forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([{ territory: 'Cielago North', sectors: [1, 2], aggressor: 'harkonnen', defender: 'emperor' }]);
  });

  it('S003-ST-7: the storm can split one territory into two battles; the aggressor names the sector, and losses stay on their side', () => {
    const sc = battleScenario(
      HE,
      {
        storm: 14,
        order: ['harkonnen', 'emperor'],
        board: [
          { faction: 'harkonnen', territory: 'Wind Pass', sector: 13, forces: 2 },
          { faction: 'emperor', territory: 'Wind Pass', sector: 13, forces: 2 },
          { faction: 'harkonnen', territory: 'Wind Pass', sector: 15, forces: 3 },
          { faction: 'emperor', territory: 'Wind Pass', sector: 16, forces: 4 },
        ],
      },
      [
        { as: 'harkonnen', do: 'battle', args: { territory: 'Wind Pass', opponent: 'emperor' } },
        { as: 'harkonnen', do: 'battle', args: { territory: 'Wind Pass', opponent: 'emperor', sector: 16 } },
        plan('harkonnen', { leader: 'Umman Kudu', dial: '0' }),
        plan('emperor', { leader: 'Caid', dial: '2' }),
        pass('harkonnen'),
        pass('emperor'),
      ],
      BASIC,
    );
    const { battles } = battlesFound(sc);
    expect(battles.map((b) => b.sectors)).toEqual([[13], [15, 16]]);
    const out = run(sc);
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['sector-needed', 'ok', 'ok', 'ok', 'ok', 'ok']);
    // The Emperor won on the far side of the storm: 2 forces lost there; the Harkonnen lost their 3 there only.
    expect(out.state.board.map((x) => [x.faction, x.sector, x.forces])).toEqual([
      ['harkonnen', 13, 2],
      ['emperor', 13, 2],
      ['emperor', 16, 2],
    ]);
    // The other battle, in sector 13, starts by itself.
    expect(step(out).current).toMatchObject({ territory: 'Wind Pass', sectors: [13] });
  });

  it('a stronghold under the storm sees no battle, unless the battlingBlind option is on', () => {
    const board = [
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
      { faction: 'emperor', territory: 'Arrakeen', forces: 2 },
    ];
    const order = ['harkonnen', 'emperor'];
    expect(battlesFound(battleScenario(HE, { storm: 9, order, board }, [], BASIC)).battles).toEqual([]);
    expect(battlesFound(battleScenario(HE, { storm: 9, order, board }, [], { ...BASIC, battlingBlind: true })).battles).toEqual([
      { territory: 'Arrakeen', sectors: [9], aggressor: 'harkonnen', defender: 'emperor' },
    ]);
  });

  it('battling blind: forces in the stormed sector fight each other, not those beyond the storm', () => {
    const { battles } = battlesFound(
      battleScenario(
        ['harkonnen', 'emperor', 'fremen'],
        {
          storm: 1,
          order: ['harkonnen', 'emperor', 'fremen'],
          board: [
            { faction: 'harkonnen', territory: 'Cielago North', sector: 1, forces: 3 },
            { faction: 'emperor', territory: 'Cielago North', sector: 1, forces: 2 },
            { faction: 'fremen', territory: 'Cielago North', sector: 2, forces: 2 },
          ],
        },
        [],
        { ...BASIC, battlingBlind: true },
      ),
    );
    expect(battles).toEqual([{ territory: 'Cielago North', sectors: [1], aggressor: 'harkonnen', defender: 'emperor' }]);
  });

  it('no battle in the Polar Sink', () => {
    const { out, battles } = battlesFound(
      battleScenario(
        HE,
        {
          board: [
            { faction: 'harkonnen', territory: 'Polar Sink', forces: 3 },
            { faction: 'emperor', territory: 'Polar Sink', forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([]);
    expect(phaseAfterBattle(out)).toBe(true);
  });

  it('allies never battle each other', () => {
    const { battles } = battlesFound(
      battleScenario(
        HE,
        {
          alliances: [['harkonnen', 'emperor']],
          board: [
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
            { faction: 'emperor', territory: 'Arrakeen', forces: 2 },
          ],
        },
        [],
        BASIC,
      ),
    );
    expect(battles).toEqual([]);
  });

  it('Bene Gesserit advisors never fight (§12.2)', () => {
    const { battles } = battlesFound(
      battleScenario(['harkonnen', 'bene-gesserit'], {
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
          { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        ],
      }),
    );
    expect(battles).toEqual([]);
  });
});

describe('aggressor order (§11.1)', () => {
  const three = ['harkonnen', 'emperor', 'fremen'];
  const setup = {
    order: ['emperor', 'fremen', 'harkonnen'],
    board: [
      { faction: 'emperor', territory: 'Arrakeen', forces: 4 },
      { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
      { faction: 'emperor', territory: 'Carthag', forces: 4 },
      { faction: 'fremen', territory: 'Carthag', forces: 1 },
      { faction: 'fremen', territory: "Tuek's Sietch", forces: 2 },
      { faction: 'harkonnen', territory: "Tuek's Sietch", forces: 2 },
    ],
  };
  const fight = (a: string, d: string, leaderA: string, leaderD: string) => [
    plan(a, { leader: leaderA, dial: '1' }),
    plan(d, { leader: leaderD, dial: '0' }),
    pass(a),
    pass(d),
  ];

  it('the first player fights all their battles in the order they choose, then the next player', () => {
    const out = runOk(
      battleScenario(
        three,
        setup,
        [
          { as: 'emperor', do: 'battle', args: { territory: 'Carthag', opponent: 'fremen' } },
          ...fight('emperor', 'fremen', 'Bashar', 'Jamis'),
          // Emperor's second battle starts by itself: it is their only one left. Bashar fought in
          // Carthag, so another leader goes.
          ...fight('emperor', 'harkonnen', 'Caid', 'Umman Kudu'),
          // Then the Fremen, next in storm order with a battle.
          ...fight('fremen', 'harkonnen', 'Chani', 'Piter de Vries'),
        ],
        BASIC,
      ),
    );
    const started = eventsOf(out, 'battle-started').map((e) => [e.territory, e.aggressor, e.defender]);
    expect(started).toEqual([
      ['Carthag', 'emperor', 'fremen'],
      ['Arrakeen', 'emperor', 'harkonnen'],
      ["Tuek's Sietch", 'fremen', 'harkonnen'],
    ]);
    expect(eventsOf(out, 'phase-started').map((e) => e.phase)).toContain('collection');
  });

  it('only the aggressor may name the battle, and only one of their own', () => {
    const out = run(
      battleScenario(
        three,
        setup,
        [
          { as: 'fremen', do: 'battle', args: { territory: "Tuek's Sietch", opponent: 'harkonnen' } },
          { as: 'emperor', do: 'battle', args: { territory: "Tuek's Sietch", opponent: 'harkonnen' } },
          { as: 'emperor', do: 'plan', args: { leader: 'Bashar', dial: '1' } },
        ],
        BASIC,
      ),
    );
    expect(out.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['not-your-turn', 'no-such-battle', 'not-now']);
    expect(out.state.waitingFor).toEqual(['emperor']);
    expect(out.state.expecting).toContain('choose their next battle');
    expect(step(out).aggressor).toBe('emperor');
  });

  it('with three factions in a territory the aggressor picks each opponent, until one faction remains', () => {
    const out = runOk(
      battleScenario(
        three,
        {
          order: ['emperor', 'fremen', 'harkonnen'],
          board: [
            { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 1 },
            { faction: 'fremen', territory: 'Arrakeen', forces: 1 },
          ],
        },
        [
          { as: 'emperor', do: 'battle', args: { territory: 'Arrakeen', opponent: 'harkonnen' } },
          ...fight('emperor', 'harkonnen', 'Bashar', 'Umman Kudu'),
          ...fight('emperor', 'fremen', 'Bashar', 'Jamis'),
        ],
        BASIC,
      ),
    );
    expect(eventsOf(out, 'battle-won').map((e) => [e.winner, e.loser])).toEqual([
      ['emperor', 'harkonnen'],
      ['emperor', 'fremen'],
    ]);
    // Bashar fought twice in the same territory; each win cost the Emperor the 1 force dialled.
    expect(out.state.board).toEqual([{ faction: 'emperor', territory: 'Arrakeen', sector: 9, forces: 3, elite: 0, advisor: false }]);
  });
});
