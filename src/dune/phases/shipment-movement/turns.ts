import { allyOf, isAdvisorStack, killForces, stacksIn, total } from '../../board';
import { moveOrderedHms } from '../../factions/ixians/hms/ordered';
import type { Ctx } from '../../context';
import { territory, type TerritoryId } from '../../data/map';
import { hasOrnithopters } from '../../ornithopters';
import type { DuneState, FactionId } from '../../state';
import { flipLoneAdvisors } from './sides';
import { shipmentStep } from './step';

/**
 * Runs the phase forward until it needs somebody's decision: the BG's declaration, pending BG
 * decisions, the end of a finished turn (ally losses), the next faction's turn, or the phase's end.
 */
export function proceed(s: DuneState, ctx: Ctx): void {
  const st = shipmentStep(s);
  flipLoneAdvisors(s, ctx);
  if (st.declaring || st.bgPending.length > 0) return;
  if (st.current && st.part === 'over') {
    // IX-13 after the Ixians' move: their ordered HMS move, while the turn is still theirs.
    moveOrderedHms(s, st.current, ctx);
    endTurn(s, st.current, ctx);
  }
  if (st.current) return;
  const next = st.queue.shift();
  if (next) beginTurn(s, next, ctx);
  else ctx.endPhase();
}

export function beginTurn(s: DuneState, f: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  st.current = f;
  st.part = 'ship';
  st.started = false;
  st.movesLeft = 1;
  st.ornithopters = false;
  st.offPlanet = null;
  ctx.emit({ type: 'ship-move-turn', faction: f });
}

/** The shipment part is over (shipped or passed): the movement begins, ornithopters fixed now. */
export function beginMovement(s: DuneState, f: FactionId): void {
  const st = shipmentStep(s);
  st.part = 'move';
  st.ornithopters = hasOrnithopters(s, f);
}

/**
 * End of a faction's turn (rules §10.2): its forces in any territory but the Polar Sink that also
 * holds its ally's forces are destroyed. BG advisors coexist with everyone, allies included.
 */
function endTurn(s: DuneState, f: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  const ally = allyOf(s, f);
  if (ally) {
    const fighting = (t: TerritoryId, who: FactionId) => stacksIn(s, t).filter((x) => x.faction === who && !isAdvisorStack(x) && total(x) > 0);
    const shared = [...new Set(s.board.filter((x) => x.faction === f).map((x) => x.territory))].filter(
      (t) => t !== 'polar-sink' && fighting(t, ally).length > 0,
    );
    for (const t of shared)
      for (const x of fighting(t, f)) {
        const dead = killForces(s, x);
        ctx.emit({
          type: 'forces-destroyed',
          faction: f,
          territory: territory(t).name,
          sector: x.sector,
          forces: total(dead),
          elite: dead.elite,
          reason: 'ally-present',
        });
      }
  }
  st.done.push(f);
  st.current = null;
  st.part = 'over';
  ctx.emit({ type: 'ship-move-turn-ended', faction: f });
}
