import { check } from '../../../../engine/result';
import { defineAction } from '../../../actions/spec';
import { stopsPower } from '../../../cards/karama/stops';
import type { Ctx } from '../../../context';
import { factionName } from '../../../data/factions';
import { HMS, territory, type TerritoryId } from '../../../data/map';
import { resolvePiece } from '../../../pieces';
import type { DuneState, FactionId } from '../../../state';
import { collectOnTheWay, type Visit } from './collect';
import { canHost, hmsOf, named, ownForcesInside, routeExists, type Piece } from './where';
import { agrees } from '../../../victory/describe';

/** IX-5: territory steps the HMS moves at most each Storm phase; IX-13: with its owner's special Karama. */
export const HMS_STEPS = 3;
export const HMS_KARAMA_STEPS = 2;

/** IX-5: whether the HMS can move at all: placed, its owner's forces inside, its host out of the storm. */
export function movable(s: DuneState, f: FactionId): boolean {
  const host = hmsOf(s, f)?.host;
  return host !== null && host !== undefined && canHost(s, host) && ownForcesInside(s, f) > 0;
}

/** IX-5: whether `f` is asked to move the HMS now: as a Storm phase from turn 2 begins. */
export function moving(s: DuneState, f: FactionId): boolean {
  return s.step.phase === 'storm' && s.step.awaiting?.faction === f && s.step.awaiting.moment === 'start' && hmsOf(s, f) !== undefined;
}

/** Where a move goes: the last territory and its sector, and the territories crossed before it, in order. */
export interface HmsMoveArgs {
  territory: TerritoryId;
  sector?: number;
  via?: TerritoryId;
  via2?: TerritoryId;
}

/** A move of the HMS found legal: where it goes, the pieces and territories it visits, the territory steps taken. */
export interface HmsMovePlan {
  readonly to: Piece;
  readonly visits: readonly Visit[];
  readonly steps: number;
}

/** The territories a move names, whatever the board: at most `steps`, none a stronghold (IX-5). Returns those crossed. */
export function checkHmsPath(a: HmsMoveArgs, steps: number): TerritoryId[] {
  const crossed = [a.via, a.via2].filter((t): t is TerritoryId => t !== undefined);
  const path = [...crossed, a.territory];
  check(path.length <= steps, 'out-of-range', `The HMS moves at most ${steps} territories (${path.length} named).`);
  for (const t of path)
    check(t !== HMS && territory(t).type !== 'stronghold', 'bad-territory', `The HMS never enters a stronghold (IX-5): ${territory(t).name} is one.`);
  return crossed;
}

/**
 * Checks a move of the HMS up to `steps` territories (IX-5, IX-13): each step into an adjacent
 * territory that is no stronghold, never into, out of or through the storm. It changes nothing,
 * so that a standing order (IX-13) can be tried and lapse without a trace.
 */
export function planHmsMove(s: DuneState, f: FactionId, a: HmsMoveArgs, steps: number): HmsMovePlan {
  const hms = hmsOf(s, f);
  const host = hms?.host;
  check(
    hms !== undefined && host !== null && host !== undefined,
    'not-now',
    `The ${factionName(f)} ${agrees(f, 'have')} no Hidden Mobile Stronghold on the board to move.`,
  );
  check(ownForcesInside(s, f) > 0, 'no-forces', `The HMS moves only with ${factionName(f)} forces inside (IX-5).`);
  check(canHost(s, host), 'storm-sector', `The HMS's sector ${host.sector} is in the storm: it cannot move this turn (IX-5).`);
  const crossed = checkHmsPath(a, steps);
  const path = [...crossed, a.territory];
  const sector = resolvePiece(s, a.territory, a.sector);
  const to: Piece = { territory: a.territory, sector };
  check(!(to.territory === host.territory && to.sector === host.sector), 'same-place', 'The HMS is already there; keep it where it is instead (`keep-hms`).');
  const route = to.territory === host.territory && crossed.length === 0 ? [] : path;
  check(
    routeExists(s, host, route, to),
    'no-route',
    `The HMS cannot go from ${territory(host.territory).name} to ${territory(to.territory).name}${crossed.length ? ` through ${crossed.map((t) => territory(t).name).join(' and ')}` : ''}: each step goes to an adjacent territory, never through the storm.`,
  );
  return { to, visits: [host, ...crossed.map((t) => ({ crossed: t })), to], steps: route.length };
}

