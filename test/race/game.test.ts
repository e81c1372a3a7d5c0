import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/engine/log';
import { replay } from '../../src/engine/log';
import { type RaceAction, type RaceSeat, playerView, publicView, raceGame } from '../../src/race';
import { act, assign, direction, endTurn, move, race, refused } from './helpers';
import { playOut, RandomRacer } from './random-player';

describe('race: the game definition', () => {
  it('is deterministic: the same seed and actions give byte-identical states; another seed other dice', () => {
    const run = (seed: number) => {
      const created = raceGame.create({ seats: ['red', 'blue', 'yellow'], options: {}, seed });
      if (!created.ok) throw new Error(created.error.message);
      return JSON.stringify(playOut(created.value.state, seed, 120).state);
    };
    expect(run(7)).toBe(run(7));
    expect(run(7)).not.toBe(run(8));
  });

  it('rebuilds from its log with the engine’s replay, undo included', () => {
    const params = { seats: ['red', 'blue'] as RaceSeat[], options: {}, seed: 3 };
    const created = raceGame.create(params);
    if (!created.ok) throw new Error(created.error.message);
    const racer = new RandomRacer(3);
    const log: LogEntry<RaceSeat, RaceAction>[] = [];
    let state = created.value.state;
    const states = [state];
    for (let i = 0; i < 40; i++) {
      const next = racer.next(state);
      if (!next) break;
      const applied = raceGame.apply(state, { kind: 'seat', seat: next.seat }, next.action);
      if (!applied.ok) throw new Error(applied.error.message);
      log.push({ kind: 'action', actor: { kind: 'seat', seat: next.seat }, action: next.action });
      state = applied.value.state;
      states.push(state);
    }
    const replayed = replay(raceGame, params, log);
    expect(replayed.ok && JSON.stringify(replayed.value.state)).toBe(JSON.stringify(state));
    const undone = replay(raceGame, params, [...log, { kind: 'undo', actor: { kind: 'moderator', userId: 'm', reason: 'misclick' }, count: 5 }]);
    expect(undone.ok && JSON.stringify(undone.value.state)).toBe(JSON.stringify(states.at(-6)));
  });

  it('has no secrets: no event of a whole race has an audience, and a seat’s view adds only its choices', () => {
    const created = raceGame.create({ seats: ['red', 'blue'], options: {}, seed: 12 });
    if (!created.ok) throw new Error(created.error.message);
    const racer = new RandomRacer(12);
    let state = created.value.state;
    const events = [...created.value.events];
    for (let next = racer.next(state); next; next = racer.next(state)) {
      const applied = raceGame.apply(state, { kind: 'seat', seat: next.seat }, next.action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      events.push(...applied.value.events);
    }
    expect(events.filter((e) => 'to' in e)).toEqual([]);
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'race-started',
        'turn-started',
        'direction-chosen',
        'rolls-assigned',
        'noble-planned',
        'noble-moved',
        'guards-moved',
        'midpoint-reached',
        'guard-home',
        'guards-captured',
        'rolls-spent',
        'turn-ended',
        'race-won',
      ]),
    );
    const { you, choices, ...rest } = playerView(state, 'blue');
    expect(rest).toEqual(publicView(state));
    expect([you, choices.decision]).toEqual(['blue', 'wait']);
  });
});

describe('race: who may act', () => {
  const start = race({ players: { red: { store: [2] } } });

  it('only the player whose turn it is', () => {
    expect(refused(start, 'blue', endTurn)).toEqual({ code: 'not-your-turn', message: "It is Red's turn, not Blue's; wait for your turn." });
    expect(refused(start, 'green', endTurn)).toEqual({ code: 'not-in-game', message: 'Green is not playing in this race (players: Red and Blue).' });
    expect(refused(start, { kind: 'system' }, endTurn).code).toBe('bad-actor');
  });

  it('or a moderator acting for them, who must say why; who and why is a public event', () => {
    const moderator = { kind: 'moderator', userId: 'mod-1', reason: 'Red is away' } as const;
    const { state, events } = act(start, moderator, move({ direction: 'forward', guards: { G1: [2] } }));
    expect(events[0]).toEqual({ type: 'moderator-override', seat: 'red', userId: 'mod-1', reason: 'Red is away', action: 'move' });
    expect(state.status).toMatchObject({ seat: 'blue' });
    expect(refused(start, { ...moderator, reason: ' ' }, endTurn).code).toBe('reason-required');
  });
});

