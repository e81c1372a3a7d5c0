import { describe, expect, it } from 'vitest';
import { act, assign, direction, endTurn, guard, move, moves, player, race, refused } from './helpers';

// Every S004 ruling of ../shared/rules/seed-rulings.md, by id, on the default track (test/race/helpers.ts):
// Red starts on 0 (midpoint 12, entrance 23), Blue on 12 (midpoint 0, entrance 11); starts are safe.

describe('S004 rulings: the race of Guards and a Noble', () => {
  it('S004-TURN-1: a turn may move Guards only, the Noble only, or both', () => {
    const start = race({ players: { red: { store: [4, 2], guards: { G1: 2 }, noble: 5 } } });
    const guardsOnly = act(start, 'red', move({ direction: 'forward', guards: { G1: [4] } })).state;
    expect(guard(guardsOnly, 'red', 'G1')).toMatchObject({ space: 6 });
    expect(player(guardsOnly, 'red').noble).toBe(5);

    const nobleOnly = act(start, 'red', move({ direction: 'forward', noble: { spaces: 3, when: 'before' } })).state;
    expect(guard(nobleOnly, 'red', 'G1')).toMatchObject({ space: 2 });
    expect(player(nobleOnly, 'red').noble).toBe(8);
    expect(player(nobleOnly, 'red').store).toEqual([4, 2]);

    const both = act(start, 'red', move({ direction: 'forward', guards: { G1: [4] }, noble: { spaces: 3, when: 'after' } })).state;
    expect([guard(both, 'red', 'G1'), player(both, 'red').noble]).toMatchObject([{ space: 6 }, 8]);
  });

  it('S004-TURN-1: every move must be legal: one blocked Guard refuses the whole turn and nothing moves', () => {
    const start = race({ players: { red: { store: [4, 3], guards: { G1: 2, G2: 8 } }, blue: { guards: { G1: 5, G2: 5 } } } });
    const error = refused(start, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [3] } }));
    expect(error).toMatchObject({ code: 'blocked' });
    expect(error.message).toBe(
      "G1, moving alone, cannot pass or stop on space 5 going Forward: Blue's block of 2 Guards there stops any opposing group of fewer than 2 Guards. Nothing has moved: give G1 rolls that stop short of space 5, or plan another way.",
    );
    // Step by step, the plan is kept and shows the problem; the turn is played once it is legal.
    const planned = act(start, 'red', direction('forward'), assign('G1', [4]), assign('G2', [3])).state;
    expect(refused(planned, 'red', endTurn).code).toBe('blocked');
    const fixed = act(planned, 'red', assign('G1', []), endTurn).state;
    expect([guard(fixed, 'red', 'G1'), guard(fixed, 'red', 'G2')]).toMatchObject([{ space: 2 }, { space: 11 }]);
    expect(player(fixed, 'red').store).toEqual([4]);
  });

  it('S004-DIR-1: Guards Forward and the Noble Backward in one turn is refused, and the reverse', () => {
    const start = race({ players: { red: { store: [3, 5], guards: { G1: 2 }, noble: 6 } } });
    const forwardThenBack = refused(
      start,
      'red',
      move({ direction: 'forward', guards: { G1: [3] }, noble: { spaces: 2, when: 'after', direction: 'backward' } }),
    );
    expect(forwardThenBack).toEqual({
      code: 'one-direction',
      message:
        'Every piece moved in one turn goes the same way, and this turn goes Forward (G1 goes Forward): the Noble cannot move Backward in the same turn. Move it Forward, or choose Backward for the whole turn first.',
    });
    const backThenForward = refused(
      start,
      'red',
      move({ direction: 'backward', guards: { G1: [3] }, noble: { spaces: 2, when: 'before', direction: 'forward' } }),
    );
    expect(backThenForward.code).toBe('one-direction');
    expect(backThenForward.message).toContain('this turn goes Backward (G1 goes Backward): the Noble cannot move Forward');

    // Click by click: the Noble first, Backward; then a Guard asked to go Forward is refused.
    const nobleBack = act(start, 'red', { do: 'noble', args: { spaces: 2, when: 'before', direction: 'backward' } }).state;
    const guardForward = refused(nobleBack, 'red', { do: 'assign', args: { guard: 'G1', rolls: [3], direction: 'forward' } });
    expect(guardForward.message).toContain('this turn goes Backward (the Noble goes Backward): G1 cannot move Forward');
    // Both Backward is one direction: accepted, and both go Backward.
    const done = act(nobleBack, 'red', { do: 'assign', args: { guard: 'G1', rolls: [3], direction: 'backward' } }, endTurn).state;
    expect([guard(done, 'red', 'G1'), player(done, 'red').noble]).toMatchObject([{ space: 23 }, 4]);
  });

  it('S004-DIR-2: the direction holds for one turn only; a later turn may go the other way', () => {
    const start = race({ players: { red: { store: [3], guards: { G1: 5 } }, blue: { store: [1] } } });
    const first = act(start, 'red', move({ direction: 'forward', guards: { G1: [3] } })).state;
    expect(guard(first, 'red', 'G1')).toMatchObject({ space: 8 });
    const blueTurn = act(first, 'blue', endTurn).state;
    expect(blueTurn.status).toMatchObject({ kind: 'playing', seat: 'red', round: 2, plan: null });
    const rolled = player(blueTurn, 'red').store;
    const second = act(blueTurn, 'red', move({ direction: 'backward', guards: { G1: [rolled[0]!] } })).state;
    expect(guard(second, 'red', 'G1')).toMatchObject({ space: 8 - rolled[0]! });
  });

  it('S004-NOBLE-1: the Noble moves before or after the Guards, as chosen, and each sees the board the other left', () => {
    // Blue's block of 2 on space 6 stands between Red's Noble (on 3) and space 8.
    const start = race({ players: { red: { store: [2, 2], guards: { G1: 4, G2: 4 }, noble: 3 }, blue: { guards: { G1: 6, G2: 6 } } } });
    const guards = { G1: [2], G2: [2] };
    const after = act(start, 'red', move({ direction: 'forward', guards, noble: { spaces: 5, when: 'after' } }));
    // The pair captures the block first, so the Noble then passes space 6.
    expect(moves(after.events)).toEqual(['G1+G2 2', 'captured blue G1+G2', 'noble 5']);
    expect(player(after.state, 'red').noble).toBe(8);

    const before = refused(start, 'red', move({ direction: 'forward', guards, noble: { spaces: 5, when: 'before' } }));
    expect(before).toEqual({
      code: 'noble-blocked',
      message:
        "The Noble cannot move 5 spaces Forward from space 3: Blue's block of 2 Guards on space 6 stops any opposing group of fewer than 2 Guards, and a Noble moves like a lone piece. Nothing has moved: choose fewer spaces, or clear the way first.",
    });
    const nobleFirst = act(start, 'red', move({ direction: 'forward', guards, noble: { spaces: 2, when: 'before' } }));
    expect(moves(nobleFirst.events)).toEqual(['noble 2', 'G1+G2 2', 'captured blue G1+G2']);
  });

  it('S004-ROLL-1: several rolls to one Guard, rolls split between Guards, or no Guard roll at all', () => {
    const start = race({ players: { red: { store: [1, 2, 4], guards: { G1: 2, G2: 8 } } } });
    const several = act(start, 'red', move({ direction: 'forward', guards: { G1: [1, 2, 4] } })).state;
    expect(guard(several, 'red', 'G1')).toMatchObject({ space: 9 });
    const split = act(start, 'red', move({ direction: 'forward', guards: { G1: [1, 4], G2: [2] } })).state;
    expect([guard(split, 'red', 'G1'), guard(split, 'red', 'G2')]).toMatchObject([{ space: 7 }, { space: 10 }]);
    expect(player(split, 'red').store).toEqual([]);
    const none = act(start, 'red', move({ direction: 'forward', noble: { spaces: 1, when: 'after' } })).state;
    expect(player(none, 'red').store).toEqual([1, 2, 4]);
    // A roll goes to one Guard only, and only rolls in the store can be given.
    const planned = act(start, 'red', direction('forward'), assign('G1', [4])).state;
    expect(refused(planned, 'red', assign('G2', [4]))).toEqual({
      code: 'roll-not-stored',
      message: 'G2 cannot have 4: your roll store holds 1, 2 and 4, and G1 already has 4. A Guard can only be given rolls from your store.',
    });
    expect(refused(start, 'red', move({ direction: 'forward', guards: { G1: [6] } })).code).toBe('roll-not-stored');
  });

  it('S004-ROLL-2: 3, 3 and 5 move a Guard 11 spaces and leave the store', () => {
    const start = race({ players: { red: { store: [3, 3, 5, 6], guards: { G1: 14 } } } });
    const { state, events } = act(start, 'red', direction('forward'), assign('G1', [3, 3, 5]), endTurn);
    expect(guard(state, 'red', 'G1')).toMatchObject({ zone: 'track', space: 1 }); // 14 + 11 round the 24-space track
    expect(events).toContainEqual({ type: 'rolls-assigned', seat: 'red', guard: 'G1', rolls: [3, 3, 5], total: 11 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'guards-moved', guards: ['G1'], spaces: 11 }));
    expect(events).toContainEqual({ type: 'rolls-spent', seat: 'red', rolls: [3, 3, 5], store: [6] });
    expect(player(state, 'red').store).toEqual([6]);
  });

  it('S004-ORDER-1: a group of 3 moves before a lone Guard, even a lone G1', () => {
    // Blue's block of 2 on 5 stops a lone Guard; Red's group of 3 lands on it and captures it first.
    const start = race({ players: { red: { store: [4, 2, 2, 2], guards: { G1: 2, G2: 3, G3: 3, G4: 3 } }, blue: { guards: { G1: 5, G2: 5 } } } });
    const { state, events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [2], G3: [2], G4: [2] } }));
    expect(moves(events)).toEqual(['G2+G3+G4 2', 'captured blue G1+G2', 'G1 4']);
    expect(guard(state, 'red', 'G1')).toMatchObject({ space: 6 });
  });

  it('S004-ORDER-2: lone Guards move G1, G2, G3, G4, wherever they stand', () => {
    const start = race({ players: { red: { store: [1, 1, 1, 1], guards: { G1: 8, G2: 6, G3: 4, G4: 2 } } } });
    const { events } = act(start, 'red', move({ direction: 'forward', guards: { G4: [1], G3: [1], G2: [1], G1: [1] } }));
    expect(moves(events)).toEqual(['G1 1', 'G2 1', 'G3 1', 'G4 1']);
  });

  it('S004-ORDER-2: of two groups of 2, the one holding the lowest-numbered Guard moves first', () => {
    // Both pairs end on 7, where Blue's lone G1 stands: the pair that moves first captures it.
    const start = race({ players: { red: { store: [2, 2, 5, 5], guards: { G1: 5, G4: 5, G2: 2, G3: 2 } }, blue: { guards: { G1: 7 } } } });
    const { events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [2], G4: [2], G2: [5], G3: [5] } }));
    expect(moves(events)).toEqual(['G1+G4 2', 'captured blue G1', 'G2+G3 5']);
  });

  it('S004-GROUP-1: Guards starting on one space move together; Guards that only meet on the way do not', () => {
    const block = { blue: { guards: { G1: 5, G2: 5 } } };
    const together = race({ players: { red: { store: [4, 4], guards: { G1: 3, G2: 3 } }, ...block } });
    const pair = act(together, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [4] } }));
    expect(moves(pair.events)).toEqual(['G1+G2 4']); // a pair passes a block of 2
    // G1 on 3 and G2 on 4 would both cross space 5, but each alone.
    const apart = race({ players: { red: { store: [4, 3], guards: { G1: 3, G2: 4 } }, ...block } });
    const error = refused(apart, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [3] } }));
    expect(error.message).toMatch(/^G1, moving alone, cannot pass or stop on space 5/);
  });

  it('S004-GROUP-2: Guards on one path with different totals move together until the shorter move ends', () => {
    const start = race({ players: { red: { store: [5, 5, 3], guards: { G1: 2, G2: 2 } } } });
    const { state, events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [5], G2: [5, 3] } }));
    const segments = events.filter((e) => e.type === 'guards-moved');
    expect(segments).toMatchObject([
      { guards: ['G1', 'G2'], spaces: 5, from: { space: 2 }, at: { space: 7 } },
      { guards: ['G2'], spaces: 3, from: { space: 7 }, at: { space: 10 } },
    ]);
    expect([guard(state, 'red', 'G1'), guard(state, 'red', 'G2')]).toMatchObject([{ space: 7 }, { space: 10 }]);
  });

  it('S004-GROUP-3: once a group separates, blocks count only the Guards still moving together', () => {
    const red = { store: [5, 5, 3], guards: { G1: 2, G2: 2 } };
    const plan = move({ direction: 'forward', guards: { G1: [5], G2: [5, 3] } });
    // A block of 2 on 4 is on the shared stretch: the pair passes it.
    const early = race({ players: { red, blue: { guards: { G1: 4, G2: 4 } } } });
    expect(moves(act(early, 'red', plan).events)).toEqual(['G1+G2 5', 'G2 3']);
    // On 9, after G1 stopped on 7, G2 is alone and the same block stops it.
    const late = race({ players: { red, blue: { guards: { G1: 9, G2: 9 } } } });
    expect(refused(late, 'red', plan).message).toMatch(/^G2, moving alone, cannot pass or stop on space 9 going Forward: Blue's block of 2 Guards there/);
  });

  it('S004-GROUP-4: Guards whose legal paths split at the Home path entrance go on as separate groups', () => {
    // Both on 21 with 4 each; when only G1 has reached the midpoint, at the entrance (23) G1 turns
    // into the Home path and G2 goes on round the track.
    const red = (g1Midpoint: boolean) => ({ store: [4, 4], guards: { G1: { space: 21, midpoint: g1Midpoint }, G2: 21 } });
    const plan = move({ direction: 'forward', guards: { G1: [4], G2: [4] } });
    const split = act(race({ players: { red: red(true) } }), 'red', plan);
    expect(split.events.filter((e) => e.type === 'guards-moved')).toMatchObject([
      { guards: ['G1', 'G2'], spaces: 2, at: { zone: 'track', space: 23 } },
      { guards: ['G1'], spaces: 2, at: { zone: 'home-path', step: 2 } },
      { guards: ['G2'], spaces: 2, at: { zone: 'track', space: 1 } },
    ]);
    // After the split G2 is a group of one, so Blue's block of 2 on space 1 stops it …
    const blockOn1 = { blue: { guards: { G1: 1, G2: 1 } } };
    expect(refused(race({ players: { red: red(true), ...blockOn1 } }), 'red', plan).message).toMatch(/^G2, moving alone, cannot pass or stop on space 1/);
    // … while two Guards on the same path stay a pair, and capture the block.
    const sharedPath = act(race({ players: { red: red(false), ...blockOn1 } }), 'red', plan);
    expect(moves(sharedPath.events)).toEqual(['G1+G2 4', 'captured blue G1+G2']);
    // Before the split they are still together: a block of 2 on 22 does not stop them.
    const blockOn22 = race({ players: { red: red(true), blue: { guards: { G1: 22, G2: 22 } } } });
    expect(moves(act(blockOn22, 'red', plan).events)).toEqual(['G1+G2 2', 'G1 2', 'G2 2']);
  });

  describe('S004-GROUP-5: each group updates the board before the next group moves', () => {
    it('S004-GROUP-5 (capture): a capture by an earlier group clears the way for a later one', () => {
      const start = race({ players: { red: { store: [2, 2, 3], guards: { G1: 4, G2: 4, G3: 5 } }, blue: { guards: { G1: 6, G2: 6 } } } });
      const { state, events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [2], G2: [2], G3: [3] } }));
      expect(moves(events)).toEqual(['G1+G2 2', 'captured blue G1+G2', 'G3 3']);
      expect(guard(state, 'blue', 'G1')).toEqual({ zone: 'track', space: 12, midpoint: false });
      // Without the capture, G3 alone is stopped by the block.
      expect(refused(start, 'red', move({ direction: 'forward', guards: { G3: [3] } })).code).toBe('blocked');
    });

    it('S004-GROUP-5 (block): a Guard captured by an earlier group forms a block at its start that stops a later one', () => {
      // With starts not safe, Blue's G2, captured on 10, goes back to 12, where Blue's G1 stands: a block of 2.
      const options = { safeStarts: false };
      const players = { red: { store: [2, 5], guards: { G1: 8, G2: 9 } }, blue: { guards: { G1: 12, G2: 10, G3: 15, G4: 15 } } };
      const start = race({ players }, options);
      const error = refused(start, 'red', move({ direction: 'forward', guards: { G1: [2], G2: [5] } }));
      expect(error.message).toMatch(/^G2, moving alone, cannot pass or stop on space 12 going Forward: Blue's block of 2 Guards/);
      // G2 alone, with no capture before it, passes Blue's lone G1 on 12.
      expect(guard(act(start, 'red', move({ direction: 'forward', guards: { G2: [5] } })).state, 'red', 'G2')).toMatchObject({ space: 14 });
    });

    it('S004-GROUP-5 (midpoint): with the Home path opened by any Guard, an earlier group reaching the midpoint lets a later one in', () => {
      const players = { red: { store: [2, 3], guards: { G1: 10, G2: 22 } } };
      const plan = move({ direction: 'forward', guards: { G1: [2], G2: [3] } });
      const team = act(race({ players }, { homeOpens: 'player' }), 'red', plan).state;
      expect(guard(team, 'red', 'G1')).toEqual({ zone: 'track', space: 12, midpoint: true });
      expect(guard(team, 'red', 'G2')).toEqual({ zone: 'home-path', step: 2 });
      // Without G1's progress earlier in the turn, G2 stays on the track.
      const alone = act(race({ players }, { homeOpens: 'player' }), 'red', move({ direction: 'forward', guards: { G2: [3] } })).state;
      expect(guard(alone, 'red', 'G2')).toMatchObject({ zone: 'track', space: 1 });
      // By default each Guard needs its own progress.
      expect(guard(act(race({ players }), 'red', plan).state, 'red', 'G2')).toMatchObject({ zone: 'track', space: 1 });
    });

    it('S004-GROUP-5 (Combat scoring): a capture reaching the target score ends the race; later groups stay and keep their rolls', () => {
      const start = race({ players: { red: { store: [2, 3], guards: { G1: 4, G2: 8 }, combat: 14 }, blue: { guards: { G1: 6 } } } });
      const { state, events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [2], G2: [3] }, noble: { spaces: 1, when: 'after' } }));
      expect(moves(events)).toEqual(['G1 2', 'captured blue G1']);
      expect(events.at(-2)).toMatchObject({ type: 'race-won', seat: 'red', reason: 'target-score' });
      expect(events.at(-1)).toEqual({ type: 'rolls-spent', seat: 'red', rolls: [2], store: [3] });
      expect(guard(state, 'red', 'G2')).toMatchObject({ space: 8 });
      expect(state.status).toMatchObject({ kind: 'over', winner: 'red', reason: 'target-score' });
    });

    it('S004-GROUP-5 (Progression scoring): a Guard reaching Home at the target score ends the race before the next group', () => {
      const start = race({ players: { red: { store: [1, 2], guards: { G1: { homePath: 3 }, G2: 2 }, progression: 13 } } });
      const { state, events } = act(start, 'red', move({ direction: 'forward', guards: { G1: [1], G2: [2] } }));
      expect(events).toContainEqual({ type: 'guard-home', seat: 'red', guard: 'G1', points: 3 });
      expect(moves(events)).toEqual(['G1 1']);
      expect(state.status).toMatchObject({ kind: 'over', winner: 'red' });
      expect(player(state, 'red').store).toEqual([2]);
    });
  });

  it('S004-NOBLE-2: the Noble moves 1 to 8 spaces or not at all, and its options are never combined', () => {
    const start = race({ players: { red: { noble: 2 } } });
    for (const spaces of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      const moved = act(start, 'red', move({ direction: 'forward', noble: { spaces, when: 'after' } })).state;
      expect(player(moved, 'red').noble).toBe(2 + spaces);
    }
    expect(player(act(start, 'red', move({ noble: { spaces: 0 } })).state, 'red').noble).toBe(2);
    expect(refused(start, 'red', move({ direction: 'forward', noble: { spaces: 9 as never, when: 'after' } }))).toEqual({
      code: 'noble-spaces',
      message: 'The Noble moves 1, 2, 3, 4, 5, 6, 7 or 8 spaces, or 0 to stay where it is; 9 is not one of its options.',
    });
    expect(refused(start, 'red', move({ direction: 'forward', noble: { spaces: [3, 5] as never, when: 'after' } }))).toEqual({
      code: 'noble-not-combined',
      message:
        'The Noble moves by one of its own options, 1 to 8 spaces; they cannot be added up the way stored rolls are (you gave 3 and 5). Choose one number from 1 to 8, or 0 to keep the Noble still.',
    });
    // A second choice replaces the first: 3 then 5 is 5, not 8.
    const noble = (spaces: 3 | 5) => ({ do: 'noble', args: { spaces, when: 'after', direction: 'forward' } }) as const;
    const twice = act(start, 'red', noble(3), noble(5), endTurn).state;
    expect(player(twice, 'red').noble).toBe(7);
  });
});
