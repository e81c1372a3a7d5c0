import {
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIMessageTopLevelComponent,
  ButtonStyle,
  ComponentType,
  MessageType,
} from 'discord-api-types/v10';
import type { PostedAttachment, PostedMessage } from '../../test/discord-emulator';
import { escapeHtml, markdownToHtml, type MentionNames } from './discord-markdown';
import { DISCORD_PAGE_STYLE } from './discord-page-style';

/** One channel or DM conversation to draw, and what its reader's client knows. */
export interface ConversationPage {
  /** `#dune` for a channel, `@Dune Moderator` for a player's DMs with the bot: the bar's sigil and name. */
  readonly sigil: '#' | '@';
  readonly name: string;
  /** The channel's topic, or whose DMs these are. */
  readonly topic: string;
  readonly messages: readonly PostedMessage[];
  readonly names: MentionNames;
  /** The reader: posts that notified them are highlighted, as the app does. */
  readonly readerId?: string;
  /** Where the page finds an attachment's file, relative to the page. */
  readonly fileOf: (attachment: PostedAttachment) => string;
  /** The moment the page is read: relative timestamps and "Today" count from it. */
  readonly now: Date;
}

/** Discord starts a new header when another author posts or seven minutes pass. */
const GROUP_MS = 7 * 60_000;

const UTC_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
const UTC_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export function conversationPage(page: ConversationPage): string {
  const body: string[] = [];
  let previous: PostedMessage | undefined;
  for (const message of page.messages) {
    const day = UTC_DAY.format(new Date(message.timestamp));
    if (!previous || UTC_DAY.format(new Date(previous.timestamp)) !== day) body.push(`<div class="divider"><span>${escapeHtml(day)}</span></div>`);
    const grouped =
      previous !== undefined &&
      !previous.system &&
      previous.authorId === message.authorId &&
      Date.parse(message.timestamp) - Date.parse(previous.timestamp) < GROUP_MS &&
      UTC_DAY.format(new Date(previous.timestamp)) === day;
    body.push(message.system ? systemLine(message, page) : messageBlock(message, !grouped || message.referencedMessageId !== null, page));
    previous = message;
  }
  const title = `${page.sigil}${page.name}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${DISCORD_PAGE_STYLE}</style></head>
<body><header class="bar"><span class="sigil">${page.sigil}</span><span>${escapeHtml(page.name)}</span><span class="topic">${escapeHtml(page.topic)}</span></header>
<main><div class="history"><div class="intro">${intro(page)}</div>
${body.join('\n')}
</div></main></body></html>
`;
}

/** How the app opens a conversation's history. */
function intro(page: ConversationPage): string {
  const name = escapeHtml(page.name);
  if (page.sigil === '@')
    return `<div class="intro-avatar bot">🏜️</div><h1>${name}</h1><p>This is the beginning of your direct message history with <strong>@${name}</strong>. ${escapeHtml(page.topic)}.</p>`;
  return `<div class="intro-avatar">#</div><h1>Welcome to #${name}!</h1><p>This is the start of the #${name} channel. ${escapeHtml(page.topic)}.</p>`;
}

function authorName(message: PostedMessage, names: MentionNames): string {
  return names.user(message.authorId) ?? 'unknown-user';
}

function messageBlock(message: PostedMessage, head: boolean, page: ConversationPage): string {
  const when = new Date(message.timestamp);
  const sameDay = UTC_DAY.format(when) === UTC_DAY.format(page.now);
  const parts: string[] = [];
  if (message.referencedMessageId) parts.push(replyLine(message.referencedMessageId, page));
  if (head) {
    const stamp = `${sameDay ? 'Today at' : `${UTC_DAY.format(when)},`} ${UTC_TIME.format(when)}`;
    parts.push(
      `<div class="avatar" aria-hidden="true">🏜️</div><div class="header"><span class="author">${escapeHtml(authorName(message, page.names))}</span>` +
        `<span class="app-tag">APP</span><time class="when" datetime="${message.timestamp}">${escapeHtml(stamp)}</time></div>`,
    );
  }
  if (message.content) {
    const edited = message.editedTimestamp ? `<span class="edited" title="${escapeHtml(message.editedTimestamp)}">(edited)</span>` : '';
    parts.push(`<div class="content">${markdownToHtml(message.content, page.names, page.now)}${edited}</div>`);
  }
  // The app shows attached files above embeds; a picture an embed shows itself is not repeated.
  const shownByEmbeds = new Set(message.embeds.flatMap((e) => [e.image?.url, e.thumbnail?.url]).filter((url) => url?.startsWith('attachment://')));
  for (const attachment of message.attachments) if (!shownByEmbeds.has(`attachment://${attachment.filename}`)) parts.push(attachmentBlock(attachment, page));
  for (const embed of message.embeds) parts.push(embedBlock(embed, message, page));
  if (message.components.length) parts.push(`<div class="components">${message.components.map(componentRow).join('')}</div>`);
  const ping = page.readerId !== undefined && message.pings.includes(page.readerId);
  return `<article class="message${head ? ' head' : ''}${ping ? ' ping' : ''}" id="m-${message.id}">${parts.join('')}</article>`;
}

function replyLine(referencedId: string, page: ConversationPage): string {
  const original = page.messages.find((m) => m.id === referencedId);
  const gist = original
    ? original.content || original.embeds[0]?.title || original.embeds[0]?.description || 'Click to see attachment'
    : 'Original message was deleted';
  const who = original ? `<span class="mention">@${escapeHtml(authorName(original, page.names))}</span>` : '';
  return `<div class="reply">${who}<span>${markdownToHtml(gist.split('\n')[0] ?? '', page.names, page.now)}</span></div>`;
}

