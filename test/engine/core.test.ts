import { describe, expect, it } from 'vitest';
import { runTransition, type GameDefinition, type GameEvent } from '../../src/engine/game';
import { effectiveActions, replay, type LogEntry } from '../../src/engine/log';
import { definePhaseCycle, nextPhase } from '../../src/engine/phase-machine';
import { attempt, check, err, fail, ok, valueOrFail } from '../../src/engine/result';
import { Rng, seedRng } from '../../src/engine/rng';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const draw = (seed: number) => {
      const r = new Rng(seedRng(seed));
      return Array.from({ length: 8 }, () => r.uint32());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps all of its state in a JSON-serialisable array', () => {
    const state = seedRng('abc');
    const a = new Rng(state);
    a.uint32();
    const copy = JSON.parse(JSON.stringify(state));
    expect(new Rng(copy).uint32()).toBe(new Rng(state).uint32());
  });

  it('draws integers uniformly enough and shuffles into a permutation', () => {
    const r = new Rng(seedRng(1));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    const deck = Array.from({ length: 33 }, (_, i) => i);
    const shuffled = r.shuffle([...deck]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(deck);
    expect(shuffled).not.toEqual(deck);
    expect(() => r.int(0)).toThrow(RangeError);
  });
});

describe('transitions', () => {
  it('a rejected transition returns a typed error and leaves the state untouched', () => {
    const state = { n: 1, list: [1, 2] };
    const before = JSON.stringify(state);
    const r = runTransition<typeof state, GameEvent>(state, (s) => {
      s.n = 99;
      s.list.push(3);
      check(false, 'nope', 'Not allowed.');
    });
    expect(r).toEqual({ ok: false, error: { code: 'nope', message: 'Not allowed.' } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('an accepted transition returns the new state and its events without mutating the old one', () => {
    const state = { n: 1 };
    const r = runTransition<typeof state, GameEvent>(state, (s, emit) => {
      s.n = 2;
      emit({ type: 'bumped' });
    });
    expect(r.ok && r.value).toEqual({ state: { n: 2 }, events: [{ type: 'bumped' }] });
    expect(state.n).toBe(1);
  });

  it('a programming error is not disguised as a rule violation', () => {
    expect(() =>
      runTransition({}, () => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('attempt: rule violations as values outside a transition', () => {
  it('returns the body’s value, or its rule violation as an error; a bug still throws', () => {
    expect(attempt(() => 3)).toEqual({ ok: true, value: 3 });
    expect(attempt(() => fail('nope', 'Not allowed.'))).toEqual({ ok: false, error: { code: 'nope', message: 'Not allowed.' } });
    expect(() =>
      attempt(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it('valueOrFail turns an error back into a rule violation inside a transition', () => {
    expect(runTransition({}, () => valueOrFail(err('no', 'No.')))).toEqual({ ok: false, error: { code: 'no', message: 'No.' } });
    expect(attempt(() => valueOrFail(ok('yes')))).toEqual({ ok: true, value: 'yes' });
  });
});

describe('action log', () => {
  type S = { total: number };
  const counter: GameDefinition<S, number, 'a' | 'b', GameEvent<'a' | 'b'>, Record<string, never>> = {
    id: 'counter',
    create: () => ok({ state: { total: 0 }, events: [] }),
    apply: (s, _actor, n) =>
      runTransition(s, (d) => {
        check(n > 0, 'positive', 'Only positive numbers.');
        d.total += n;
      }),
    publicView: (s) => s,
    playerView: (s) => s,
    waitingFor: () => ['a'],
  };
  const seat = { kind: 'seat', seat: 'a' } as const;
  const act = (n: number): LogEntry<'a' | 'b', number> => ({ kind: 'action', actor: seat, action: n });

  it('undo entries skip the most recent effective actions, and undoing past the start stops there', () => {
    const log: LogEntry<'a' | 'b', number>[] = [
      act(1),
      act(2),
      { kind: 'undo', actor: seat, count: 1 },
      act(4),
      { kind: 'undo', actor: seat, count: 5 },
      act(8),
    ];
    expect(effectiveActions(log).map((e) => e.action)).toEqual([8]);
  });

  it('replay rebuilds the state from the log alone', () => {
    const r = replay(counter, { seats: ['a'], options: {}, seed: 1 }, [act(1), act(2), { kind: 'undo', actor: seat, count: 1 }, act(4)]);
    expect(r.ok && r.value.state).toEqual({ total: 5 });
  });

  it('replay reports an entry the rules now refuse instead of skipping it', () => {
    const r = replay(counter, { seats: ['a'], options: {}, seed: 1 }, [act(1), act(-1)]);
    expect(r).toEqual({ ok: false, error: { code: 'positive', message: 'Only positive numbers.' } });
  });
});

describe('phase cycle', () => {
  it('walks the phases in order and wraps into a new turn', () => {
    const cycle = definePhaseCycle(['a', 'b', 'c'] as const);
    expect(nextPhase(cycle, 'a')).toEqual({ phase: 'b', wraps: false });
    expect(nextPhase(cycle, 'c')).toEqual({ phase: 'a', wraps: true });
    expect(() => definePhaseCycle(['a', 'a'])).toThrow();
  });
});

describe('cloneJson', () => {
  it('copies plain JSON deeply', async () => {
    const { cloneJson } = await import('../../src/engine/clone');
    const v = { a: [1, { b: 'x' }], c: null, d: { e: [true] } };
    const c = cloneJson(v);
    expect(c).toEqual(v);
    (c.a[1] as { b: string }).b = 'y';
    c.d.e.push(false);
    expect(v).toEqual({ a: [1, { b: 'x' }], c: null, d: { e: [true] } });
  });
});
