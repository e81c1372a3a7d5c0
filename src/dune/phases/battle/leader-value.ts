import { leader as leaderData } from '../../data/factions';
import type { LeaderId } from '../../state';

/**
 * A leader's value in a battle: its printed strength; for a leader of variable strength (Zoal,
 * TLX-10) the opposing leader's printed strength, 0 against a Cheap Hero or no leader, no bonus
 * (the Kwisatz Haderach's) copied. The same value is paid when the leader is killed or betrayed.
 */
export function leaderValue(l: LeaderId, opposing: LeaderId | null | undefined): number {
  const own = leaderData(l);
  if (!own.variableStrength) return own.strength;
  return opposing ? leaderData(opposing).strength : 0;
}
