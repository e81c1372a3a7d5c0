import { describe, expect, it } from 'vitest';
import { type RaceAction, type RaceSeat, type RaceState, legalChoices, NOBLE_SPACES, NOBLE_TIMINGS, raceGame } from '../../src/race';
import { act, assign, direction, race } from './helpers';
import { playOut } from './random-player';

/** Every action the choices offer, built the way a button or menu would send it. */
function offered(s: RaceState, seat: RaceSeat): RaceAction[] {
  const c = legalChoices(s, seat);
  if (c.decision === 'wait') return [];
  const directions = c.directions.map((d): RaceAction => ({ do: 'direction', args: { direction: d } }));
  const endTurn: RaceAction[] = c.endTurn ? [{ do: 'end-turn' }] : [];
  if (c.decision === 'direction') return [...directions, ...endTurn];
  const guards = c.guards.flatMap((g) => [
    { do: 'assign', args: { guard: g.guard, rolls: g.rolls } } as const,
    { do: 'assign', args: { guard: g.guard, rolls: [] } } as const,
    ...g.rolls.map((r) => ({ do: 'assign', args: { guard: g.guard, rolls: [r] } }) as const),
  ]);
  const noble = c.noble.map((n): RaceAction => ({ do: 'noble', args: n }));
  return [...directions, ...guards, ...noble, ...endTurn];
}

function expectAllAccepted(s: RaceState): void {
  if (s.status.kind !== 'playing') return;
  const seat = s.status.seat;
  for (const action of offered(s, seat)) {
    const r = raceGame.apply(s, { kind: 'seat', seat }, action);
    expect(r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`, JSON.stringify(action)).toBe('accepted');
  }
  const c = legalChoices(s, seat);
  // `endTurn` is exact: when it is not offered, ending the turn is refused.
  if (c.decision === 'plan' && !c.endTurn) expect(raceGame.apply(s, { kind: 'seat', seat }, { do: 'end-turn' }).ok).toBe(false);
}

describe('race: legal choices', () => {
  it('offer a direction first, then the rolls each Guard may take and the Noble moves that are legal', () => {
    const s = race({ players: { red: { store: [3, 5], guards: { G1: 4, G2: 4, G3: 'home' }, noble: 3 }, blue: { guards: { G1: 6, G2: 6 } } } });
    expect(legalChoices(s, 'red')).toEqual({ seat: 'red', decision: 'direction', directions: ['forward', 'backward'], endTurn: true });
    expect(legalChoices(s, 'blue')).toEqual({ seat: 'blue', decision: 'wait', why: "It is Red's turn." });
    const planned = act(s, 'red', direction('forward'), assign('G1', [3])).state;
    const c = legalChoices(planned, 'red');
    if (c.decision !== 'plan') throw new Error(c.decision);
    expect(c.guards).toEqual([
      { guard: 'G1', assigned: [3], rolls: [3, 5] },
      { guard: 'G2', assigned: [], rolls: [5] },
      { guard: 'G4', assigned: [], rolls: [5] },
    ]);
    // G1 alone is stopped by Blue's block of 2 on 6; the Noble on 3 is stopped by it from 3 spaces on.
    expect(c.endTurn).toBe(false);
    expect(c.problem).toMatch(/^G1, moving alone, cannot pass or stop on space 6/);
    expect(c.noble).toEqual([
      { spaces: 0 },
      { spaces: 1, when: 'before' },
      { spaces: 2, when: 'before' },
      ...NOBLE_SPACES.map((spaces) => ({ spaces, when: 'after' })),
    ]);
    // With G1 and G2 landing on the block together and capturing it, every Noble move after them is legal.
    const together = race({ players: { red: { store: [2, 2], guards: { G1: 4, G2: 4 }, noble: 3 }, blue: { guards: { G1: 6, G2: 6 } } } });
    const cleared = legalChoices(act(together, 'red', direction('forward'), assign('G1', [2]), assign('G2', [2])).state, 'red');
    if (cleared.decision !== 'plan') throw new Error(cleared.decision);
    expect(cleared.endTurn).toBe(true);
    expect(cleared.noble.filter((n) => 'when' in n && n.when === 'after')).toHaveLength(8);
    expect(cleared.noble.filter((n) => 'when' in n && n.when === 'before')).toEqual([
      { spaces: 1, when: 'before' },
      { spaces: 2, when: 'before' },
    ]);
  });

  it('a Noble move that is not offered is exactly one the Noble cannot make', () => {
    const s = act(race({ players: { red: { store: [1], noble: 3 }, blue: { guards: { G1: 6, G2: 6 } } } }), 'red', direction('forward')).state;
    const c = legalChoices(s, 'red');
    if (c.decision !== 'plan') throw new Error(c.decision);
    for (const when of NOBLE_TIMINGS)
      for (const spaces of NOBLE_SPACES) {
        const planned = act(s, 'red', { do: 'noble', args: { spaces, when } }).state;
        const ended = raceGame.apply(planned, { kind: 'seat', seat: 'red' }, { do: 'end-turn' });
        expect(c.noble.some((n) => n.spaces === spaces && 'when' in n && n.when === when)).toBe(ended.ok);
        if (!ended.ok) expect(ended.error.code).toBe('noble-blocked');
      }
  });

  it('every offered choice, applied, is accepted, all through whole races', () => {
    for (const seed of [1, 3, 4]) {
      const created = raceGame.create({ seats: ['red', 'blue', 'green'], options: {}, seed });
      if (!created.ok) throw new Error(created.error.message);
      let checked = 0;
      const { state } = playOut(created.value.state, seed, 5000, (s) => {
        expectAllAccepted(s);
        checked++;
      });
      expect(state.status.kind, `seed ${seed} after ${checked} actions`).toBe('over');
    }
  });
});
