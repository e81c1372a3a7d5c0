import { check, fail } from '../engine/result';
import { isObject, onlyKeys } from './json';
import { GUARDS, isGuardId, type RaceSeat, seatName } from './seats';
import { type GuardState, type PlayerState, type RaceState, scoreOf } from './state';
import { listText } from './text';

/**
 * A position to start a scenario from (docs/scenarios.md, "Race game scenarios"). It changes only
 * what it names: pieces not named stay on their start, stores and scores not named stay as created.
 * No dice are rolled for `turnOf`: its store is as given.
 */
export interface RaceSetup {
  readonly round?: number;
  readonly turnOf?: string;
  readonly players?: Readonly<Record<string, PlayerSetup>>;
}

export interface PlayerSetup {
  readonly store?: readonly number[];
  readonly guards?: Readonly<Record<string, GuardPlacement>>;
  readonly noble?: number;
  readonly progression?: number;
  readonly combat?: number;
}

/** A track space (no midpoint progress), a track space with its progress, a Home path step, or Home. */
export type GuardPlacement = number | { readonly space: number; readonly midpoint?: boolean } | { readonly homePath: number } | 'home';

export function applySetup(s: RaceState, setup: unknown, seatOf: (name: string) => RaceSeat): void {
  const input = object(setup, 'setup');
  onlyKeys('bad-setup', 'setup', input, ['round', 'turnOf', 'players']);
  for (const [name, entry] of Object.entries(object(input.players ?? {}, 'setup.players'))) {
    const seat = seatOf(name);
    const p = s.players.find((q) => q.seat === seat);
    if (!p) fail('bad-setup', `${seatName(seat)} is not playing in this scenario (players: ${listText(s.players.map((q) => seatName(q.seat)))}).`);
    placePlayer(s, p, object(entry, `setup.players.${name}`));
  }
  if (s.status.kind !== 'playing') throw new Error('a new race is being played');
  const round = input.round ?? s.status.round;
  check(Number.isInteger(round) && (round as number) >= 1, 'bad-setup', `setup.round is a whole number from 1, not ${JSON.stringify(round)}.`);
  const turnOf = input.turnOf === undefined ? s.status.seat : seatOf(String(input.turnOf));
  check(
    s.players.some((p) => p.seat === turnOf),
    'bad-setup',
    `setup.turnOf: ${seatName(turnOf)} is not playing in this scenario.`,
  );
  s.status = { kind: 'playing', seat: turnOf, round: round as number, plan: null };
  for (const p of s.players) {
    const target = s.rules.targetScore;
    check(
      target === null || scoreOf(p) < target,
      'bad-setup',
      `${seatName(p.seat)} would start with ${scoreOf(p)} points, at or past the target score of ${target}: the race would already be over.`,
    );
    check(
      GUARDS.some((g) => p.guards[g].zone !== 'home'),
      'bad-setup',
      `${seatName(p.seat)} would start with all four Guards Home: the race would already be over.`,
    );
  }
}

function placePlayer(s: RaceState, p: PlayerState, entry: Record<string, unknown>): void {
  const where = `setup.players.${p.seat}`;
  onlyKeys('bad-setup', where, entry, ['store', 'guards', 'noble', 'progression', 'combat']);
  if (entry.store !== undefined) {
    const store = entry.store;
    check(
      Array.isArray(store) && store.every((r) => Number.isInteger(r) && r >= 1 && r <= s.rules.dieSides),
      'bad-setup',
      `${where}.store is a list of rolls from 1 to ${s.rules.dieSides}, e.g. [3, 3, 5]; got ${JSON.stringify(store)}.`,
    );
    p.store = [...(store as number[])];
  }
  for (const [name, placement] of Object.entries(object(entry.guards ?? {}, `${where}.guards`))) {
    const guard = name.toUpperCase();
    if (!isGuardId(guard)) fail('bad-setup', `${where}.guards: the Guards are ${listText(GUARDS)}; "${name}" is not one of them.`);
    p.guards[guard] = placeGuard(s, `${where}.guards.${guard}`, placement);
  }
  if (entry.noble !== undefined) p.noble = trackSpace(s, `${where}.noble`, entry.noble);
  for (const score of ['progression', 'combat'] as const) {
    const points = entry[score];
    if (points === undefined) continue;
    check(
      Number.isInteger(points) && (points as number) >= 0,
      'bad-setup',
      `${where}.${score} is a whole number of points from 0, not ${JSON.stringify(points)}.`,
    );
    p[score] = points as number;
  }
}

function placeGuard(s: RaceState, where: string, placement: unknown): GuardState {
  if (placement === 'home') return { zone: 'home' };
  if (typeof placement === 'number') return { zone: 'track', space: trackSpace(s, where, placement), midpoint: false };
  const input = object(placement, where);
  if ('homePath' in input) {
    onlyKeys('bad-setup', where, input, ['homePath']);
    const last = s.rules.homePathLength - 1;
    const step = input.homePath;
    check(
      Number.isInteger(step) && (step as number) >= 1 && (step as number) <= last,
      'bad-setup',
      last < 1
        ? `${where}: the Home path has no space before Home with a Home path of ${s.rules.homePathLength}; place the Guard "home" instead.`
        : `${where}.homePath is a step from 1 to ${last} (the next space is Home), not ${JSON.stringify(step)}.`,
    );
    return { zone: 'home-path', step: step as number };
  }
  onlyKeys('bad-setup', where, input, ['space', 'midpoint']);
  check(input.midpoint === undefined || typeof input.midpoint === 'boolean', 'bad-setup', `${where}.midpoint is true or false.`);
  return { zone: 'track', space: trackSpace(s, `${where}.space`, input.space), midpoint: input.midpoint === true };
}

function trackSpace(s: RaceState, where: string, space: unknown): number {
  const last = s.rules.trackLength - 1;
  check(
    Number.isInteger(space) && (space as number) >= 0 && (space as number) <= last,
    'bad-setup',
    `${where} is a track space from 0 to ${last}, not ${JSON.stringify(space)}.`,
  );
  return space as number;
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) fail('bad-setup', `${where} is an object.`);
  return value;
}