describe('race: actions arrive as JSON and are checked', () => {
  const start = race({ players: { red: { store: [2] } } });
  const cases: [unknown, string, string][] = [
    [{ do: 'jump' }, 'unknown-action', 'There is no race action "jump". The actions are "direction", "assign", "noble", "end-turn" and "move".'],
    [{ do: 'direction', args: { direction: 'sideways' } }, 'bad-direction', 'A turn goes "forward" or "backward"; "sideways" is neither.'],
    [{ do: 'assign', args: { guard: 'G5', rolls: [2] } }, 'unknown-guard', 'Your Guards are G1, G2, G3 and G4; "G5" is not one of them.'],
    [
      { do: 'assign', args: { guard: 'G1', rolls: 2 } },
      'bad-rolls',
      'Rolls for a Guard are a list of rolls from your roll store, e.g. [3, 3, 5], or [] for none; got 2.',
    ],
    [{ do: 'assign', args: { guard: 'G1', roll: [2] } }, 'bad-action', '"assign" takes "guard", "rolls" and "direction"; "roll" is not among them.'],
    [
      { do: 'noble', args: { spaces: 3 } },
      'noble-timing-missing',
      'Say whether the Noble moves before or after the Guards: add "when": "before" or "when": "after".',
    ],
    [{ do: 'end-turn', args: { now: true } }, 'bad-action', '"end-turn" takes nothing; "now" is not among them.'],
    [
      { do: 'assign', args: { guard: 'G1', rolls: [2] } },
      'no-direction',
      'Choose Forward or Backward for this turn before moving G1: every piece you move this turn goes that way.',
    ],
  ];
  for (const [action, code, message] of cases)
    it(`${code}: ${JSON.stringify(action)}`, () => {
      expect(refused(start, 'red', action as RaceAction)).toEqual({ code, message });
    });

  it('names are forgiving about case: "Forward", "g1"', () => {
    const { state } = act(
      start,
      'red',
      { do: 'direction', args: { direction: 'Forward' as never } },
      { do: 'assign', args: { guard: 'g1' as never, rolls: [2] } },
    );
    expect(state.status).toMatchObject({ plan: { direction: 'forward', guards: { G1: [2] } } });
  });
});

describe('race: views', () => {
  it('show pieces, roll stores, scores, whose turn it is and the plan with what would stop it', () => {
    const s = race({
      round: 3,
      turnOf: 'blue',
      players: { blue: { store: [4, 1], guards: { G1: 20, G2: { homePath: 1 }, G3: 'home' }, combat: 2 }, red: { guards: { G1: 23, G2: 23 } } },
    });
    const planned = act(s, 'blue', direction('forward'), assign('G1', [4])).state;
    const view = publicView(planned);
    expect(view).toMatchObject({ game: 'race', round: 3, turnOf: 'blue', waitingFor: ['blue'], winner: null });
    expect(view.players[1]).toMatchObject({
      seat: 'blue',
      name: 'Blue',
      start: 12,
      midpoint: 0,
      homeEntrance: 11,
      store: [4, 1],
      score: { progression: 0, combat: 2, total: 2 },
      noble: 12,
      guards: [
        { guard: 'G1', zone: 'track', space: 20, midpoint: false, where: 'space 20' },
        { guard: 'G2', zone: 'home-path', step: 1, where: 'step 1 of the Home path' },
        { guard: 'G3', zone: 'home', where: 'Home' },
        { guard: 'G4', zone: 'track', space: 12, midpoint: false, where: 'space 12' },
      ],
    });
    expect(view.plan).toMatchObject({ seat: 'blue', direction: 'forward', guards: [{ guard: 'G1', rolls: [4], total: 4 }], noble: null, playable: false });
    expect(view.plan?.problem).toMatch(/^G1, moving alone, cannot pass or stop on space 23 going Forward: Red's block of 2 Guards there/);
    expect(view.expecting).toMatch(/^Blue's turn \(round 3\), moving Forward: the plan cannot be played yet\. G1, moving alone/);
    expect(publicView(s).expecting).toBe("Blue's turn (round 3): choose Forward or Backward for the turn, or end the turn without moving.");
  });

  it('say who won, and then wait for nobody', () => {
    const s = race({ players: { red: { store: [1], guards: { G1: { homePath: 3 } }, progression: 13 } } });
    const over = act(s, 'red', move({ direction: 'forward', guards: { G1: [1] } })).state;
    expect(publicView(over)).toMatchObject({ turnOf: null, waitingFor: [], winner: { seat: 'red', reason: 'target-score' }, plan: null });
    expect(publicView(over).expecting).toBe('The race is over: Red won in round 1 (reached 16 points).');
    expect(raceGame.waitingFor(over)).toEqual([]);
  });
});
