import { type APIModalInteractionResponseCallbackData, ComponentType, type ModalSubmitInteraction, TextInputStyle } from 'discord.js';
import { truncate } from '../discord-limits';

/** Discord's limits of a modal: its title and a label 45 characters, a label's description 100. */
const TITLE = 45;
const LABEL = 45;
const DESCRIPTION = 100;

export interface TextQuestion {
  /** The form's custom id: the choice that asks this argument (see choice.ts). */
  readonly customId: string;
  /** The decision, as its button says ("Propose a deal"). */
  readonly title: string;
  /** The argument's custom id in the form. */
  readonly arg: string;
  /** The argument's short name ("Terms"), the label when the choices API's label is too long for one. */
  readonly name: string;
  /** What to write, from the choices API. */
  readonly label: string;
  readonly maxLength: number;
}

/**
 * A form with one line of text for a free-text argument: the choices API's label (its short name
 * above it when the label is longer than a label may be) and its maximum length. One line, as a
 * typed command takes it, so that the text reads the same in every post that quotes it.
 */
export function textForm(q: TextQuestion): APIModalInteractionResponseCallbackData {
  const fits = q.label.length <= LABEL;
  return {
    custom_id: q.customId,
    title: truncate(q.title, TITLE),
    components: [
      {
        type: ComponentType.Label,
        label: fits ? q.label : truncate(q.name, LABEL),
        ...(fits ? {} : { description: truncate(q.label, DESCRIPTION) }),
        component: { type: ComponentType.TextInput, custom_id: q.arg, style: TextInputStyle.Short, min_length: 1, max_length: q.maxLength, required: true },
      },
    ],
  };
}

/** The text written for `arg` in a submitted form, trimmed; null when the form has no such field or it is blank. */
export function formText(interaction: ModalSubmitInteraction, arg: string): string | null {
  try {
    return interaction.fields.getTextInputValue(arg).trim() || null;
  } catch {
    return null;
  }
}
