import { check, fail } from '../../../engine/result';
import { allyOf, inStorm, isAdvisorStack, placeForces, stacksIn, subtract, total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId, type ForceStack } from '../../state';
import { closedTo } from './occupancy';
import { shipmentStep } from './step';

/**
 * Bene Gesserit advisors (Advanced, rules §12.2). A BG stack is all fighters or all advisors, and
 * the BG never have both kinds in one territory, so a territory's BG forces flip together.
 */
const BG = 'bene-gesserit';

export const bgStacksIn = (s: DuneState, t: TerritoryId): ForceStack[] => stacksIn(s, t).filter((x) => x.faction === BG);

export const hasAdvisorsOnBoard = (s: DuneState): boolean => s.board.some(isAdvisorStack);

/** Whether the BG forces in a territory may change sides: not in the storm, not beside their ally. */
function flipBlocker(s: DuneState, t: TerritoryId): string | null {
  const storm = bgStacksIn(s, t).find((x) => inStorm(s, x.sector));
  if (storm) return `Bene Gesserit forces in sector ${storm.sector} of ${territory(t).name} are in the storm and cannot flip.`;
  const ally = allyOf(s, BG);
  if (ally && stacksIn(s, t).some((x) => x.faction === ally && total(x) > 0))
    return `the ${factionName(ally)}, the Bene Gesserit's ally, are in ${territory(t).name}: forces cannot flip beside an ally.`;
  return null;
}

/** Turns every BG stack of a territory into advisors or fighters; advisors remember the turn (S003-CTRL-1). */
export function setSide(s: DuneState, t: TerritoryId, advisor: boolean, ctx: Ctx, reason: 'declared' | 'alone' | 'entered', entrant?: FactionId): void {
  const stacks = bgStacksIn(s, t);
  for (const x of stacks) {
    x.advisor = advisor;
    if (advisor) x.advisedTurn = s.turn;
  }
  const forces = stacks.reduce((n, x) => n + total(x), 0);
  ctx.emit({
    type: 'advisors-flipped',
    territory: territory(t).name,
    forces,
    side: advisor ? 'advisors' : 'fighters',
    reason,
    ...(entrant ? { entrant } : {}),
  });
}

/** "Advisors alone in a territory automatically become fighters" (outside the storm). */
export function flipLoneAdvisors(s: DuneState, ctx: Ctx): void {
  if (!isAdvanced(s.options)) return;
  const territories = [...new Set(s.board.filter(isAdvisorStack).map((x) => x.territory))];
  for (const t of territories) {
    const alone = stacksIn(s, t).every((x) => x.faction === BG || total(x) === 0);
    if (alone && !bgStacksIn(s, t).some((x) => inStorm(s, x.sector))) setSide(s, t, false, ctx, 'alone');
  }
}

/**
 * After a faction enters a territory: when it is not the BG's ally and the BG have fighters there
 * that could flip, the BG may turn them into advisors before play goes on.
 */
export function offerFlipOnEntry(s: DuneState, entrant: FactionId, t: TerritoryId, ctx: Ctx): void {
  if (!isAdvanced(s.options) || !s.factions.includes(BG) || entrant === BG || allyOf(s, BG) === entrant) return;
  const stacks = bgStacksIn(s, t);
  if (stacks.length === 0 || stacks.some(isAdvisorStack) || flipBlocker(s, t) || stopsPower(s, ctx, 'flip')) return;
  shipmentStep(s).bgPending.push({ kind: 'flip', entrant, territory: t });
}

/** After another faction's shipment from off-planet: the BG may send a spiritual advisor (rules §10.1). */
export function offerSpiritualAdvisor(s: DuneState, shipper: FactionId, t: TerritoryId, sector: number, ctx: Ctx): void {
  if (!s.factions.includes(BG) || shipper === BG || total(of(s.reserves, BG)) === 0 || stopsPower(s, ctx, 'spiritual-advisor')) return;
  shipmentStep(s).bgPending.push({ kind: 'advise', shipper, territory: t, sector });
}

