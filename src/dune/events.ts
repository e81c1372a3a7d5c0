import type { FactionId } from './data/factions';
import type { Readers } from './events/audience';
import type { BattleEvents } from './events/battle';
import type { BiddingEvents } from './events/bidding';
import type { CardEvents } from './events/cards';
import type { CharityEvents } from './events/charity';
import type { CollectionEvents } from './events/collection';
import type { DealEvents } from './events/deals';
import type { FaceDancerEvents } from './events/face-dancers';
import type { FlowEvents } from './events/flow';
import type { HmsEvents } from './events/hms';
import type { ModeratorEvents } from './events/moderator';
import type { RevivalEvents } from './events/revival';
import type { SetupEvents } from './events/setup';
import type { ShipmentMovementEvents } from './events/shipment-movement';
import type { SpiceBlowEvents } from './events/spice-blow';
import type { StormEvents } from './events/storm';
import type { TechTokenEvents } from './events/tech-tokens';
import type { TechnologyEvents } from './events/technology';

export type { Readers } from './events/audience';
export type { BattleDescription, LeaderDeath, PlanDescription } from './events/battle';
export type { ForcesDestroyed, SpiceLost } from './events/losses';

/**
 * Every event the engine emits, by type: its fields and its audience. A `Public` event reaches
 * the channel and cannot name readers; a `Private` one reaches only the factions in its `to`.
 * Payloads use display names (territories, cards, leaders) and faction ids, so the bot's words need no
 * lookups beyond faction names (the setup deal carries card and leader ids).
 */
export interface EventMap
  extends SetupEvents,
    FlowEvents,
    StormEvents,
    SpiceBlowEvents,
    CardEvents,
    DealEvents,
    CharityEvents,
    BiddingEvents,
    RevivalEvents,
    ShipmentMovementEvents,
    BattleEvents,
    CollectionEvents,
    ModeratorEvents,
    FaceDancerEvents,
    TechTokenEvents,
    TechnologyEvents,
    HmsEvents {}

export type EventType = keyof EventMap;

/** Something that happened in a game: one of the event types, with its own fields. */
export type DuneEvent = { [T in EventType]: { readonly type: T } & EventMap[T] }[EventType];

export type EventOf<T extends EventType> = Extract<DuneEvent, { readonly type: T }>;

export type PrivateEvent = Extract<DuneEvent, { readonly to: Readers }>;
export type PublicEvent = Exclude<DuneEvent, PrivateEvent>;

export const isPublic = (e: DuneEvent): e is PublicEvent => e.to === undefined;

export const isPrivate = (e: DuneEvent): e is PrivateEvent => e.to !== undefined;

/** Who may read an event: everyone at the table, or the factions it is addressed to. */
export const readersOf = (e: DuneEvent): 'everyone' | Readers => e.to ?? 'everyone';

/** Whether `f` may read the event: a public one, or a private one addressed to them. */
export const readBy = (e: DuneEvent, f: FactionId): boolean => e.to === undefined || e.to.includes(f);

/** A type guard for one event type, for `filter` and `find`. */
export const isEvent =
  <T extends EventType>(type: T) =>
  (e: DuneEvent): e is EventOf<T> =>
    e.type === type;

/** The events of one type, in order. */
export const ofType = <T extends EventType>(events: readonly DuneEvent[], type: T): EventOf<T>[] => events.filter(isEvent(type));
