import { type FactionId, factionsOf, seatView } from '../../dune';
import type { OutboxMessage as StoredMessage } from '../../store/outbox';
import type { WriteOptions } from '../../store/store';
import type { GAMES } from '../context';
import { isQuiet } from '../quiet-hours';
import { duneDeadlines } from '../clock/dune-clock';
import { factLines, handFacts } from '../text/secrets';
import { dmWords } from '../text/dm';
import { secretEmbeds } from './secret-embeds';
import type { OutboxMessage } from './message';
import { EMPTY_NEWS_MEMORY, type NewsMemory, renderChange } from './render';

/** What the bot says about a write besides its events. */
export interface Telling {
  /** Lines said first (a moderator's override, an undo, a pause). */
  readonly notes?: readonly string[];
  /** The host or a moderator ended the game: its secrets are revealed though nobody won. */
  readonly endedByHost?: boolean;
  /** A seat handed to another player: the new player gets the seat's secrets by DM. */
  readonly handedOver?: FactionId;
}

const stored = (m: OutboxMessage): StoredMessage => ({
  key: m.key,
  kind: m.kind,
  target: m.target,
  payload: m.body,
  ...(m.coalesce ? { coalesce: m.coalesce } : {}),
  ...(m.holdMs ? { holdMs: m.holdMs } : {}),
});

/**
 * The store's renderer for a write of a Dune game: `renderChange` on the change and the news
 * memory the game's last write left, run inside the write's transaction (the outbox). A lobby
 * write says nothing here (its posts are enqueued by the lobby commands).
 */
export function tell(telling: Telling = {}): WriteOptions<Pick<typeof GAMES, 'dune'>> {
  return {
    outbox: (change) => {
      const { game, seats, after } = change;
      if (after === null) return [];
      const at = game.updatedAt;
      const rendered = renderChange(
        {
          gameId: game.id,
          channelId: game.channelId,
          seats,
          seq: change.seq,
          at,
          before: change.before,
          after,
          events: change.events,
          notes: telling.notes ?? [],
          paused: game.status === 'paused',
          quiet: isQuiet(game.quietHours, at),
          deadlines: duneDeadlines(game, seats, after, at),
          hold: game.clock.hold?.reason ?? null,
          endedByHost: telling.endedByHost ?? false,
        },
        (change.memory as NewsMemory | null) ?? EMPTY_NEWS_MEMORY,
      );
      const messages = rendered.messages.map(stored);
      const seat = telling.handedOver;
      const heir = seats.find((s) => s.seat === seat);
      if (seat && heir && factionsOf(after).includes(seat)) {
        // Built from that seat's view alone, like every DM (docs/secrecy.md).
        const lines = [dmWords.handedOver, ...factLines(handFacts(seatView(after, seat)))];
        secretEmbeds(seat, game.channelId, lines).forEach((embed, i) => {
          const key = `${change.seq}:handover:${seat}`;
          messages.push({ key: i === 0 ? key : `${key}:${i + 1}`, kind: 'dm', target: heir.userId, payload: { embeds: [embed] } });
        });
      }
      return { messages, memory: rendered.memory };
    },
  };
}
