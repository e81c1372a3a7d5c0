import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { killForces } from '../../board';
import { power } from '../../cards/karama/powers';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { territory as territoryData } from '../../data/map';
import type { Battle } from '../../shape/battle';
import { of, type DuneState, type FactionId } from '../../state';
import { stacksOnFront } from './battles-to-fight';
import { settleAftermath } from './sequence';
import { battleStep } from './step';

/** Who swaps their losses (IX-9): the owner of the power, as the catalogue names it. */
const OWNER: FactionId = power('loss-swap').faction;

/** The swap the battle waits for, if any. */
export const lossSwapOpen = (s: DuneState): number => (s.phase === 'battle' ? (battleStep(s).current?.lossSwap ?? 0) : 0);

export const swapLosses = defineAction({
  name: 'swap-losses',
  summary: 'Ixians, after winning a battle: send surviving Suboids to the Tleilaxu Tanks in place of as many Cyborgs lost (0: none).',
  phases: ['battle'],
  args: [
    {
      name: 'count',
      type: 'count',
      required: true,
      description: 'how many of the Cyborgs lost come back, as many surviving Suboids going instead (0 for none)',
    },
  ],
  errors: ['not-now', 'too-many'],
  handler: (s, f, args, ctx) => {
    const b = battleStep(s).current;
    const most = lossSwapOpen(s);
    if (!b || f !== OWNER || most === 0)
      fail('not-now', 'The Ixians swap Cyborg losses for surviving Suboids only just after winning a battle where they lost Cyborgs.');
    check(args.count <= most, 'too-many', `The Ixians may swap at most ${most} Cyborgs for surviving Suboids, not ${args.count}.`);
    delete b.lossSwap;
    // A Karama played since the battle was won stops it as it is used.
    if (args.count > 0 && !stopsPower(s, ctx, 'loss-swap')) swap(s, b, args.count, ctx);
    settleAftermath(s, b, ctx);
  },
});

/** `count` Cyborgs come back from the Tanks to the stacks whose Suboids go in their place. */
function swap(s: DuneState, b: Battle, count: number, ctx: Ctx): void {
  let left = count;
  for (const x of stacksOnFront(s, OWNER, b.territory, b.sectors)) {
    const n = Math.min(x.regular, left);
    if (n === 0) continue;
    of(s.tanks, OWNER).elite -= n;
    x.elite += n;
    killForces(s, x, { regular: n, elite: 0 });
    left -= n;
  }
  ctx.emit({ type: 'losses-swapped', faction: OWNER, territory: territoryData(b.territory).name, count });
}
