import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { allAccepted, run } from './cards-helpers';

const dir = new URL('../../examples/', import.meta.url);
const files = readdirSync(dir).filter((f) => (f.startsWith('cards-') || f.startsWith('deals-')) && f.endsWith('.json'));

describe('card and deal examples', () => {
  it('there are some', () => expect(files.length).toBeGreaterThanOrEqual(3));
  for (const file of files)
    it(`${file} runs with every action accepted and the invariants kept`, () => {
      const out = run(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Scenario);
      expect(out.results.length).toBeGreaterThan(0);
      allAccepted(out);
    });
});
