import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const tsx = 'node_modules/.bin/tsx';

describe('npm run scenario (the command line)', () => {
  it('prints the whole document on a pipe, however long (a forced exit used to cut it at 64 KiB)', () => {
    const run = spawnSync(tsx, ['src/cli/scenario.ts', 'examples/whole-game-6-factions-no-battles.json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(run.status).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(1 << 16);
    const out = JSON.parse(run.stdout) as { results: unknown[]; state: { phase: string } };
    expect(out.results.length).toBeGreaterThan(100);
    expect(out.state.phase).toBe('ended');
  });

  it('answers a file it cannot read with one JSON error and exit code 1, and no file with exit code 2', () => {
    const missing = spawnSync(tsx, ['src/cli/scenario.ts', 'examples/no-such-file.json'], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: { code: 'bad-scenario' } });
    const usage = spawnSync(tsx, ['src/cli/scenario.ts'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run scenario');
  });
});

describe('npm start (the command line)', () => {
  it('without DISCORD_TOKEN says so and plays the local demo instead, with the demo’s own flags', () => {
    const run = spawnSync(tsx, ['src/main.ts', '--factions', '2', '--turns', '1', '--seed', '1'], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      env: { ...process.env, DISCORD_TOKEN: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^No DISCORD_TOKEN is set, so the bot cannot connect to Discord: here is the local demo instead/);
    expect(run.stdout).toContain('═══ #dune ═══');
  }, 60_000);
});
