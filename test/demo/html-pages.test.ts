import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ButtonStyle, ComponentType, MessageType } from 'discord-api-types/v10';
import type { EmulatedChannel, PostedAttachment, PostedMessage } from '../discord-emulator';
import { runDemo } from '../../src/demo/demo';
import { markdownToHtml, type MentionNames } from '../../src/demo/discord-markdown';
import { conversationPage } from '../../src/demo/discord-page';
import { writeHtmlPages } from '../../src/demo/html-pages';
import type { LocalWorld } from '../../src/demo/local-world';

const names: MentionNames = {
  user: (id) => ({ '11': 'leto' })[id],
  channel: (id) => ({ '22': 'dune' })[id],
  role: () => undefined,
};
const NOW = new Date('2026-12-05T12:00:00Z');

describe('Discord markdown as the app shows it', () => {
  it('shows mentions by name, commands as chips and timestamps as dates', () => {
    const html = markdownToHtml('<@11> in <#22>: </bid:123> <@99> <t:1796515200:R> <t:1796515200:D>', names, NOW);
    expect(html).toContain('<span class="mention">@leto</span>');
    expect(html).toContain('<span class="mention">#dune</span>');
    expect(html).toMatch(/<span class="mention"[^>]*>\/bid<\/span>/);
    expect(html).toContain('@unknown-user');
    expect(html).toContain('>in 12 hours</time>');
    expect(html).toContain('>6 December 2026</time>');
  });

  it('renders bold, italic, underline, code, quotes and escapes everything else', () => {
    const html = markdownToHtml('**Spice:** 10 · *soon* · __Your secrets__ · `/hand *x*` · <b>&\n> quoted\n- item\n```\n**raw**\n```', names, NOW);
    expect(html).toContain('<strong>Spice:</strong> 10');
    expect(html).toContain('<em>soon</em>');
    expect(html).toContain('<u>Your secrets</u>');
    expect(html).toContain('<code>/hand *x*</code>');
    expect(html).toContain('&#60;b&#62;&#38;');
    expect(html).toContain('<blockquote>quoted</blockquote>');
    expect(html).toContain('<div class="bullet">item</div>');
    expect(html).toContain('<pre><code>**raw**</code></pre>');
  });
});

function post(fields: Partial<PostedMessage>): PostedMessage {
  return {
    id: '1',
    channelId: '22',
    authorId: '7',
    type: MessageType.Default,
    system: false,
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    flags: 0,
    ephemeral: false,
    timestamp: '2026-12-05T11:00:00.000Z',
    editedTimestamp: null,
    deleted: false,
    interactionId: null,
    pinned: false,
    nonce: null,
    mentions: { users: [], roles: [], everyone: false },
    pings: [],
    referencedMessageId: null,
    threadId: null,
    ...fields,
  };
}

