import type { Actor } from '../engine/game';
import type { AuditNote, LogEntry } from '../engine/log';

/**
 * What an ending publishes so that anyone can re-deal a finished game and check every shuffle:
 * the key (whose SHA-256 the start post committed to), the creation parameters, and the whole log
 * with the events each entry produced. It is written only once a game is over, when nothing in it
 * is secret any more (docs/secrecy.md).
 */
export interface VerificationRecord<Seat extends string = string, A = unknown, E = unknown> {
  readonly format: typeof VERIFICATION_FORMAT;
  readonly version: 1;
  /** The game definition's id: `dune` or `race`. */
  readonly game: string;
  readonly commitment: string;
  readonly key: string;
  readonly seats: readonly Seat[];
  readonly options: unknown;
  /** The events of the game's creation: the deal. */
  readonly start: readonly E[];
  readonly log: readonly VerifiedEntry<Seat, A, E>[];
}

export type VerifiedEntry<Seat extends string, A, E> =
  | { readonly kind: 'action'; readonly actor: Actor<Seat>; readonly action: A; readonly events: readonly E[] }
  | { readonly kind: 'undo'; readonly actor: Actor<Seat>; readonly count: number }
  | { readonly kind: 'audit'; readonly actor: Actor<Seat>; readonly note: AuditNote };

export const VERIFICATION_FORMAT = 'dune-bot-verification';

type Logged<Seat extends string, A, E> = LogEntry<Seat, A> & { readonly events: readonly E[] };

/** The record of a game that is over, from its creation parameters, its key and its stored log. */
export function verificationRecord<Seat extends string, A, E>(
  game: string,
  params: { readonly seats: readonly Seat[]; readonly options: unknown },
  key: string,
  commitment: string,
  start: readonly E[],
  log: readonly Logged<Seat, A, E>[],
): VerificationRecord<Seat, A, E> {
  return {
    format: VERIFICATION_FORMAT,
    version: 1,
    game,
    commitment,
    key,
    seats: [...params.seats],
    options: params.options,
    start,
    log: log.map((entry) =>
      entry.kind === 'action'
        ? { kind: 'action', actor: entry.actor, action: entry.action, events: entry.events }
        : entry.kind === 'undo'
          ? { kind: 'undo', actor: entry.actor, count: entry.count }
          : { kind: 'audit', actor: entry.actor, note: entry.note },
    ),
  };
}
