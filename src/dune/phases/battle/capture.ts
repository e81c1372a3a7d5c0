import { receive } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { leader as leaderData } from '../../data/factions';
import { isAdvanced } from '../../options';
import type { DuneState } from '../../state';
import { activeLeaders, killLeader, leaderOwner } from './leaders';
import type { Battle, BattleStep } from './step';

/** Spice the Harkonnen take for killing a drawn leader instead of keeping it. */
export const CAPTURE_KILL_SPICE = 2;

/**
 * After the Harkonnen win a battle (Advanced, §12.6), one of the loser's active leaders is drawn
 * at random; the Harkonnen then kill it or capture it (`capture`), or leave it (`pass`).
 */
export function drawForCapture(s: DuneState, st: BattleStep, b: Battle, ctx: Ctx): void {
  const { winner, loser } = b.outcome ?? {};
  if (!isAdvanced(s.options) || winner !== 'harkonnen' || !loser) return;
  const pool = activeLeaders(s, st, loser, b.territory);
  if (pool.length === 0 || stopsPower(s, ctx, 'capture')) return;
  b.capture = ctx.rng.pick(pool);
  ctx.emit({ type: 'capture-drawn', leader: leaderData(b.capture).name, faction: loser });
}

export function decideCapture(s: DuneState, b: Battle, choice: 'kill' | 'capture' | 'leave', ctx: Ctx): void {
  const l = b.capture;
  if (!l) throw new Error('no leader drawn for capture');
  b.capture = null;
  const name = leaderData(l).name;
  if (choice === 'kill') {
    killLeader(s, l, ctx, 'killed by the Harkonnen', true);
    receive(s, 'harkonnen', CAPTURE_KILL_SPICE);
    ctx.emit({ type: 'capture-kill-spice', faction: 'harkonnen', amount: CAPTURE_KILL_SPICE, leader: name });
  } else if (choice === 'capture') {
    const state = s.leaders[l];
    if (state) state.location = 'captured';
    ctx.emit({ type: 'leader-captured', leader: name, faction: leaderOwner(l) });
  } else ctx.emit({ type: 'capture-declined', leader: name, faction: leaderOwner(l) });
}
