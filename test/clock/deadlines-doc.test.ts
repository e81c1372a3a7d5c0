import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS } from '../../src/dune';
import { RACE_DECISION_KINDS } from '../../src/race';

const doc = readFileSync(new URL('../../docs/deadlines.md', import.meta.url), 'utf8');

/** The decision kinds a section's table has a row for. */
function rows(section: string): string[] {
  const start = doc.indexOf(`### ${section}`);
  const rest = doc.slice(start + 4);
  const end = rest.search(/\n##/);
  return [...rest.slice(0, end === -1 ? undefined : end).matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1] as string);
}

describe('docs/deadlines.md', () => {
  it('lists the safe default of every decision kind of Dune, each once', () => {
    expect([...rows('Dune')].sort()).toEqual([...DECISION_KINDS].sort());
  });

  it('lists the safe default of every decision kind of the race, each once', () => {
    expect([...rows('The race of Guards and a Noble')].sort()).toEqual([...RACE_DECISION_KINDS].sort());
  });
});
