import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers and the imports they may make (docs/architecture.md). Secrecy rests on the second
 * rule: the bot, commands/, the scenario CLI and the board renderer see the rules only through
 * src/dune/index.ts (views, public events, a seat's events) and the static data in src/dune/data/.
 */
const root = resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts'))
    .map((d) => relative(root, join(d.parentPath, d.name)));
}

/** Every module a file imports or re-exports (static and dynamic), resolved to a repository path or a package name. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  );
  return specs.map((spec) => (spec.startsWith('.') ? relative(root, resolve(root, dirname(file), spec)) : spec));
}

const isUnder = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

function violations(dirs: readonly string[], allowed: (target: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((file) =>
      importsOf(file)
        .filter((t) => !allowed(t))
        .map((t) => `${file} → ${t}`),
    ),
  );
}

const GAMES = ['src/dune', 'src/race'];
const FRONT_DOOR_USERS = ['src/bot', 'commands', 'src/cli', 'src/render'];

describe('architecture: who may import what', () => {
  it('src/engine is game-agnostic: it imports no game, no store, no Discord, no database', () => {
    const bad = violations(['src/engine'], (t) => isUnder(t, 'src/engine') || t.startsWith('node:'));
    expect(bad).toEqual([]);
  });

  it('the bot, commands/, the CLI and the renderer reach the Dune rules only through src/dune/index.ts and src/dune/data/', () => {
    const bad = violations(FRONT_DOOR_USERS, (t) => !isUnder(t, 'src/dune') || t === 'src/dune' || t === 'src/dune/index' || isUnder(t, 'src/dune/data'));
    expect(bad).toEqual([]);
  });

  it('the bot, commands/, the CLI and the renderer reach the race game only through src/race/index.ts', () => {
    const bad = violations(FRONT_DOOR_USERS, (t) => !isUnder(t, 'src/race') || t === 'src/race' || t === 'src/race/index');
    expect(bad).toEqual([]);
  });

  it('src/race is built on src/engine alone', () => {
    const bad = violations(['src/race'], (t) => isUnder(t, 'src/race') || isUnder(t, 'src/engine') || t.startsWith('node:'));
    expect(bad).toEqual([]);
    expect(filesUnder('src/race').some((f) => importsOf(f).some((t) => isUnder(t, 'src/engine')))).toBe(true);
  });

  it('the rules know nothing of Discord, the store, the bot or another game', () => {
    const outside = (game: string) => ['src/bot', 'src/store', 'commands', ...GAMES.filter((g) => g !== game)];
    const bad = GAMES.flatMap((game) =>
      violations([game], (t) => !['discord.js', '@discordjs/builders', '@prisma/client'].includes(t) && !outside(game).some((d) => isUnder(t, d))),
    );
    expect(bad).toEqual([]);
  });

  it('the store is game-agnostic: it imports no game and no Discord', () => {
    const bad = violations(['src/store'], (t) => !GAMES.some((g) => isUnder(t, g)) && !isUnder(t, 'src/bot') && t !== 'discord.js');
    expect(bad).toEqual([]);
  });

  it('src/stats is pure computation over results: no game, no Discord, no database, only the store’s record types', () => {
    const bad = violations(['src/stats'], (t) => isUnder(t, 'src/stats') || t === 'src/engine/result' || t === 'src/store/result-records');
    expect(bad).toEqual([]);
    expect(filesUnder('src/stats').length).toBeGreaterThan(0);
  });

  it("the race's Discord code and picture use nothing of Dune: not its rules, nor the bot's Dune wording and news", () => {
    // The bot's game-agnostic parts; everything else of src/bot (text/, news/, act.ts…) is Dune's.
    const shared = [
      'src/bot/context',
      'src/bot/deliver',
      'src/bot/discord-limits',
      'src/bot/load',
      'src/bot/permissions',
      'src/bot/where',
      'src/bot/components',
      'src/bot/games/hosted-game',
      'src/bot/command',
      'src/bot/discord-time',
      'src/bot/moderator-request',
      'src/bot/undo-preview',
      'src/bot/text/undo',
      // The clock's game-agnostic parts: deadlines, away seats, holds and their words.
      'src/bot/clock/deadlines',
      'src/bot/clock/seat-clock',
      'src/bot/text/seat-clock',
      'src/bot/text/grammar',
      // The pages of a long select menu.
      'src/bot/text/menu-pages',
      // The sealed deal's words (commitment, reveal) are both games'.
      'src/bot/text/seal',
    ];
    const allowed = (t: string) =>
      !isUnder(t, 'src/dune') &&
      (!isUnder(t, 'src/bot') || isUnder(t, 'src/bot/race') || shared.some((s) => isUnder(t, s))) &&
      (!isUnder(t, 'src/render') || isUnder(t, 'src/render/race') || ['src/render/png', 'src/render/glyphs', 'src/render/font'].includes(t));
    expect(violations(['src/bot/race', 'src/render/race'], allowed)).toEqual([]);
    expect(filesUnder('src/bot/race').some((f) => importsOf(f).includes('src/race'))).toBe(true);
  });

  it('the floor of the Dune rules (the state and its shape, the events, the arguments’ vocabulary, options, data) imports no rule module', () => {
    // The catalogue of stoppable powers names the powers the state records as stopped; the words
    // helpers it uses read only the data.
    const floor = [
      'src/dune/state',
      'src/dune/shape',
      'src/dune/events',
      'src/dune/actions/args',
      'src/dune/options',
      'src/dune/data',
      'src/dune/cards/karama/powers',
      'src/dune/victory/describe',
    ];
    const files = [...floor.flatMap((f) => filesUnder(f)), ...floor.filter((f) => existsSync(join(root, `${f}.ts`))).map((f) => `${f}.ts`)];
    expect(files).toContain('src/dune/shape/battle.ts');
    const onFloor = (t: string) => isUnder(t, 'src/engine') || floor.some((f) => isUnder(t, f));
    const bad = files.flatMap((file) =>
      importsOf(file)
        .filter((t) => !onFloor(t))
        .map((t) => `${file} → ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it('a faction moved into its module (src/dune/factions/<id>/) is named by no rule file outside it, so its powers cannot creep back', () => {
    // The data names every faction, and the catalogue of stoppable powers (the floor) names each
    // power's owner, in the order the menus and docs/commands.md show them.
    const folders: Record<string, string> = {
      emperor: 'emperor',
      fremen: 'fremen',
      'spacing-guild': 'guild',
      harkonnen: 'harkonnen',
      atreides: 'atreides',
      'bene-gesserit': 'bene-gesserit',
    };
    const moved = Object.keys(folders);
    const exempt = ['src/dune/data', 'src/dune/factions', 'src/dune/cards/karama/powers.ts'];
    const names = (file: string, id: string) => new RegExp(`['"\`]${id}['"\`]`).test(readFileSync(join(root, file), 'utf8'));
    const naming = (id: string) =>
      filesUnder('src/dune')
        .filter((file) => !exempt.some((e) => isUnder(file, e)))
        .filter((file) => names(file, id));
    expect(moved.flatMap((id) => naming(id).map((file) => `${file} names '${id}'`))).toEqual([]);
    // The check itself can fail: it finds each id in its own module, which names it.
    for (const [id, dir] of Object.entries(folders)) {
      expect(filesUnder(`src/dune/factions/${dir}`)).toContain(`src/dune/factions/${dir}/index.ts`);
      expect(names(`src/dune/factions/${dir}/index.ts`, id)).toBe(true);
    }
  });

  it('finds the imports it checks (the check itself can fail)', () => {
    expect(importsOf('src/bot/act.ts')).toContain('src/dune');
    expect(violations(['src/bot'], (t) => !isUnder(t, 'src/dune'))).not.toEqual([]);
  });
});
