import { createHash } from 'node:crypto';
import { AttachmentBuilder, type MessageCreateOptions, type MessageEditOptions } from 'discord.js';
import { renderBoardPng } from '../../render';
import type { BoardView } from '../../dune';
import { renderRaceBoardPng } from '../../render/race/board';
import type { MessageBody } from '../news/message';
import { LIMITS, truncate } from '../discord-limits';
import type { RacePublicView } from '../../race';

const attempt = <T>(make: () => T): T | null => {
  try {
    return make();
  } catch {
    return null;
  }
};

/**
 * A message's nonce: derived from the game and the row's key, so that a row sent again after a
 * crash carries the nonce of its first attempt and Discord (with `enforce_nonce`) returns the
 * message it already created instead of posting it twice. Discord takes at most 25 characters.
 */
export const nonceOf = (gameId: string, key: string): string => createHash('sha256').update(`${gameId}\u0000${key}`).digest('base64url').slice(0, 25);

/** Files a body asks for, made when it is sent: the board picture, the game's logs. */
export interface Attachments {
  readonly logs?: () => Promise<readonly { readonly name: string; readonly text: string }[]>;
}

/** The body's text, with the race board's stand-in when its picture could not be drawn. */
function text(body: MessageBody, files: readonly AttachmentBuilder[]): string | undefined {
  const missing = body.raceBoard && !files.some((f) => f.name === body.raceBoard?.name) ? body.raceBoard.missing : null;
  if (!missing) return body.content;
  return truncate(body.content ? `${body.content}\n${missing}` : missing, LIMITS.content);
}

async function files(body: MessageBody, attachments: Attachments): Promise<AttachmentBuilder[]> {
  const out: AttachmentBuilder[] = [];
  if (body.board) {
    // A picture that cannot be drawn never holds the news back: the post goes without it (`/game map` shows the board).
    const png = attempt(() => renderBoardPng(body.board?.view as BoardView));
    if (png) out.push(new AttachmentBuilder(png, { name: body.board.name, description: body.board.title }));
  }
  if (body.raceBoard) {
    const png = attempt(() => renderRaceBoardPng(body.raceBoard?.view as RacePublicView));
    if (png) out.push(new AttachmentBuilder(png, { name: body.raceBoard.name, description: body.raceBoard.alt }));
  }
  if (body.logs && attachments.logs) for (const f of await attachments.logs()) out.push(new AttachmentBuilder(Buffer.from(f.text, 'utf8'), { name: f.name }));
  return out;
}

/** A new message: mentions notify only the users the body names in `ping`. */
export async function createOptions(body: MessageBody, nonce: string, attachments: Attachments = {}): Promise<MessageCreateOptions> {
  const attached = await files(body, attachments);
  const content = text(body, attached);
  return {
    ...(content ? { content } : {}),
    embeds: [...(body.embeds ?? [])],
    components: [...(body.components ?? [])],
    files: attached,
    allowedMentions: { users: [...(body.ping ?? [])], roles: [...(body.pingRoles ?? [])], parse: [] },
    nonce,
    enforceNonce: true,
  };
}

/** An edit replaces the whole message; an edit never notifies anyone, whatever it mentions. */
export async function editOptions(body: MessageBody, attachments: Attachments = {}): Promise<MessageEditOptions> {
  const attached = await files(body, attachments);
  return {
    content: text(body, attached) ?? '',
    embeds: [...(body.embeds ?? [])],
    components: [...(body.components ?? [])],
    ...(attached.length ? { files: attached, attachments: [] } : {}),
    allowedMentions: { users: [], parse: [] },
  };
}
