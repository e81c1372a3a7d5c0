import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/dune/scenario';
import { type RaceScenario, type RaceScenarioOutput, type RaceSeat, raceGame, runRaceScenario } from '../../src/race';
import { RandomRacer } from './random-player';

const dir = new URL('../../examples/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.startsWith('race-') && f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as RaceScenario;

const RULINGS = [
  'S004-TURN-1',
  'S004-DIR-1',
  'S004-DIR-2',
  'S004-NOBLE-1',
  'S004-NOBLE-2',
  'S004-ROLL-1',
  'S004-ROLL-2',
  'S004-ORDER-1',
  'S004-ORDER-2',
  'S004-GROUP-1',
  'S004-GROUP-2',
  'S004-GROUP-3',
  'S004-GROUP-4',
  'S004-GROUP-5',
];

function expectNotesHold(scenario: RaceScenario): void {
  const out = runRaceScenario(scenario);
  if ('error' in out) throw new Error(`${out.error.code}: ${out.error.message}`);
  const outcomes = out.results.map((r, i) => [i, r.ok ? 'accepted' : 'refused']);
  const expected = (scenario.actions ?? []).map((a, i) => [i, a.note?.startsWith('refused') ? 'refused' : 'accepted']);
  expect(outcomes).toEqual(expected);
}

describe('examples/race-*.json', () => {
  it('show every S004 ruling between them, each example saying which', () => {
    const about = files.map((f) => read(f).about ?? '').join(' ');
    expect(RULINGS.filter((id) => !about.includes(id))).toEqual([]);
  });

  for (const file of files) it(`${file} runs, refusing exactly the actions its notes call refused`, () => expectNotesHold(read(file)));

  it('the example in docs/scenarios.md runs as its note says', () => {
    const doc = readFileSync(new URL('../../docs/scenarios.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Race game scenarios'));
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expectNotesHold(JSON.parse(example ?? 'null') as RaceScenario);
  });

  it('race-whole-game-3-players.json is a whole race, as the random racer still plays it', () => {
    const scenario = read('race-whole-game-3-players.json');
    const out = runRaceScenario(scenario) as RaceScenarioOutput;
    expect(out.state.winner).not.toBeNull();
    expect(out.choices).toBeNull();
    const created = raceGame.create({ seats: scenario.seats as RaceSeat[], options: {}, seed: scenario.seed ?? 1 });
    if (!created.ok) throw new Error(created.error.message);
    const racer = new RandomRacer(scenario.seed ?? 1);
    let state = created.value.state;
    const played: unknown[] = [];
    for (let next = racer.next(state); next; next = racer.next(state)) {
      const applied = raceGame.apply(state, { kind: 'seat', seat: next.seat }, next.action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      played.push({ as: next.seat, ...next.action });
    }
    expect(played).toEqual(scenario.actions);
  });

  it('the output shows pieces, roll stores, scores and whose turn it is', () => {
    const out = runRaceScenario(read('race-rolls-3-3-5.json')) as RaceScenarioOutput;
    expect(out.game).toBe('race');
    expect(out.state.turnOf).toBe('blue');
    expect(out.state.players[0]).toMatchObject({
      seat: 'red',
      score: { progression: 1, combat: 0, total: 1 },
      guards: [{ guard: 'G1', space: 7 }, {}, {}, {}],
    });
    expect(out.state.players.every((p) => Array.isArray(p.store))).toBe(true);
    expect(out.choices).toMatchObject({ seat: 'blue', decision: 'direction' });
    expect(out.setupEvents.map((e) => e.type)).toEqual(['race-started', 'turn-started']);
  });

  it('a scenario that cannot be set up is one error', () => {
    expect(runRaceScenario({ game: 'race', factions: ['red'] })).toEqual({
      error: {
        code: 'bad-scenario',
        message: 'A race scenario takes "game", "about", "seed", "seats", "options", "setup" and "actions"; "factions" is not among them.',
      },
    });
    expect(runRaceScenario({ game: 'race', seats: ['red', 'blue'], setup: { players: { red: { guards: { G1: 30 } } } } })).toEqual({
      error: { code: 'bad-setup', message: 'setup.players.red.guards.G1 is a track space from 0 to 23, not 30.' },
    });
  });
});

describe('npm run scenario with "game": "race"', () => {
  const tsx = 'node_modules/.bin/tsx';

  it('runs race scenarios, and Dune scenarios exactly as before', () => {
    const race = spawnSync(tsx, ['src/cli/scenario.ts', 'examples/race-groups-split.json'], { encoding: 'utf8' });
    expect(race.status).toBe(0);
    expect(JSON.parse(race.stdout)).toEqual(JSON.parse(JSON.stringify(runRaceScenario(read('race-groups-split.json')))));
    const dune = spawnSync(tsx, ['src/cli/scenario.ts', 'examples/storm-first-turn.json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(dune.stdout).toBe(`${JSON.stringify(runScenario(JSON.parse(readFileSync(new URL('storm-first-turn.json', dir), 'utf8'))), null, 2)}\n`);
  });

  it('refuses a game it does not know', () => {
    const chess = spawnSync(tsx, ['src/cli/scenario.ts', '-'], { encoding: 'utf8', input: '{ "game": "chess" }' });
    expect(chess.status).toBe(1);
    expect(JSON.parse(chess.stdout)).toEqual({
      error: { code: 'bad-scenario', message: 'There is no game "chess": a scenario\'s "game" is "dune" (the default) or "race".' },
    });
  });
});
