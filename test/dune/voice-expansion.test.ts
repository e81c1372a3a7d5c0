import { describe, expect, it } from 'vitest';
import { battleScenario, plan, run, type Action } from './battle-helpers';

const codes = (out: ReturnType<typeof run>) => out.results.map((r) => (r.ok ? 'ok' : r.error.code));

/** The Bene Gesserit (aggressor) against the Harkonnen in Arrakeen, the Harkonnen holding the expansion's cards. */
const bgDuel = (actions: Action[], harkonnenHand: string[]) =>
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
    { rules: 'basic', expansionTreacheryCards: true },
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
