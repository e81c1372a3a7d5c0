import { killForces } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { destroyedEntry, returnSpice } from '../storm/losses';
import type { ForcesDestroyed } from '../../events/losses';

/**
 * A worm eats (after the Nexus, S001-WORM-8): every force in the whole territory, advisors too, and
 * all its spice — but never the factions a power makes `immune` (the Fremen and their ally, whose
 * protection the Fremen cannot withdraw, S001-WORM-7), unless a Karama stops that immunity (the
 * ally is then eaten too: the protection is the Fremen's to give). `only` narrows who is eaten (the
 * riders a Karama stopped).
 */
export function wormEats(s: DuneState, ctx: Ctx, t: TerritoryId, immune: (f: FactionId) => boolean, only?: (f: FactionId) => boolean): void {
  const present = s.board.some((x) => x.territory === t && immune(x.faction));
  const stopped = !only && present && stopsPower(s, ctx, 'worm-immunity');
  const eaten = only ?? ((f: FactionId) => stopped || !immune(f));
  const destroyed: ForcesDestroyed[] = [];
  for (const stack of s.board.filter((x) => x.territory === t && eaten(x.faction))) destroyed.push(destroyedEntry(stack, killForces(s, stack)));
  const spiceLost = only ? [] : returnSpice(s, (p) => p.territory === t);
  ctx.emit({ type: 'worm-ate', territory: territory(t).name, destroyed, spiceLost });
}
