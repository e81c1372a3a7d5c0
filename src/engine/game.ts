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

/** A draft of `state` whose top-level parts are copied when first read; `done()` is the plain result. */
function copyOnRead<S>(state: S): { readonly value: S; done(): S } {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    const copy = cloneJson(state);
    return { value: copy, done: () => copy };
  }
  const source = state as Record<string, unknown>;
  const target = { ...source };
  const value = new Proxy(target, new CopyOnRead(source));
  return { value: value as S, done: () => target as S };
}

/**
 * The draft's traps. A part still identical to the source's has not been copied yet: it is copied
 * before anyone can read into it (a value written in its place is the writer's own). Methods on a
 * class, not closures per draft: a draft is made for every action a bot tries.
 */
class CopyOnRead implements ProxyHandler<Record<string, unknown>> {
  constructor(private readonly source: Readonly<Record<string, unknown>>) {}

  get(target: Record<string, unknown>, key: string | symbol): unknown {
    return typeof key === 'string' ? this.take(target, key) : Reflect.get(target, key);
  }

  getOwnPropertyDescriptor(target: Record<string, unknown>, key: string | symbol): PropertyDescriptor | undefined {
    if (typeof key === 'string') this.take(target, key);
    return Reflect.getOwnPropertyDescriptor(target, key);
  }

  private take(target: Record<string, unknown>, key: string): unknown {
    const part = target[key];
    if (typeof part !== 'object' || part === null || part !== this.source[key]) return part;
    const copy = cloneJson(part);
    target[key] = copy;
    return copy;
  }
}

export type { GameError, Result };
