import { ComponentType, InteractionType, TextInputStyle } from 'discord-api-types/v10';
import type { APIInteraction, APIModalInteractionResponseCallbackData, ChannelType } from 'discord-api-types/v10';
import { findByCustomId, isInteractive, numberComponents, sendsInteraction } from './components';
import type { RawComponent } from './components';
import { asInteraction, envelope, InvocationError, refId } from './interaction-context';
import type { InteractionContext, OptionInput, PayloadIds } from './interaction-context';
import { isRecord } from './json';
import type { StoredMessage } from './messages';
import { apiMessage } from './payloads';
import { Resolved } from './resolved';
import type { EmulatorState } from './state';

/** What the user picked in a select menu: option values, or users, roles and channels (or their ids). */
export type SelectedValues = readonly OptionInput[];

/** The component a user clicks or picks in, as a Discord client would let them: present, interactive, enabled. */
function requireComponent(message: StoredMessage, customId: string, kind: 'button' | 'select'): RawComponent {
  const component = findByCustomId(message.components, customId);
  const isButton = component?.type === ComponentType.Button;
  if (!component || !isInteractive(component) || isButton !== (kind === 'button')) {
    throw new InvocationError(`Message ${message.id} has no ${kind} "${customId}"`);
  }
  if (!sendsInteraction(component)) throw new InvocationError(`Button "${customId}" is a link or premium button: Discord sends no interaction`);
  if (component.disabled === true) throw new InvocationError(`${kind === 'button' ? 'Button' : 'Select menu'} "${customId}" is disabled`);
  return component;
}

/**
 * Checks picked values the way the select menu lets a user pick them (between `min_values` and
 * `max_values`, options of a string select, members, roles or channels of the guild for the
 * others) and returns them as Discord sends them, with their `resolved` entities.
 */
function pickValues(resolved: Resolved, select: RawComponent, values: SelectedValues, path: string, requiredByDefault: boolean): string[] {
  const min = typeof select.min_values === 'number' ? select.min_values : requiredByDefault ? 1 : 0;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (values.length < min || values.length > max) throw new InvocationError(`${path} takes ${min} to ${max} values, got ${values.length}`);
  const picked = values.map((value) => {
    const id = refId(value);
    switch (select.type) {
      case ComponentType.StringSelect: {
        const options = Array.isArray(select.options) ? select.options.filter(isRecord) : [];
        if (typeof value !== 'string' || !options.some((option) => option.value === value)) {
          throw new InvocationError(`${path} has no option "${String(value)}"`);
        }
        return value;
      }
      case ComponentType.UserSelect:
        return resolved.user(id, path, true);
      case ComponentType.RoleSelect:
        return resolved.role(id, path);
      case ComponentType.MentionableSelect:
        return resolved.mentionable(id, path, true);
      default:
        return resolved.channel(id, Array.isArray(select.channel_types) ? (select.channel_types as ChannelType[]) : undefined, path);
    }
  });
  if (new Set(picked).size !== picked.length) throw new InvocationError(`${path} got the same value twice`);
  return picked;
}

export function buttonInteraction(
  state: EmulatorState,
  context: InteractionContext,
  message: StoredMessage,
  customId: string,
  ids: PayloadIds,
): APIInteraction {
  const button = requireComponent(message, customId, 'button');
  return asInteraction({
    ...envelope(state, context, ids),
    type: InteractionType.MessageComponent,
    data: { custom_id: customId, component_type: ComponentType.Button, id: button.id },
    message: apiMessage(state, message),
  });
}

export function selectInteraction(
  state: EmulatorState,
  context: InteractionContext,
  message: StoredMessage,
  customId: string,
  values: SelectedValues,
  ids: PayloadIds,
): APIInteraction {
  const select = requireComponent(message, customId, 'select');
  const resolved = new Resolved(state, context);
  const picked = pickValues(resolved, select, values, `Select menu "${customId}"`, true);
  return asInteraction({
    ...envelope(state, context, ids),
    type: InteractionType.MessageComponent,
    data: {
      custom_id: customId,
      component_type: select.type,
      id: select.id,
      values: picked,
      ...(resolved.isEmpty ? {} : { resolved: resolved.data }),
    },
    message: apiMessage(state, message),
  });
}

/** What a user types or picks in a modal, by the custom_id of each field. */
export type ModalFields = Readonly<Record<string, string | SelectedValues>>;

function textValue(input: RawComponent, given: string | SelectedValues | undefined, customId: string): string {
  if (given !== undefined && typeof given !== 'string') throw new InvocationError(`Text input "${customId}" takes a string`);
  const value = given ?? '';
  const required = input.required !== false;
  if (required && value === '') throw new InvocationError(`Text input "${customId}" is required`);
  if (value !== '' && value.length < (typeof input.min_length === 'number' ? input.min_length : 0)) {
    throw new InvocationError(`Text input "${customId}" needs at least ${String(input.min_length)} characters`);
  }
  const maxLength = typeof input.max_length === 'number' ? input.max_length : 4000;
  if (value.length > maxLength) throw new InvocationError(`Text input "${customId}" takes at most ${maxLength} characters`);
  if (input.style === TextInputStyle.Short && value.includes('\n')) throw new InvocationError(`Text input "${customId}" is a single line`);
  return value;
}

/**
 * MODAL_SUBMIT for a modal the bot opened: one answer per field, laid out as the modal was (a
 * Label holding its component, a legacy action row holding a text input, a Text Display), with
 * the component ids Discord numbered; with the message of the component if a component opened it.
 */
export function modalSubmitInteraction(
  state: EmulatorState,
  context: InteractionContext,
  modal: APIModalInteractionResponseCallbackData,
  fields: ModalFields,
  source: StoredMessage | null,
  ids: PayloadIds,
): APIInteraction {
  const components = numberComponents(modal.components as unknown[]).filter(isRecord) as RawComponent[];
  const known = new Set<string>();
  const resolved = new Resolved(state, context);
  const answer = (field: RawComponent): RawComponent => {
    const customId = String(field.custom_id);
    known.add(customId);
    if (field.type === ComponentType.TextInput)
      return { type: field.type, id: field.id, custom_id: customId, value: textValue(field, fields[customId], customId) };
    const given = fields[customId];
    const values = pickValues(resolved, field, typeof given === 'string' ? [given] : (given ?? []), `Modal field "${customId}"`, field.required !== false);
    return { type: field.type, id: field.id, custom_id: customId, values };
  };
  const submitted = components.map((component): RawComponent => {
    if (component.type === ComponentType.Label && isRecord(component.component)) {
      return { type: component.type, id: component.id, component: answer(component.component) };
    }
    if (component.type === ComponentType.ActionRow && Array.isArray(component.components)) {
      return { type: component.type, id: component.id, components: component.components.filter(isRecord).map(answer) };
    }
    return { type: component.type, id: component.id };
  });
  const unknown = Object.keys(fields).filter((customId) => !known.has(customId));
  if (unknown.length > 0) throw new InvocationError(`Modal "${modal.custom_id}" has no field ${unknown.map((id) => `"${id}"`).join(', ')}`);
  return asInteraction({
    ...envelope(state, context, ids),
    type: InteractionType.ModalSubmit,
    data: { custom_id: modal.custom_id, components: submitted, ...(resolved.isEmpty ? {} : { resolved: resolved.data }) },
    ...(source ? { message: apiMessage(state, source) } : {}),
  });
}
