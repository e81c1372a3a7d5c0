import { describe, expect, it } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import { demoFactions } from '../../src/demo/demo-factions';
import { testDatabases } from '../support/databases';

describe('`npm run demo -- --factions`', () => {
  it('DEMO-FACTIONS a number takes that many of the base six; a list names the factions by any name a player may type', () => {
    expect(demoFactions('3')).toEqual({ ok: true, value: ['atreides', 'bene-gesserit', 'emperor'] });
    expect(demoFactions('tleilaxu, BG,fremen')).toEqual({ ok: true, value: ['tleilaxu', 'bene-gesserit', 'fremen'] });
  });

  it('DEMO-FACTIONS a list that cannot be played is refused with the reason', () => {
    expect(demoFactions('7')).toEqual({ ok: false, message: '--factions takes 2 to 6 factions.' });
    expect(demoFactions('atreides')).toEqual({ ok: false, message: '--factions takes 2 to 6 factions, not 1.' });
    expect(demoFactions('atreides,sardaukar')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"sardaukar" is no faction; the factions are atreides'),
    });
    expect(demoFactions('fremen,Fremen')).toEqual({ ok: false, message: '--factions names the fremen twice: each faction plays once.' });
    expect(demoFactions('')).toMatchObject({ ok: false });
  });

  it('DEMO-FACTIONS the demo seats the factions listed, with the expansion when one of its factions plays', async () => {
    const lines: string[] = [];
    await runDemo({ factions: ['tleilaxu', 'fremen'], turns: 1, seed: 3, databases: testDatabases, out: (line) => lines.push(line) });
    const transcript = lines.join('\n');
    expect(transcript).toContain("the Ixians & Tleilaxu expansion's components");
    expect(transcript).toMatch(/═══ DMs to ajidica \(Tleilaxu\) ═══/);
    expect(transcript).toMatch(/═══ DMs to liet \(Fremen\) ═══/);
  }, 120_000);
});
