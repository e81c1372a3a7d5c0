import { describe, expect, it } from 'vitest';
import { raceGame } from '../../src/race';
import { act, endTurn, guard, move, moves, player, race, refused } from './helpers';

// The assumptions of docs/race.md: what the source document leaves out, with the option that changes each.

describe('race: the track, starts, midpoint and Home path', () => {
  it('starts are spread evenly round the track, in the turn order Red, Blue, Green, Yellow', () => {
    const four = race({}, {}, ['yellow', 'green', 'blue', 'red']);
    expect(four.players.map((p) => [p.seat, p.start])).toEqual([
      ['red', 0],
      ['blue', 6],
      ['green', 12],
      ['yellow', 18],
    ]);
    expect(race({}, {}, ['green', 'red', 'blue']).players.map((p) => p.start)).toEqual([0, 8, 16]);
    const long = race({}, { trackLength: 32 });
    expect(long.players.map((p) => p.start)).toEqual([0, 16]);
    expect(long.rules).toMatchObject({ midpointOffset: 16, homeEntranceOffset: 31 });
  });

  it('every piece begins on its start, with no midpoint progress', () => {
    const blue = player(race({}), 'blue');
    expect(blue.noble).toBe(12);
    expect(Object.values(blue.guards)).toEqual(Array(4).fill({ zone: 'track', space: 12, midpoint: false }));
  });

  it('a Guard scores Progression the first time it reaches its midpoint, going either way, and enters the Home path only after', () => {
    const start = race({ players: { red: { store: [3, 3], guards: { G1: 10, G2: 14 } } } });
    const forward = act(start, 'red', move({ direction: 'forward', guards: { G1: [3] } }));
    expect(forward.events).toContainEqual({ type: 'midpoint-reached', seat: 'red', guard: 'G1', points: 1 });
    expect(guard(forward.state, 'red', 'G1')).toEqual({ zone: 'track', space: 13, midpoint: true });
    const backward = act(start, 'red', move({ direction: 'backward', guards: { G2: [3] } }));
    expect(guard(backward.state, 'red', 'G2')).toEqual({ zone: 'track', space: 11, midpoint: true });
    expect(player(backward.state, 'red').progression).toBe(1);
    // No second point for passing it again on the same trip.
    const again = race({ players: { red: { store: [3], guards: { G1: { space: 10, midpoint: true } } } } });
    expect(player(act(again, 'red', move({ direction: 'forward', guards: { G1: [3] } })).state, 'red').progression).toBe(0);
  });

  it('a Guard reaches Home with the exact total; a longer move is refused, or ends at Home with exactHome off', () => {
    const players = { red: { store: [5, 2], guards: { G1: { space: 22, midpoint: true } } } };
    // 22 → 23 (entrance) → steps 1, 2, 3 → Home: 5 spaces.
    const exact = act(race({ players }), 'red', move({ direction: 'forward', guards: { G1: [5] } }));
    expect(guard(exact.state, 'red', 'G1')).toEqual({ zone: 'home' });
    expect(exact.events).toContainEqual({ type: 'guard-home', seat: 'red', guard: 'G1', points: 3 });
    expect(refused(race({ players }), 'red', move({ direction: 'forward', guards: { G1: [5, 2] } }))).toEqual({
      code: 'past-home',
      message: 'G1 would reach Home after 5 spaces and still have 2 spaces to go, but a Guard must reach Home exactly. Give G1 rolls that add up to 5.',
    });
    const loose = act(race({ players }, { exactHome: false }), 'red', move({ direction: 'forward', guards: { G1: [5, 2] } })).state;
    expect(guard(loose, 'red', 'G1')).toEqual({ zone: 'home' });
    expect(player(loose, 'red').store).toEqual([]);
  });

  it('the Home path length and the entrance are options; a Guard at Home takes no rolls', () => {
    const short = race({ players: { red: { store: [1, 2], guards: { G1: { space: 23, midpoint: true }, G2: 'home' } } } }, { homePathLength: 1 });
    expect(guard(act(short, 'red', move({ direction: 'forward', guards: { G1: [1] } })).state, 'red', 'G1')).toEqual({ zone: 'home' });
    expect(refused(short, 'red', move({ direction: 'forward', guards: { G2: [2] } }))).toEqual({
      code: 'guard-home',
      message: 'G2 is Home and moves no more; give the rolls to another Guard.',
    });
    const early = race({ players: { red: { store: [2], guards: { G1: { space: 19, midpoint: true } } } } }, { homeEntranceOffset: 20 });
    expect(guard(act(early, 'red', move({ direction: 'forward', guards: { G1: [2] } })).state, 'red', 'G1')).toEqual({ zone: 'home-path', step: 1 });
  });

  it('Backward leads off the Home path onto the track again, keeping the midpoint progress', () => {
    const start = race({ players: { red: { store: [3], guards: { G1: { homePath: 2 } } } } });
    const back = act(start, 'red', move({ direction: 'backward', guards: { G1: [3] } })).state;
    expect(guard(back, 'red', 'G1')).toEqual({ zone: 'track', space: 22, midpoint: true });
  });
});