describe('a conversation drawn as the app draws it', () => {
  const board: PostedAttachment = {
    id: '5',
    filename: 'board.png',
    contentType: 'image/png',
    description: 'The board',
    size: 10,
    data: Buffer.alloc(0),
    url: 'http://x/board.png',
  };
  const html = conversationPage({
    sigil: '#',
    name: 'dune',
    topic: 'Dune, played by post',
    names: { ...names, user: (id) => ({ '7': 'Dune Moderator', '11': 'leto' })[id] },
    readerId: '11',
    now: NOW,
    fileOf: (a) => `files/${a.filename}`,
    messages: [
      post({ id: '100', content: '🔔 <@11>: your bid', pings: ['11'], editedTimestamp: '2026-12-05T11:01:00.000Z' }),
      post({
        id: '101',
        timestamp: '2026-12-05T11:02:00.000Z',
        attachments: [board],
        embeds: [
          { title: 'Turn 1 · Bidding', description: 'Card 1 is up for bid.', color: 0xd4a048, fields: [{ name: 'Atreides', value: '<@11>', inline: true }] },
        ],
        components: [
          {
            type: ComponentType.ActionRow,
            components: [
              { type: ComponentType.Button, style: ButtonStyle.Primary, label: 'Bid 3', custom_id: 'a' },
              { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Pass', custom_id: 'b', disabled: true },
            ],
          },
          {
            type: ComponentType.ActionRow,
            components: [{ type: ComponentType.StringSelect, custom_id: 'c', placeholder: 'Choose a territory', options: [{ label: 'Arrakeen', value: 'a' }] }],
          },
        ],
      }),
      post({ id: '102', timestamp: '2026-12-05T11:30:00.000Z', content: 'later' }),
    ],
  });
  const article = (id: string) => html.slice(html.indexOf(`id="m-${id}"`), html.indexOf('</article>', html.indexOf(`id="m-${id}"`)));

  it("groups an author's posts under one header until seven minutes pass, and highlights the reader's pings", () => {
    expect(article('100')).toContain('Dune Moderator');
    expect(article('100')).toContain('Today at 11:00');
    expect(html).toMatch(/class="message head ping" id="m-100"/);
    expect(article('100')).toContain('(edited)');
    expect(html).toMatch(/class="message" id="m-101"/);
    expect(html).toMatch(/class="message head" id="m-102"/);
  });

  it('draws the picture above the embed with its colour bar, fields, buttons and menus', () => {
    const drawn = article('101');
    expect(drawn.indexOf('<img src="files/board.png"')).toBeGreaterThan(-1);
    expect(drawn.indexOf('<img src="files/board.png"')).toBeLessThan(drawn.indexOf('class="embed"'));
    expect(drawn).toContain('border-left-color: #d4a048');
    expect(drawn).toContain(
      '<div class="embed-field inline"><div class="embed-field-name">Atreides</div><div class="embed-field-value"><span class="mention">@leto</span>',
    );
    expect(drawn).toContain('<span class="button primary"><span>Bid 3</span></span>');
    expect(drawn).toContain('<span class="button secondary disabled"><span>Pass</span></span>');
    expect(drawn).toMatch(/<span class="select" title="Arrakeen">Choose a territory<\/span>/);
  });
});

/**
 * Debian's Chromium (`apt-get install chromium`) takes the screenshots. Without it the browser test
 * is skipped and says so, unless REQUIRE_CHROMIUM=1 (CI, .ci/run), where that is a failure.
 */
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';
const chromiumMissing = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).status !== 0;
if (chromiumMissing) {
  const message = `${CHROMIUM} is not installed (apt-get install -y chromium): the demo's HTML pages are not screenshotted`;
  if (process.env.REQUIRE_CHROMIUM === '1') throw new Error(`${message}, and REQUIRE_CHROMIUM=1 forbids skipping.`);
  console.warn(`${message}: SKIPPED. Set REQUIRE_CHROMIUM=1 to make that a failure.`);
}

/** Where the screenshots stay for a person to look at (the repository's /tmp/ is ignored by git). */
const SCREENSHOTS = resolve('tmp/demo-html');
const PHONE = { width: 400, height: 900 };

