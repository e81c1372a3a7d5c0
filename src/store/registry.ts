import type { GameDefinition, GameEvent } from '../engine/game';

/**
 * Any game definition, with its types erased. `GameDefinition` declares its functions as methods,
 * whose parameters TypeScript checks bivariantly, so every concrete definition fits here.
 */
export type AnyGameDefinition = GameDefinition<unknown, unknown, string, GameEvent<string>, unknown>;

/** The games a store can host, by `gameType` (e.g. `{ dune: duneDefinition }`). */
export type GameRegistry = Readonly<Record<string, AnyGameDefinition>>;

type PartsOf<D> = D extends GameDefinition<infer S, infer A, infer Seat, infer E, infer O> ? { state: S; action: A; seat: Seat; event: E; options: O } : never;
type Parts<G extends GameRegistry> = PartsOf<G[keyof G]>;

// With a single registered game these are exactly its types; with several, their unions.
export type StateOf<G extends GameRegistry> = Parts<G>['state'];
export type ActionOf<G extends GameRegistry> = Parts<G>['action'];
export type SeatOf<G extends GameRegistry> = Parts<G>['seat'];
export type EventOf<G extends GameRegistry> = Parts<G>['event'];
export type OptionsOf<G extends GameRegistry> = Parts<G>['options'];
