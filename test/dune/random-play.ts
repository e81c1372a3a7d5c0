import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import { EXPANSION_CHOICES, type ExpansionOptions } from '../../src/dune/options';
import { captureSpiceLedger } from '../../src/dune/spice-ledger';
import type { DuneState, FactionId } from '../../src/dune/state';
import { RandomPlayer, type Move } from '../../src/sim/random-player';
import { brokenInvariants } from '../support/invariants';
import { perturbSecrets, viewsOthersSee, viewsOthersSeeEach } from '../support/secrets';

const PLAYABLE: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit', 'tleilaxu', 'ixians'];

/** Six of the playable factions, two left out by the seed (neighbours in the list): each faction plays in six games of eight. */
const factionsFor = (seed: number): FactionId[] => PLAYABLE.filter((_, i) => i !== seed % PLAYABLE.length && i !== (seed + 1) % PLAYABLE.length);

/** Half the games without the Ixians play with their HMS all the same (`hmsWithoutIxians`); the other half keep the base board. */
const hmsHouseRule = (seed: number) => (seed % PLAYABLE.length === PLAYABLE.indexOf('ixians') ? { hmsWithoutIxians: true } : {});

/** Every expansion option (component switches and open points) drawn among its values by the seed, so the blocks' games play them all. */
export function drawnOptions(seed: number): Partial<ExpansionOptions> {
  const pick = (name: string, n: number) => (createHash('sha256').update(`${seed} ${name}`).digest()[0] ?? 0) % n;
  return Object.fromEntries(Object.entries(EXPANSION_CHOICES).map(([name, values]) => [name, values[pick(name, values.length)]]));
}

/** An action some seat takes between the random player's, when it returns one (accepted by the rules). */
export type Interjection = (s: DuneState, moves: number) => Move | undefined;

/**
 * A seeded player picks legal actions until the game ends; after every action the invariants are
 * checked: forces add up, every card is in one place, the spice ledger explains every change, and
 * (every few actions) no faction's secret reaches any other view.
 */
export function playChecked(
  seed: number,
  rules: 'basic' | 'advanced',
  {
    interject,
    onEvents,
    options = hmsHouseRule(seed),
  }: { interject?: Interjection; onEvents?: (events: readonly DuneEvent[]) => void; options?: Partial<ExpansionOptions> } = {},
): { state: DuneState; moves: number } {
  const created = createGame({ seats: factionsFor(seed), options: { rules, ...options }, seed });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value.state;
  const player = new RandomPlayer(seed);
  let moves = 0;
  while (s.phase !== 'ended') {
    const move = interject?.(s, moves) ?? player.step(s);
    if (!move) throw new Error(`seed ${seed}: stuck in ${s.phase} (turn ${s.turn}): ${JSON.stringify(s.step).slice(0, 400)}`);
    // Re-apply under the ledger so the spice moves of exactly this action are captured.
    const { result, moves: ledger } = captureSpiceLedger(() => applyAction(s, { kind: 'seat', seat: move.faction }, move.action));
    if (!result.ok) throw new Error(`seed ${seed}: replaying an accepted move failed: ${result.error.message}`);
    const broken = brokenInvariants(s, result.value.state, ledger);
    if (broken.length) throw new Error(`seed ${seed}, move ${moves} (${move.faction} ${JSON.stringify(move.action)}): ${broken.join('; ')}`);
    onEvents?.(result.value.events);
    s = result.value.state;
    if (moves % 25 === 0) {
      const seen = viewsOthersSeeEach(s);
      for (const f of s.factions) {
        const leak = JSON.stringify(seen(f)) !== JSON.stringify(viewsOthersSee(perturbSecrets(s, f), f));
        if (leak) throw new Error(`seed ${seed}, move ${moves}: a secret of ${f} shows in another view (phase ${s.phase})`);
      }
    }
    moves++;
    if (moves > 20_000) throw new Error(`seed ${seed}: no end after 20000 moves`);
  }
  return { state: s, moves };
}

/**
 * Registers a test that plays the seeds [first, first + count): the 200 games of the random-play
 * requirement are split over four files so that vitest runs them in parallel.
 */
export function randomPlayBlock(first: number, count: number): void {
  describe(`random play, seeds ${first}–${first + count - 1}`, () => {
    it(`finishes ${count} full 6-faction games (drawn from 8, every expansion option drawn) with every invariant kept after every action`, () => {
      for (let seed = first; seed < first + count; seed++) {
        const { state } = playChecked(seed, seed % 4 === 0 ? 'basic' : 'advanced', { options: drawnOptions(seed) });
        expect(state.phase).toBe('ended');
        expect(state.winner, `seed ${seed} ended without a winner`).not.toBeNull();
      }
    }, 900_000);
  });
}
