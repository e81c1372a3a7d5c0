import { FACTION_DATA, FACTION_IDS, GLOBAL_LIMITS, LEADER_IDS, type FactionId, type LeaderId } from './factions.generated';
import type { TerritoryId } from './map.generated';

export { FACTION_IDS, GLOBAL_LIMITS, LEADER_IDS, type FactionId, type LeaderId };

export interface LeaderData {
  readonly id: LeaderId;
  readonly name: string;
  /** Printed strength; 0 for a leader whose value is the opposing leader's (`variableStrength`, Zoal). */
  readonly strength: number;
  readonly variableStrength: boolean;
  /** What reviving the leader costs at the base rule (its strength; Zoal's is his own). */
  readonly reviveCost: number;
  readonly aliases: readonly string[];
  readonly faction: FactionId;
}

export interface FactionData {
  readonly id: FactionId;
  readonly name: string;
  readonly color: string;
  readonly startingSpice: number;
  readonly forces: number;
  readonly eliteForces: number;
  readonly eliteName: string | null;
  /** The normal forces' own name, where they have one (the Ixians' Suboids). */
  readonly regularName: string | null;
  readonly startingPlacement: readonly (
    | { readonly territory: TerritoryId; readonly forces: number }
    | { readonly choiceOf: readonly TerritoryId[]; readonly forces: number }
  )[];
  /** Forces that start in the Hidden Mobile Stronghold, placed with it after the first storm. */
  readonly inHms: { readonly regular: number; readonly elite: number } | null;
  readonly reserves: number;
  readonly freeRevival: number;
  readonly handLimit: number;
  readonly startingTreacheryCards: number;
  readonly traitorsKept: number;
  /** Face Dancers dealt in place of traitors (the Tleilaxu's, TLX-1). */
  readonly faceDancers: number;
  readonly leaders: readonly LeaderData[];
}

const ALL: readonly FactionData[] = FACTION_DATA.map((f) => ({
  ...f,
  leaders: f.leaders.map((l) => ({ ...l, faction: f.id })),
}));

export const FACTIONS: ReadonlyMap<FactionId, FactionData> = new Map(ALL.map((f) => [f.id, f]));

export function faction(id: FactionId): FactionData {
  const f = FACTIONS.get(id);
  if (!f) throw new Error(`unknown faction id ${id}`);
  return f;
}

export const LEADERS: ReadonlyMap<LeaderId, LeaderData> = new Map(ALL.flatMap((f) => f.leaders.map((l) => [l.id, l] as const)));

export function leader(id: LeaderId): LeaderData {
  const l = LEADERS.get(id);
  if (!l) throw new Error(`unknown leader id ${id}`);
  return l;
}

export const factionName = (id: FactionId): string => faction(id).name;

/** IX-7 (ixians-tleilaxu.md §3.2): factions whose starred forces are revived without Advanced's one-a-turn limit ([TO] [DB]). */
export const STARRED_REVIVAL_UNLIMITED: readonly FactionId[] = ['ixians'];

/** What players also type for a faction, besides its id and name. */
export const FACTION_ALIASES: Readonly<Record<FactionId, readonly string[]>> = {
  'bene-gesserit': ['bg', 'bene gesserit', 'bene'],
  'spacing-guild': ['guild', 'sg'],
  harkonnen: ['hark', 'harko'],
  atreides: ['atr', 'atreid'],
  emperor: ['emp', 'padishah emperor'],
  fremen: ['frem'],
  ixians: ['ix', 'ixian'],
  tleilaxu: ['bt', 'bene tleilax', 'tleilax'],
};