const SYSTEM_LINES: Partial<Record<MessageType, [icon: string, text: (author: string) => string]>> = {
  [MessageType.ChannelPinnedMessage]: ['📌', (author) => `<strong>${author}</strong> pinned a message to this channel.`],
  [MessageType.ThreadCreated]: ['🧵', (author) => `<strong>${author}</strong> started a thread.`],
};

function systemLine(message: PostedMessage, page: ConversationPage): string {
  const author = escapeHtml(authorName(message, page.names));
  const [icon, text] = SYSTEM_LINES[message.type] ?? ['ℹ️', () => markdownToHtml(message.content, page.names, page.now)];
  return `<div class="system" id="m-${message.id}"><span class="icon">${icon}</span>${text(author)}</div>`;
}

function attachmentBlock(attachment: PostedAttachment, page: ConversationPage): string {
  const src = escapeHtml(page.fileOf(attachment));
  if (attachment.contentType?.startsWith('image/')) {
    const alt = escapeHtml(attachment.description ?? attachment.filename);
    return `<a class="attachment-image" href="${src}"><img src="${src}" alt="${alt}" title="${escapeHtml(attachment.filename)}"></a>`;
  }
  return `<a class="file" href="${src}"><span>📄</span><span>${escapeHtml(attachment.filename)}<br><span class="size">${(attachment.size / 1024).toFixed(1)} KB</span></span></a>`;
}

/** `attachment://name` in an embed points at the message's own upload. */
function embedUrl(url: string | undefined, message: PostedMessage, page: ConversationPage): string | undefined {
  if (!url?.startsWith('attachment://')) return url;
  const attachment = message.attachments.find((a) => `attachment://${a.filename}` === url);
  return attachment ? page.fileOf(attachment) : undefined;
}

function embedBlock(embed: APIEmbed, message: PostedMessage, page: ConversationPage): string {
  const md = (text: string) => markdownToHtml(text, page.names, page.now);
  const bar = embed.color === undefined ? '#1e1f22' : `#${embed.color.toString(16).padStart(6, '0')}`;
  const parts: string[] = [];
  const thumbnail = embedUrl(embed.thumbnail?.url, message, page);
  if (thumbnail) parts.push(`<img class="embed-thumbnail" src="${escapeHtml(thumbnail)}" alt="">`);
  if (embed.author) parts.push(`<div class="embed-author">${escapeHtml(embed.author.name)}</div>`);
  if (embed.title) {
    const title = md(embed.title);
    parts.push(`<div class="embed-title">${embed.url ? `<a href="${escapeHtml(embed.url)}">${title}</a>` : title}</div>`);
  }
  if (embed.description) parts.push(`<div class="embed-description">${md(embed.description)}</div>`);
  if (embed.fields?.length) {
    const fields = embed.fields.map(
      (f) =>
        `<div class="embed-field${f.inline ? ' inline' : ''}"><div class="embed-field-name">${md(f.name)}</div><div class="embed-field-value">${md(f.value)}</div></div>`,
    );
    parts.push(`<div class="embed-fields">${fields.join('')}</div>`);
  }
  const image = embedUrl(embed.image?.url, message, page);
  if (image) parts.push(`<a class="embed-image" href="${escapeHtml(image)}"><img src="${escapeHtml(image)}" alt=""></a>`);
  const footer = [embed.footer?.text, embed.timestamp ? UTC_DAY.format(new Date(embed.timestamp)) : undefined].filter(Boolean).join(' • ');
  if (footer) parts.push(`<div class="embed-footer">${escapeHtml(footer)}</div>`);
  return `<div class="embed" style="border-left-color: ${bar}">${parts.join('')}</div>`;
}

const BUTTON_CLASSES: Record<ButtonStyle, string> = {
  [ButtonStyle.Primary]: 'primary',
  [ButtonStyle.Secondary]: 'secondary',
  [ButtonStyle.Success]: 'success',
  [ButtonStyle.Danger]: 'danger',
  [ButtonStyle.Link]: 'link',
  [ButtonStyle.Premium]: 'premium',
};

function componentRow(component: APIMessageTopLevelComponent): string {
  if (component.type !== ComponentType.ActionRow) return unsupported(component.type);
  return `<div class="row">${(component.components as readonly APIComponentInMessageActionRow[]).map(rowChild).join('')}</div>`;
}

function unsupported(type: number): string {
  return `<span class="unsupported">(a component of type ${type}, which this page does not draw)</span>`;
}

function rowChild(child: APIComponentInMessageActionRow): string {
  const disabled = child.disabled ? ' disabled' : '';
  if (child.type === ComponentType.Button) {
    if (child.style === ButtonStyle.Premium) return `<span class="button premium${disabled}">🛒<span>Buy</span></span>`;
    const emoji = child.emoji?.name
      ? child.emoji.id
        ? `<span class="emoji-name">:${escapeHtml(child.emoji.name)}:</span>`
        : escapeHtml(child.emoji.name)
      : '';
    const label = child.label ? `<span>${escapeHtml(child.label)}</span>` : '';
    return `<span class="button ${BUTTON_CLASSES[child.style]}${disabled}">${emoji}${label}</span>`;
  }
  const options = child.type === ComponentType.StringSelect ? child.options : [];
  const chosen = options.filter((o) => o.default).map((o) => o.label);
  const shown = chosen.length ? `<span class="chosen">${escapeHtml(chosen.join(', '))}</span>` : escapeHtml(child.placeholder ?? 'Make a selection');
  return `<span class="select${disabled}" title="${escapeHtml(options.map((o) => o.label).join(' · '))}">${shown}</span>`;
}
