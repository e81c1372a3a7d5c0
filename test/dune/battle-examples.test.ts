import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/dune/scenario';
import { runOk } from './battle-helpers';

const dir = new URL('../../examples/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.startsWith('battle-') && f.endsWith('.json'));

describe('battle examples', () => {
  it('there are some', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files)
    it(`${file} runs with every action accepted`, () => {
      const out = runOk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Scenario);
      expect(out.results.length).toBeGreaterThan(0);
    });
});
