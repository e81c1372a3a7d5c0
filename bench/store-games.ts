import type { duneGame } from '../src/dune/game';
import type { FactionId } from '../src/dune/state';
import type { Store, WriteOptions } from '../src/store/store';
import type { RecordedGame } from './engine';

/**
 * What the store benches write (bench/store.ts, bench/scale.ts): recorded 6-faction games, each
 * action one transaction with the outbox rows a bot writes with it — a channel post with the
 * action's public events, a DM, and the live status edit that supersedes the previous one.
 */
export type Games = { dune: typeof duneGame };
const SEATS: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];

export const news: WriteOptions<Games> = {
  outbox: (change) => [
    { key: `${change.seq}:post`, kind: 'post', target: change.game.channelId, payload: { events: change.events.filter((e) => !e.to) } },
    { key: `${change.seq}:dm`, kind: 'dm', target: change.seats[0]?.userId ?? 'nobody', payload: { seq: change.seq, phase: change.after?.phase } },
    {
      key: `${change.seq}:status`,
      kind: 'edit',
      target: change.game.channelId,
      payload: { turn: change.after?.turn, phase: change.after?.phase },
      coalesce: 'status',
    },
  ],
};

/** Creates, seats and starts the game `g` in channel `${run}-${g.seed}`; returns its id. */
export async function startRecorded(store: Store<Games>, run: string, g: RecordedGame, options: WriteOptions<Games>): Promise<string> {
  const created = await store.createGame({ gameType: 'dune', guildId: 'g', channelId: `${run}-${g.seed}`, createdBy: 'bench', options: {}, seed: g.seed });
  if (!created.ok) throw new Error(created.error.message);
  for (const f of SEATS) await store.seat(created.value.id, f, `u-${f}`);
  const started = await store.startGame(created.value.id, options);
  if (!started.ok) throw new Error(started.error.message);
  return created.value.id;
}

/** Applies the first `limit` recorded moves of `g` to the started game `id`, one after another; returns how many. */
export async function applyRecorded(
  store: Store<Games>,
  id: string,
  run: string,
  g: RecordedGame,
  options: WriteOptions<Games>,
  limit = g.moves.length,
): Promise<number> {
  for (const [i, m] of g.moves.slice(0, limit).entries()) {
    const r = await store.apply(id, { actor: { kind: 'seat', seat: m.faction }, action: m.action, interactionId: `${run}-${g.seed}-${i}` }, options);
    if (!r.ok) throw new Error(`seed ${g.seed}, move ${i}: the store refused a recorded move: ${r.error.message}`);
  }
  return Math.min(limit, g.moves.length);
}
