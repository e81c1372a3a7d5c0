import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/dune/create';
import { checkTerms } from '../../src/dune/deals/terms';
import { fold, normalize, resolveCardKind, resolveFaction, resolveLeader, resolveTerritory } from '../../src/dune/names';
import { attempt } from '../../src/engine/result';
import { errorOf, run } from './cards-helpers';

/** Spellings that look like the name and are not its code points. */
const DODGES = {
  fullWidth: 'Ｌａｓｇｕｎ',
  zeroWidthSpace: 'Las\u200bgun',
  softHyphen: 'C\u00adrysknife',
  zeroWidthJoiner: 'Gom\u200d Jabbar',
  wordJoinerAndBom: '\ufeffSnoo\u2060per',
  bidiControls: '\u202eStunner\u202c',
  variationSelector: 'Shield\ufe0f',
  tagCharacters: 'Chau\u{e0041}mas',
  mathematicalBold: '𝐋𝐚𝐬𝐠𝐮𝐧',
} as const;

describe('names that cannot be dodged (issue 11): NFKC, invisible characters removed, case and diacritics folded', () => {
  it('fold removes what shows nothing and folds compatibility forms, case and diacritics', () => {
    expect(fold(DODGES.fullWidth)).toBe('lasgun');
    expect(fold(DODGES.zeroWidthSpace)).toBe('lasgun');
    expect(fold(DODGES.softHyphen)).toBe('crysknife');
    expect(fold(DODGES.bidiControls)).toBe('stunner');
    expect(fold(DODGES.mathematicalBold)).toBe('lasgun');
    expect(fold('Piter de Vriés')).toBe('piter de vries');
    expect(normalize('Ｔｕｅｋ’ｓ\u00a0Ｓｉｅｔｃｈ')).toBe('tueks sietch');
  });

  it('every name lookup sees through the dodges', () => {
    expect(resolveCardKind(DODGES.fullWidth)).toEqual({ ok: true, value: 'lasgun' });
    expect(resolveCardKind(DODGES.softHyphen)).toEqual({ ok: true, value: 'crysknife' });
    expect(resolveCardKind(DODGES.tagCharacters)).toEqual({ ok: true, value: 'chaumas' });
    expect(resolveTerritory('Ａｒｒａ\u200bｋｅｅｎ')).toEqual({ ok: true, value: 'arrakeen' });
    expect(resolveFaction('Ｈａｒｋ\u00adｏｎｎｅｎ')).toEqual({ ok: true, value: 'harkonnen' });
    expect(resolveLeader('Dun\u200ccan Idaho')).toEqual({ ok: true, value: 'duncan-idaho' });
  });

  it('S002-DEAL-1: a deal cannot hand over a card or a leader by spelling its name with invisible or full-width characters', () => {
    for (const [how, name] of Object.entries(DODGES))
      expect(
        attempt(() => checkTerms(`I give you my ${name} after the battle.`)),
        how,
      ).toMatchObject({ ok: false, error: { code: 'forbidden-deal' } });
    expect(attempt(() => checkTerms('Ｉ ｇｉｖｅ ｙｏｕ ｍｙ ｔｒａｉｔｏｒ'))).toMatchObject({ ok: false, error: { code: 'forbidden-deal' } });
    expect(attempt(() => checkTerms('I tr\u200bade you Duncan\u00a0Idaho'))).toMatchObject({ ok: false, error: { code: 'forbidden-deal' } });
    // Information and future actions are still allowed, however they are typed.
    expect(attempt(() => checkTerms('Ｉ ｗｉｌｌ ｎｏｔ ｂｉｄ on the next card.'))).toEqual({ ok: true, value: undefined });
  });

  it('S002-DEAL-1: the dodged deal is refused through the action, as the plain one is', () => {
    const out = run({
      factions: ['atreides', 'harkonnen', 'emperor'],
      setup: { phase: 'bidding' },
      actions: [
        { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'I give you my Ｌａｓｇｕｎ.' } },
        { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'I give you my Las\u200bgun.' } },
        { as: 'harkonnen', do: 'deal', args: { with: 'atreides', terms: 'I hand over my C\u00adrysknife.' } },
      ],
    });
    for (const i of [0, 1, 2]) expect(errorOf(out, i).code).toBe('forbidden-deal');
  });
});

describe('issue 12: lookups and options answer with a Result, never an exception', () => {
  it('an unknown name is an error value naming what is known', () => {
    const r = resolveTerritory('Atlantis');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('unknown-territory');
    expect(!r.ok && r.error.message).toMatch(/^There is no territory called "Atlantis"\. Known territories: /);
  });

  it('resolveOptions returns the options with their defaults, or the error', () => {
    expect(resolveOptions({ turns: 5 })).toMatchObject({ ok: true, value: { turns: 5, rules: 'advanced' } });
    expect(resolveOptions({ turns: 50 })).toEqual({
      ok: false,
      error: { code: 'bad-option', message: 'turns must be a whole number from 1 to 20 (GF9 plays 10, AH 15), not 50.' },
    });
  });
});
