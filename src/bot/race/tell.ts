import { randomUUID } from 'node:crypto';
import { publicView, type raceGame } from '../../race';
import type { Change, OutboxMessage, Rendered } from '../../store/outbox';
import type { WriteOptions } from '../../store/store';
import { LIMITS, truncate } from '../discord-limits';
import { turnPoint } from './components';
import type { RaceMessage } from './post';
import { newsMessage, playedMessage, turnMessage } from './posts';
import { news } from './text';

type RaceOnly = { readonly race: typeof raceGame };
type RaceChange = Change<RaceOnly>;

/** What a race's news remembers from one write to the next: the post of the turn being played, which later edits name. */
interface RaceMemory {
  readonly turnPost: string | null;
}

/** What the bot says of a race's write besides what its states and events tell. */
export interface RaceTelling {
  /** Posts said first: the lobby's, whose words depend on the write (the seats after it, the game created). */
  readonly posts?: (change: RaceChange) => readonly RaceMessage[];
  /** Lines said first (a timeout, an undo, a pause). */
  readonly notes?: readonly string[];
  /** The turn is posted again with working buttons (after an undo or a resume). */
  readonly repost?: boolean;
  /**
   * The click's own answer already shows a planning step on the turn post (an interaction callback,
   * which costs no request): no edit is written for it. A turn played is always edited through the outbox.
   */
  readonly shownInPlace?: boolean;
}

/** A race message as the deliverer sends it (src/bot/delivery): plain JSON, the board drawn when sent. */
function bodyOf(message: RaceMessage) {
  const board = message.board;
  return {
    content: truncate(message.content, LIMITS.content),
    components: message.components,
    ping: message.ping,
    ...(board ? { raceBoard: { view: board.view, alt: board.alt, name: `race-round-${board.view.round}.png`, missing: news.boardMissing } } : {}),
  };
}

/**
 * Everything a race's write says, as outbox rows written in its transaction: the lobby's posts, a
 * turn's news, the edit that closes its post and the next turn's post with its buttons. Nothing
 * is posted after the commit, so a crash or a failing Discord loses nothing: the deliverer retries
 * in order.
 */
function render(change: RaceChange, telling: RaceTelling): Rendered {
  const { game, seats, before, after, events, seq } = change;
  const rows: OutboxMessage[] = [];
  // Keys only have to be unique within the game; a write outside the log (lobby, pause) shares its seq with the last action.
  const write = randomUUID().slice(0, 8);
  const add = (kind: 'post' | 'edit', target: string, message: RaceMessage, coalesce?: string): string => {
    const key = `${seq}:${write}:${rows.length}`;
    rows.push({ key, kind, target, payload: bodyOf(message), ...(coalesce ? { coalesce } : {}) });
    return key;
  };
  const post = (message: RaceMessage) => add('post', game.channelId, message);
  let turnPost = (change.memory as RaceMemory | null)?.turnPost ?? null;
  const postTurn = () => {
    turnPost = after && publicView(after).turnOf ? post(turnMessage(game.id, after, seats)) : null;
  };
  const notes = telling.notes ?? [];

  for (const message of telling.posts?.(change) ?? []) post(message);
  if (after === null) {
    if (notes.length) post({ content: notes.join('\n'), components: [], ping: [] });
  } else if (before === null || telling.repost) {
    // The start, or the turn posted again: the news with the board, then the turn.
    const told = newsMessage(after, events, notes);
    if (told) post(told);
    postTurn();
  } else if (events.length === 0) {
    if (notes.length) post({ content: notes.join('\n'), components: [], ping: [] });
  } else {
    if (notes.length) post({ content: notes.join('\n'), components: [], ping: [] });
    const played = turnPoint(before) !== turnPoint(after);
    // Edits of one turn post share a coalesce key: the newest one waiting is the only one sent.
    const edit = (message: RaceMessage) => (turnPost ? add('edit', turnPost, message, `turn:${turnPost}`) : post(message));
    if (played) {
      edit(playedMessage(before, after, events));
      postTurn();
    } else if (!telling.shownInPlace) edit(turnMessage(game.id, after, seats));
  }
  return { messages: rows, memory: { turnPost } satisfies RaceMemory };
}

/** The store's renderer for a race's write. */
export const raceTell = (telling: RaceTelling = {}): WriteOptions<RaceOnly> => ({ outbox: (change) => render(change, telling) });
