import { receive } from '../../board';
import type { Ctx } from '../../context';
import { leader as leaderData } from '../../data/factions';
import type { DuneState } from '../../state';
import { killLeader, leaderOwner, prisonBreak } from './leaders';
import type { Battle, CaptureAttempt } from '../../shape/battle';

/** Spice the Harkonnen take for killing a drawn leader instead of keeping it. */
export const CAPTURE_KILL_SPICE = 2;

function attempt(b: Battle): CaptureAttempt {
  if (!b.capture) throw new Error('no leader drawn for capture');
  return b.capture;
}

/**
 * The Harkonnen's choice. Leaving the leader ends the attempt. A kill or a capture is announced
 * and waits for the loser's answer: that is the moment the attempt is made, when a Karama cancels
 * it (GF9 3.01.11.01), so nothing moves until the loser lets it go ahead.
 */
export function chooseCapture(b: Battle, choice: 'kill' | 'capture' | 'leave', ctx: Ctx): void {
  const c = attempt(b);
  const name = leaderData(c.leader).name;
  if (choice === 'leave') {
    b.capture = null;
    ctx.emit({ type: 'capture-declined', leader: name, faction: leaderOwner(c.leader) });
    return;
  }
  c.choice = choice;
  ctx.emit({ type: 'capture-attempted', leader: name, faction: leaderOwner(c.leader), choice });
}

/** The loser lets the kill or the capture go ahead: it takes effect, for the winner who drew the leader. */
export function carryOutCapture(s: DuneState, b: Battle, ctx: Ctx): void {
  const { leader: l, choice } = attempt(b);
  const captor = b.outcome?.winner;
  if (!captor) throw new Error('a capture without a winner');
  b.capture = null;
  const name = leaderData(l).name;
  if (choice === 'kill') {
    killLeader(s, l, ctx, 'killed by the Harkonnen', true);
    receive(s, captor, CAPTURE_KILL_SPICE);
    ctx.emit({ type: 'capture-kill-spice', faction: captor, amount: CAPTURE_KILL_SPICE, leader: name });
    return;
  }
  const state = s.leaders[l];
  if (state) state.location = 'captured';
  ctx.emit({ type: 'leader-captured', leader: name, faction: leaderOwner(l) });
  // Captured while every Harkonnen leader lies in the Tanks: the prison breaks at once.
  prisonBreak(s, ctx);
}
