import { isAdvisorStack, killForces, total } from '../../board';
import type { Ctx } from '../../context';
import { territory } from '../../data/map';
import { findCardOfKind } from '../../names';
import { of, type DuneState, type FactionId } from '../../state';
import { destroyedEntry } from './losses';
import type { ForcesDestroyed } from '../../events/losses';
import { STORM_CARDS, type StormCard } from '../../shape/storm';

export const STORM_CARD_NAMES: Record<StormCard, string> = { 'weather-control': 'Weather Control', 'family-atomics': 'Family Atomics' };

/**
 * Family Atomics needs the player's own forces (not advisors) on the Shield Wall or a territory
 * next to it. Presence is enough, storm or not (GF9 FAQ, rules §16).
 */
export function nearShieldWall(s: DuneState, f: FactionId): boolean {
  return s.board.some(
    (x) => x.faction === f && !isAdvisorStack(x) && total(x) > 0 && (x.territory === 'shield-wall' || territory(x.territory).adjacentToShieldWall),
  );
}

/** The storm cards `f` could play now: held, and (Family Atomics) with forces near the Wall. */
export function playableStormCards(s: DuneState, f: FactionId): StormCard[] {
  const hand = of(s.hands, f);
  return STORM_CARDS.filter((k) => findCardOfKind(hand, k) && (k !== 'family-atomics' || nearShieldWall(s, f)));
}

/**
 * Who is asked about one card of the window: the factions that could play it now, or every
 * faction, so that not even being asked tells who holds it (option stormCardWindow).
 */
export function askedAbout(s: DuneState, card: StormCard): FactionId[] {
  const order = s.stormOrder.length === s.factions.length ? s.stormOrder : s.factions;
  return s.options.stormCardWindow === 'everyone' ? [...order] : order.filter((f) => playableStormCards(s, f).includes(card));
}

/**
 * Family Atomics: every force on the Shield Wall goes to the Tanks (advisors and Fremen too), and
 * from now on Imperial Basin, Arrakeen and Carthag lie open to the storm (S003-ST-5).
 */
export function explodeFamilyAtomics(s: DuneState, ctx: Ctx, by: FactionId): void {
  const destroyed: ForcesDestroyed[] = [];
  for (const stack of s.board.filter((x) => x.territory === 'shield-wall')) destroyed.push(destroyedEntry(stack, killForces(s, stack)));
  s.shieldWallDestroyed = true;
  ctx.emit({ type: 'shield-wall-destroyed', faction: by, destroyed });
}
