import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/dune/create';
import { EXPANSION_PRESETS, expansionOptionsInPlay } from '../../src/dune/expansion-options';
import { runScenario } from '../../src/dune/scenario';
import type { GameOptions } from '../../src/dune/options';
import type { FactionId } from '../../src/dune/state';

const options = (given: Partial<GameOptions>): GameOptions => {
  const r = resolveOptions(given);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const BASE_SIX: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'];

describe('the options that matter to a game (the public view lists only those of the expansion)', () => {
  it('EXPANSION-PRESET a base game (the base preset, the base factions) has none of the expansion options', () => {
    expect(expansionOptionsInPlay(options(EXPANSION_PRESETS.base), BASE_SIX)).toEqual([]);
  });

  it("the Tleilaxu bring their own options and the components in play, not the Ixians' nor the HMS's", () => {
    expect(expansionOptionsInPlay(options(EXPANSION_PRESETS.base), ['tleilaxu', 'fremen'])).toEqual([
      'expansionTreacheryCards',
      'sandtrout',
      'cheapHeroTraitor',
      'techTokens',
      'tleilaxuGholas',
      'hmsWithoutIxians',
      'tleilaxuLeaderRevival',
      'tleilaxuOwnFreeRevivalIncome',
      'raisedRevivalLimit',
      'karamaLimitsTleilaxuRevival',
      'faceDancerAgainstAlly',
      'tleilaxuKaramaBlocksGhola',
    ]);
  });

  it('a component switched on brings its own options: the cards theirs, the HMS without the Ixians OP-3, OP-4 and OP-15, Sandtrout OP-11', () => {
    const shown = expansionOptionsInPlay(
      options({ ...EXPANSION_PRESETS.base, hmsWithoutIxians: true, sandtrout: true, expansionTreacheryCards: true }),
      BASE_SIX,
    );
    expect(shown).toEqual(expect.arrayContaining(['amal', 'harvester', 'hmsSpice', 'hmsWormRide', 'hmsInStorm', 'sandtroutTurnOne']));
    expect(shown).not.toContain('ixTechnology');
    expect(shown).not.toContain('cheapHeroFaceDancer');
  });

  it("the scenario runner's public view lists the base options in full and the expansion's that matter", () => {
    const out = runScenario({ seed: 1, factions: ['atreides', 'harkonnen'], options: EXPANSION_PRESETS.base });
    if ('error' in out) throw new Error(out.error.message);
    expect(Object.keys(out.state.options)).toEqual([
      'rules',
      'variants',
      'turns',
      'bgCharity',
      'rebidAfterPass',
      'karamaScope',
      'mostStrongholdsTie',
      'battlingBlind',
      'charity',
      'stormCardWindow',
      'spiceSplit',
      'seating',
      'bribery',
    ]);
  });
});