/** S001-REV-1: before anyone ships, the BG flip all their advisors in a territory to fighters. */
export function declareFighters(s: DuneState, t: TerritoryId | undefined, ctx: Ctx): void {
  check(t !== undefined, 'territory-needed', 'Name the territory whose advisors become fighters, e.g. `flip territory: Arrakeen`; `pass` when done.');
  const stacks = bgStacksIn(s, t);
  check(stacks.some(isAdvisorStack), 'no-advisors', `The Bene Gesserit have no advisors in ${territory(t).name}.`);
  const blocker = flipBlocker(s, t);
  check(!blocker, 'cannot-flip', `The advisors in ${territory(t).name} cannot flip: ${blocker}`);
  const full = closedTo(s, BG, t);
  check(
    !full,
    'occupancy-limit',
    `${territory(t).name} already holds the forces of ${(full ?? []).map(factionName).join(' and ')}: the advisors there must stay advisors (occupancy limit).`,
  );
  // A Karama against the advisors' choice of side: these stay advisors (rules §16: the BG may go on without the power).
  if (stopsPower(s, ctx, 'advisors')) return;
  setSide(s, t, false, ctx, 'declared');
}

/** The BG answer a non-allied entry by flipping their fighters there to advisors. */
export function flipOnEntry(s: DuneState, t: TerritoryId | undefined, ctx: Ctx): void {
  const st = shipmentStep(s);
  const d = st.bgPending[0];
  if (d?.kind !== 'flip') fail('nothing-to-flip', 'There is nothing for the Bene Gesserit to flip now.');
  check(
    t === undefined || t === d.territory,
    'wrong-territory',
    `The ${factionName(d.entrant)} entered ${territory(d.territory).name}: only the fighters there may flip now, not those in ${territory(t ?? d.territory).name}.`,
  );
  st.bgPending.shift();
  setSide(s, d.territory, true, ctx, 'entered', d.entrant);
}

/**
 * Spiritual advisor: 1 force from reserves to the Polar Sink, or (Advanced, `beside`) as an advisor
 * to the piece the shipper used, if the BG have no fighters in that territory.
 */
export function sendAdvisor(s: DuneState, beside: boolean, ctx: Ctx): void {
  const st = shipmentStep(s);
  const d = st.bgPending[0];
  if (d?.kind !== 'advise') fail('nothing-to-advise', 'No shipment is waiting for a Bene Gesserit spiritual advisor now.');
  const reserves = of(s.reserves, BG);
  const one = reserves.regular > 0 ? { regular: 1, elite: 0 } : { regular: 0, elite: 1 };
  if (beside) {
    check(
      isAdvanced(s.options),
      'advanced-only',
      'Only in the Advanced game may the spiritual advisor go beside the shipment; in the Basic game it goes to the Polar Sink.',
    );
    const name = territory(d.territory).name;
    check(
      !bgStacksIn(s, d.territory).some((x) => !isAdvisorStack(x)),
      'fighters-there',
      `The Bene Gesserit have fighters in ${name}: the spiritual advisor may go there only where they have none. Send it to the Polar Sink instead (\`advise\`).`,
    );
    check(!inStorm(s, d.sector), 'storm-sector', `Sector ${d.sector} of ${name} is in the storm; the storm is in sector ${s.storm}.`);
    // Stopped, the advisor goes nowhere and the offer stands: the Polar Sink, or no advisor (rules §16).
    if (stopsPower(s, ctx, 'advisors')) return;
  }
  st.bgPending.shift();
  subtract(reserves, one);
  const where = beside ? d : { territory: 'polar-sink' as const, sector: 0 };
  const stack = placeForces(s, BG, where.territory, where.sector, one, beside);
  if (beside) stack.advisedTurn = s.turn;
  ctx.emit({
    type: 'spiritual-advisor',
    faction: BG,
    territory: territory(where.territory).name,
    sector: where.sector === 0 ? null : where.sector,
    advisor: beside,
  });
}

/**
 * The side BG forces take on arriving in a territory (rules §12.2): the side the BG already have
 * there; advisors entering an empty territory become fighters; advisors entering an occupied one
 * stay advisors unless they ask to arrive as fighters (`asFighters`), which they may do where the
 * BG have no advisors and no ally, outside the storm (the occupancy limit is the mover's check).
 */
export function arrivingSide(s: DuneState, t: TerritoryId, movingAdvisors: boolean, asFighters = false): boolean {
  const there = bgStacksIn(s, t);
  if (asFighters) {
    check(movingAdvisors, 'not-advisors', 'Only Bene Gesserit advisors can ask to arrive as fighters; these forces are fighters already.');
    check(!there.some(isAdvisorStack), 'cannot-flip', `The Bene Gesserit have advisors in ${territory(t).name}: forces joining them become advisors too.`);
    const blocker = flipBlocker(s, t);
    check(!blocker, 'cannot-flip', `The advisors cannot arrive as fighters: ${blocker}`);
    return false;
  }
  if (there.length > 0) return there.some(isAdvisorStack);
  if (movingAdvisors && stacksIn(s, t).every((x) => x.faction === BG)) return false;
  return movingAdvisors;
}
