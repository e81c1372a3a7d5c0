import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POWER_IDS } from '../src/dune/cards/karama/powers';
import { hasTest, listedStops, namedTests, rulesTable } from '../scripts/rules-table';

describe('docs/rules-table.md', () => {
  it('is generated from the current data (run `npm run docs:rules`)', () => {
    expect(readFileSync(new URL('../docs/rules-table.md', import.meta.url), 'utf8')).toBe(`${rulesTable()}\n`);
  });

  it('names only tests that exist', () => {
    expect(namedTests().filter(([file, title]) => !hasTest(file, title))).toEqual([]);
  });

  it('lists every power a Karama can stop', () => {
    expect(POWER_IDS.filter((id) => !listedStops().includes(id))).toEqual([]);
  });

  it('a misspelt test title is caught, and a template title matches its expansions', () => {
    expect(hasTest('battle-resolution.test.ts', 'Crysknife against Shield: the leader lives (§11.4.3)')).toBe(true);
    expect(hasTest('battle-resolution.test.ts', 'Crysknife against Shield: the leader lives (§11.4.4)')).toBe(false);
    expect(hasTest('karama.test.ts', 'the Guild’s payment: the next shipment is paid to the bank')).toBe(true);
  });
});
