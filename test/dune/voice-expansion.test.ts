import { describe, expect, it } from 'vitest';
import { optionsFor } from '../../src/dune';
import { EXPANSION_CARDS, type CardId, type ExpansionCardRef } from '../../src/dune/data/cards';
import { sealState } from '../../src/dune/inspect';
import { voiced } from '../../src/dune/phases/battle/voice';
import { VOICE_KINDS, type VoiceKind } from '../../src/dune/shape/battle';
import { battleScenario, eventsOf, finalState, plan, run, type Action } from './battle-helpers';

const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

/** The Bene Gesserit (aggressor) against the Harkonnen in Arrakeen, the Harkonnen holding the expansion's cards. */
const bgDuel = (actions: Action[], harkonnenHand: string[], options: Record<string, unknown> = {}) =>
  battleScenario(
    ['bene-gesserit', 'harkonnen'],
    {
      order: ['bene-gesserit', 'harkonnen'],
      board: [
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 5 },
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 5 },
      ],
      hands: { 'bene-gesserit': [], harkonnen: harkonnenHand },
    },
    actions,
    { rules: 'basic', expansionTreacheryCards: true, ...options },
  );

const voice = (kind: string, play: boolean): Action => ({ as: 'bg', do: 'voice', args: { kind, play } });
const feyd = (cards: { weapon?: string; defense?: string }) => plan('harkonnen', { leader: 'Feyd-Rautha', dial: '1', ...cards });

