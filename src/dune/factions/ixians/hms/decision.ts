import type { DuneAction } from '../../../actions/spec';
import { territoryDistance } from '../../../data/map';
import type { StormDecision } from '../../module';
import { factionName } from '../../../data/factions';
import { HMS_STEPS, keepHms, movable, moveHms } from './move';
import { placeHms } from './place';
import { canHost, hmsOf, hmsPlacer, hostPieces } from './where';

/**
 * The HMS's decisions in the Storm phase: placed on turn 1 once the storm is placed (IX-3), moved
 * or kept as each later Storm phase begins (IX-5); on turn 1 it does not move.
 */
export const hmsDecision: StormDecision = {
  due: (s, owner, moment) => {
    if (moment === 'placed') return s.turn === 1 && s.hms?.host === null && hmsPlacer(s) === owner;
    return s.turn > 1 && movable(s, owner);
  },
  asked: (_s, owner, moment) =>
    moment === 'placed'
      ? `Storm: waiting for the ${factionName(owner)} to place the Hidden Mobile Stronghold on a sector of a non-stronghold territory out of the storm (\`place-hms\`).`
      : `Storm: waiting for the ${factionName(owner)} to move the Hidden Mobile Stronghold up to ${HMS_STEPS} territories or keep it (\`move-hms\` / \`keep-hms\`) before the storm moves.`,
  actions: [placeHms, moveHms, keepHms],
  candidates: (s, owner, moment): DuneAction[] => {
    const pieces = hostPieces(s);
    if (moment === 'placed') return pieces.map((p) => ({ do: placeHms.name, args: { territory: p.territory, sector: p.sector } }));
    const host = hmsOf(s, owner)?.host;
    if (!host) return [{ do: keepHms.name }];
    // One step is enough for random play: neighbours of the host territory, any legal piece of theirs.
    const near = pieces.filter((p) => territoryDistance(host.territory, p.territory) === 1 && canHost(s, p));
    return [{ do: keepHms.name }, ...near.map((p) => ({ do: moveHms.name, args: { territory: p.territory, sector: p.sector } }))];
  },
};
