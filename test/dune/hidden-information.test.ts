import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS } from '../../src/dune/registry';
import { createGame } from '../../src/dune/create';
import { runScenario, type ScenarioOutput } from '../../src/dune/scenario';
import { privateView, publicView } from '../../src/dune/views';
import type { DuneState, FactionId } from '../../src/dune/state';
import { perturbSecrets, viewsOthersSee } from '../support/secrets';

const ALL: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

function states(): { label: string; s: DuneState }[] {
  const created = createGame({ seats: ALL, seed: 3 });
  if (!created.ok) throw new Error(created.error.message);
  return [{ label: 'setup', s: created.value.state }];
}

describe('hidden information', () => {
  for (const { label, s } of states())
    for (const f of ALL)
      it(`no view but ${f}'s changes when ${f}'s secrets change (${label})`, () => {
        const before = viewsOthersSee(s, f);
        const after = viewsOthersSee(perturbSecrets(s, f), f);
        expect(after).toEqual(before);
        // …and the perturbation is visible to f, so the check can fail.
        expect(JSON.stringify(privateView(perturbSecrets(s, f), f))).not.toBe(JSON.stringify(privateView(s, f)));
      });

  it('the public view names no hand, traitor, spice count, reserve or prediction', () => {
    const out = runScenario({ seed: 5, factions: ALL, setup: { phase: 'storm', hands: { atreides: ['Lasgun'] }, spice: { atreides: 17 } } }) as ScenarioOutput;
    const text = JSON.stringify(out.state);
    for (const key of ['"hand"', '"traitors"', '"spice":', '"reserves"', '"prediction"', '"nextStorm"', '"traitorOffers"']) expect(text).not.toContain(key);
    expect(text).not.toContain('Lasgun');
    expect(out.views.atreides!.hand).toEqual(['Lasgun']);
    expect(out.views.atreides!.spice).toBe(17);
    expect(JSON.stringify(out.views.harkonnen)).not.toContain('Lasgun');
  });

  it('a private event is addressed to its owner only', () => {
    const created = createGame({ seats: ALL, seed: 9 });
    if (!created.ok) throw new Error(created.error.message);
    for (const e of created.value.events.filter((x) => x.type === 'cards-dealt' || x.type === 'traitors-dealt')) expect(e.to).toHaveLength(1);
    expect(publicView(created.value.state)).not.toHaveProperty('hands');
  });
});

describe('S002-INFO-2: secrets may be kept or shared, never forced', () => {
  it('no action asks a player to reveal a hand, traitors, spice or reserves, and a player may share them in a public deal', () => {
    const TERMS = 'Atreides hold a Lasgun and 17 spice, and keep Piter de Vries as traitor: trust us.';
    const out = runScenario({
      seed: 4,
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: { phase: 'bidding', hands: { atreides: ['Lasgun'] }, spice: { atreides: 17 } },
      actions: [
        { as: 'atreides', do: 'deal', args: { with: 'harkonnen', terms: TERMS } },
        { as: 'harkonnen', do: 'accept', args: { deal: 1 } },
      ],
    }) as ScenarioOutput;
    // No action spec takes a "reveal" of one's own secrets as a requirement: one that names a
    // reveal leaves it to the player, yes or no (TLX-2's `reveal-face-dancer reveal: false` keeps it secret).
    const reveals = ALL_ACTIONS.filter((a) => /reveal/.test(a.name));
    expect(reveals.map((a) => a.name)).toEqual(['reveal-face-dancer']);
    expect(reveals.filter((a) => !a.args.some((x) => x.name === 'reveal' && x.type === 'boolean'))).toEqual([]);
    // What the Atreides chose to say is public, word for word; the engine itself revealed nothing.
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(out.state.deals).toMatchObject([{ terms: TERMS }]);
    expect(out.state).not.toHaveProperty('hands');
    expect(out.views.harkonnen).not.toHaveProperty('hand', ['Lasgun']);
  });
});
