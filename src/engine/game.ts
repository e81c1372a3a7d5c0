import type { GameError, Result } from './result';
import { cloneJson } from './clone';
import { attempt } from './result';
import type { Seed } from './rng';

/** Who asks for an action: a seated player, a moderator (audited), or the system itself. */
export type Actor<Seat extends string> =
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'moderator'; readonly userId: string; readonly reason: string }
  | { readonly kind: 'system' };

/** Every event says who may see it: nobody but `to` when `to` is set, everybody otherwise. */
export interface GameEvent<Seat extends string = string> {
  readonly type: string;
  readonly to?: readonly Seat[];
}

export interface Transition<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * A game as data: pure functions over plain JSON state. Nothing here knows about Discord or the
 * database; the store persists `action`s, and the bot, the scenario runner and the tests all
 * drive the same `apply`.
 */
export interface GameDefinition<S, A, Seat extends string, E extends GameEvent<Seat>, Options> {
  readonly id: string;
  /** A new game from its creation parameters and seed; deterministic. */
  create(params: { readonly seats: readonly Seat[]; readonly options: Options; readonly seed: Seed }): Result<Transition<S, E>>;
  /** Applies one action; an error leaves `state` untouched. */
  apply(state: S, actor: Actor<Seat>, action: A): Result<Transition<S, E>>;
  /** What everybody may see (the channel). Built positively: only listed public facts. */
  publicView(state: S): unknown;
  /** What one seat may see: the public view plus that seat's own secrets. */
  playerView(state: S, seat: Seat): unknown;
  /** Seats the game is waiting for (empty when it waits for nobody, e.g. finished). */
  waitingFor(state: S): readonly Seat[];
}

/**
 * Runs a transition on a copy of the (plain JSON) state. A `RuleViolation` thrown while building
 * the draft becomes an `err` result; the original state is never touched, so a rejected action
 * changes nothing. Most attempted actions are refused by checks that read a few parts of the state
 * (a bot tries many), so each top-level part is deep-copied when the transition first reads it:
 * the parts it never reads are shared with the state before, which nothing changes once handed out.
 */
export function runTransition<S, E>(state: S, body: (draft: S, emit: (event: E) => void) => void): Result<Transition<S, E>> {
  const draft = copyOnRead(state);
  const events: E[] = [];
  return attempt(() => {
    body(draft.value, (event) => events.push(event));
    return { state: draft.done(), events };
  });
}

/** A draft of `state` whose top-level parts are copied when first read or written; `done()` is the plain result. */
function copyOnRead<S>(state: S): { readonly value: S; done(): S } {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    const copy = cloneJson(state);
    return { value: copy, done: () => copy };
  }
  const target: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  const fresh = new Set<string>();
  const take = (key: string) => {
    if (fresh.has(key)) return;
    fresh.add(key);
    const part = target[key];
    if (typeof part === 'object' && part !== null) target[key] = cloneJson(part);
  };
  const value = new Proxy(target, {
    get: (t, key) => {
      if (typeof key === 'string') take(key);
      return t[key as string];
    },
    set: (t, key, part) => {
      if (typeof key === 'string') fresh.add(key);
      t[key as string] = part;
      return true;
    },
    getOwnPropertyDescriptor: (t, key) => {
      if (typeof key === 'string') take(key);
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
  });
  return { value: value as S, done: () => target as S };
}

export type { GameError, Result };
