import { describe, expect, it } from 'vitest';
import { dune, type DuneGameState, type FactionId, factionsOf, safeDefault, waitedDecisionKinds } from '../../src/dune';
import { Rng } from '../../src/engine/rng';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { safeDefault as safeDefaultOf, waitedDecisions } from '../../src/dune/safe-defaults';
import { RandomPlayer } from '../../src/sim/random-player';

const ALL: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

/**
 * A whole game in which nobody ever answers: every decision the game waits for is taken by the
 * clock's safe default, in turn, until the game ends. Returns the decision kinds defaulted.
 */
function playByTheClock(seed: number, rules: 'basic' | 'advanced', seats: FactionId[]): { state: DuneGameState; kinds: Set<string>; moves: number } {
  const created = dune.create({ seats, options: { rules }, seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const rng = new Rng([seed, 1, 2, 3]);
  const kinds = new Set<string>();
  let moves = 0;
  for (;;) {
    const waiting = factionsOf(state).filter((f) => waitedDecisionKinds(state, f).length > 0);
    if (waiting.length === 0) break;
    for (const seat of waiting) {
      if (waitedDecisionKinds(state, seat).length === 0) continue;
      const taken = safeDefault(state, seat, () => rng.uint32() / 2 ** 32);
      if (!taken) throw new Error(`seed ${seed}: ${seat} is waited for (${waitedDecisionKinds(state, seat).join(', ')}) but has no safe default`);
      const applied = dune.apply(state, { kind: 'seat', seat }, taken.action);
      if (!applied.ok) throw new Error(`seed ${seed}: the safe default ${JSON.stringify(taken.action)} of ${seat} was refused: ${applied.error.message}`);
      kinds.add(taken.kind);
      state = applied.value.state;
      moves++;
      if (moves > 5000) throw new Error(`seed ${seed}: no end after 5000 defaults`);
    }
  }
  return { state, kinds, moves };
}

describe('safe defaults: games played by the clock alone', () => {
  it('ends seeded 6-faction games, basic and advanced, with every default legal', () => {
    const kinds = new Set<string>();
    for (const [seed, rules] of [
      [1, 'advanced'],
      [2, 'basic'],
      [3, 'advanced'],
      [4, 'advanced'],
    ] as const) {
      const played = playByTheClock(seed, rules, ALL);
      expect(dune.publicView(played.state)).toMatchObject({ phase: 'ended' });
      for (const k of played.kinds) kinds.add(k);
    }
    // Nobody ships, so nobody fights: the setup, the storm and passes are all a silent table meets.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['dial', 'pass', 'place', 'predict', 'traitor']));
  }, 120_000);
});

describe('safe defaults: mixed with a random player', () => {
  it('are legal in every decision the game waits for, at any moment of seeded games', () => {
    const kinds = new Set<string>();
    // Seeded, so the same every run: enough games that each listed kind is met by the clock at least once.
    for (const seed of [11, 12, 13, 14, 15]) {
      const created = createGame({ seats: ALL, options: { rules: 'advanced' }, seed });
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value.state;
      const player = new RandomPlayer(seed);
      const rng = new Rng([seed, 7, 7, 7]);
      let moves = 0;
      while (s.phase !== 'ended') {
        const waiting = s.factions.filter((f) => waitedDecisions(s, f).length > 0);
        const seat = rng.int(3) === 0 ? waiting[rng.int(Math.max(1, waiting.length))] : undefined;
        if (seat) {
          const taken = safeDefaultOf(s, seat, () => rng.uint32() / 2 ** 32);
          if (!taken) throw new Error(`seed ${seed}: ${seat} has no safe default in ${s.phase}`);
          const applied = applyAction(s, { kind: 'seat', seat }, taken.action);
          if (!applied.ok) throw new Error(`seed ${seed}: ${JSON.stringify(taken.action)} of ${seat} refused: ${applied.error.message}`);
          kinds.add(taken.kind);
          s = applied.value.state;
        } else {
          const move = player.find(s);
          if (!move?.result.ok) throw new Error(`seed ${seed}: stuck in ${s.phase}`);
          s = move.result.value.state;
        }
        if (++moves > 20_000) throw new Error(`seed ${seed}: no end`);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['dial', 'keep', 'no-voice', 'pass', 'plan', 'predict', 'revive', 'traitor']));
  }, 300_000);
});
