import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/dune/create';
import { ofType } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';
import { safeDefault } from '../../src/dune/safe-defaults';
import { battleScenario, eventsOf, finalState, plan, run, type Action } from './battle-helpers';

/** The Ixians' powers (ixians-tleilaxu.md §3), each test named after its power id with the reference's numbers. */

const codes = (out: ScenarioOutput) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));
const message = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  return r && !r.ok ? r.error.message : '';
};
const stop = (as: string, power: string): Action => ({ as, do: 'play', args: { card: 'Karama', power } });

/** The Ixians (aggressor) against the Harkonnen in Arrakeen, the Ixians with `suboids` and `cyborgs` there. */
function duel(suboids: number, cyborgs: number, actions: Action[], options: Scenario['options'] = {}, hands: Record<string, string[]> = {}): ScenarioOutput {
  return run(
    battleScenario(
      ['ixians', 'harkonnen'],
      {
        order: ['ixians', 'harkonnen'],
        spice: { ixians: 10, harkonnen: 10 },
        board: [
          { faction: 'ixians', territory: 'Arrakeen', forces: suboids + cyborgs, elite: cyborgs },
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
        ],
        hands: { ixians: [], harkonnen: [], ...hands },
      },
      actions,
      options,
    ),
  );
}

describe('the Ixians at creation', () => {
  it('start with 10 spice (their forces: hms.test.ts)', () => {
    const r = createGame({ seats: ['atreides', 'ixians'], seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.spice.ixians).toBe(10);
  });
});

describe('IX-7 Cyborgs, IX-8 Suboids, IX-11 in battle (§3.2)', () => {
  it('IX-7/IX-8 Basic (OP-1 on): a Cyborg counts 2 and a Suboid ½; 2 Cyborgs + 4 Suboids dial at most 6 in half steps', () => {
    const out = duel(4, 2, [plan('ixians', { leader: 'Dominic Vernius', dial: '6.5' }), plan('ixians', { leader: 'Dominic Vernius', dial: '5.5' })], {
      rules: 'basic',
    });
    expect(codes(out)).toEqual(['bad-dial', 'ok']);
    expect(message(out, 0)).toBe(
      'The Ixians cannot dial 6.5 with 0 spice: they have 6 forces (2 Cyborgs) in Arrakeen, and each ordinary force counts ½ and spice neither needs nor raises it; Cyborgs count 2. With 0 spice they can dial from 0 to 6.',
    );
    // 5.5 = 2 Cyborgs (4) + 3 Suboids (1.5).
    expect(out.views.ixians!.private).toMatchObject({ plan: { dial: 5.5 } });
  });

  it('OP-1 off (`ixianForceTypesInBasic: false`): in the Basic game every Ixian force counts 1, whole dials only', () => {
    const out = duel(4, 2, [plan('ixians', { leader: 'Dominic Vernius', dial: '5.5' }), plan('ixians', { leader: 'Dominic Vernius', dial: '6' })], {
      rules: 'basic',
      ixianForceTypesInBasic: false,
    });
    expect(codes(out)).toEqual(['bad-dial', 'ok']);
  });

  it('IX-11 Advanced: a Cyborg counts 2 with 1 spice and 1 without; a Suboid always ½, and spice cannot raise it', () => {
    const out = duel(4, 2, [
      plan('ixians', { leader: 'Dominic Vernius', dial: '4.5' }),
      plan('ixians', { leader: 'Dominic Vernius', dial: '6', spice: 3 }),
      plan('ixians', { leader: 'Dominic Vernius', dial: '6', spice: 2 }),
    ]);
    expect(codes(out)).toEqual(['bad-dial', 'bad-dial', 'ok']);
    // Unsupported: 2 Cyborgs at 1 and 4 Suboids at ½ make 4.
    expect(message(out, 0)).toContain('With 0 spice they can dial from 0 to 4.');
    expect(out.views.ixians!.private).toMatchObject({ plan: { dial: 6, spice: 2 } });
  });

  it('IX-7 Karama: a Cyborg is worth 1 in that battle; 4 Suboids + 2 Cyborgs dialled 5.5 plan again, 4 at most (rulebook Q&A)', () => {
    const out = duel(
      4,
      2,
      [
        plan('ixians', { leader: 'Dominic Vernius', dial: '5.5' }),
        stop('harkonnen', 'cyborgs'),
        plan('ixians', { leader: 'Dominic Vernius', dial: '5.5' }),
        plan('ixians', { leader: 'Dominic Vernius', dial: '4' }),
      ],
      { rules: 'basic' },
      { harkonnen: ['Karama'] },
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'bad-dial', 'ok']);
    expect(ofType(out.results[1]!.ok ? out.results[1]!.events : [], 'battle-plan-sent-back')).toEqual([{ type: 'battle-plan-sent-back', faction: 'ixians' }]);
    expect(message(out, 2)).toContain('Cyborgs count 1.');
  });

  it('IX-7: the winner loses the tokens that made up the dial; Cyborgs still count 2 against the Fremen', () => {
    const out = run(
      battleScenario(
        ['ixians', 'fremen'],
        {
          order: ['ixians', 'fremen'],
          spice: { ixians: 10, fremen: 10 },
          board: [
            { faction: 'ixians', territory: 'Arrakeen', forces: 6, elite: 2 },
            { faction: 'fremen', territory: 'Arrakeen', forces: 3 },
          ],
          hands: { ixians: [], fremen: [] },
        },
        [
          plan('ixians', { leader: 'Dominic Vernius', dial: '5', spice: 2 }),
          plan('fremen', { leader: 'Jamis', dial: '3' }),
          { as: 'ixians', do: 'pass' },
          { as: 'fremen', do: 'pass' },
        ],
      ),
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(eventsOf(out, 'battle-won')[0]).toMatchObject({ winner: 'ixians', totals: { ixians: 9, fremen: 5 } });
    // 5 = 2 supported Cyborgs (4) + 2 Suboids (1): those four tokens go to the Tanks.
    expect(out.state.tanks.ixians).toMatchObject({ forces: 4, elite: 2 });
  });
});

/** The Ixians and the Harkonnen in the Shipment and Movement phase, the Ixians first, storm far away. */
function movement(
  board: NonNullable<Scenario['setup']>['board'],
  actions: Action[],
  options: Scenario['options'] = {},
  hands: Record<string, string[]> = {},
): ScenarioOutput {
  const out = runScenario({
    seed: 3,
    factions: ['ixians', 'harkonnen'],
    options,
    setup: { phase: 'shipment-movement', storm: 3, order: ['ixians', 'harkonnen'], board, hands: { ixians: [], harkonnen: [], ...hands } },
    actions,
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

describe('IX-7 / IX-8 movement (§3.2, OP-14)', () => {
  const shipPass: Action = { as: 'ixians', do: 'pass' };
  const toWindPass = (forces: number, elite?: number): Action => ({
    as: 'ixians',
    do: 'move',
    args: { from: 'Sietch Tabr', to: 'Wind Pass', toSector: 14, forces, ...(elite === undefined ? {} : { elite }) },
  });

  it('IX-8: Suboids alone move 1 territory; with a Cyborg in the moving group, 2 (OP-14 default: the moving group)', () => {
    const board = [{ faction: 'ixians', territory: 'Sietch Tabr', forces: 4, elite: 1 }];
    const alone = movement(board, [shipPass, toWindPass(3, 0)]);
    expect(codes(alone)).toEqual(['ok', 'too-far']);
    expect(message(alone, 1)).toContain('Suboids move 1 territory without a Cyborg among them (or ornithopters)');
    const escorted = movement(board, [shipPass, toWindPass(3, 1)]);
    expect(codes(escorted)).toEqual(['ok', 'ok']);
  });

  it('IX-7: Cyborgs move 2 territories; OP-14 `origin`: a Cyborg where the Suboids start is enough', () => {
    const board = [{ faction: 'ixians', territory: 'Sietch Tabr', forces: 4, elite: 1 }];
    expect(codes(movement(board, [shipPass, toWindPass(1, 1)]))).toEqual(['ok', 'ok']);
    expect(codes(movement(board, [shipPass, toWindPass(3, 0)], { suboidEscort: 'origin' }))).toEqual(['ok', 'ok']);
  });

  it('IX-7/IX-8 Karama: the Cyborgs, and Suboids with them, move 1', () => {
    const out = movement(
      [{ faction: 'ixians', territory: 'Sietch Tabr', forces: 4, elite: 1 }],
      [stop('harkonnen', 'cyborg-movement'), shipPass, toWindPass(2, 1)],
      {},
      {
        harkonnen: ['Karama'],
      },
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'too-far']);
    expect(message(out, 2)).toContain('a Karama has stopped the Ixians’ move of 2 territories: they move 1');
  });
});

/** The Spice Collection of the last turn: the Ixians and the Harkonnen with 5 spice each. */
function collect(
  board: NonNullable<Scenario['setup']>['board'],
  spiceOnBoard: NonNullable<Scenario['setup']>['spiceOnBoard'],
  options: Scenario['options'] = {},
) {
  const out = runScenario({
    seed: 5,
    factions: ['ixians', 'harkonnen'],
    options,
    setup: { turn: 10, phase: 'collection', storm: 3, order: ['ixians', 'harkonnen'], spice: { ixians: 5, harkonnen: 5 }, board, spiceOnBoard },
  });
  if ('error' in out) throw new Error(out.error.message);
  return ofType(out.setupEvents, 'spice-collected');
}

describe('IX-7 / IX-8 collection (§3.2)', () => {
  it('IX-7: 3 spice per Cyborg; IX-8: 2 per Suboid, 3 when the Ixians occupy Arrakeen or Carthag', () => {
    const pile = [{ territory: 'The Great Flat', amount: 20 }];
    expect(collect([{ faction: 'ixians', territory: 'The Great Flat', forces: 3, elite: 1 }], pile)).toMatchObject([{ faction: 'ixians', amount: 7 }]);
    expect(
      collect(
        [
          { faction: 'ixians', territory: 'The Great Flat', forces: 3, elite: 1 },
          { faction: 'ixians', territory: 'Carthag', forces: 1 },
        ],
        pile,
      ),
    ).toMatchObject([{ faction: 'ixians', amount: 9 }]);
  });

  it('OP-1 off, Basic: every Ixian force collects 2', () => {
    const pile = [{ territory: 'The Great Flat', amount: 20 }];
    expect(
      collect([{ faction: 'ixians', territory: 'The Great Flat', forces: 3, elite: 1 }], pile, { rules: 'basic', ixianForceTypesInBasic: false }),
    ).toMatchObject([{ faction: 'ixians', amount: 6 }]);
  });
});

/** The Revival phase of turn 3, the Ixians with `tanks` in the Tanks and 20 spice. */
function revival(tanks: { forces: number; elite: number }, actions: Action[], options: Scenario['options'] = {}) {
  const out = runScenario({
    seed: 3,
    factions: ['ixians', 'harkonnen'],
    options,
    setup: { turn: 3, phase: 'revival', spice: { ixians: 20, harkonnen: 10 }, tanks: { ixians: tanks } },
    actions,
  });
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

describe('IX-7 revival (§3.2)', () => {
  it('IX-7: a Cyborg revives for 3 spice, the free revival going to a Cyborg first, with no one-starred-a-turn limit (Advanced)', () => {
    const out = revival({ forces: 5, elite: 3 }, [{ as: 'ixians', do: 'revive', args: { forces: 3, elite: 3 } }]);
    expect(codes(out)).toEqual(['ok']);
    // 1 free Cyborg, 2 Cyborgs at 3 each.
    expect(ofType(out.results[0]!.ok ? out.results[0]!.events : [], 'revived')).toMatchObject([{ faction: 'ixians', forces: 3, elite: 3, cost: 6 }]);
    expect(out.views.ixians!.spice).toBe(14);
  });

  it('IX-7: their view tells the Cyborgs in the Tanks and their price apart; none with OP-1 off in Basic, where a Cyborg costs 2', () => {
    expect(revival({ forces: 5, elite: 3 }, []).views.ixians!.private).toMatchObject({
      inTanks: 5,
      costPerForce: 2,
      eliteRevival: { starred: 'Cyborg', inTanks: 3, cost: 3 },
    });
    expect(revival({ forces: 5, elite: 0 }, []).views.ixians!.private).not.toHaveProperty('eliteRevival');
    const basic = revival({ forces: 5, elite: 3 }, [], { rules: 'basic', ixianForceTypesInBasic: false });
    expect(basic.views.ixians!.private).not.toHaveProperty('eliteRevival');
  });

  it('IX-8: a Suboid revives for 2; OP-1 off, Basic: a Cyborg too', () => {
    const suboids = revival({ forces: 5, elite: 3 }, [{ as: 'ixians', do: 'revive', args: { forces: 3, elite: 1 } }]);
    expect(ofType(suboids.results[0]!.ok ? suboids.results[0]!.events : [], 'revived')).toMatchObject([{ cost: 4 }]);
    const basic = revival({ forces: 5, elite: 3 }, [{ as: 'ixians', do: 'revive', args: { forces: 3, elite: 3 } }], {
      rules: 'basic',
      ixianForceTypesInBasic: false,
    });
    expect(ofType(basic.results[0]!.ok ? basic.results[0]!.events : [], 'revived')).toMatchObject([{ cost: 4 }]);
  });
});

describe('IX-9 the winner swaps Cyborg losses for surviving Suboids (§3.3)', () => {
  /** The rulebook example: 2 Cyborgs + 6 Suboids dial 6 (2×2 + 4×½), Basic; the Harkonnen dial 1. */
  const won = (after: Action[], options: Scenario['options'] = { rules: 'basic' }, hands: Record<string, string[]> = {}) =>
    duel(
      6,
      2,
      [
        plan('ixians', { leader: 'Dominic Vernius', dial: '6' }),
        plan('harkonnen', { leader: 'Umman Kudu', dial: '1' }),
        { as: 'ixians', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        ...after,
      ],
      options,
      hands,
    );

  it('IX-9: 2 Cyborgs + 6 Suboids dial 6; losses 2 Cyborgs + 4 Suboids; swapping 2 leaves the 2 Cyborgs in the territory and 6 Suboids in the Tanks', () => {
    const out = won([{ as: 'ixians', do: 'swap-losses', args: { count: 2 } }]);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(out.state.tanks.ixians).toMatchObject({ forces: 6, elite: 0 });
    expect(out.state.board.filter((x) => x.faction === 'ixians')).toMatchObject([{ territory: 'Arrakeen', forces: 2, elite: 2 }]);
    expect(eventsOf(out, 'losses-swapped')).toEqual([{ type: 'losses-swapped', faction: 'ixians', territory: 'Arrakeen', count: 2 }]);
  });

  it('IX-9: the battle waits for the Ixians; more than the surviving Suboids is refused, 0 keeps the losses', () => {
    const out = won([
      { as: 'ixians', do: 'swap-losses', args: { count: 3 } },
      { as: 'ixians', do: 'swap-losses', args: { count: 0 } },
    ]);
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'too-many', 'ok']);
    expect(message(out, 4)).toBe('The Ixians may swap at most 2 Cyborgs for surviving Suboids, not 3.');
    expect(out.state.tanks.ixians).toMatchObject({ forces: 6, elite: 2 });
    expect(eventsOf(out, 'losses-swapped')).toEqual([]);
  });

  it('IX-9: a passed deadline keeps the losses as they are (the safe default is `swap-losses count: 0`)', () => {
    const s = finalState(
      battleScenario(
        ['ixians', 'harkonnen'],
        {
          order: ['ixians', 'harkonnen'],
          board: [
            { faction: 'ixians', territory: 'Arrakeen', forces: 8, elite: 2 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 3 },
          ],
          hands: { ixians: [], harkonnen: [] },
        },
        [
          plan('ixians', { leader: 'Dominic Vernius', dial: '6' }),
          plan('harkonnen', { leader: 'Umman Kudu', dial: '1' }),
          { as: 'ixians', do: 'pass' },
          { as: 'harkonnen', do: 'pass' },
        ],
        { rules: 'basic' },
      ),
    );
    expect(safeDefault(s, 'ixians', () => 0)).toMatchObject({ action: { do: 'swap-losses', args: { count: 0 } } });
  });

  it('IX-9 Karama: a Karama played before the battle is won stops the swap; it is not offered and the phase goes on', () => {
    const out = duel(
      6,
      2,
      [
        stop('harkonnen', 'loss-swap'),
        plan('ixians', { leader: 'Dominic Vernius', dial: '6' }),
        plan('harkonnen', { leader: 'Umman Kudu', dial: '1' }),
        { as: 'ixians', do: 'pass' },
        { as: 'harkonnen', do: 'pass' },
        { as: 'ixians', do: 'swap-losses', args: { count: 1 } },
      ],
      { rules: 'basic' },
      { harkonnen: ['Karama'] },
    );
    expect(codes(out)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'wrong-phase']);
    expect(out.state.tanks.ixians).toMatchObject({ forces: 6, elite: 2 });
  });
});
