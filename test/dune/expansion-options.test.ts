import { describe, expect, it } from 'vitest';
import { createGame, resolveOptions } from '../../src/dune/create';
import { EXPANSION_CARDS } from '../../src/dune/data/cards';
import { EXPANSION_PRESETS, expansionOptionsInPlay } from '../../src/dune/expansion-options';
import { runScenario } from '../../src/dune/scenario';
import { gholasInPlay, technologyInPlay, type GameOptions } from '../../src/dune/options';
import { techTokensInPlay } from '../../src/dune/tech-tokens/held';
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

describe('OP-19: every component of the box is a switch of its own', () => {
  const SWITCHES = ['expansionTreacheryCards', 'sandtrout', 'cheapHeroTraitor', 'techTokens', 'ixTechnology', 'tleilaxuGholas'] as const;
  type Switch = (typeof SWITCHES)[number];

  /** Which components a new Advanced game of the Ixians, the Tleilaxu and the Atreides holds, read from its decks and rules. */
  function componentsOf(given: Partial<GameOptions>): Record<Switch, boolean> {
    const r = createGame({ seats: ['ixians', 'tleilaxu', 'atreides'], options: { rules: 'advanced', ...given }, seed: 5 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    const dealt = s.factions.flatMap((f) => s.hands[f] ?? []);
    const offers = s.step.phase === 'setup' ? Object.values(s.step.traitorOffers).flat() : [];
    return {
      expansionTreacheryCards: [...s.decks.treachery, ...dealt].some((c) => EXPANSION_CARDS.some((e) => e.card === c)),
      sandtrout: s.decks.spice.includes('sandtrout'),
      cheapHeroTraitor: [...s.decks.traitors, ...offers].includes('cheap-hero'),
      techTokens: techTokensInPlay(s),
      ixTechnology: technologyInPlay(s.options),
      tleilaxuGholas: gholasInPlay(s.options),
    };
  }
  const all = (on: boolean) => Object.fromEntries(SWITCHES.map((k) => [k, on]));

  it("OP-19: with an expansion faction and the Advanced rules every component is in, as in treachery.online's preset", () => {
    expect(componentsOf({})).toEqual(all(true));
  });

  it.each(SWITCHES)('OP-19: %s switched off leaves every other component in the game', (off) => {
    expect(componentsOf({ [off]: false })).toEqual({ ...all(true), [off]: false });
  });

  it('OP-19: the base preset switches the four components off; Technology and Gholas follow the rules', () => {
    expect(componentsOf(EXPANSION_PRESETS.base)).toEqual({ ...all(false), ixTechnology: true, tleilaxuGholas: true });
    expect(componentsOf({ ...EXPANSION_PRESETS.base, rules: 'basic' })).toEqual(all(false));
  });
});
