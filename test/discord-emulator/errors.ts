import type { ViolationKind } from './types';

interface FormErrorEntry {
  code: string;
  message: string;
}

/** Discord's nested `errors` object: keys follow the JSON path, leaves hold `_errors`. */
export interface FormErrorNode {
  _errors?: FormErrorEntry[];
  [key: string]: FormErrorNode | FormErrorEntry[] | undefined;
}

export interface DiscordErrorBody {
  message: string;
  code: number;
  errors?: FormErrorNode;
}

/**
 * An error answered to the bot exactly as Discord shapes it. `violation` marks the
 * errors that mean the bot broke a Discord rule, which the emulator also records so
 * a test can fail even when the bot swallows the rejection.
 */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: DiscordErrorBody,
    readonly violation?: ViolationKind,
  ) {
    super(body.message);
  }
}

/** Collects field errors under their JSON path, the way Discord reports error 50035. */
export class FormErrors {
  private readonly root: FormErrorNode = {};
  private size = 0;

  add(path: readonly (string | number)[], code: string, message: string): void {
    let node = this.root;
    for (const key of path) {
      const child = node[String(key)];
      if (child === undefined || Array.isArray(child)) {
        const created: FormErrorNode = {};
        node[String(key)] = created;
        node = created;
      } else {
        node = child;
      }
    }
    (node._errors ??= []).push({ code, message });
    this.size += 1;
  }

  get isEmpty(): boolean {
    return this.size === 0;
  }

  /** Discord's "Invalid Form Body" (50035) carrying the collected errors. */
  toError(): DiscordHttpError {
    return new DiscordHttpError(400, { message: 'Invalid Form Body', code: 50035, errors: this.root }, 'invalid-form-body');
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw this.toError();
  }
}

export function invalidFormBody(path: readonly (string | number)[], code: string, message: string): DiscordHttpError {
  const errors = new FormErrors();
  errors.add(path, code, message);
  return errors.toError();
}

function flatten(node: FormErrorNode, path: string, lines: string[]): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === '_errors' && Array.isArray(value)) {
      for (const entry of value) lines.push(`${path || '(body)'}: ${entry.message}`);
    } else if (value !== undefined && !Array.isArray(value)) {
      flatten(value, path ? `${path}.${key}` : key, lines);
    }
  }
}

/** One readable line per failing field, e.g. "Invalid Form Body; data.content: Must be 2000 or fewer in length." */
export function describeError(body: DiscordErrorBody): string {
  const lines: string[] = [];
  if (body.errors) flatten(body.errors, '', lines);
  return [body.message, ...lines].join('; ');
}

const jsonError = (status: number, code: number, message: string, violation?: ViolationKind): DiscordHttpError =>
  new DiscordHttpError(status, { message, code }, violation);

export const discordErrors = {
  unauthorized: () => jsonError(401, 0, '401: Unauthorized'),
  notFound: () => jsonError(404, 0, '404: Not Found', 'unknown-route'),
  unknownApplication: () => jsonError(404, 10002, 'Unknown Application'),
  unknownChannel: () => jsonError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => jsonError(404, 10004, 'Unknown Guild'),
  unknownMember: () => jsonError(404, 10007, 'Unknown Member'),
  unknownMessage: () => jsonError(404, 10008, 'Unknown Message'),
  unknownUser: () => jsonError(404, 10013, 'Unknown User'),
  unknownWebhook: () => jsonError(404, 10015, 'Unknown Webhook'),
  invalidWebhookToken: () => jsonError(401, 50027, 'Invalid Webhook Token'),
  unknownInteraction: () => jsonError(404, 10062, 'Unknown interaction', 'unknown-interaction'),
  requestEntityTooLarge: () => jsonError(413, 40005, 'Request entity too large', 'request-entity-too-large'),
  interactionAlreadyAcknowledged: () => jsonError(400, 40060, 'Interaction has already been acknowledged.', 'interaction-already-acknowledged'),
  emptyMessage: () => jsonError(400, 50006, 'Cannot send an empty message', 'empty-message'),
  cannotSendToUser: () => jsonError(403, 50007, 'Cannot send messages to this user'),
  cannotSendInNonTextChannel: () => jsonError(400, 50008, 'Cannot send messages in a non-text channel'),
  missingAccess: () => jsonError(403, 50001, 'Missing Access'),
  missingPermissions: () => jsonError(403, 50013, 'Missing Permissions'),
  systemMessage: () => jsonError(400, 50021, 'Cannot execute action on a system message'),
  archivedThread: () => jsonError(400, 50083, 'Thread is archived'),
  maxPins: (limit: number) => jsonError(400, 30003, `Maximum number of pins reached for the channel (${limit})`),
  wrongChannelType: () => jsonError(400, 50024, 'Cannot execute action on this channel type'),
  threadAlreadyCreated: () => jsonError(400, 160004, 'A thread has already been created for this message'),
  threadLocked: () => jsonError(403, 160005, 'Thread is locked'),
};
