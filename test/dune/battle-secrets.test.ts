import { describe, expect, it } from 'vitest';
import { privateView } from '../../src/dune/views';
import type { FactionId } from '../../src/dune/state';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';
import { battleScenario, finalState, pass, plan, type Action } from './battle-helpers';

const FACTIONS: FactionId[] = ['harkonnen', 'emperor', 'atreides'];

/** Harkonnen against the Emperor, both holding cards and traitors, stopped after `actions`. */
const at = (actions: Action[]) =>
  finalState(
    battleScenario(
      FACTIONS,
      {
        order: ['harkonnen', 'emperor', 'atreides'],
        spice: { harkonnen: 10, emperor: 10, atreides: 10 },
        board: [
          { faction: 'harkonnen', territory: 'Arrakeen', forces: 6 },
          { faction: 'emperor', territory: 'Arrakeen', forces: 5 },
        ],
        hands: { harkonnen: ['Crysknife', 'Shield'], emperor: ['Snooper', 'Chaumas'], atreides: ['Lasgun'] },
        traitors: { harkonnen: ['Caid'], emperor: ['Beast Rabban'], atreides: ['Feyd-Rautha'] },
      },
      actions,
    ),
  );

const states: { label: string; actions: Action[] }[] = [
  { label: 'one plan in', actions: [plan('emperor', { leader: 'Caid', dial: '2', spice: 1, defense: 'Snooper' })] },
  {
    label: 'traitor calls awaited',
    actions: [
      plan('emperor', { leader: 'Caid', dial: '2', spice: 1, defense: 'Snooper' }),
      plan('harkonnen', { leader: 'Beast Rabban', dial: '3', weapon: 'Crysknife' }),
    ],
  },
  {
    label: 'capture awaited',
    actions: [
      plan('emperor', { leader: 'Caid', dial: '2', spice: 1 }),
      plan('harkonnen', { leader: 'Beast Rabban', dial: '3', weapon: 'Crysknife' }),
      pass('harkonnen'),
      pass('emperor'),
    ],
  },
];

describe('hidden information in battle', () => {
  for (const { label, actions } of states) {
    const s = at(actions);
    for (const f of FACTIONS)
      it(`no view but ${f}'s changes when ${f}'s secrets change (${label})`, () => {
        expect(viewsOthersSee(perturbSecrets(s, f), f)).toEqual(viewsOthersSee(s, f));
        expect(JSON.stringify(privateView(perturbSecrets(s, f), f))).not.toBe(JSON.stringify(privateView(s, f)));
      });
  }

  it("a secret plan shows only in its owner's view, and the traitor one may call only in the holder's", () => {
    const planned = at(states[0]!.actions);
    expect(privateView(planned, 'emperor').private).toMatchObject({ plan: { leader: 'Caid', defense: 'Snooper', spice: 1 } });
    expect(privateView(planned, 'harkonnen').private).toEqual({});
    const asking = at(states[1]!.actions);
    expect(privateView(asking, 'emperor').private).toEqual({ traitor: 'Beast Rabban' });
    expect(privateView(asking, 'harkonnen').private).toEqual({ traitor: 'Caid' });
  });
});
