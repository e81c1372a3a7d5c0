import { check } from '../../../engine/result';
import { inStorm, stacksIn, total } from '../../board';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, FactionId, ForceStack } from '../../state';
import { agrees, possessive } from '../../victory/describe';

/**
 * The group a faction moves (or cross-ships) out of a territory: its forces in ONE piece
 * (S000-MOVE-6: different sectors are separate groups), named by `sector` when there are several.
 * Forces in the storm sector cannot leave it (S000-MOVE-5).
 */
export function groupAt(s: DuneState, f: FactionId, t: TerritoryId, sector: number | undefined): ForceStack {
  const name = territory(t).name;
  const mine = stacksIn(s, t).filter((x) => x.faction === f && total(x) > 0);
  check(mine.length > 0, 'no-forces', `The ${factionName(f)} ${agrees(f, 'have')} no forces in ${name}.`);
  let stack: ForceStack | undefined;
  if (sector === undefined) {
    check(
      mine.length === 1 && mine[0],
      'sector-needed',
      `The ${factionName(f)} ${agrees(f, 'have')} forces in sectors ${mine.map((x) => x.sector).join(' and ')} of ${name}: forces in different sectors are separate groups (S000-MOVE-6), so say which sector they leave from (fromSector).`,
    );
    stack = mine[0];
  } else {
    stack = mine.find((x) => x.sector === sector);
    check(
      stack,
      'no-forces',
      `The ${factionName(f)} ${agrees(f, 'have')} no forces in sector ${sector} of ${name}; they have forces in sector${mine.length > 1 ? 's' : ''} ${mine.map((x) => x.sector).join(', ')}.`,
    );
  }
  check(
    !inStorm(s, stack.sector),
    'storm-sector',
    `The ${possessive(f)} forces in sector ${stack.sector} of ${name} are in the storm and cannot leave it; the storm is in sector ${s.storm}.`,
  );
  return stack;
}

/** A piece's sector as events show it: null for the Polar Sink, like the board in the views. */
export const shownSector = (sector: number): number | null => (sector === 0 ? null : sector);

/** "sector 9 of Arrakeen", or just "Polar Sink" for the one piece without a sector. */
export const pieceName = (t: TerritoryId, sector: number): string => (sector === 0 ? territory(t).name : `sector ${sector} of ${territory(t).name}`);
