import { check, fail } from '../../../engine/result';
import { chooseForces, isAdvisorStack, liftForces, placeForces } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { hooksOf } from '../../factions';
import type { MovingGroup } from '../../factions/module';
import { territory, type TerritoryId } from '../../data/map';
import { hasOrnithopters } from '../../ornithopters';
import { resolvePiece } from '../../pieces';
import type { DuneState, FactionId } from '../../state';
import { entered } from './coexistence';
import { groupAt, pieceName, shownSector } from './groups';
import { checkOpen, closedTo } from './occupancy';
import { routeLength } from './routing';
import { shipmentStep } from './step';
import { agrees } from '../../victory/describe';

export interface MoveArgs {
  from: TerritoryId;
  fromSector?: number;
  to: TerritoryId;
  toSector?: number;
  forces: number;
  elite?: number;
  /** Bene Gesserit advisors entering an occupied territory: arrive as fighters (Advanced). */
  fighters?: boolean;
}

/**
 * How many territories a group may cross (S000-MOVE-2/3, rules §10.2): 1, a faction's own range
 * (the Fremen's 2, the Ixians' Cyborgs' 2), and 3 with ornithopters. BG advisors never use ornithopters.
 */
function range(s: DuneState, f: FactionId, advisors: boolean, ctx: Ctx, group: MovingGroup): { range: number; why: string } {
  if (advisors) return { range: 1, why: 'Bene Gesserit advisors move 1 territory (they never use ornithopters)' };
  if (shipmentStep(s).ornithopters)
    return {
      range: 3,
      why: `The ${factionName(f)} ${agrees(f, 'have')} ornithopters (forces in Arrakeen or Carthag as their movement began) and move up to 3 territories`,
    };
  const own = hooksOf(f).movement;
  if (own) return own.range(s, f, ctx, group);
  return { range: 1, why: `without forces in Arrakeen or Carthag as their movement began, ${factionName(f)} ${agrees(f, 'move')} 1 territory` };
}

/** One movement of one group from one territory to another (S000-MOVE-1…9). */
export function move(s: DuneState, f: FactionId, a: MoveArgs, ctx: Ctx): void {
  const st = shipmentStep(s);
  const stack = groupAt(s, f, a.from, a.fromSector);
  const toSector = resolvePiece(s, a.to, a.toSector);
  const here = { territory: stack.territory, sector: stack.sector };
  if (a.to === a.from && toSector === here.sector) fail('same-place', `The forces are already in sector ${toSector} of ${territory(a.to).name}.`);
  const forces = chooseForces(stack, a.forces, a.elite, f, `in ${territory(a.from).name}`);
  const advisors = isAdvisorStack(stack);
  const coexistence = hooksOf(f).coexistence;
  check(!a.fighters || coexistence, 'not-advisors', 'Only Bene Gesserit advisors can ask to arrive as fighters.');
  const arriveAsAdvisors = coexistence?.arriving(s, f, a.to, advisors, a.fighters === true) ?? false;
  if (!arriveAsAdvisors && a.to !== a.from) checkOpen(s, f, a.to, 'move into');
  // Advisors pass anywhere; fighters never move through a stronghold held by two others (S000-MOVE-9).
  const closed = (t: TerritoryId) => t !== a.to && !advisors && closedTo(s, f, t) !== null;
  const dist = routeLength(s, here, { territory: a.to, sector: toSector }, closed);
  const from = pieceName(a.from, here.sector);
  const to = pieceName(a.to, toSector);
  check(
    dist !== Infinity,
    'no-route',
    `No way leads from ${from} to ${to} without entering, leaving or crossing the storm (sector ${s.storm}) or passing a stronghold held by two other factions.`,
  );
  const r = range(s, f, advisors, ctx, { moving: forces, origin: stack });
  check(
    dist <= r.range,
    'too-far',
    `The shortest way from ${from} to ${to} crosses ${dist} territories (around the storm in sector ${s.storm} and any stronghold held by two other factions); ${r.why}.`,
  );

  // Advisors asking to arrive as fighters use the Bene Gesserit's choice of side: stopped, they do not move and may move again (rules §16).
  if (a.fighters && stopsPower(s, ctx, 'advisors')) return;
  liftForces(s, stack, forces);
  const placed = placeForces(s, f, a.to, toSector, forces, arriveAsAdvisors);
  if (arriveAsAdvisors && !advisors) placed.advisedTurn = s.turn;
  ctx.emit({
    type: 'moved',
    faction: f,
    from: territory(a.from).name,
    fromSector: shownSector(here.sector),
    // The destination: `to` is reserved for an event's recipients.
    territory: territory(a.to).name,
    sector: shownSector(toSector),
    forces: a.forces,
    elite: forces.elite,
    ...(coexistence ? { advisor: arriveAsAdvisors } : {}),
  });
  st.started = true;
  st.movesLeft -= 1;
  if (st.movesLeft === 0) st.part = 'over';
  // A further movement (Hajr) begins now: ornithopters are judged afresh (S002-HAJR-1).
  else st.ornithopters = hasOrnithopters(s, f);
  if (a.to !== a.from) entered(s, f, a.to, ctx);
}
