import { check } from '../../../engine/result';
import { chooseForces, inStorm, killForces, placeForces, subtract, total } from '../../board';
import { stopsPower } from '../../cards/karama/stops';
import { TERRITORY_IDS, territory } from '../../data/map';
import { isAdvanced } from '../../options';
import { checkOpen } from '../../phases/shipment-movement/occupancy';
import { emitShipped } from '../../phases/shipment-movement/shipped';
import { resolvePiece } from '../../pieces';
import { of } from '../../state';
import type { FreeSend } from '../module';

/** The Great Flat and what lies within two territories of it (rules §10.1). */
const SEND_RANGE = TERRITORY_IDS.filter((t) => territory(t).fremenSendRange);

/**
 * The Fremen's one shipment: reserves sent free to The Great Flat or within two territories of it
 * (rules §10.1, §19.1). Advanced storm migration: into the storm sector, losing half, rounded up.
 */
export const fremenSend: FreeSend = {
  where: SEND_RANGE,
  send: (s, f, t, a, ctx) => {
    check(!a.karama, 'no-karama-needed', 'The Fremen send their forces free: no Karama is needed.');
    check(!a.allyPays, 'bad-argument', 'The Fremen send their forces free: there is nothing for an ally to pay.');
    check(
      territory(t).fremenSendRange,
      'out-of-range',
      `The Fremen send forces only to The Great Flat or a territory within two territories of it (${SEND_RANGE.map((x) => territory(x).name).join(', ')}), not to ${territory(t).name}.`,
    );
    const migration = isAdvanced(s.options);
    const sector = resolvePiece(s, t, a.sector, { allowStorm: migration });
    checkOpen(s, f, t, 'send forces into');
    const reserves = of(s.reserves, f);
    const forces = chooseForces(reserves, a.forces, a.elite, f, 'in reserve');
    // The free send itself is beyond Karama (FAQ); sending into the storm is a power of its own: stopped, nothing is sent and the Fremen send again.
    if (inStorm(s, sector) && stopsPower(s, ctx, 'storm-migration')) return false;
    subtract(reserves, forces);
    const stack = placeForces(s, f, t, sector, forces);
    emitShipped(f, t, sector, forces, 0, null, ctx, { send: true });
    if (inStorm(s, sector)) {
      const lost = Math.ceil(a.forces / 2);
      // Ordinary forces are lost before Fedaykin (DuneBot's order).
      const regular = Math.min(lost, forces.regular);
      const dead = killForces(s, stack, { regular, elite: lost - regular });
      ctx.emit({ type: 'storm-losses', faction: f, territory: territory(t).name, sector, forces: total(dead), elite: dead.elite });
    }
    return true;
  },
};
