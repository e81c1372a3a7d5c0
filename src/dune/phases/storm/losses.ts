import { removeSpiceOnBoard, total } from '../../board';
import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, ForceStack, Forces } from '../../state';
import type { ForcesDestroyed } from '../../events/losses';

export function destroyedEntry(stack: Pick<ForceStack, 'faction' | 'territory' | 'sector'>, dead: Forces): ForcesDestroyed {
  return {
    faction: stack.faction,
    territory: territory(stack.territory).name,
    sector: stack.sector,
    forces: total(dead),
    ...(dead.elite > 0 ? { elite: dead.elite } : {}),
  };
}

/** Returns the spice of the matching piles to the bank, listing what went, pile by pile. */
export function returnSpice(
  s: DuneState,
  pred: (p: { territory: TerritoryId; sector: number }) => boolean,
): { territory: string; sector: number; amount: number }[] {
  const lost = s.spiceOnBoard.filter(pred).map((p) => ({ territory: territory(p.territory).name, sector: p.sector, amount: p.amount }));
  removeSpiceOnBoard(s, pred);
  return lost;
}