describe('race: the roll store', () => {
  it('each turn, dicePerTurn dice of dieSides sides enter the store of the player whose turn begins', () => {
    const created = raceGame.create({ seats: ['red', 'blue'], options: { dicePerTurn: 3, dieSides: 4 }, seed: 5 });
    if (!created.ok) throw new Error(created.error.message);
    const started = created.value.events.find((e) => e.type === 'turn-started');
    expect(started).toMatchObject({ seat: 'red', round: 1 });
    const rolled = started?.type === 'turn-started' ? started.rolled : [];
    expect(rolled).toHaveLength(3);
    expect(rolled.every((r) => r >= 1 && r <= 4)).toBe(true);
    expect(player(created.value.state, 'red').store).toEqual(rolled);
    expect(player(created.value.state, 'blue').store).toEqual([]);
  });

  it('unused rolls stay in the store for a later turn', () => {
    const start = race({ players: { red: { store: [6] } } });
    const afterPass = act(start, 'red', endTurn);
    expect(afterPass.events[0]).toEqual({ type: 'turn-ended', seat: 'red', moved: false });
    const blueDone = act(afterPass.state, 'blue', endTurn);
    const red = player(blueDone.state, 'red');
    expect(red.store).toHaveLength(3);
    expect(red.store[0]).toBe(6);
  });
});

