import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';
import type { BoardView } from '../../dune';
import type { RacePublicView } from '../../race';

/**
 * What the bot will say, as data: rendered in the same transaction as the action that causes it
 * (the outbox), sent later by the deliverer. Plain JSON, so a row can be stored, retried after a
 * crash and sent exactly as it was rendered.
 */
export interface MessageBody {
  readonly content?: string;
  readonly embeds?: readonly APIEmbed[];
  readonly components?: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** The only users this message may notify, whatever mentions its text holds. */
  readonly ping?: readonly string[];
  /** The only roles it may notify (the moderators, when a deadline passes with the safe defaults off). */
  readonly pingRoles?: readonly string[];
  /** The public board, drawn into a picture when the message is sent. */
  readonly board?: { readonly view: BoardView; readonly title: string; readonly name: string };
  /**
   * A race's board, drawn into a picture when the message is sent; `missing` is said in its place
   * when it cannot be drawn (the news never waits for a picture).
   */
  readonly raceBoard?: { readonly view: RacePublicView; readonly alt: string; readonly name: string; readonly missing: string };
  /** Attach the game's whole log, as readable text and as JSON, built when the message is sent (the end of a game). */
  readonly logs?: boolean;
}

/**
 * One thing to send. `target` is, by kind: `post` a channel id; `dm` a user id; `edit`, `pin`,
 * `delete` and `dm-edit` the key of an earlier message of the same game (the deliverer knows its
 * Discord id once it is sent).
 */
export type OutboxKind = 'post' | 'edit' | 'pin' | 'delete' | 'dm' | 'dm-edit';

export interface OutboxMessage {
  /** Unique within the game: a retried row is recognised by it, and later rows name it as their target. */
  readonly key: string;
  readonly kind: OutboxKind;
  readonly target: string;
  readonly body: MessageBody;
  /** Rows with the same coalesce key: only the newest still waiting is sent (the live status). */
  readonly coalesce?: string;
  /** How long a coalesced row waits for a newer one before it is sent (store: OutboxMessage.holdMs). */
  readonly holdMs?: number;
}
