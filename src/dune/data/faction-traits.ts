import type { CardCategory } from './cards';
import type { FactionId } from './factions.generated';

/**
 * What the board and the Karama cards know of a faction, below the faction modules (which build on
 * both, so neither may ask the registry). Like the hand limit, these are facts of the faction, not
 * rules: the rules around them are the modules' hooks.
 */
interface FactionTraits {
  /** Its forces have a second side, advisors, which share a territory without occupying it (rules §12.2). */
  readonly advisorSide?: true;
  /** In the Advanced game it may play a card of this category as Karama (rules §12.2). */
  readonly karamaStandIn?: CardCategory;
  /**
   * With the option that frees it (OP-5 `tleilaxuLeaderRevival: unrestricted`), it may revive any of
   * its dead leaders while it has fewer than this many living in its pool, its Gholas included.
   */
  readonly leaderRevivalBelow?: number;
  /** Its name takes a singular verb: a person or a body ("the Emperor has", "the Spacing Guild ships"), where the others name peoples ("the Fremen have"). */
  readonly singularName?: true;
}

const TRAITS: Partial<Record<FactionId, FactionTraits>> = {
  'bene-gesserit': { advisorSide: true, karamaStandIn: 'worthless' },
  tleilaxu: { leaderRevivalBelow: 5 },
  emperor: { singularName: true },
  'spacing-guild': { singularName: true },
};

/** Whether `f`'s stacks carry an `advisor` side. */
export const hasAdvisorSide = (f: FactionId): boolean => TRAITS[f]?.advisorSide === true;

/** The category of card that `f` may play as Karama in the Advanced game, besides Karama itself. */
export const karamaStandIn = (f: FactionId): CardCategory | undefined => TRAITS[f]?.karamaStandIn;

/** How few living leaders let `f` revive any dead leader of its own, when the option frees it (OP-5); undefined: the base rule only. */
export const leaderRevivalBelow = (f: FactionId): number | undefined => TRAITS[f]?.leaderRevivalBelow;

/** Whether `f`'s name takes a singular verb ("the Emperor has"); the others take the plural ("the Fremen have"). */
export const singularName = (f: FactionId): boolean => TRAITS[f]?.singularName === true;
