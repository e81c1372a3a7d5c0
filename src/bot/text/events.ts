import type { DuneEvent, EventType } from '../../dune';
import { isPrivate } from '../../dune';
import type { FactionId } from '../../dune';
import { battleText } from './events/battle';
import { biddingText } from './events/bidding';
import { cardText } from './events/cards';
import { charityText } from './events/charity';
import { collectionText } from './events/collection';
import { dealText } from './events/deals';
import { faceDancerText } from './events/face-dancers';
import { hmsText } from './events/hms';
import { flowText } from './events/flow';
import { moderatorText } from './events/moderator';
import type { EventOf } from '../../dune';
import type { EventTexts, You } from './events/present';
import { revivalText } from './events/revival';
import { setupText } from './events/setup';
import { shipmentMovementText } from './events/shipment-movement';
import { spiceBlowText } from './events/spice-blow';
import { stormText } from './events/storm';
import { techTokenText } from './events/tech-tokens';
import { technologyText } from './events/technology';
import { capitalize } from './grammar';

/** The sentence of every event type the engine emits; an event type without one does not compile. */
export const EVENT_TEXT: EventTexts<EventType> = {
  ...setupText,
  ...flowText,
  ...stormText,
  ...spiceBlowText,
  ...cardText,
  ...dealText,
  ...charityText,
  ...biddingText,
  ...revivalText,
  ...shipmentMovementText,
  ...battleText,
  ...collectionText,
  ...moderatorText,
  ...faceDancerText,
  ...techTokenText,
  ...technologyText,
  ...hmsText,
};

function sentence<T extends EventType>(e: EventOf<T>, you: You<T>): string {
  const present: (typeof EVENT_TEXT)[T] = EVENT_TEXT[e.type];
  return capitalize(present(e, you));
}

/**
 * One event as a sentence. A private event is worded for its reader: `reader` when they are
 * among its readers, otherwise its first reader (a moderator's log names the readers beside it).
 */
export function presentEvent(e: DuneEvent, reader?: FactionId): string {
  if (isPrivate(e)) return sentence(e, reader !== undefined && e.to.includes(reader) ? reader : e.to[0]);
  return sentence(e, null);
}
