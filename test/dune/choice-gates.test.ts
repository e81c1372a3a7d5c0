import { describe, expect, it } from 'vitest';
import { FORMS } from '../../src/dune/choices/registry';
import { legalOptions, offer } from '../../src/dune/choices/search';
import { seatOf } from '../../src/dune/choices/seat';
import type { Chosen, Form } from '../../src/dune/choices/types';
import { seededMoments } from './seeded-moments';

/** The form as it was before its gates: every value probed whatever the refusal. */
const ungated = (form: Form): Form => ({ action: form.action, matches: form.matches, args: form.args, describe: form.describe });

describe('the forms’ gates (refusals no argument can avoid)', () => {
  it('offer exactly the choices the full search offers, at every moment of seeded games', () => {
    const gated = FORMS.filter((form) => form.gates?.length);
    expect(gated.length).toBeGreaterThan(5);
    const outcomes = { offered: 0, none: 0 };
    for (const { seed, s } of seededMoments([2000, 2001])) {
      for (const f of s.factions) {
        const k = seatOf(s, f);
        for (const form of gated) {
          const full = ungated(form);
          for (const chosen of [{}, { special: true }] satisfies Chosen[]) {
            if (!form.matches(k, chosen)) continue;
            const at = `seed ${seed}, turn ${s.turn}, ${s.phase}, ${f}, ${form.action.name} ${JSON.stringify(chosen)}`;
            expect(offer(k, form, { label: 'x', preset: chosen }), at).toEqual(offer(k, full, { label: 'x', preset: chosen }));
            const def = form.args(k, chosen).find((d) => !Object.hasOwn(chosen, d.name));
            if (!def) continue;
            const options = legalOptions(k, form, chosen, def);
            expect(options, `${at}: ${def.name}`).toEqual(legalOptions(k, full, chosen, def));
            outcomes[options.kind === 'none' ? 'none' : 'offered']++;
          }
        }
      }
    }
    expect(outcomes.offered).toBeGreaterThan(20);
    expect(outcomes.none).toBeGreaterThan(20);
  }, 240_000);
});
