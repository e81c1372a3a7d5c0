import { check } from '../../../../engine/result';
import { defineAction } from '../../../actions/spec';
import { factionName } from '../../../data/factions';
import { territory } from '../../../data/map';
import { resolvePiece } from '../../../pieces';
import type { DuneState, FactionId } from '../../../state';
import { canHost, hmsPlacer, named } from './where';
import { agrees } from '../../../victory/describe';

/** IX-3: whether `f` has the HMS to place now: the turn-1 Storm phase, the storm placed, the HMS not yet. */
export function placing(s: DuneState, f: FactionId): boolean {
  return s.hms?.host === null && hmsPlacer(s) === f && s.step.phase === 'storm' && s.step.awaiting?.faction === f && s.step.awaiting.moment === 'placed';
}

/**
 * IX-3: in the turn-1 Storm phase, once the storm is placed, the Ixians (without them, the First
 * Player: `hmsPlacer`) point the HMS at one sector of any territory that is no stronghold and not
 * in the storm (the Polar Sink too).
 */
export const placeHms = defineAction({
  name: 'place-hms',
  summary:
    'Ixians (without them, the First Player), turn 1 after the storm: place the Hidden Mobile Stronghold on a sector of a non-stronghold territory out of the storm.',
  phases: ['storm'],
  args: [
    { name: 'territory', type: 'territory', required: true, description: 'the territory the HMS points at (no stronghold)' },
    { name: 'sector', type: 'sector', description: 'its sector, if the territory spans several' },
  ],
  errors: ['not-now', 'storm-sector', 'sector-needed', 'bad-sector', 'bad-territory'],
  handler: (s, f, args, ctx) => {
    check(
      placing(s, f),
      'not-now',
      `Only the HMS's owner places it, once, in the turn-1 Storm phase after the storm is placed (IX-3); ${factionName(f)} ${agrees(f, 'have')} nothing to place now.`,
    );
    const sector = resolvePiece(s, args.territory, args.sector);
    const host = { territory: args.territory, sector };
    check(canHost(s, host), 'bad-territory', `The HMS never points at a stronghold (IX-3): ${territory(args.territory).name} is one.`);
    if (s.hms) s.hms.host = host;
    ctx.emit({ type: 'hms-placed', faction: f, host: named(host) });
  },
});
