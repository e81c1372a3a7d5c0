import { describe, expect, it } from 'vitest';
import { type DuneGameState, publicView, seatView } from '../../src/dune';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import { sealState } from '../../src/dune/inspect';
import type { FactionId } from '../../src/dune/state';
import { playRandomGame } from '../../src/sim/random-player';
import type { OutboxMessage } from '../../src/bot/news/message';
import { EMPTY_NEWS_MEMORY, type NewsMemory, renderChange } from '../../src/bot/news/render';

const SIX: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'];
const seats = SIX.map((seat, i) => ({ seat, userId: String(1000 + i) }));

interface Told {
  readonly seq: number;
  readonly events: readonly DuneEvent[];
  readonly before: DuneGameState | null;
  readonly after: DuneGameState;
  readonly messages: readonly OutboxMessage[];
}

/** A seeded random game's changes, each rendered in turn as the bot would. */
function tellRandomGame(seed: number, turns: number, stored: (m: NewsMemory) => NewsMemory = (m) => m): Told[] {
  const created = createGame({ seats: SIX, options: { turns, seating: 'random' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  const told: Told[] = [];
  let memory: NewsMemory = EMPTY_NEWS_MEMORY;
  const tell = (seq: number, before: DuneGameState | null, after: DuneGameState, events: readonly DuneEvent[]) => {
    const out = renderChange({ gameId: 'g1', channelId: 'c1', seats, seq, at: new Date(Date.UTC(2026, 0, 1, 0, seq)), before, after, events }, stored(memory));
    memory = out.memory;
    told.push({ seq, events, before, after, messages: out.messages });
  };
  tell(0, null, sealState(created.value.state), created.value.events);
  let seq = 0;
  playRandomGame(created.value.state, seed, {
    maxMoves: 2000,
    onMove: (before, move) => {
      if (!move.result.ok) return;
      seq += 1;
      tell(seq, sealState(before), sealState(move.result.value.state), move.result.value.events);
    },
  });
  return told;
}

const game = tellRandomGame(11, 4);
/** The rows of a change without the game's ending, which has a post of its own. */
const news = (t: Told) => t.messages.filter((m) => !m.key.endsWith(':ending'));
const ending = game.flatMap((t) => t.messages.filter((m) => m.key.endsWith(':ending')));

describe('the news of a game (rendered as outbox rows)', () => {
  it('posts at most one new channel message per action, and none for an action without public news or a newly awaited player', () => {
    for (const t of game.slice(1)) {
      const posts = news(t).filter((m) => m.kind === 'post');
      expect(posts.length, `change ${t.seq}`).toBeLessThanOrEqual(1);
      const publicNews = t.events.some((e) => e.to === undefined);
      const newly = publicView(t.after).waitingFor.some((f) => !(t.before && publicView(t.before).waitingFor.includes(f)));
      if (!publicNews && !newly) expect(posts, `change ${t.seq}`).toEqual([]);
    }
    const perAction = game.slice(1).reduce((n, t) => n + news(t).filter((m) => m.kind === 'post').length, 0) / (game.length - 1);
    expect(perAction).toBeLessThanOrEqual(1);
  });

  it('pings only players the channel newly waits for, each once', () => {
    for (const t of game) {
      const before = new Set(t.before ? publicView(t.before).waitingFor : []);
      const newlyUsers = publicView(t.after)
        .waitingFor.filter((f) => !before.has(f))
        .map((f) => seats.find((s) => s.seat === f)?.userId);
      const pinged = news(t).flatMap((m) => m.body.ping ?? []);
      expect(new Set(pinged).size, `change ${t.seq}`).toBe(pinged.length);
      for (const id of pinged) expect(newlyUsers, `change ${t.seq}`).toContain(id);
    }
  });

  it('pings whoever newly has to act, every time: the bid coming round again on the same card pings again', () => {
    let repeats = 0;
    const pingedOnCard = new Set<string>();
    for (const t of game.slice(1)) {
      const view = publicView(t.after);
      const before = new Set(t.before ? publicView(t.before).waitingFor : []);
      const newly = view.waitingFor.filter((f) => !before.has(f) && !view.decidingInPrivate.includes(f));
      const pinged = news(t).flatMap((m) => m.body.ping ?? []);
      for (const f of newly) expect(pinged, `change ${t.seq}: ${f}`).toContain(seats.find((s) => s.seat === f)?.userId);
      const card = view.phase === 'bidding' ? (view.step as { cardNumber?: number }).cardNumber : undefined;
      for (const id of pinged) {
        const key = `${view.turn}:${card}:${id}`;
        if (card !== undefined && pingedOnCard.has(key)) repeats++;
        pingedOnCard.add(key);
      }
    }
    expect(repeats).toBeGreaterThan(5);
  });

  it('leaves no ping-only post: the section post moves down with the mention, and a short ping is deleted once answered', () => {
    const posted = new Map<string, OutboxMessage>();
    const deleted = new Set<string>();
    for (const t of game)
      for (const m of t.messages) {
        if (m.kind === 'post') posted.set(m.key, m);
        if (m.kind === 'delete') {
          expect(posted.has(m.target), m.key).toBe(true);
          deleted.add(m.target);
        }
      }
    const moved = [...deleted].filter((key) => (posted.get(key)?.body.embeds ?? []).length > 0);
    expect(moved.length).toBeGreaterThan(20);
    // A post that moves down holds its own section's news only: no other section's news, no picture, is deleted with it.
    for (const key of moved) expect([posted.get(key)?.body.embeds?.length, posted.get(key)?.body.board], key).toEqual([1, undefined]);
    const left = [...posted.values()].filter((m) => !deleted.has(m.key) && (m.body.ping ?? []).length > 0 && !m.body.embeds?.length && !m.body.board);
    expect(left).toEqual([]);
  });

  it('tells Shipment and Movement in one post, one line per faction’s turn, with none of the turn’s boilerplate', () => {
    const texts = (m: OutboxMessage) => (m.body.embeds ?? []).filter((e) => /Shipment and Movement/.test(e.title ?? '')).map((e) => e.description ?? '');
    const finalByTurn = new Map<string, string>();
    for (const t of game)
      for (const m of news(t)) for (const [i, text] of texts(m).entries()) finalByTurn.set(`${m.kind === 'edit' ? m.target : m.key}:${i}`, text);
    // The last text of each Shipment and Movement post (edits included) reads one line per turn.
    const all = [...finalByTurn.values()];
    expect(all.length).toBeGreaterThan(2);
    const text = all.join('\n');
    expect(text).not.toMatch(/turn to ship, then move|done shipping and moving|do not ship|do not move/);
    expect(text).toMatch(/^\*\*[A-Z][a-z ]+\*\*: (no shipment|ship|send)/m);
    expect(text).toMatch(/no shipment, no move/);
    for (const post of all) {
      const factions = [...post.matchAll(/^\*\*([A-Za-z ]+)\*\*: /gm)].map((x) => x[1]);
      expect(new Set(factions).size, post).toBe(factions.length);
    }
  });

  it('puts the bid buttons on the card’s post, and takes them off when the card is sold', () => {
    const labels = (m: OutboxMessage) => (m.body.components ?? []).flatMap((r) => r.components.map((c) => ('label' in c ? c.label : '')));
    const carrying = game.flatMap((t) => news(t)).filter((m) => labels(m).includes('Pass'));
    expect(carrying.length).toBeGreaterThan(10);
    for (const m of carrying) expect(labels(m).some((l) => /^Bid \d+$/.test(l ?? ''))).toBe(true);
    // Nothing but a bidding card's post carries them: elsewhere a post offers "Your move…" at most,
    // and a DM the seat's own decisions.
    for (const t of game)
      if (publicView(t.after).phase !== 'bidding')
        for (const m of news(t).filter((x) => x.kind === 'post' || x.kind === 'edit'))
          expect(
            labels(m).filter((l) => l !== 'Your move…'),
            `change ${t.seq}`,
          ).toEqual([]);
  });

  it('collapses a section: later news of the same bid or shipment turn edits its post', () => {
    const edits = game.flatMap((t) => t.messages.filter((m) => m.kind === 'edit' && m.target !== 'status'));
    expect(edits.length).toBeGreaterThan(20);
    const keys = new Set(game.flatMap((t) => t.messages.filter((m) => m.kind === 'post').map((m) => m.key)));
    for (const e of edits) expect(keys, e.key).toContain(e.target);
  });

  it('reads a memory stored before the news had sections (its section called `step`) as its own', () => {
    const older = (m: NewsMemory): NewsMemory => {
      if (!('section' in m.channel)) return m;
      const { section, ...channel } = m.channel;
      return { ...m, channel: { ...channel, step: section } };
    };
    const messages = (told: readonly Told[]) => told.map((t) => t.messages);
    expect(messages(tellRandomGame(5, 2, older))).toEqual(messages(tellRandomGame(5, 2)));
  });

  it('creates the live status message once, pins it, and edits it afterwards', () => {
    const all = game.flatMap((t) => t.messages);
    expect(all.filter((m) => m.key === 'status')).toHaveLength(1);
    expect(all.filter((m) => m.kind === 'pin')).toEqual([{ key: 'status:pin', kind: 'pin', target: 'status', body: {} }]);
    const edits = all.filter((m) => m.kind === 'edit' && m.target === 'status');
    expect(edits.every((m) => m.coalesce === (m.body.board ? 'status-picture' : 'status'))).toBe(true);
  });

  it('shows on the status the latest board picture, each picture once', () => {
    const pictures = game
      .flatMap((t) => t.messages.filter((m) => m.target === 'status' || m.key === 'status'))
      .flatMap((m) => (m.body.board ? [m.body.board.name] : []));
    const news = game
      .flatMap((t) => t.messages.filter((m) => m.target !== 'status' && m.key !== 'status'))
      .flatMap((m) => (m.body.board && !m.key.endsWith(':ending') ? [m.body.board.name] : []));
    expect(pictures.length).toBeGreaterThan(3);
    expect(pictures).toEqual(news);
  });

  it('sends each DM to its own player only, and edits a DM only within its phase', () => {
    const dmKeys = new Map<string, string>();
    for (const t of game)
      for (const m of t.messages) {
        if (m.kind === 'dm') {
          expect(seats.map((s) => s.userId)).toContain(m.target);
          dmKeys.set(m.key, m.target);
        }
        if (m.kind === 'dm-edit') expect(dmKeys.has(m.target), m.key).toBe(true);
      }
    expect(dmKeys.size).toBeGreaterThan(6);
  });

  /** Each DM message's text as the game left it, by message key (its last edit, or as sent). */
  function lastDmTexts(): Map<string, string> {
    const last = new Map<string, string>();
    for (const t of game)
      for (const m of t.messages) {
        if (m.kind !== 'dm' && m.kind !== 'dm-edit') continue;
        last.set(m.kind === 'dm' ? m.key : m.target, m.body.embeds?.[0]?.description ?? '');
      }
    return last;
  }

  it('leaves no waiting line in a DM once decided, and asks each reader only their own decisions', () => {
    const last = lastDmTexts();
    const asked = game[0]!.messages.filter((m) => m.kind === 'dm' && /waits for your decision/.test(m.body.embeds?.[0]?.description ?? ''));
    expect(asked.length).toBeGreaterThan(3);
    const atreides = asked.find((m) => m.target === seats[0]!.userId)?.body.embeds?.[0]?.description ?? '';
    expect(atreides).toContain('⏳ The game waits for your decision: Keep a traitor.');
    expect(atreides).not.toMatch(/prediction|Fremen/);
    // The game is over: nobody is asked anything any more.
    expect([...last.values()].filter((text) => text.includes('waits for your decision'))).toEqual([]);
  });

  it('leaves no DM blank: a message that held only a waiting line says, once decided, what was decided', () => {
    // The footer, after a blank line, closes every DM: something must stand above it.
    const texts = [...lastDmTexts().values()];
    expect(texts.filter((text) => text.startsWith('\n'))).toEqual([]);
    expect(texts.some((text) => text.startsWith('✅ Decided: '))).toBe(true);
  });

  it('attaches the board to the news of the storm and of Shipment and Movement only', () => {
    const boards = game.flatMap((t) =>
      news(t)
        .filter((m) => m.body.board)
        .map((m) => m.body.board?.name),
    );
    expect(boards.length).toBeGreaterThan(2);
    for (const name of boards) expect(name).toMatch(/^board-turn-\d+-(storm|shipment-movement)\.png$/);
  });

  it('ends with one post that reveals every hand, traitor, the prediction and the spice, with the final board and the logs', () => {
    expect(ending).toHaveLength(1);
    const [post] = ending;
    const text = JSON.stringify(post?.body.embeds);
    const last = game.at(-1)!.after;
    for (const { seat } of seats) expect(text).toContain(seatView(last, seat).hand.length ? seatView(last, seat).hand[0] : 'Hand: empty');
    expect(text).toMatch(/Traitors: /);
    expect(text).toMatch(/Prediction: the \w[\w ]+ wins? on turn \d+/);
    expect(text).toMatch(/Spice behind the shield: \d+/);
    expect(text).toMatch(/(No battle fought|\d+ of \d+ battles? won) · \d+ spice collected · (no card bought|\d+ cards? bought)/);
    expect(post?.body.board?.name).toMatch(/^board-final-turn-\d+\.png$/);
    expect(post?.body.logs).toBe(true);
  });

  it('reveals nothing before the game is over', () => {
    expect(
      game
        .slice(0, -1)
        .flatMap((t) => t.messages)
        .filter((m) => m.key.endsWith(':ending')),
    ).toEqual([]);
  });

  it('keeps every message within Discord limits', () => {
    for (const m of game.flatMap((t) => t.messages)) {
      expect((m.body.content ?? '').length).toBeLessThanOrEqual(2000);
      expect((m.body.embeds ?? []).length).toBeLessThanOrEqual(10);
      for (const e of m.body.embeds ?? []) expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
    }
  });
});
