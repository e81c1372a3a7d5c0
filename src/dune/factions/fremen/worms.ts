import { check } from '../../../engine/result';
import { add, allyOf, chooseForces, inStorm, liftForces, noForces, occupants, placeForces, total } from '../../board';
import { factionName } from '../../data/factions';
import { territory } from '../../data/map';
import { checkHmsRide } from '../../hms';
import { resolvePiece } from '../../pieces';
import type { FactionId } from '../../state';
import type { WormPowers } from '../module';

/**
 * Sandworms spare the Fremen and their ally (S001-WORM-7); the Fremen may ride each worm that
 * struck them (rules §12.5, S001-WORM-3…6) and, Advanced, send each further worm of a blow (§6.3).
 */
export const fremenWorms: WormPowers = {
  spares: (s, fremen, f) => f === fremen || f === allyOf(s, fremen),
  // Those not in the storm may ride (S001-WORM-5).
  riders: (s, fremen, t) => s.board.filter((x) => x.faction === fremen && x.territory === t && !inStorm(s, x.sector)),
  /**
   * Some or all of the Fremen forces in the struck territory, out of the storm, go to any one
   * territory: not into the storm, not into a stronghold two other factions occupy (advisors do
   * not count), not where the Fremen's ally is; into the HMS only as OP-4 (`hmsWormRide`) allows.
   */
  ride: (s, fremen, from, args, ctx) => {
    const sources = fremenWorms.riders(s, fremen, from);
    const available = noForces();
    for (const x of sources) add(available, x);
    const moving = chooseForces(available, args.forces ?? total(available), args.elite, fremen, `out of the storm in ${territory(from).name}`);
    check(total(moving) > 0, 'nothing-to-ride', `No Fremen forces in ${territory(from).name} would ride the worm; name at least 1 force, or pass.`);
    const dest = territory(args.to);
    const sector = resolvePiece(s, args.to, args.sector);
    checkHmsRide(s, args.to);
    const others: FactionId[] = occupants(s, args.to).filter((f) => f !== fremen);
    check(
      dest.type !== 'stronghold' || others.length < 2,
      'stronghold-full',
      `${dest.name} already holds the forces of ${others.map(factionName).join(' and ')}; worm riders cannot enter a stronghold two other factions occupy (S001-WORM-6).`,
    );
    const ally = allyOf(s, fremen);
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
    placeForces(s, fremen, args.to, sector, moving);
    ctx.emit({
      type: 'worm-ridden',
      from: territory(from).name,
      territory: dest.name,
      sector,
      forces: total(moving),
      ...(moving.elite > 0 ? { elite: moving.elite } : {}),
    });
  },
  sendsFurther: true,
};