describe.skipIf(chromiumMissing)("the demo's pages in a real browser at a phone's width", () => {
  it('shows every channel post, the buttons on offer mid-game, and screenshots that are not blank', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-html-'));
    try {
      let channel: PostedMessage[] = [];
      let userNames: MentionNames | undefined;
      let midGame = false;
      const snapshot = (world: LocalWorld, where: string) => writeHtmlPages(world, join(folder, where), { topic: 'Dune, played by post' });
      await runDemo({
        factions: 2,
        turns: 2,
        seed: 1,
        out: () => {},
        // The first moment a post offers buttons or menus: what a player sees who has to decide.
        afterMove: async (world) => {
          await world.bot.idle();
          if (midGame || !world.server.messages(world.channels[0] as EmulatedChannel).some((m) => m.components.length)) return;
          midGame = true;
          snapshot(world, 'mid');
        },
        inspect: async (world) => {
          channel = world.server.messages(world.channels[0] as EmulatedChannel);
          const byId = new Map([...world.users.values(), world.server.botUser].map((u) => [u.id, u.username]));
          userNames = { user: (id) => byId.get(id), channel: (id) => world.server.channel(id)?.name ?? undefined, role: () => undefined };
          snapshot(world, 'end');
        },
      });
      expect(midGame).toBe(true);

      const page = readFileSync(join(folder, 'end', 'dune.html'), 'utf8');
      const shown = visibleText(page);
      const missing = channel
        .flatMap(postLines)
        .map((line) => readerLine(line, userNames as MentionNames))
        .filter((line) => line && !shown.includes(line));
      expect(channel.length).toBeGreaterThan(5);
      expect(missing).toEqual([]);
      expect(page).not.toMatch(/&lt;@\d+&gt;|&#60;@\d+&#62;/);
      const pictures = channel.flatMap((m) => m.attachments).filter((a) => a.contentType === 'image/png');
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expect(page).toContain(`<img src="files/${picture.id}-${picture.filename}"`);
      expect(readFileSync(join(folder, 'end', 'index.html'), 'utf8')).toContain('href="dm-leto.html"');
      expect(readFileSync(join(folder, 'mid', 'dune.html'), 'utf8')).toMatch(/class="button (primary|secondary|success|danger)[^"]*"|class="select/);

      mkdirSync(SCREENSHOTS, { recursive: true });
      for (const [name, file] of [
        ['channel-mid-game', join(folder, 'mid', 'dune.html')],
        ['channel-end', join(folder, 'end', 'dune.html')],
        ['dms-leto-end', join(folder, 'end', 'dm-leto.html')],
      ] as const) {
        const png = join(SCREENSHOTS, `${name}.png`);
        screenshot(file, png, folder);
        const image = decodePng(readFileSync(png));
        expect([image.width, image.height], name).toEqual([PHONE.width, PHONE.height]);
        // Blank would be one colour (the page's background) from top to bottom.
        const background = image.pixel(image.width - 1, image.height - 1);
        let other = 0;
        const colours = new Set<number>();
        for (let y = 0; y < image.height; y += 2)
          for (let x = 0; x < image.width; x += 2) {
            const p = image.pixel(x, y);
            colours.add(p);
            if (p !== background) other++;
          }
        expect(colours.size, `${name}: distinct colours`).toBeGreaterThan(50);
        expect(other / ((image.width * image.height) / 4), `${name}: share of the page that is not background`).toBeGreaterThan(0.05);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});

function screenshot(page: string, png: string, scratch: string): void {
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--user-data-dir=${join(scratch, 'chromium-profile')}`,
      `--window-size=${PHONE.width},${PHONE.height}`,
      `--screenshot=${png}`,
      pathToFileURL(page).href,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
}

/** The text a reader sees: no style sheet, no tags, entities decoded. */
function visibleText(html: string): string {
  return plain(
    html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
  );
}

function postLines(m: PostedMessage): string[] {
  return [m.content, ...m.embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value])])].flatMap((text) =>
    text.split('\n'),
  );
}

/** A line of a post as the reader's client shows it: mentions as names, markdown markers gone. */
function readerLine(line: string, known: MentionNames): string {
  return plain(
    line
      .replace(/<@!?(\d+)>/g, (_m, id) => `@${known.user(id)}`)
      .replace(/<#(\d+)>/g, (_m, id) => `#${known.channel(id)}`)
      .replace(/<\/([^:>]+):\d+>/g, '/$1')
      .replace(/<t:-?\d+(:[a-zA-Z])?>/g, ' '),
  );
}

/** Text without markdown markers or spaces: where the page breaks lines and wraps chips is its own affair. */
function plain(text: string): string {
  return text.replace(/[*_`~|\s]/g, '');
}

/** The pixels of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes), as 0xRRGGBB. */
function decodePng(png: Buffer): { width: number; height: number; pixel(x: number, y: number): number } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0)
    throw new Error(`Unexpected PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] as number;
      const left = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] as number) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter as number];
      if (predictor === undefined) throw new Error(`Unknown PNG filter ${filter}`);
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => pixels.readUIntBE(y * stride + x * channels, 3),
  };
}
