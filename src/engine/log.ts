import type { Actor, GameDefinition, GameEvent, Transition } from './game';
import type { Seed } from './rng';
import type { Result } from './result';
import { ok } from './result';

/**
 * One entry of the append-only action log. Undo is itself an entry: it never deletes history,
 * it tells replay to skip the `count` most recent effective actions. An audit entry records a
 * moderator's change around the game (pause, resume, a seat handed over) that changes no state.
 */
export type LogEntry<Seat extends string, A> =
  | { readonly kind: 'action'; readonly actor: Actor<Seat>; readonly action: A }
  | { readonly kind: 'undo'; readonly actor: Actor<Seat>; readonly count: number }
  | { readonly kind: 'audit'; readonly actor: Actor<Seat>; readonly note: AuditNote };

/** What an audit entry records: what was done, in a word, and its details. */
export interface AuditNote {
  readonly what: string;
  readonly [detail: string]: unknown;
}

type ActionEntry<E> = Extract<E, { readonly kind: 'action' }>;

/**
 * The action entries that still count after every undo in the log has been applied, as they are
 * in the log (a stored entry keeps its time and events: what an undo would take back, in words).
 */
export function effectiveActions<E extends LogEntry<string, unknown>>(log: readonly E[]): ActionEntry<E>[] {
  const live: ActionEntry<E>[] = [];
  for (const entry of log) {
    if (entry.kind === 'undo') live.splice(Math.max(0, live.length - entry.count), entry.count);
    else if (entry.kind === 'action') live.push(entry as ActionEntry<E>);
  }
  return live;
}

/**
 * Rebuilds a state from its creation parameters and log alone. Log entries were accepted when
 * they were appended, so a failure here means the rules changed under a stored game: it is
 * reported, never papered over.
 */
export function replay<S, A, Seat extends string, E extends GameEvent<Seat>, O>(
  game: GameDefinition<S, A, Seat, E, O>,
  params: { readonly seats: readonly Seat[]; readonly options: O; readonly seed: Seed },
  log: readonly LogEntry<Seat, A>[],
): Result<Transition<S, E>> {
  const created = game.create(params);
  if (!created.ok) return created;
  let state = created.value.state;
  const events: E[] = [...created.value.events];
  for (const { actor, action } of effectiveActions(log)) {
    const next = game.apply(state, actor, action);
    if (!next.ok) return next;
    state = next.value.state;
    events.push(...next.value.events);
  }
  return ok({ state, events });
}
