import type { GameEvent } from '../engine/game';
import type { FactionId } from './state';

/**
 * Something that happened, for the channel (no `to`) or for the listed factions only. Event
 * payloads use display names (territories, cards, leaders) so presenters need no lookups; a
 * private event is the only place a secret may travel.
 */
export interface DuneEvent extends GameEvent<FactionId> {
  readonly type: string;
  readonly to?: readonly FactionId[];
  readonly [key: string]: unknown;
}
