import type { APIEmbed } from 'discord.js';
import { tokenOf } from './custom-id';

/**
 * Free text a person wrote (a deal's terms, a Truthtrance question, a moderator's reason) is too
 * long for a custom id's 100 characters, so it travels in the bot's own message: a field of an
 * embed, named by what it is, while the component's custom id carries only the text's token.
 * Discord sends the clicked message back with every click (and with a form opened from it), as
 * the bot wrote it: the clicker cannot change it, and a custom id whose token does not match the
 * text of its message is refused. Nothing is kept on the bot's side, so a restart loses nothing.
 */

/** The token of a text: what a custom id carries in its place. */
export const heldToken = (text: string): string => tokenOf('held', text);

/** An embed holding `texts` (name → text) as its fields, for a message whose components refer to them. */
export const heldEmbed = (title: string, texts: Readonly<Record<string, string>>, description?: string): APIEmbed => ({
  title,
  ...(description ? { description } : {}),
  fields: Object.entries(texts).map(([name, value]) => ({ name, value })),
});

type Held = { readonly embeds: readonly { readonly fields?: readonly { readonly name: string; readonly value: string }[] }[] };

/** The text named `name` in a message of the bot, or null when it holds none. */
export function heldText(message: Held | null, name: string): string | null {
  for (const embed of message?.embeds ?? []) {
    const field = embed.fields?.find((f) => f.name === name);
    if (field) return field.value;
  }
  return null;
}
