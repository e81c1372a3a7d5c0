import { check } from '../../../engine/result';
import { occupants } from '../../board';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';

/**
 * The occupancy limit (S000-SHIP-3, S000-MOVE-9, rules §19.3): a stronghold holding the forces of
 * two factions other than `f` is closed to `f`, unless `f` is already there. Advisors never count;
 * an ally does. Only true strongholds have the limit: the Shield Wall never does, even when the
 * stronghold-control variant counts it for victory (S003-CTRL-6).
 */
export function closedTo(s: DuneState, f: FactionId, t: TerritoryId): FactionId[] | null {
  if (territory(t).type !== 'stronghold') return null;
  const present = occupants(s, t);
  if (present.includes(f)) return null;
  return present.length >= 2 ? present : null;
}

export function checkOpen(s: DuneState, f: FactionId, t: TerritoryId, doing: string): void {
  const full = closedTo(s, f, t);
  check(
    !full,
    'occupancy-limit',
    `${territory(t).name} already holds the forces of ${(full ?? []).map(factionName).join(' and ')}: ${factionName(f)} cannot ${doing} a stronghold held by two other factions.`,
  );
}
