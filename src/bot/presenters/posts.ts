import type { APIEmbed } from 'discord-api-types/v10';
import type { AttachmentBuilder } from 'discord.js';

export const COLORS = { news: 0xd4a048, victory: 0xf1c40f, moderator: 0xc0392b, secret: 0x5865f2 } as const;

/** One channel message. */
export interface Post {
  content?: string;
  embeds: APIEmbed[];
  /** Files shown with the message: the board picture. */
  files?: AttachmentBuilder[];
}
