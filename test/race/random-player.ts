import { Rng, seedRng } from '../../src/engine/rng';
import { type RaceAction, type RaceChoices, type RaceSeat, type RaceState, legalChoices, raceGame } from '../../src/race';

/**
 * Plays a race using nothing but the legal choices offered to the player whose turn it is, the way
 * buttons and menus would. Forward more often than not, so races end.
 */
export class RandomRacer {
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = new Rng(seedRng(seed));
  }

  /** The next action for the seat whose turn it is, or null when the race is over. */
  next(state: RaceState): { seat: RaceSeat; action: RaceAction } | null {
    if (state.status.kind !== 'playing') return null;
    const seat = state.status.seat;
    const choices = legalChoices(state, seat);
    return { seat, action: this.pick(choices) };
  }

  private pick(c: RaceChoices): RaceAction {
    if (c.decision === 'wait') throw new Error(`asked to act while waiting: ${c.why}`);
    if (c.decision === 'direction') {
      if (this.rng.int(20) === 0) return { do: 'end-turn' };
      return { do: 'direction', args: { direction: this.rng.int(6) === 0 ? 'backward' : 'forward' } };
    }
    const assigned = c.guards.filter((g) => g.assigned.length > 0);
    // A plan that cannot be played is taken apart, one piece at a time.
    if (!c.endTurn) {
      const undo = assigned[this.rng.int(Math.max(1, assigned.length))];
      if (undo) return { do: 'assign', args: { guard: undo.guard, rolls: [] } };
      return { do: 'noble', args: { spaces: 0 } };
    }
    const open = c.guards.filter((g) => g.assigned.length === 0 && g.rolls.length > 0);
    if (open.length > 0 && this.rng.int(3) > 0) {
      const g = this.rng.pick(open);
      const rolls = g.rolls.filter(() => this.rng.int(2) === 0);
      return { do: 'assign', args: { guard: g.guard, rolls: rolls.length > 0 ? rolls : [this.rng.pick(g.rolls)] } };
    }
    if (this.rng.int(4) === 0) return { do: 'noble', args: this.rng.pick(c.noble) };
    return { do: 'end-turn' };
  }
}

/** Plays to the end (or `limit` actions); every action must be accepted. */
export function playOut(state: RaceState, seed: number, limit: number, visit: (s: RaceState) => void = () => {}): { state: RaceState; actions: number } {
  const racer = new RandomRacer(seed);
  let s = state;
  let actions = 0;
  for (let move = racer.next(s); move && actions < limit; move = racer.next(s)) {
    visit(s);
    const r = raceGame.apply(s, { kind: 'seat', seat: move.seat }, move.action);
    if (!r.ok) throw new Error(`an offered choice was refused: ${JSON.stringify(move.action)}: ${r.error.message}`);
    s = r.value.state;
    actions++;
  }
  return { state: s, actions };
}
