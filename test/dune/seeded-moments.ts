import { createGame } from '../../src/dune/create';
import type { DuneState } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';

/** Every state of six-faction games the seeded random player plays to their end, one game per seed. */
export function* seededMoments(seeds: readonly number[]): Generator<{ readonly seed: number; readonly s: DuneState }> {
  for (const seed of seeds) {
    const created = createGame({ seats: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'], seed });
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value.state;
    const player = new RandomPlayer(seed);
    while (s.phase !== 'ended') {
      yield { seed, s };
      const move = player.step(s);
      if (!move?.result.ok) break;
      s = move.result.value.state;
    }
  }
}
