import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsReference } from '../src/dune/actions/reference';

describe('documentation', () => {
  it('docs/commands.md is generated from the current action specs (run `npm run docs:commands`)', () => {
    expect(readFileSync(new URL('../docs/commands.md', import.meta.url), 'utf8')).toBe(`${commandsReference()}\n`);
  });
});
