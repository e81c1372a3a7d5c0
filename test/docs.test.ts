import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsDoc } from '../scripts/commands-doc';
import { withGeneratedParts } from '../scripts/setup-guide-doc';
import { INVITE_PERMISSION_BITS } from '../src/bot/invite';

describe('documentation', () => {
  it('docs/commands.md is generated from the action specs, the command groups and the decisions of a seeded game (run `npm run docs:commands`)', () => {
    expect(readFileSync(new URL('../docs/commands.md', import.meta.url), 'utf8')).toBe(`${commandsDoc()}\n`);
    // It plays a seeded game: 53 s on a 2-core machine at load 15, past the default 30 s.
  }, 120_000);

  it('the setup guide’s invite (its link, and why each permission is asked for) is generated from src/bot/invite.ts, and it asks for Pin Messages', () => {
    const guide = readFileSync(new URL('../docs/play-in-your-server.md', import.meta.url), 'utf8');
    expect(guide).toBe(withGeneratedParts(guide));
    // Discord's own permission for pinning (1 << 51), which Manage Messages no longer grants.
    expect(INVITE_PERMISSION_BITS & (1n << 51n)).toBe(1n << 51n);
    expect(guide).toContain(`&permissions=${INVITE_PERMISSION_BITS}`);
    expect(guide).toMatch(/\| Pin Messages \| pin the live status/);
  });
});
