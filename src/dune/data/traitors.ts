import { faction as factionData, LEADERS, type FactionId, type LeaderId } from './factions';
import { withExpansion, type GameOptions } from '../options';

/**
 * TRAITOR-CHEAP-HERO (ixians-tleilaxu.md §7.2): the one traitor card that names no leader. It is
 * betrayed by a Cheap Hero/Heroine in the opponent's plan, and its value is 0.
 */
export const CHEAP_HERO_TRAITOR = 'cheap-hero' as const;

/** A traitor card: a leader's, or the Cheap Hero traitor (option `cheapHeroTraitor`). */
export type TraitorCardId = LeaderId | typeof CHEAP_HERO_TRAITOR;

/** The card's name as printed: its leader's name, or "Cheap Hero". */
export const traitorName = (card: TraitorCardId): string => (card === CHEAP_HERO_TRAITOR ? 'Cheap Hero' : (LEADERS.get(card)?.name ?? card));

/** The leader a traitor card names; none for the Cheap Hero. */
export const traitorLeader = (card: TraitorCardId): LeaderId | null => (card === CHEAP_HERO_TRAITOR ? null : card);

/** Whether the Cheap Hero traitor is in the traitor deck of a game of these factions (option `cheapHeroTraitor`). */
export const cheapHeroTraitorOn = (o: GameOptions, factions: readonly string[]): boolean => withExpansion(factions, o.cheapHeroTraitor);

/** The traitor deck before the shuffle: every leader of the factions in play, and the Cheap Hero traitor when it is used (ixians-tleilaxu.md §2 step 3). */
export const traitorDeckFor = (o: GameOptions, factions: readonly FactionId[]): TraitorCardId[] => [
  ...factions.flatMap((f) => factionData(f).leaders.map((l) => l.id)),
  ...(cheapHeroTraitorOn(o, factions) ? [CHEAP_HERO_TRAITOR] : []),
];
