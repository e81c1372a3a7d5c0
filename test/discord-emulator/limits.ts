import { ApplicationCommandOptionType, ApplicationCommandType, MessageFlags } from 'discord-api-types/v10';
import type { APIApplicationCommandOptionChoice, APIEmbed } from 'discord-api-types/v10';
import { checkMessageComponents, COMPONENT_LIMITS } from './component-limits';
import { discordErrors, FormErrors, invalidFormBody } from './errors';
import { isRecord } from './json';
import type { MessageBody } from './messages';
import type { UploadedFile } from './multipart';

/** Discord's documented hard limits; lengths are counted in UTF-16 units, never more lenient than Discord. */
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooterText: 2048,
  embedAuthorName: 256,
  embedTotalCharacters: 6000,
  ...COMPONENT_LIMITS,
  componentsPerRow: COMPONENT_LIMITS.rowWidth,
  nonce: 25,
  allowedMentionIds: 100,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceStringValue: 100,
  commandOptions: 25,
  commandChoices: 25,
  commandName: 32,
  commandDescription: 100,
  chatInputCommandsPerScope: 100,
  defaultAttachmentSize: 25 * 1024 * 1024,
} as const;

type Path = (string | number)[];

const NOT_AN_OBJECT = 'Only dictionaries may be used in a DictType';

const tooLong = (errors: FormErrors, path: Path, max: number): void => errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);

function checkLength(errors: FormErrors, path: Path, value: unknown, max: number): void {
  if (typeof value === 'string' && value.length > max) tooLong(errors, path, max);
}

function checkCount(errors: FormErrors, path: Path, value: unknown, max: number): void {
  if (Array.isArray(value) && value.length > max) tooLong(errors, path, max);
}

/** Rejects a body that is not a JSON object, as Discord does before looking at any field. */
export function asMessageBody(json: unknown, path: Path): MessageBody {
  if (isRecord(json)) return json as MessageBody;
  throw invalidFormBody(path, 'DICT_TYPE_CONVERT', NOT_AN_OBJECT);
}

