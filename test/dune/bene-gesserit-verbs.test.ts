import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { errorOf, eventsOf, run } from './cards-helpers';

const FACTIONS = ['harkonnen', 'atreides', 'emperor', 'bene-gesserit'];

/** Shipment and Movement, Advanced: Bene Gesserit fighters in Imperial Basin, next to the Harkonnen. */
const sm = (actions: Scenario['actions']) =>
  run({
    factions: FACTIONS,
    setup: {
      turn: 2,
      phase: 'shipment-movement',
      storm: 3,
      order: FACTIONS,
      spice: { harkonnen: 20, atreides: 20, emperor: 20, 'bene-gesserit': 5 },
      board: [
        { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
        { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 8, forces: 3 },
      ],
    },
    actions,
  });

describe('the Bene Gesserit answer with their own verbs; `pass` stays an alias', () => {
  it('`stay`: fighters stay fighters where a faction entered', () => {
    const actions = (verb: string) => [
      { as: 'harkonnen', do: 'pass' },
      { as: 'harkonnen', do: 'move', args: { from: 'Carthag', to: 'Imperial Basin', toSector: 10, forces: 2 } },
      { as: 'bene-gesserit', do: verb },
    ];
    const out = sm(actions('stay'));
    expect(eventsOf(out, 2).map((e) => e.type)).toContain('flip-declined');
    expect(out.state.board.find((x) => x.faction === 'bene-gesserit')).toMatchObject({ forces: 3 });
    expect(out.state.board.find((x) => x.faction === 'bene-gesserit')).not.toHaveProperty('advisor', true);
    expect(sm(actions('pass')).state).toEqual(out.state);
  });

  it('`no-advisor`: no spiritual advisor after a shipment; refused when none is on offer, changing nothing', () => {
    const out = sm([
      { as: 'bene-gesserit', do: 'no-advisor' },
      { as: 'harkonnen', do: 'ship', args: { territory: 'Carthag', forces: 2 } },
      { as: 'bene-gesserit', do: 'stay' },
      { as: 'bene-gesserit', do: 'no-advisor' },
    ]);
    expect(errorOf(out, 0).code).toBe('not-your-turn');
    expect(errorOf(out, 2)).toEqual({ code: 'nothing-to-decide', message: 'The Bene Gesserit have no flip to decide now.' });
    expect(eventsOf(out, 3).map((e) => e.type)).toContain('spiritual-advisor-declined');
    expect(out.views['bene-gesserit']!.reserves.forces).toBe(17);
  });

  it('`no-voice`: the Voice is declined and the opponent plans', () => {
    const battle = (verb: string) =>
      run({
        factions: ['bene-gesserit', 'harkonnen'],
        options: { rules: 'basic' },
        setup: {
          phase: 'battle',
          storm: 3,
          traitors: { 'bene-gesserit': [], harkonnen: [] },
          board: [
            { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 5 },
            { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
          ],
        },
        actions: [
          { as: 'harkonnen', do: 'no-voice' },
          { as: 'bene-gesserit', do: verb },
        ],
      });
    const out = battle('no-voice');
    expect(errorOf(out, 0).code).toBe('not-your-turn');
    expect(eventsOf(out, 1)).toEqual([{ type: 'voice-passed', faction: 'bene-gesserit' }]);
    expect(out.state.waitingFor.sort()).toEqual(['bene-gesserit', 'harkonnen']);
    const passed = battle('pass');
    expect(eventsOf(passed, 1)).toEqual(eventsOf(out, 1));
    expect(passed.state.step).toEqual(out.state.step);
  });
});
