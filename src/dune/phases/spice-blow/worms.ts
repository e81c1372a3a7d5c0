import { check } from '../../../engine/result';
import { add, allyOf, chooseForces, inStorm, killForces, liftForces, noForces, occupants, placeForces, total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { resolvePiece } from '../../pieces';
import type { DuneState, FactionId, ForceStack } from '../../state';
import { destroyedEntry, returnSpice } from '../storm/losses';
import type { ForcesDestroyed } from '../../events/losses';

/**
 * A worm eats (after the Nexus, S001-WORM-8): every force in the whole territory, advisors too, and
 * all its spice — but never the Fremen nor their ally, whose protection the Fremen cannot withdraw
 * (S001-WORM-7), unless a Karama stops the Fremen's immunity (their ally is then eaten too: the
 * protection is theirs to give). `only` narrows who is eaten (the riders a Karama stopped).
 */
export function wormEats(s: DuneState, ctx: Ctx, t: TerritoryId, only?: (f: FactionId) => boolean): void {
  const ally = allyOf(s, 'fremen');
  const immune = (f: FactionId) => f === 'fremen' || f === ally;
  const present = s.board.some((x) => x.territory === t && immune(x.faction));
  const stopped = !only && present && stopsPower(s, ctx, 'worm-immunity');
  const eaten = only ?? ((f: FactionId) => stopped || !immune(f));
  const destroyed: ForcesDestroyed[] = [];
  for (const stack of s.board.filter((x) => x.territory === t && eaten(x.faction))) destroyed.push(destroyedEntry(stack, killForces(s, stack)));
  const spiceLost = only ? [] : returnSpice(s, (p) => p.territory === t);
  ctx.emit({ type: 'worm-ate', territory: territory(t).name, destroyed, spiceLost });
}

/** The Fremen forces that may ride the worm out of a struck territory: those not in the storm (S001-WORM-5). */
export const riders = (s: DuneState, t: TerritoryId): ForceStack[] =>
  s.board.filter((x) => x.faction === 'fremen' && x.territory === t && !inStorm(s, x.sector));

export interface RideArgs {
  to: TerritoryId;
  sector?: number;
  forces?: number;
  elite?: number;
}

/**
 * The worm ride (rules §12.5, S001-WORM-3…6): some or all of the Fremen forces in the struck
 * territory, out of the storm, go to any one territory: not into the storm, not into a stronghold
 * two other factions occupy (advisors do not count), not where the Fremen's ally is.
 */
export function rideWorm(s: DuneState, ctx: Ctx, from: TerritoryId, args: RideArgs): void {
  const sources = riders(s, from);
  const available = noForces();
  for (const x of sources) add(available, x);
  const moving = chooseForces(available, args.forces ?? total(available), args.elite, 'fremen', `out of the storm in ${territory(from).name}`);
  check(total(moving) > 0, 'nothing-to-ride', `No Fremen forces in ${territory(from).name} would ride the worm; name at least 1 force, or pass.`);
  const dest = territory(args.to);
  const sector = resolvePiece(s, args.to, args.sector);
  const others: FactionId[] = occupants(s, args.to).filter((f) => f !== 'fremen');
  check(
    dest.type !== 'stronghold' || others.length < 2,
    'stronghold-full',
    `${dest.name} already holds the forces of ${others.map(factionName).join(' and ')}; worm riders cannot enter a stronghold two other factions occupy (S001-WORM-6).`,
  );
  const ally = allyOf(s, 'fremen');
  check(
    !ally || args.to === 'polar-sink' || !others.includes(ally),
    'ally-there',
    `Your ally the ${ally ? factionName(ally) : ''} are in ${dest.name}; worm riders may not join allied forces there.`,
  );
  const left = { ...moving };
  for (const x of sources) {
    const part = { regular: Math.min(left.regular, x.regular), elite: Math.min(left.elite, x.elite) };
    liftForces(s, x, part);
    left.regular -= part.regular;
    left.elite -= part.elite;
  }
  placeForces(s, 'fremen', args.to, sector, moving);
  ctx.emit({
    type: 'worm-ridden',
    from: territory(from).name,
    territory: dest.name,
    sector,
    forces: total(moving),
    ...(moving.elite > 0 ? { elite: moving.elite } : {}),
  });
}
