import { describe, expect, it } from 'vitest';
import { decodeComponentId } from '../../src/bot/components/custom-id';
import { actionOf, focusOf, turnRows, turnPoint } from '../../src/bot/race/components';
import { publicView, type RaceAction, raceGame, type RaceState } from '../../src/race';
import { renderRaceBoardPng, renderRaceBoardSvg } from '../../src/render/race/board';

interface Raw {
  readonly type: number;
  readonly custom_id?: string;
  readonly disabled?: boolean;
  readonly options?: readonly { readonly value: string }[];
  readonly components?: readonly Raw[];
}

function started(seed = 3): RaceState {
  const created = raceGame.create({ seats: ['red', 'blue'], options: {}, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

function apply(state: RaceState, action: RaceAction): RaceState {
  const applied = raceGame.apply(state, { kind: 'seat', seat: 'red' }, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

const parts = (rows: ReturnType<typeof turnRows>) => (rows as unknown as Raw[]).flatMap((r) => r.components ?? []);

describe('the race turn components', () => {
  it('start with the direction; every menu option offered afterwards is an action the rules accept', () => {
    let state = started();
    const first = parts(turnRows('g1', state, 'red', null));
    expect(first.map((c) => decodeComponentId(c.custom_id ?? '')?.action)).toEqual(['dir', 'dir', 'end']);
    expect(turnRows('g1', state, 'blue', null)).toEqual([]);
    state = apply(state, actionOf('dir', { d: 'forward' }, []) as RaceAction);
    const rows = parts(turnRows('g1', state, 'red', 'G2'));
    const byAction = (a: string) => rows.find((c) => decodeComponentId(c.custom_id ?? '')?.action === a) as Raw;
    expect(decodeComponentId(byAction('rolls').custom_id ?? '')?.args).toEqual({ g: 'G2' });
    for (const option of byAction('rolls').options ?? []) {
      const action = actionOf('rolls', { g: 'G2' }, [option.value]);
      expect(action).toMatchObject({ do: 'assign', args: { guard: 'G2' } });
      expect(raceGame.apply(state, { kind: 'seat', seat: 'red' }, action as RaceAction).ok).toBe(true);
    }
    for (const option of byAction('noble').options ?? []) {
      const action = actionOf('noble', {}, [option.value]);
      expect(raceGame.apply(state, { kind: 'seat', seat: 'red' }, action as RaceAction).ok).toBe(true);
    }
    expect(focusOf('focus', {}, ['G3'])).toBe('G3');
    expect(focusOf('rolls', { g: 'G4' }, [])).toBe('G4');
  });

  it('reads nothing it did not make: unknown actions, Guards, directions and Noble options give no action', () => {
    expect(actionOf('dir', { d: 'sideways' }, [])).toBeNull();
    expect(actionOf('rolls', { g: 'G9' }, ['0-3'])).toBeNull();
    expect(actionOf('rolls', { g: 'G1' }, ['x'])).toBeNull();
    expect(actionOf('noble', {}, ['before-9'])).toBeNull();
    expect(actionOf('noble', {}, ['soon-3'])).toBeNull();
    expect(actionOf('focus', {}, ['G1'])).toBeNull();
    expect(actionOf('noble', {}, ['after-8'])).toEqual({ do: 'noble', args: { spaces: 8, when: 'after' } });
  });

  it('a turn is one decision point: its point changes when the turn is played, not while it is planned', () => {
    let state = started();
    const point = turnPoint(state);
    state = apply(state, { do: 'direction', args: { direction: 'forward' } });
    expect(turnPoint(state)).toBe(point);
    state = apply(state, { do: 'end-turn' });
    expect(turnPoint(state)).not.toBe(point);
  });
});

describe('the race board picture', () => {
  it('draws every track space and every piece, and encodes a PNG', () => {
    const view = publicView(started());
    const svg = renderRaceBoardSvg(view);
    // 24 spaces, a Home path of 4 per player, 4 Guards and a Noble each.
    expect(svg.match(/<circle /g)?.length).toBeGreaterThanOrEqual(24 + 2 * 4 + 2 * 4);
    expect(svg.match(/<rect /g)?.length).toBe(1 + 2);
    const png = renderRaceBoardPng(view);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(720);
  });
});

describe('the race turn components within Discord limits', () => {
  it('keep a Guard menu label under 100 characters however many rolls the Guard holds', () => {
    let state = started();
    state = apply(state, { do: 'direction', args: { direction: 'forward' } });
    // A long roll store: the rules keep unused rolls, with no limit.
    const red = state.players[0] as RaceState['players'][number];
    red.store = Array.from({ length: 40 }, (_, i) => (i % 6) + 1);
    state = apply(state, { do: 'assign', args: { guard: 'G1', rolls: red.store.slice(0, 30) } });
    const focus = parts(turnRows('g1', state, 'red', 'G1')).find((c) => decodeComponentId(c.custom_id ?? '')?.action === 'focus') as unknown as {
      options: { label: string }[];
    };
    expect(Math.max(...focus.options.map((o) => o.label.length))).toBeLessThanOrEqual(100);
    const rolls = parts(turnRows('g1', state, 'red', 'G1')).find((c) => decodeComponentId(c.custom_id ?? '')?.action === 'rolls') as Raw;
    expect(rolls.options?.length).toBe(25);
  });
});
