import type { EventOf, EventType, ForcesDestroyed, PrivateEvent, PublicEvent, SpiceLost } from '../../../dune';
import type { FactionId } from '../../../dune';
import { does } from '../factions';
import { capitalize, list } from '../grammar';
import { forces, place, spice } from '../terms';

/**
 * The reader a presenter words an event for: a faction reading a private event, nobody in
 * particular for a public one, either for a type whose audience depends on the game's options.
 */
export type You<T extends EventType> = EventOf<T> extends PrivateEvent ? FactionId : EventOf<T> extends PublicEvent ? null : FactionId | null;

/** One event as a sentence. Sentences may start in lower case ("the Emperor ships …"); presentEvent capitalizes them. */
export type Present<T extends EventType> = (e: EventOf<T>, you: You<T>) => string;

/** The sentences of a set of event types: one presenter each, so a type nobody words does not compile. */
export type EventTexts<T extends EventType> = { readonly [K in T]: Present<K> };

/** "The Atreides lose 6 forces in Arrakeen (sector 9) and 2 forces in the Imperial Basin (sector 9); the Emperor loses 1 force in …" */
export function losses(destroyed: readonly ForcesDestroyed[]): string {
  const factions = [...new Set(destroyed.map((x) => x.faction))];
  const clauses = factions.map((f) => {
    const where = destroyed.filter((x) => x.faction === f).map((x) => `${forces(x.forces, x.elite, f)} in ${place(x.territory, x.sector)}`);
    return `${does(f, 'lose')} ${list(where)}`;
  });
  return capitalize(clauses.join('; '));
}

/** "Spice lost: 6 spice in the Old Gap (sector 9)." */
export const spiceLost = (lost: readonly SpiceLost[]): string =>
  `Spice lost: ${list(lost.map((p) => `${spice(p.amount)} in ${place(p.territory, p.sector)}`))}.`;

/** A sentence followed by what it destroyed, if anything. */
export function withLosses(text: string, destroyed: readonly ForcesDestroyed[], lost: readonly SpiceLost[] = []): string {
  return [text, destroyed.length ? `${losses(destroyed)}.` : '', lost.length ? spiceLost(lost) : ''].filter(Boolean).join(' ');
}