/** Moves the HMS as planned, then it collects spice on the way (IX-6). */
export function moveHmsAlong(s: DuneState, f: FactionId, plan: HmsMovePlan, ctx: Ctx, karama: boolean): void {
  const hms = hmsOf(s, f);
  if (!hms?.host) return;
  const left = named(hms.host);
  hms.host = plan.to;
  const collected = collectOnTheWay(s, f, plan.visits);
  ctx.emit({ type: 'hms-moved', faction: f, left, host: named(plan.to), steps: plan.steps, collected, ...(karama ? { karama: true as const } : {}) });
}

const MOVE_ERRORS = ['not-now', 'no-forces', 'storm-sector', 'out-of-range', 'bad-territory', 'sector-needed', 'bad-sector', 'same-place', 'no-route'];

const MOVE_ARGS = [
  { name: 'territory', type: 'territory', required: true, description: 'the territory the HMS ends in (no stronghold)' },
  { name: 'sector', type: 'sector', description: 'its sector, if the territory spans several' },
  { name: 'via', type: 'territory', description: 'the first territory crossed on the way, if any' },
  { name: 'via2', type: 'territory', description: 'the second territory crossed, if any' },
] as const;

/** IX-5: a Karama against the HMS keeps it in place this turn, and it collects nothing (§3.5). */
function stopped(s: DuneState, f: FactionId, ctx: Ctx): boolean {
  if (!stopsPower(s, ctx, 'hms-move')) return false;
  const host = hmsOf(s, f)?.host;
  if (host) ctx.emit({ type: 'hms-stayed', faction: f, host: named(host), stopped: true, collected: [] });
  return true;
}

/** IX-5: as each Storm phase from turn 2 begins, before the storm is dialled or drawn, the Ixians may move the HMS up to 3 territories. */
export const moveHms = defineAction({
  name: 'move-hms',
  summary: 'Ixians, start of the Storm phase: move the Hidden Mobile Stronghold up to 3 territories (no stronghold, not through the storm).',
  phases: ['storm'],
  args: MOVE_ARGS,
  errors: MOVE_ERRORS,
  handler: (s, f, args, ctx) => {
    check(moving(s, f), 'not-now', 'The HMS moves only as a Storm phase from turn 2 begins, by its owner (IX-5).');
    check(movable(s, f), 'not-now', 'The HMS cannot move this turn: it needs its owner’s forces inside and its sector out of the storm (IX-5).');
    if (stopped(s, f, ctx)) return;
    moveHmsAlong(s, f, planHmsMove(s, f, args, HMS_STEPS), ctx, false);
  },
});

/** IX-5: the Ixians keep the HMS where it is (with OP-3 'per-step' it still collects from its own piece). */
export const keepHms = defineAction({
  name: 'keep-hms',
  summary: 'Ixians, start of the Storm phase: keep the Hidden Mobile Stronghold where it is.',
  phases: ['storm'],
  args: [],
  errors: ['not-now'],
  handler: (s, f, _args, ctx) => {
    check(moving(s, f), 'not-now', 'The HMS moves or stays only as a Storm phase from turn 2 begins, by its owner (IX-5).');
    if (stopped(s, f, ctx)) return;
    const host = hmsOf(s, f)?.host;
    if (!host) return;
    const collected = movable(s, f) ? collectOnTheWay(s, f, [host]) : [];
    ctx.emit({ type: 'hms-stayed', faction: f, host: named(host), stopped: false, collected });
  },
});
