import type { APIEmbed } from 'discord-api-types/v10';
import type { AttachmentBuilder } from 'discord.js';
import { type DuneEvent, isPublic } from '../../dune';
import { LIMITS, packLines, truncate } from '../discord-limits';
import { presentEvent } from '../text/events';

export const COLORS = { news: 0xd4a048, victory: 0xf1c40f, moderator: 0xc0392b, secret: 0x5865f2 } as const;

/** One embed's worth of news: a title and its lines. */
export interface Section {
  title: string;
  lines: string[];
  color: number;
}

/** One channel message. */
export interface Post {
  content?: string;
  embeds: APIEmbed[];
  /** Files shown with the message: the board picture. */
  files?: AttachmentBuilder[];
}

export const phaseHeading = (turn: number, title: string): string => `Turn ${turn} · ${title}`;

/**
 * The public events of one change, grouped into sections: a new phase opens a new section titled
 * with the turn and phase (the phase-start and turn-start events become those titles).
 */
export function newsSections(events: readonly DuneEvent[], heading: string): Section[] {
  const sections: Section[] = [{ title: heading, lines: [], color: COLORS.news }];
  for (const e of events.filter(isPublic)) {
    // Phase boundaries become section titles; a phase's end says nothing more (its board, if it
    // carries one, becomes the picture: board-picture.ts).
    if (e.type === 'turn-started' || e.type === 'phase-ended') continue;
    if (e.type === 'phase-started') {
      sections.push({ title: phaseHeading(e.turn, e.title), lines: [], color: COLORS.news });
      continue;
    }
    const current = sections[sections.length - 1] as Section;
    if (e.type === 'game-won') current.color = COLORS.victory;
    if (e.type === 'moderator-override') current.color = COLORS.moderator;
    current.lines.push(presentEvent(e));
  }
  return sections.filter((s, i) => s.lines.length > 0 || i === sections.length - 1);
}

/**
 * Lays sections out as few messages as Discord allows: long sections continue in further embeds,
 * at most 10 embeds and 6000 characters of embeds per message. `content` (the whose-move line,
 * with its mentions, which only content can carry) goes on the last message.
 */
export function layoutPosts(sections: readonly Section[], content?: string): Post[] {
  const embeds: APIEmbed[] = [];
  for (const section of sections) {
    const chunks = packLines(section.lines, LIMITS.embedDescription);
    const title = truncate(section.title, LIMITS.embedTitle);
    if (chunks.length === 0) continue;
    for (const [i, description] of chunks.entries())
      embeds.push({ title: i === 0 ? title : truncate(`${title} (continued)`, LIMITS.embedTitle), description, color: section.color });
  }
  const posts: Post[] = [];
  let current: Post = { embeds: [] };
  let size = 0;
  for (const embed of embeds) {
    const length = (embed.title?.length ?? 0) + (embed.description?.length ?? 0);
    if (current.embeds.length === LIMITS.embedsPerMessage || (current.embeds.length > 0 && size + length > LIMITS.embedsTotal)) {
      posts.push(current);
      current = { embeds: [] };
      size = 0;
    }
    current.embeds.push(embed);
    size += length;
  }
  if (content) current.content = truncate(content, LIMITS.content);
  if (current.embeds.length > 0 || current.content) posts.push(current);
  return posts;
}
