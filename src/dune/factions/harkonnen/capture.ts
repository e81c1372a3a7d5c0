import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { leader as leaderData } from '../../data/factions';
import { isAdvanced } from '../../options';
import { activeLeaders } from '../../phases/battle/leaders';
import type { Battle, BattleStep } from '../../shape/battle';
import type { DuneState } from '../../state';

/**
 * After the Harkonnen win a battle and it is resolved (Advanced, §12.6, GF9 2.05.10.01), one of
 * the loser's active leaders is drawn at random; the Harkonnen then kill it or capture it
 * (`capture`), or leave it (`pass`). A Karama played earlier in the phase, or a standing order,
 * stops the attempt here, before anything is drawn.
 */
export function drawForCapture(s: DuneState, st: BattleStep, b: Battle, ctx: Ctx): void {
  const loser = b.outcome?.loser;
  if (!isAdvanced(s.options) || !loser) return;
  const pool = activeLeaders(s, st, loser, b.territory);
  if (pool.length === 0 || stopsPower(s, ctx, 'capture')) return;
  const leader = ctx.rng.pick(pool);
  b.capture = { leader, choice: null };
  ctx.emit({ type: 'capture-drawn', leader: leaderData(leader).name, faction: loser });
}