describe('race: blocks', () => {
  const blockOn5 = (guards: Record<string, number>) => race({ players: { red: { store: [4, 4, 4], guards: { G1: 3, G2: 3, G3: 3 } }, blue: { guards } } });

  it('two Guards of one player form a block that stops a lone opposing Guard, but not a pair', () => {
    const s = blockOn5({ G1: 5, G2: 5 });
    expect(refused(s, 'red', move({ direction: 'forward', guards: { G1: [4] } })).code).toBe('blocked');
    expect(moves(act(s, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [4] } })).events)).toEqual(['G1+G2 4']);
  });

  it('a block of 3 stops a pair; blockSize 3 makes a pair no block at all', () => {
    const three = blockOn5({ G1: 5, G2: 5, G3: 5 });
    expect(refused(three, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [4] } })).code).toBe('blocked');
    expect(moves(act(three, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [4], G3: [4] } })).events)).toEqual(['G1+G2+G3 4']);
    const pair = race({ players: { red: { store: [4], guards: { G1: 3 } }, blue: { guards: { G1: 5, G2: 5 } } } }, { blockSize: 3 });
    expect(guard(act(pair, 'red', move({ direction: 'forward', guards: { G1: [4] } })).state, 'red', 'G1')).toMatchObject({ space: 7 });
  });

  it('with blockStops "all-opponents" a block stops every opposing group, whatever its size', () => {
    const s = race({ players: { red: { store: [4, 4], guards: { G1: 3, G2: 3 } }, blue: { guards: { G1: 5, G2: 5 } } } }, { blockStops: 'all-opponents' });
    expect(refused(s, 'red', move({ direction: 'forward', guards: { G1: [4], G2: [4] } })).message).toBe(
      "G1 and G2, moving together, cannot pass or stop on space 5 going Forward: Blue's block of 2 Guards there stops every opposing piece. Nothing has moved: give G1 and G2 rolls that stop short of space 5, or plan another way.",
    );
  });

  it('a player’s own Guards never block them', () => {
    const s = race({ players: { red: { store: [4], guards: { G1: 3, G2: 5, G3: 5 } } } });
    expect(guard(act(s, 'red', move({ direction: 'forward', guards: { G1: [4] } })).state, 'red', 'G1')).toMatchObject({ space: 7 });
  });

  it('start spaces are safe: no block there, unless safeStarts is off', () => {
    // Blue's four Guards sit on their start, 12.
    const players = { red: { store: [4], guards: { G1: 10 } } };
    expect(guard(act(race({ players }), 'red', move({ direction: 'forward', guards: { G1: [4] } })).state, 'red', 'G1')).toMatchObject({ space: 14 });
    expect(refused(race({ players }, { safeStarts: false }), 'red', move({ direction: 'forward', guards: { G1: [4] } })).message).toContain(
      "Blue's block of 4 Guards there",
    );
  });
});

describe('race: captures', () => {
  it('a group ending on opposing Guards that do not stop it sends them to their start, losing their midpoint progress, for Combat points', () => {
    const s = race({ players: { red: { store: [3], guards: { G1: 3 } }, blue: { guards: { G1: { space: 6, midpoint: true } } } } });
    const { state, events } = act(s, 'red', move({ direction: 'forward', guards: { G1: [3] } }));
    expect(events).toContainEqual({ type: 'guards-captured', seat: 'red', victim: 'blue', guards: ['G1'], space: 6, points: 2 });
    expect(guard(state, 'blue', 'G1')).toEqual({ zone: 'track', space: 12, midpoint: false });
    expect(player(state, 'red').combat).toBe(2);
  });

  it('passing over opposing Guards captures nothing', () => {
    const s = race({ players: { red: { store: [5], guards: { G1: 3 } }, blue: { guards: { G1: 6 } } } });
    expect(guard(act(s, 'red', move({ direction: 'forward', guards: { G1: [5] } })).state, 'blue', 'G1')).toMatchObject({ space: 6 });
  });

  it('nobody is captured on a start space, nor beside their own Noble; options turn both off', () => {
    const onStart = { red: { store: [2], guards: { G1: 10 } }, blue: { guards: { G2: 20, G3: 20, G4: 20 }, noble: 3 } };
    expect(player(act(race({ players: onStart }), 'red', move({ direction: 'forward', guards: { G1: [2] } })).state, 'red').combat).toBe(0);
    expect(player(act(race({ players: onStart }, { safeStarts: false }), 'red', move({ direction: 'forward', guards: { G1: [2] } })).state, 'red').combat).toBe(
      2,
    );
    const escorted = { red: { store: [3], guards: { G1: 3 } }, blue: { guards: { G1: 6 }, noble: 6 } };
    const kept = act(race({ players: escorted }), 'red', move({ direction: 'forward', guards: { G1: [3] } })).state;
    expect([guard(kept, 'red', 'G1'), guard(kept, 'blue', 'G1')]).toMatchObject([{ space: 6 }, { space: 6 }]);
    const unprotected = act(race({ players: escorted }, { nobleProtects: false }), 'red', move({ direction: 'forward', guards: { G1: [3] } })).state;
    expect(guard(unprotected, 'blue', 'G1')).toMatchObject({ space: 12 });
  });

  it('with capture off, pieces simply share the space', () => {
    const s = race({ players: { red: { store: [3], guards: { G1: 3 } }, blue: { guards: { G1: 6 } } } }, { capture: false });
    const shared = act(s, 'red', move({ direction: 'forward', guards: { G1: [3] } }));
    expect(moves(shared.events)).toEqual(['G1 3']);
    expect(guard(shared.state, 'blue', 'G1')).toMatchObject({ space: 6 });
  });

  it('the Noble never captures and is never captured', () => {
    const s = race({ players: { red: { store: [3], guards: { G1: 3 }, noble: 4 }, blue: { guards: { G1: 6 }, noble: 6 } } });
    const { state } = act(s, 'red', move({ direction: 'forward', noble: { spaces: 2, when: 'after' } }));
    expect([player(state, 'red').noble, guard(state, 'blue', 'G1'), player(state, 'blue').noble]).toMatchObject([6, { space: 6 }, 6]);
  });
});

