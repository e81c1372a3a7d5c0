import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsDoc } from '../scripts/commands-doc';

describe('documentation', () => {
  it('docs/commands.md is generated from the action specs, the command groups and the decisions of a seeded game (run `npm run docs:commands`)', () => {
    expect(readFileSync(new URL('../docs/commands.md', import.meta.url), 'utf8')).toBe(`${commandsDoc()}\n`);
  });
});