describe('CARD-VOICE §6.3 the Voice names the new cards by their categories (ixians-tleilaxu.md §6.3)', () => {
  it('CARD-VOICE-POISON-BLADE §6.3: "play a poison weapon" and "play a projectile weapon" both oblige Poison Blade', () => {
    for (const kind of ['poison weapon', 'projectile weapon']) {
      const out = run(bgDuel([voice(kind, true), feyd({ weapon: 'Lasgun' }), feyd({ weapon: 'Poison Blade' })], ['Lasgun', 'Poison Blade']));
      expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    }
  });

  it('CARD-VOICE-POISON-TOOTH §6.3: "must not play a poison weapon" forbids Poison Tooth', () => {
    const out = run(bgDuel([voice('poison weapon', false), feyd({ weapon: 'Poison Tooth' }), feyd({})], ['Poison Tooth']));
    expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('CARD-VOICE-CHEMISTRY §6.3: Chemistry as a weapon is a poison weapon only under "must not"; as a defense it is a poison defense', () => {
    const forbidden = run(
      bgDuel([voice('poison weapon', false), feyd({ weapon: 'Chemistry', defense: 'Shield' }), feyd({ defense: 'Shield' })], ['Chemistry', 'Shield']),
    );
    expect(codes(forbidden)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    // "play a poison weapon" does not oblige Chemistry: holding no other, the player plans freely.
    const free = run(bgDuel([voice('poison weapon', true), feyd({ defense: 'Shield' })], ['Chemistry', 'Shield']));
    expect(codes(free)).toEqual(['ok', 'ok']);
    const defense = run(bgDuel([voice('poison defense', true), feyd({}), feyd({ defense: 'Chemistry' })], ['Chemistry']));
    expect(codes(defense)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('CARD-VOICE-WEIRDING-WAY §6.3: a projectile weapon in the weapon slot; as a defense a projectile defense only under "must not"', () => {
    const weapon = run(bgDuel([voice('projectile weapon', true), feyd({}), feyd({ weapon: 'Weirding Way' })], ['Weirding Way']));
    expect(codes(weapon)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    const forbidden = run(
      bgDuel(
        [voice('projectile defense', false), feyd({ weapon: 'Crysknife', defense: 'Weirding Way' }), feyd({ weapon: 'Crysknife' })],
        ['Crysknife', 'Weirding Way'],
      ),
    );
    expect(codes(forbidden)).toEqual(['ok', 'voice-disobeyed', 'ok']);
  });

  it('CARD-VOICE-SHIELD-SNOOPER §6.3: a poison and a projectile defense', () => {
    for (const kind of ['poison defense', 'projectile defense']) {
      const out = run(bgDuel([voice(kind, false), feyd({ defense: 'Shield Snooper' }), feyd({})], ['Shield Snooper']));
      expect(codes(out)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    }
  });
});

/** The expansion's cards as they may sit in a plan: each card in each slot it may take (§6.1). */
const card = (ref: ExpansionCardRef): CardId => {
  const c = EXPANSION_CARDS.find((x) => x.ref === ref);
  if (!c) throw new Error(`no card ${ref}`);
  return c.card;
};
const PLACED = [
  ['Poison Blade', 'CARD-POISON-BLADE', 'weapon'],
  ['Hunter-Seeker', 'CARD-HUNTER-SEEKER', 'weapon'],
  ['Basilia Weapon', 'CARD-BASILIA-WEAPON', 'weapon'],
  ['Weirding Way', 'CARD-WEIRDING-WAY', 'weapon'],
  ['Weirding Way', 'CARD-WEIRDING-WAY', 'defense'],
  ['Poison Tooth', 'CARD-POISON-TOOTH', 'weapon'],
  ['Shield Snooper', 'CARD-SHIELD-SNOOPER', 'defense'],
  ['Shield', 'CARD-SHIELD-2', 'defense'],
  ['Snooper', 'CARD-SNOOPER-2', 'defense'],
  ['Chemistry', 'CARD-CHEMISTRY', 'weapon'],
  ['Chemistry', 'CARD-CHEMISTRY', 'defense'],
  ['Artillery Strike', 'CARD-ARTILLERY-STRIKE', 'weapon'],
  ['Kull Wahad', 'CARD-KULL-WAHAD', 'weapon'],
  ['Kull Wahad', 'CARD-KULL-WAHAD', 'defense'],
] as const;

/**
 * ixians-tleilaxu.md §6.3, cell by cell: what each name of the Voice covers among the new cards,
 * "must play" and "must not play" apart ("Weapon as weapon" is written `Card weapon`).
 */
const COVERS: Record<VoiceKind, { must: readonly string[]; mustNot: readonly string[] }> = {
  'poison weapon': {
    must: ['Poison Blade weapon', 'Basilia Weapon weapon', 'Poison Tooth weapon'],
    mustNot: ['Poison Blade weapon', 'Basilia Weapon weapon', 'Poison Tooth weapon', 'Chemistry weapon'],
  },
  'projectile weapon': {
    must: ['Poison Blade weapon', 'Hunter-Seeker weapon', 'Weirding Way weapon'],
    mustNot: ['Poison Blade weapon', 'Hunter-Seeker weapon', 'Weirding Way weapon'],
  },
  'poison defense': {
    must: ['Shield Snooper defense', 'Snooper defense', 'Chemistry defense'],
    mustNot: ['Shield Snooper defense', 'Snooper defense', 'Chemistry defense'],
  },
  'projectile defense': {
    must: ['Shield Snooper defense', 'Shield defense'],
    mustNot: ['Weirding Way defense', 'Shield Snooper defense', 'Shield defense'],
  },
  worthless: { must: ['Kull Wahad weapon', 'Kull Wahad defense'], mustNot: ['Kull Wahad weapon', 'Kull Wahad defense'] },
  'cheap hero': { must: [], mustNot: [] },
  lasgun: { must: [], mustNot: [] },
  shield: { must: ['Shield Snooper defense', 'Shield defense'], mustNot: ['Shield Snooper defense', 'Shield defense'] },
  'artillery strike': { must: ['Artillery Strike weapon'], mustNot: ['Artillery Strike weapon'] },
  chemistry: { must: ['Chemistry weapon', 'Chemistry defense'], mustNot: ['Chemistry weapon', 'Chemistry defense'] },
  'poison tooth': { must: ['Poison Tooth weapon'], mustNot: ['Poison Tooth weapon'] },
  'weirding way': { must: ['Weirding Way weapon', 'Weirding Way defense'], mustNot: ['Weirding Way weapon', 'Weirding Way defense'] },
  'poison blade': { must: ['Poison Blade weapon'], mustNot: ['Poison Blade weapon'] },
  'shield snooper': { must: ['Shield Snooper defense'], mustNot: ['Shield Snooper defense'] },
};

describe('§6.3 Voice, every name against every new card in every slot (ixians-tleilaxu.md §6.3)', () => {
  const cells = VOICE_KINDS.flatMap((kind) =>
    [true, false].flatMap((play) =>
      PLACED.map(([name, ref, slot]) => {
        const covered = COVERS[kind][play ? 'must' : 'mustNot'].includes(`${name} ${slot}`);
        const title = `§6.3 Voice "${play ? '' : 'must not '}play ${kind}": ${name} as the ${slot} is ${covered ? '' : 'not '}covered`;
        return [title, { kind, play, ref, slot, covered }] as const;
      }),
    ),
  );
  it.each(cells)('%s', (_title, { kind, play, ref, slot, covered }) => {
    expect(voiced(kind, card(ref), slot, play)).toBe(covered);
  });
});

describe('§6.3 Voice names the new cards one by one (ixians-tleilaxu.md §6.3)', () => {
  it('§6.3 Voice "Shield" named covers Shield Snooper, but not Weirding Way as a defense', () => {
    const forbidden = run(bgDuel([voice('shield', false), feyd({ defense: 'Shield Snooper' }), feyd({})], ['Shield Snooper']));
    expect(codes(forbidden)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    const obliged = run(bgDuel([voice('shield', true), feyd({}), feyd({ defense: 'Shield Snooper' })], ['Shield Snooper']));
    expect(codes(obliged)).toEqual(['ok', 'voice-disobeyed', 'ok']);
    // "Projectile defense" would forbid Weirding Way as the defense; "Shield" leaves it.
    const weirding = run(bgDuel([voice('shield', false), feyd({ weapon: 'Crysknife', defense: 'Weirding Way' })], ['Crysknife', 'Weirding Way']));
    expect(codes(weirding)).toEqual(['ok', 'ok']);
  });

  it('§6.3 Voice "play Chemistry" is obeyed in either slot; "must not play Weirding Way" forbids it in either slot', () => {
    const chemistry = run(
      bgDuel(
        [voice('chemistry', true), feyd({ defense: 'Shield' }), feyd({ weapon: 'Chemistry', defense: 'Shield' }), feyd({ defense: 'Chemistry' })],
        ['Chemistry', 'Shield'],
      ),
    );
    expect(codes(chemistry)).toEqual(['ok', 'voice-disobeyed', 'ok', 'ok']);
    expect(chemistry.results[1]).toMatchObject({ error: { message: expect.stringContaining('play it as the weapon or as the defense') } });
    const weirding = run(
      bgDuel(
        [voice('weirding way', false), feyd({ weapon: 'Weirding Way' }), feyd({ weapon: 'Crysknife', defense: 'Weirding Way' }), feyd({ weapon: 'Crysknife' })],
        ['Crysknife', 'Weirding Way'],
      ),
    );
    expect(codes(weirding)).toEqual(['ok', 'voice-disobeyed', 'voice-disobeyed', 'ok']);
  });

  it('§6.3 Voice names Artillery Strike, Poison Tooth, Poison Blade and Shield Snooper, each only that card', () => {
    for (const [kind, name, slot, other] of [
      ['artillery strike', 'Artillery Strike', 'weapon', 'Crysknife'],
      ['poison tooth', 'Poison Tooth', 'weapon', 'Chaumas'],
      ['poison blade', 'Poison Blade', 'weapon', 'Crysknife'],
      ['shield snooper', 'Shield Snooper', 'defense', 'Shield'],
    ] as const) {
      const must = run(bgDuel([voice(kind, true), feyd({ [slot]: other }), feyd({ [slot]: name })], [name, other]));
      expect(codes(must), kind).toEqual(['ok', 'voice-disobeyed', 'ok']);
      const mustNot = run(bgDuel([voice(kind, false), feyd({ [slot]: name }), feyd({ [slot]: other })], [name, other]));
      expect(codes(mustNot), kind).toEqual(['ok', 'voice-disobeyed', 'ok']);
    }
  });

  it('§6.3 Voice names only cards that can be in this game’s deck: the buttons offer those, the Voice and its order refuse the others', () => {
    const offered = (options: Record<string, unknown>, action: 'voice' | 'voice-order') => {
      const o = optionsFor(sealState(finalState(bgDuel([], [], options))), 'bene-gesserit', action, action === 'voice' ? {} : { choice: 'voice' }, 'kind');
      return o.kind === 'list' ? o.options.map((x) => x.value) : [];
    };
    const base = ['poison weapon', 'projectile weapon', 'poison defense', 'projectile defense', 'worthless', 'cheap hero', 'lasgun'];
    const named = ['shield', 'artillery strike', 'chemistry', 'poison tooth', 'weirding way'];
    for (const action of ['voice', 'voice-order'] as const) {
      expect(offered({}, action)).toEqual([...base, ...named, 'poison blade', 'shield snooper']);
      expect(offered({ poisonBladeShieldSnooper: false }, action)).toEqual([...base, ...named]);
      expect(offered({ expansionTreacheryCards: false }, action)).toEqual(base);
    }
    const refused = run(bgDuel([voice('poison blade', false), voice('chemistry', false)], [], { poisonBladeShieldSnooper: false }));
    expect(codes(refused)).toEqual(['kind-not-in-game', 'ok']);
    expect(refused.results[0]).toMatchObject({ error: { message: expect.stringContaining('Name one of: poison weapon') } });
    const order = (kind: string): Action => ({ as: 'bg', do: 'voice-order', args: { choice: 'voice', kind, play: false } });
    const base33 = run(bgDuel([order('shield'), order('weirding way'), order('lasgun')], [], { expansionTreacheryCards: false }));
    expect(codes(base33)).toEqual(['kind-not-in-game', 'kind-not-in-game', 'ok']);
    // The order names a card, and commands it as the battle begins.
    const ordered = run(bgDuel([order('chemistry')], [], {}));
    expect(eventsOf(ordered, 'voice-used')).toEqual([{ type: 'voice-used', faction: 'bene-gesserit', target: 'harkonnen', kind: 'chemistry', play: false }]);
  });
});