describe('race: scoring and the end', () => {
  it('points per midpoint, Home and capture are options', () => {
    const options = { midpointPoints: 2, homePoints: 5, capturePoints: 4 };
    const s = race({ players: { red: { store: [3, 1, 2], guards: { G1: 9, G2: { homePath: 3 }, G3: 4 } }, blue: { guards: { G1: 6 } } } }, options);
    const red = player(act(s, 'red', move({ direction: 'forward', guards: { G1: [3], G2: [1], G3: [2] } })).state, 'red');
    expect([red.progression, red.combat]).toEqual([2 + 5, 4]);
  });

  it('with no target score, the race goes on until a player has all four Guards Home', () => {
    const players = { red: { store: [1], guards: { G1: 'home', G2: 'home', G3: 'home', G4: { homePath: 3 } }, progression: 40 } } as const;
    const s = race({ players }, { targetScore: null });
    const { state, events } = act(s, 'red', move({ direction: 'forward', guards: { G4: [1] } }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'race-won', seat: 'red', reason: 'all-home' }));
    expect(state.status).toEqual({ kind: 'over', winner: 'red', reason: 'all-home', round: 1 });
    expect(refused(state, 'blue', endTurn)).toEqual({
      code: 'game-over',
      message: 'The race is over: Red won (brought all four Guards Home). No more moves are accepted.',
    });
  });
});

describe('race: creating a game', () => {
  const create = (seats: string[], options: object = {}) => raceGame.create({ seats: seats as never, options, seed: 1 });

  it('takes 2 to 4 different seats out of Red, Blue, Green and Yellow', () => {
    expect(create(['red'])).toMatchObject({ ok: false, error: { code: 'bad-seats', message: 'A race is played by 2 to 4 players, not 1.' } });
    expect(create(['red', 'red'])).toMatchObject({ ok: false, error: { message: 'A seat can be taken only once.' } });
    expect(create(['red', 'purple'])).toMatchObject({
      ok: false,
      error: { message: 'The seats are Red, Blue, Green and Yellow; "purple" is not among them.' },
    });
    expect(create(['red', 'blue', 'green', 'yellow']).ok).toBe(true);
  });

  it('refuses unknown or impossible options with the allowed values', () => {
    expect(create(['red', 'blue'], { trackLenght: 30 })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(create(['red', 'blue'], { blockStops: 'friends' })).toMatchObject({
      ok: false,
      error: { message: 'The option blockStops is "smaller-groups" or "all-opponents", not "friends".' },
    });
    expect(create(['red', 'blue'], { midpointOffset: 20, homeEntranceOffset: 10 })).toMatchObject({
      ok: false,
      error: { message: 'The midpoint (20 spaces past the start) must come before the Home path entrance (10 spaces past it).' },
    });
    expect(create(['red', 'blue'], { dicePerTurn: 0 })).toMatchObject({
      ok: false,
      error: { message: 'The option dicePerTurn is a whole number from 1 to 6, not 0.' },
    });
  });
});
