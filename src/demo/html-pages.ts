import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatedChannel, PostedAttachment } from '../../test/discord-emulator';
import type { MentionNames } from './discord-markdown';
import { escapeHtml } from './discord-markdown';
import { conversationPage } from './discord-page';
import { DISCORD_PAGE_STYLE } from './discord-page-style';
import type { LocalWorld } from './local-world';

/** A page written, and what it shows. */
export interface WrittenPage {
  readonly file: string;
  readonly title: string;
}

/**
 * `npm run demo -- --html <folder>`: the local Discord as its players see it, one page per view:
 * the game channel (`<channel>.html`), each player's DMs (`dm-<player>.html`), an `index.html`
 * linking them, and the attached pictures under `files/`, so a change to what the bot posts can be
 * judged by eye, at a phone's width too.
 */
export function writeHtmlPages(world: LocalWorld, folder: string, options: { readonly topic: string; readonly now?: Date }): WrittenPage[] {
  const now = options.now ?? new Date();
  mkdirSync(join(folder, 'files'), { recursive: true });
  const fileOf = (attachment: PostedAttachment) => {
    const name = `${attachment.id}-${attachment.filename.replace(/[^\w.-]/g, '_')}`;
    writeFileSync(join(folder, 'files', name), attachment.data);
    return `files/${encodeURIComponent(name)}`;
  };
  const names = mentionNames(world);
  const pages: WrittenPage[] = [];
  for (const channel of world.channels) {
    const name = channel.name ?? channel.id;
    const file = `${name}.html`;
    const html = conversationPage({ sigil: '#', name, topic: options.topic, messages: world.server.messages(channel), names, fileOf, now });
    writeFileSync(join(folder, file), html);
    pages.push({ file, title: `#${name}` });
  }
  for (const [name, user] of world.users) {
    const messages = world.server.dms(user);
    if (!messages.length) continue;
    const file = `dm-${name}.html`;
    // As the player sees it: a conversation with the bot, under the bot's name.
    const bot = world.server.botUser.username;
    const html = conversationPage({ sigil: '@', name: bot, topic: `${name}'s DMs, for ${name}'s eyes only`, messages, names, readerId: user.id, fileOf, now });
    writeFileSync(join(folder, file), html);
    pages.push({ file, title: `@${name} · DMs` });
  }
  writeFileSync(join(folder, 'index.html'), indexPage(pages, now));
  return pages;
}

/** Users, channels and roles by id, as the reader's client shows them in mentions. */
function mentionNames(world: LocalWorld): MentionNames {
  const users = new Map([...world.users.values(), world.moderator, world.server.botUser].map((u) => [u.id, u.globalName ?? u.username]));
  return {
    user: (id) => users.get(id),
    channel: (id) => (world.server.channel(id) as EmulatedChannel | undefined)?.name ?? undefined,
    // The local world's roles are not listed by the emulator; the bot mentions none.
    role: () => undefined,
  };
}

function indexPage(pages: readonly WrittenPage[], now: Date): string {
  const links = pages.map((p) => `<a href="${encodeURI(p.file)}">${escapeHtml(p.title)}</a>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The local Discord</title><style>${DISCORD_PAGE_STYLE}</style></head>
<body><header class="bar"><span>Arrakis · the local Discord</span></header>
<main class="index">${links}
<p class="note">Written ${escapeHtml(now.toISOString().replace('T', ' ').slice(0, 16))} UTC by <code>npm run demo -- --html</code>.</p></main></body></html>
`;
}
