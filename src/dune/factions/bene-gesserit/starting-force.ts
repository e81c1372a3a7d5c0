import { check } from '../../../engine/result';
import { occupants, placeForces, subtract } from '../../board';
import { HMS, territory } from '../../data/map';
import { isAdvanced } from '../../options';
import { resolvePiece } from '../../pieces';
import { of } from '../../state';
import type { LastStartingForce } from '../module';

/** The Advanced Bene Gesserit place their one starting force anywhere, after the Fremen (rules §2). */
export const startingForce: LastStartingForce = {
  placed: isAdvanced,
  asked: 'place their starting force (`place`), after the Fremen',
  summary: 'One force, in any territory; an advisor where others already are.',
  place: (s, f, args, ctx) => {
    const st = s.step.phase === 'setup' ? s.step : null;
    check(
      st?.bgToPlace === true,
      'nothing-to-place',
      isAdvanced(s.options)
        ? 'The Bene Gesserit have placed their starting force.'
        : 'In the Basic game the Bene Gesserit start with 1 force in the Polar Sink.',
    );
    check(st.fremenToPlace === 0, 'not-yet', 'The Bene Gesserit place their starting force after the Fremen have placed theirs.');
    check((args.forces ?? 1) === 1, 'too-many', 'The Bene Gesserit place exactly 1 starting force.');
    // ixians-tleilaxu.md §2 step 5: neither the Fremen nor the Bene Gesserit may start in the HMS.
    check(args.territory !== HMS, 'not-there', 'The Bene Gesserit may not start in the Hidden Mobile Stronghold; any territory of the map will do.');
    const sector = resolvePiece(s, args.territory, args.sector, { allowStorm: true });
    subtract(of(s.reserves, f), { regular: 1, elite: 0 });
    // Advanced start: an advisor, unless alone there, where it is a fighter (rules §2, §12.2).
    const advisor = args.territory !== 'polar-sink' && occupants(s, args.territory).length > 0;
    placeForces(s, f, args.territory, sector, { regular: 1, elite: 0 }, advisor);
    ctx.emit({ type: 'forces-placed', faction: f, territory: territory(args.territory).name, sector, forces: 1, advisor });
  },
  fallback: { territory: 'polar-sink', sector: 0 },
  candidates: [
    { do: 'place', args: { territory: 'Polar Sink' } },
    { do: 'place', args: { territory: 'Arrakeen' } },
  ],
};
