/**
 * Discord's message markdown turned into HTML, as a reader's client shows it: mentions as names,
 * `<t:…>` timestamps as dates (relative ones measured from the moment the page is written), bold,
 * italic, underline, strikethrough, spoilers, code, block quotes, headings, lists and links.
 */

/** What the reader's client knows to show a mention by name. */
export interface MentionNames {
  user(id: string): string | undefined;
  channel(id: string): string | undefined;
  role(id: string): string | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A chip as Discord draws mentions: `@name`, `#channel`, `/command`. */
function chip(text: string, title?: string): string {
  return `<span class="mention"${title ? ` title="${escapeHtml(title)}"` : ''}>${escapeHtml(text)}</span>`;
}

const UTC_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const UTC_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
const UTC_SECONDS = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const UTC_WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 12 hours", "3 minutes ago": the largest whole unit, as Discord's `R` style reads. */
export function relativeTime(when: Date, now: Date): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return RELATIVE.format(0, 'second');
}

/** A `<t:seconds:style>` timestamp in each of Discord's styles (shown in UTC, the demo's one reader). */
export function formatTimestamp(when: Date, style: string, now: Date): string {
  const date = UTC_DATE.format(when);
  const time = UTC_TIME.format(when);
  switch (style) {
    case 't':
      return time;
    case 'T':
      return UTC_SECONDS.format(when);
    case 'd':
      return when.toISOString().slice(0, 10).split('-').reverse().join('/');
    case 'D':
      return date;
    case 'F':
      return `${UTC_WEEKDAY.format(when)}, ${date} ${time}`;
    case 'R':
      return relativeTime(when, now);
    default:
      return `${date} ${time}`;
  }
}

/**
 * Tokens that are not text: each becomes a placeholder before the rest is escaped and emphasised,
 * so that `**<@1>**` is a bold mention and a `*` inside a code span stays a star.
 */
const TOKEN =
  /`([^`\n]+)`|<@!?(\d+)>|<@&(\d+)>|<#(\d+)>|<\/([^:>]+):\d+>|<t:(-?\d+)(?::([tTdDfFR]))?>|<a?:(\w+):\d+>|\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s<]+)/g;

function inline(text: string, names: MentionNames, now: Date): string {
  const held: string[] = [];
  const hold = (html: string) => `\uE000${held.push(html) - 1}\uE000`;
  const tokenised = text.replace(TOKEN, (_match, code, user, role, channel, command, seconds, style, emoji, label, href, url) => {
    if (code !== undefined) return hold(`<code>${escapeHtml(code)}</code>`);
    if (user !== undefined) return hold(chip(`@${names.user(user) ?? 'unknown-user'}`));
    if (role !== undefined) return hold(chip(`@${names.role(role) ?? 'deleted-role'}`));
    if (channel !== undefined) return hold(chip(`#${names.channel(channel) ?? 'unknown'}`));
    if (command !== undefined) return hold(chip(`/${command}`, 'A command: click to fill it in'));
    if (seconds !== undefined) {
      const when = new Date(Number(seconds) * 1000);
      return hold(
        `<time class="timestamp" datetime="${when.toISOString()}" title="${escapeHtml(formatTimestamp(when, 'F', now))}">${escapeHtml(formatTimestamp(when, style ?? 'f', now))}</time>`,
      );
    }
    if (emoji !== undefined) return hold(`<span class="emoji-name">:${escapeHtml(emoji)}:</span>`);
    const link = href ?? url;
    return hold(`<a href="${escapeHtml(link)}">${escapeHtml(label ?? link)}</a>`);
  });
  const emphasised = escapeHtml(tokenised)
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/\*(?=\S)(.+?)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)(.+?)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler">$1</span>');
  return emphasised.replace(/\uE000(\d+)\uE000/g, (_match, i) => held[Number(i)] ?? '');
}

const BLOCK_RULES: readonly [RegExp, (body: string) => string][] = [
  [/^### (.*)$/, (body) => `<h3>${body}</h3>`],
  [/^## (.*)$/, (body) => `<h2>${body}</h2>`],
  [/^# (.*)$/, (body) => `<h1>${body}</h1>`],
  [/^-# (.*)$/, (body) => `<div class="subtext">${body}</div>`],
  [/^\s*[-*] (.*)$/, (body) => `<div class="bullet">${body}</div>`],
];

/** Lines outside code blocks: quotes, headings and list items; other lines joined by breaks. */
function lines(text: string, names: MentionNames, now: Date): string {
  const out: string[] = [];
  let quote: string[] = [];
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
    quote = [];
  };
  for (const line of text.split('\n')) {
    const quoted = /^> ?(.*)$/.exec(line);
    if (quoted) {
      quote.push(inline(quoted[1] ?? '', names, now));
      continue;
    }
    flushQuote();
    const rule = BLOCK_RULES.find(([pattern]) => pattern.test(line));
    const body = rule ? rule[1](inline(line.replace(rule[0], '$1'), names, now)) : `${inline(line, names, now)}<br>`;
    out.push(body);
  }
  flushQuote();
  return out.join('').replace(/(<br>)+$/, '');
}

export function markdownToHtml(text: string, names: MentionNames, now: Date): string {
  // Code blocks first: nothing inside them is markdown.
  return text
    .split(/```(?:[a-z]*\n)?([\s\S]*?)```/)
    .map((part, i) => (i % 2 ? `<pre><code>${escapeHtml(part.replace(/\n$/, ''))}</code></pre>` : lines(part, names, now)))
    .join('');
}
