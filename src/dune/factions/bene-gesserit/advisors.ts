import { check, fail } from '../../../engine/result';
import { allyOf, inStorm, isAdvisorStack, placeForces, stacksIn, subtract, total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { isAdvanced } from '../../options';
import { closedTo } from '../../phases/shipment-movement/occupancy';
import { setSide, stacksOfIn } from '../../phases/shipment-movement/sides';
import { shipmentStep } from '../../phases/shipment-movement/step';
import { of, type DuneState, type FactionId } from '../../state';
import type { CoexistingForces } from '../module';

/**
 * Bene Gesserit advisors (Advanced, rules §12.2). A BG stack is all fighters or all advisors, and
 * the BG never have both kinds in one territory, so a territory's BG forces flip together. `bg` is
 * the owner throughout.
 */

/** Whether any advisors are on the board (only the BG have them). */
const hasAdvisorsOnBoard = (s: DuneState): boolean => s.board.some(isAdvisorStack);

/** Whether the BG forces in a territory may change sides: not in the storm, not beside their ally. */
function flipBlocker(s: DuneState, bg: FactionId, t: TerritoryId): string | null {
  const storm = stacksOfIn(s, bg, t).find((x) => inStorm(s, x.sector));
  if (storm) return `Bene Gesserit forces in sector ${storm.sector} of ${territory(t).name} are in the storm and cannot flip.`;
  const ally = allyOf(s, bg);
  if (ally && stacksIn(s, t).some((x) => x.faction === ally && total(x) > 0))
    return `the ${factionName(ally)}, the Bene Gesserit's ally, are in ${territory(t).name}: forces cannot flip beside an ally.`;
  return null;
}

/**
 * After a faction enters a territory: when it is not the BG's ally and the BG have fighters there
 * that could flip, the BG may turn them into advisors before play goes on.
 */
function offerFlipOnEntry(s: DuneState, bg: FactionId, entrant: FactionId, t: TerritoryId, ctx: Ctx): void {
  if (!isAdvanced(s.options) || entrant === bg || allyOf(s, bg) === entrant) return;
  const stacks = stacksOfIn(s, bg, t);
  if (stacks.length === 0 || stacks.some(isAdvisorStack) || flipBlocker(s, bg, t) || stopsPower(s, ctx, 'flip')) return;
  shipmentStep(s).bgPending.push({ kind: 'flip', entrant, territory: t });
}

/** After another faction's shipment from off-planet: the BG may send a spiritual advisor (rules §10.1). */
function offerSpiritualAdvisor(s: DuneState, bg: FactionId, shipper: FactionId, t: TerritoryId, sector: number, ctx: Ctx): void {
  if (shipper === bg || total(of(s.reserves, bg)) === 0 || stopsPower(s, ctx, 'spiritual-advisor')) return;
  shipmentStep(s).bgPending.push({ kind: 'advise', shipper, territory: t, sector });
}

/** S001-REV-1: before anyone ships, the BG flip all their advisors in a territory to fighters. */
function declareFighters(s: DuneState, bg: FactionId, t: TerritoryId | undefined, ctx: Ctx): void {
  check(t !== undefined, 'territory-needed', 'Name the territory whose advisors become fighters, e.g. `flip territory: Arrakeen`; `pass` when done.');
  const stacks = stacksOfIn(s, bg, t);
  check(stacks.some(isAdvisorStack), 'no-advisors', `The Bene Gesserit have no advisors in ${territory(t).name}.`);
  const blocker = flipBlocker(s, bg, t);
  check(!blocker, 'cannot-flip', `The advisors in ${territory(t).name} cannot flip: ${blocker}`);
  const full = closedTo(s, bg, t);
  check(
    !full,
    'occupancy-limit',
    `${territory(t).name} already holds the forces of ${(full ?? []).map(factionName).join(' and ')}: the advisors there must stay advisors (occupancy limit).`,
  );
  // A Karama against the advisors' choice of side: these stay advisors (rules §16: the BG may go on without the power).
  if (stopsPower(s, ctx, 'advisors')) return;
  setSide(s, bg, t, false, ctx, 'declared');
}

/** The BG answer a non-allied entry by flipping their fighters there to advisors. */
function flipOnEntry(s: DuneState, bg: FactionId, t: TerritoryId | undefined, ctx: Ctx): void {
  const st = shipmentStep(s);
  const d = st.bgPending[0];
  if (d?.kind !== 'flip') fail('nothing-to-flip', 'There is nothing for the Bene Gesserit to flip now.');
  check(
    t === undefined || t === d.territory,
    'wrong-territory',
    `The ${factionName(d.entrant)} entered ${territory(d.territory).name}: only the fighters there may flip now, not those in ${territory(t ?? d.territory).name}.`,
  );
  st.bgPending.shift();
  setSide(s, bg, d.territory, true, ctx, 'entered', d.entrant);
}

/**
 * Spiritual advisor: 1 force from reserves to the Polar Sink, or (Advanced, `beside`) as an advisor
 * to the piece the shipper used, if the BG have no fighters in that territory.
 */
function sendAdvisor(s: DuneState, bg: FactionId, beside: boolean, ctx: Ctx): void {
  const st = shipmentStep(s);
  const d = st.bgPending[0];
  if (d?.kind !== 'advise') fail('nothing-to-advise', 'No shipment is waiting for a Bene Gesserit spiritual advisor now.');
  const reserves = of(s.reserves, bg);
  const one = reserves.regular > 0 ? { regular: 1, elite: 0 } : { regular: 0, elite: 1 };
  if (beside) {
    check(
      isAdvanced(s.options),
      'advanced-only',
      'Only in the Advanced game may the spiritual advisor go beside the shipment; in the Basic game it goes to the Polar Sink.',
    );
    const name = territory(d.territory).name;
    check(
      !stacksOfIn(s, bg, d.territory).some((x) => !isAdvisorStack(x)),
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
  const stack = placeForces(s, bg, where.territory, where.sector, one, beside);
  if (beside) stack.advisedTurn = s.turn;
  ctx.emit({
    type: 'spiritual-advisor',
    faction: bg,
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
function arrivingSide(s: DuneState, bg: FactionId, t: TerritoryId, movingAdvisors: boolean, asFighters = false): boolean {
  const there = stacksOfIn(s, bg, t);
  if (asFighters) {
    check(movingAdvisors, 'not-advisors', 'Only Bene Gesserit advisors can ask to arrive as fighters; these forces are fighters already.');
    check(!there.some(isAdvisorStack), 'cannot-flip', `The Bene Gesserit have advisors in ${territory(t).name}: forces joining them become advisors too.`);
    const blocker = flipBlocker(s, bg, t);
    check(!blocker, 'cannot-flip', `The advisors cannot arrive as fighters: ${blocker}`);
    return false;
  }
  if (there.length > 0) return there.some(isAdvisorStack);
  if (movingAdvisors && stacksIn(s, t).every((x) => x.faction === bg)) return false;
  return movingAdvisors;
}

/** The BG keep their forces as they are: the declaration before shipping ends, or fighters stay fighters. */
function stay(s: DuneState, bg: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  if (st.declaring) {
    st.declaring = false;
    ctx.emit({ type: 'advisors-declared' });
    return;
  }
  check(st.bgPending[0]?.kind === 'flip', 'nothing-to-decide', 'The Bene Gesserit have no flip to decide now.');
  st.bgPending.shift();
  ctx.emit({ type: 'flip-declined', faction: bg });
}

function declineAdvisor(s: DuneState, bg: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  check(st.bgPending[0]?.kind === 'advise', 'nothing-to-decide', 'No spiritual advisor is on offer to the Bene Gesserit now.');
  st.bgPending.shift();
  ctx.emit({ type: 'spiritual-advisor-declined', faction: bg });
}

/** The BG's flip: advisors to fighters while they declare (which ends with their last advisors), else fighters to advisors after an entry. */
function flip(s: DuneState, bg: FactionId, t: TerritoryId | undefined, ctx: Ctx): void {
  const st = shipmentStep(s);
  if (st.declaring) {
    declareFighters(s, bg, t, ctx);
    if (!hasAdvisorsOnBoard(s)) st.declaring = false;
  } else flipOnEntry(s, bg, t, ctx);
}

/** Shipments from reserves are fighters: never where the BG have advisors. */
function checkShipment(s: DuneState, bg: FactionId, t: TerritoryId): void {
  check(
    !stacksOfIn(s, bg, t).some(isAdvisorStack),
    'advisors-there',
    `The Bene Gesserit have advisors in ${territory(t).name}: shipments are fighters, and may not go where advisors already are.`,
  );
}

export const advisors: CoexistingForces = {
  // S001-REV-1: the Bene Gesserit declare their forces' side before anyone ships.
  declares: (s) => isAdvanced(s.options) && hasAdvisorsOnBoard(s),
  entered: offerFlipOnEntry,
  shipped: offerSpiritualAdvisor,
  checkShipment,
  arriving: arrivingSide,
  flip,
  stay,
  advise: sendAdvisor,
  noAdvisor: declineAdvisor,
};