function embedCharacters(embed: APIEmbed): number {
  const fieldCharacters = (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  return (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) + (embed.author?.name.length ?? 0) + fieldCharacters;
}

function checkEmbeds(errors: FormErrors, path: Path, embeds: readonly APIEmbed[]): void {
  checkCount(errors, path, embeds, DISCORD_LIMITS.embeds);
  let total = 0;
  embeds.forEach((embed, index) => {
    const at = [...path, index];
    checkLength(errors, [...at, 'title'], embed.title, DISCORD_LIMITS.embedTitle);
    checkLength(errors, [...at, 'description'], embed.description, DISCORD_LIMITS.embedDescription);
    checkLength(errors, [...at, 'footer', 'text'], embed.footer?.text, DISCORD_LIMITS.embedFooterText);
    checkLength(errors, [...at, 'author', 'name'], embed.author?.name, DISCORD_LIMITS.embedAuthorName);
    checkCount(errors, [...at, 'fields'], embed.fields, DISCORD_LIMITS.embedFields);
    (embed.fields ?? []).forEach((field, fieldIndex) => {
      checkLength(errors, [...at, 'fields', fieldIndex, 'name'], field.name, DISCORD_LIMITS.embedFieldName);
      checkLength(errors, [...at, 'fields', fieldIndex, 'value'], field.value, DISCORD_LIMITS.embedFieldValue);
    });
    total += embedCharacters(embed);
  });
  // Discord caps the characters of all embeds of one message together.
  if (total > DISCORD_LIMITS.embedTotalCharacters) {
    errors.add(path, 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${DISCORD_LIMITS.embedTotalCharacters}`);
  }
}

const MENTION_TYPES = ['users', 'roles', 'everyone'];

/** `allowed_mentions`: known parse types, at most 100 unique ids per list, and `parse` excluding the list of the same type. */
function checkAllowedMentions(errors: FormErrors, path: Path, allowed: unknown): void {
  if (allowed === undefined || allowed === null) return;
  if (!isRecord(allowed)) {
    errors.add(path, 'DICT_TYPE_CONVERT', NOT_AN_OBJECT);
    return;
  }
  const parse = Array.isArray(allowed.parse) ? allowed.parse : [];
  parse.forEach((type: unknown, index) => {
    if (!MENTION_TYPES.includes(String(type)))
      errors.add([...path, 'parse', index], 'BASE_TYPE_CHOICES', `Value must be one of (${MENTION_TYPES.map((t) => `'${t}'`).join(', ')}).`);
  });
  for (const list of ['users', 'roles'] as const) {
    const ids = allowed[list];
    if (!Array.isArray(ids)) continue;
    checkCount(errors, [...path, list], ids, DISCORD_LIMITS.allowedMentionIds);
    ids.forEach((id: unknown, index) => {
      if (ids.indexOf(id) < index) errors.add([...path, list, index], 'SET_TYPE_ALREADY_CONTAINS_VALUE', 'The set already contains this value');
    });
    if (parse.includes(list) && ids.length > 0) {
      errors.add(path, 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', `parse:["${list}"] and ${list}: [ids...] are mutually exclusive.`);
    }
  }
}

function checkNonce(errors: FormErrors, path: Path, nonce: unknown): void {
  if (nonce === undefined) return;
  if (typeof nonce === 'string') {
    if (nonce.length > DISCORD_LIMITS.nonce) errors.add(path, 'NONCE_TYPE_TOO_LONG', `Must be ${DISCORD_LIMITS.nonce} or fewer characters long.`);
  } else if (typeof nonce !== 'number' || !Number.isInteger(nonce)) {
    errors.add(path, 'NONCE_TYPE_INVALID_TYPE', 'This field must be a string or integer.');
  }
}

export interface MessageCheck {
  /** Path of the message inside the request body, e.g. ['data'] for interaction callbacks. */
  readonly path: Path;
  /** Creating a message (not editing one): it must not be empty. */
  readonly creating: boolean;
  readonly attachmentSizeLimit: number;
}

/** Throws the error Discord answers when a message breaks its limits. */
export function checkMessage(body: MessageBody, files: readonly UploadedFile[], check: MessageCheck): void {
  const uploaded = files.reduce((sum, file) => sum + file.data.length, 0);
  if (uploaded > check.attachmentSizeLimit) throw discordErrors.requestEntityTooLarge();

  const errors = new FormErrors();
  const componentsV2 = ((body.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  checkLength(errors, [...check.path, 'content'], body.content, DISCORD_LIMITS.content);
  if (Array.isArray(body.embeds)) checkEmbeds(errors, [...check.path, 'embeds'], body.embeds);
  if (Array.isArray(body.components)) checkMessageComponents(errors, [...check.path, 'components'], body.components, componentsV2);
  // A Components V2 message is made of components only.
  if (componentsV2 && body.content)
    errors.add(
      [...check.path, 'content'],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      'The "content" field cannot be used when using MessageFlags.IS_COMPONENTS_V2',
    );
  if (componentsV2 && body.embeds?.length)
    errors.add(
      [...check.path, 'embeds'],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      'The "embeds" field cannot be used when using MessageFlags.IS_COMPONENTS_V2',
    );
  checkAllowedMentions(errors, [...check.path, 'allowed_mentions'], body.allowed_mentions);
  checkNonce(errors, [...check.path, 'nonce'], body.nonce);
  errors.throwIfAny();

  const isEmpty = !body.content && !body.embeds?.length && !body.components?.length && files.length === 0 && !body.attachments?.length;
  if (check.creating && isEmpty) throw discordErrors.emptyMessage();
}

export function checkAutocompleteChoices(choices: unknown): APIApplicationCommandOptionChoice[] {
  const path = ['data', 'choices'];
  if (!Array.isArray(choices)) throw invalidFormBody(path, 'BASE_TYPE_REQUIRED', 'This field is required');
  const errors = new FormErrors();
  checkCount(errors, path, choices, DISCORD_LIMITS.autocompleteChoices);
  choices.forEach((choice: unknown, index) => {
    if (!isRecord(choice)) return;
    checkLength(errors, [...path, index, 'name'], choice.name, DISCORD_LIMITS.choiceName);
    checkLength(errors, [...path, index, 'value'], choice.value, DISCORD_LIMITS.choiceStringValue);
  });
  errors.throwIfAny();
  return choices as APIApplicationCommandOptionChoice[];
}

const SUBCOMMAND_TYPES: unknown[] = [ApplicationCommandOptionType.Subcommand, ApplicationCommandOptionType.SubcommandGroup];
/** Discord's rule for chat input command and option names. */
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function checkName(errors: FormErrors, path: Path, name: unknown): void {
  if (typeof name !== 'string' || !CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase()) {
    errors.add([...path, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
  }
}

function checkDescription(errors: FormErrors, path: Path, description: unknown): void {
  if (typeof description !== 'string' || description.length < 1 || description.length > DISCORD_LIMITS.commandDescription) {
    const message = `Must be between 1 and ${DISCORD_LIMITS.commandDescription} in length.`;
    errors.add([...path, 'description'], 'BASE_TYPE_BAD_LENGTH', message);
  }
}

function checkOptions(errors: FormErrors, path: Path, options: unknown): void {
  if (!Array.isArray(options)) return;
  checkCount(errors, [...path, 'options'], options, DISCORD_LIMITS.commandOptions);
  let sawOptional = false;
  options.forEach((option: unknown, index) => {
    if (!isRecord(option)) return;
    const at = [...path, 'options', index];
    checkName(errors, at, option.name);
    checkDescription(errors, at, option.description);
    checkCount(errors, [...at, 'choices'], option.choices, DISCORD_LIMITS.commandChoices);
    if (SUBCOMMAND_TYPES.includes(option.type)) {
      checkOptions(errors, at, option.options);
      return;
    }
    if (option.required === true && sawOptional) {
      errors.add(at, 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options');
    }
    if (option.required !== true) sawOptional = true;
  });
}

const isChatInput = (command: unknown): boolean => isRecord(command) && (command.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;

/** Checks a bulk overwrite (PUT) of one scope's commands. */
export function checkCommandList(commands: unknown): Record<string, unknown>[] {
  if (!Array.isArray(commands)) throw invalidFormBody([], 'BASE_TYPE_REQUIRED', 'This field is required');
  const errors = new FormErrors();
  checkCount(errors, [], commands.filter(isChatInput), DISCORD_LIMITS.chatInputCommandsPerScope);
  const seen = new Set<string>();
  commands.forEach((command: unknown, index) => {
    if (!isRecord(command)) {
      errors.add([index], 'DICT_TYPE_CONVERT', NOT_AN_OBJECT);
      return;
    }
    checkCommand(errors, [index], command);
    const key = `${String(command.type ?? ApplicationCommandType.ChatInput)}:${String(command.name)}`;
    if (seen.has(key)) errors.add([index, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique');
    seen.add(key);
  });
  errors.throwIfAny();
  return commands as Record<string, unknown>[];
}

/** Checks a single command definition (POST). */
export function checkSingleCommand(command: unknown): Record<string, unknown> {
  if (!isRecord(command)) throw invalidFormBody([], 'DICT_TYPE_CONVERT', NOT_AN_OBJECT);
  const errors = new FormErrors();
  checkCommand(errors, [], command);
  errors.throwIfAny();
  return command;
}

function checkCommand(errors: FormErrors, path: Path, command: Record<string, unknown>): void {
  if (!isChatInput(command)) {
    checkLength(errors, [...path, 'name'], command.name, DISCORD_LIMITS.commandName);
    return;
  }
  checkName(errors, path, command.name);
  checkDescription(errors, path, command.description);
  checkOptions(errors, path, command.options);
}
