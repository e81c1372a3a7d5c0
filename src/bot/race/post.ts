import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';
import type { RacePublicView } from '../../race';
import { LIMITS, truncate } from '../discord-limits';

/** One post of a race: its text, its components, whom it may notify, and the board to attach. */
export interface RaceMessage {
  readonly content: string;
  readonly components: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
  readonly ping: readonly string[];
  /** Drawn when the deliverer sends the post (src/bot/delivery/send.ts): a picture never holds the news back. */
  readonly board?: { readonly view: RacePublicView; readonly alt: string };
}

/**
 * The turn post as a click's own answer edits it in place (a planning step, a Guard shown): text
 * and components only, since the board goes with a played turn's news, which the outbox carries
 * (src/bot/race/tell.ts).
 */
export const inPlacePayload = (message: RaceMessage) => ({
  content: truncate(message.content, LIMITS.content),
  components: [...message.components],
  allowedMentions: { users: [...message.ping] },
});
