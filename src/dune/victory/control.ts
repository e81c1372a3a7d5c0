import { isAdvisorStack, stacksIn, total } from '../board';
import { STRONGHOLDS, type TerritoryId } from '../data/map';
import { hasVariant } from '../options';
import type { DuneState, FactionId, ForceStack } from '../state';

/** Sandworms after which the Shield Wall counts as a stronghold under the variant (S003-CTRL-4). */
export const SHIELD_WALL_WORMS = 6;

export type Control = Partial<Record<TerritoryId, FactionId>>;

/** The strongholds that count for control now, in map order. */
export function strongholdsInPlay(s: DuneState): TerritoryId[] {
  const shieldWall = hasVariant(s.options, 'stronghold-control') && s.wormsSeen >= SHIELD_WALL_WORMS;
  return shieldWall ? [...STRONGHOLDS, 'shield-wall'] : [...STRONGHOLDS];
}

/**
 * Whether a stack takes part in control. Advisors never do (§12.2). Under the stronghold-control
 * variant, forces that became advisors this turn (the Bene Gesserit's) do not either, even if they
 * have since turned back into fighters alone there (S003-CTRL-1).
 */
function counts(s: DuneState, x: ForceStack): boolean {
  if (total(x) === 0 || isAdvisorStack(x)) return false;
  return !(hasVariant(s.options, 'stronghold-control') && x.advisedTurn === s.turn);
}

/**
 * Who controls each stronghold: the one faction with forces there. Two factions in a stronghold
 * (under the storm, or two on the Shield Wall — S003-CTRL-8) leave it to nobody, storm or not.
 */
export function controlledStrongholds(s: DuneState): Control {
  const control: Control = {};
  for (const t of strongholdsInPlay(s)) {
    const present = [
      ...new Set(
        stacksIn(s, t)
          .filter((x) => counts(s, x))
          .map((x) => x.faction),
      ),
    ];
    if (present.length === 1) control[t] = present[0];
  }
  return control;
}

/** The strongholds a group of factions controls, in map order. */
export const strongholdsOf = (s: DuneState, control: Control, factions: readonly FactionId[]): TerritoryId[] =>
  strongholdsInPlay(s).filter((t) => {
    const c = control[t];
    return c !== undefined && factions.includes(c);
  });
