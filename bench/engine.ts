import { cpus } from 'node:os';
import { Rng, seedRng } from '../src/engine/rng';
import { applyAction } from '../src/dune/apply';
import { createGame, resolveOptions } from '../src/dune/create';
import { FACTION_IDS } from '../src/dune/data/factions';
import { EXPANSION_OPTION_NAMES } from '../src/dune/expansion-options';
import { EXPANSION_CHOICES, type GameOptions } from '../src/dune/options';
import type { DuneState, FactionId } from '../src/dune/state';
import { RandomPlayer } from '../src/sim/random-player';
import type { DuneAction } from '../src/dune/actions/spec';

// In id order, as the store seats them, so that recorded games can be replayed through the store.
const ALL: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];

/** Who plays the benchmark's games, and with which options. */
interface Table {
  readonly seats: (seed: number) => FactionId[];
  readonly options?: GameOptions;
}
const BASE: Table = { seats: () => ALL };

/** Every expansion option that can be switched on, on (the others at their recommended value). */
const allOn = resolveOptions(
  Object.fromEntries(EXPANSION_OPTION_NAMES.map((k) => [k, EXPANSION_CHOICES[k].some((v) => v === true) || EXPANSION_CHOICES[k][0]])),
);
if (!allOn.ok) throw new Error(allOn.error.message);

/** 6 factions drawn from the game's seed among the 8 that are playable, seated in id order; every expansion option on. */
const EXPANSION: Table = {
  seats: (seed) => {
    const drawn = new Rng(seedRng(`six-of-eight-${seed}`)).shuffle([...FACTION_IDS]).slice(0, 6);
    return FACTION_IDS.filter((f) => drawn.includes(f));
  },
  options: allOn.value,
};

export interface RecordedGame {
  readonly seed: number;
  readonly moves: { faction: FactionId; action: DuneAction }[];
  readonly finished: boolean;
}

/** Plays seeded random games once, keeping only the accepted moves (the search is not timed). */
export function recordGames(count: number, firstSeed = 1, table = BASE): RecordedGame[] {
  const games: RecordedGame[] = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    let s = start(seed, table);
    const player = new RandomPlayer(seed);
    const moves: RecordedGame['moves'] = [];
    while (s.phase !== 'ended' && moves.length < 20_000) {
      const move = player.step(s);
      if (!move?.result.ok) break;
      moves.push({ faction: move.faction, action: move.action });
      s = move.result.value.state;
    }
    games.push({ seed, moves, finished: s.phase === 'ended' });
  }
  return games;
}

export function start(seed: number, table = BASE): DuneState {
  const created = createGame({ seats: table.seats(seed), seed, ...(table.options ? { options: table.options } : {}) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Replays recorded games through `applyAction` alone: the engine's own cost per full game. */
export function replayGames(games: readonly RecordedGame[], table = BASE): { games: number; actions: number; ms: number; cpuMs: number } {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let actions = 0;
  for (const g of games) {
    let s = start(g.seed, table);
    for (const m of g.moves) {
      const r = applyAction(s, { kind: 'seat', seat: m.faction }, m.action);
      if (!r.ok) throw new Error(`seed ${g.seed}: recorded move refused: ${r.error.message}`);
      s = r.value.state;
      actions++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  return { games: games.length, actions, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export function benchEngine(gameCount = 20): string[] {
  const search0 = process.cpuUsage();
  const games = recordGames(gameCount);
  const search = process.cpuUsage(search0);
  replayGames(games.slice(0, 2)); // warm-up
  const r = replayGames(games);
  const finished = games.filter((g) => g.finished).length;
  return [
    `engine.games_per_sec ${((r.games / r.ms) * 1000).toFixed(1)} (${r.games} random 6-faction games, ${finished} finished, replayed on one core; cores=${cpus().length})`,
    `engine.actions_per_sec ${((r.actions / r.ms) * 1000).toFixed(0)} (${r.actions} actions, ${(r.actions / r.games).toFixed(0)} per game)`,
    `engine.us_per_action ${((r.ms * 1000) / r.actions).toFixed(1)}`,
    // Processor time, not wall time: on a shared machine it is what two versions can be compared by.
    `engine.cpu_us_per_action ${((r.cpuMs * 1000) / r.actions).toFixed(1)} (processor time of this process, garbage collection included)`,
    // The random player proposes many actions for each one the rules accept (the tests' random games).
    `engine.random_play_cpu_ms_per_game ${((search.user + search.system) / 1000 / games.length).toFixed(0)} (the random player's search, refused proposals included, ${games.length} games)`,
    expansionLine(gameCount),
  ];
}

/** The same measure with the expansion: 6 of the playable factions of 8 drawn for each game, every expansion option on. */
function expansionLine(gameCount: number): string {
  const games = recordGames(gameCount, 1, EXPANSION);
  replayGames(games.slice(0, 2), EXPANSION); // warm-up
  const r = replayGames(games, EXPANSION);
  const finished = games.filter((g) => g.finished).length;
  return (
    `engine.expansion_games_per_sec ${((r.games / r.ms) * 1000).toFixed(1)} (${r.games} random games of 6 drawn among the ${FACTION_IDS.length} factions, ` +
    `every expansion option on, ${finished} finished, ${(r.actions / r.games).toFixed(0)} actions per game, replayed on one core; ` +
    `cpu_us_per_action ${((r.cpuMs * 1000) / r.actions).toFixed(1)})`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of benchEngine(Number(process.argv[2] ?? 20))) console.log(line);
