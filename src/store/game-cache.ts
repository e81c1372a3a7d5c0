import type { Game as GameRow, Seat as SeatRow } from './generated/client';

export type GameRowWithSeats = GameRow & { readonly seats: readonly SeatRow[] };

/**
 * What a store process remembers of the games it touched, so that a command costs no reads
 * (docs/performance.md). Nothing here is trusted for a write: every write is conditional on the
 * cached row's version, and an answer given without writing is confirmed against the database's
 * version first; a stale row is dropped and read again (src/store/game-store.ts).
 */
export class GameCache {
  /** Game rows with their seats, sorted by seat id. */
  readonly rows = new Map<string, GameRowWithSeats>();
  /**
   * The newest state this process knows of each game. A state after entry `seq` never changes
   * (the log is append-only), so it stays true when another process writes: it is then merely
   * older than the head, and the entries after it are replayed onto it.
   */
  readonly heads = new Map<string, { readonly seq: number; readonly state: unknown }>();
  /**
   * Interaction ids in each game's log, so that a command that is not a retry (nearly all) costs
   * no lookup. Kept only while the game's row is current; a retry it misses is caught by the
   * unique index.
   */
  readonly interactions = new Map<string, Set<string>>();

  /** Another writer changed the game: its row and the interactions known with it are stale. */
  forget(gameId: string): void {
    this.rows.delete(gameId);
    this.interactions.delete(gameId);
  }

  /** A game that is over is rarely loaded again: keep the memory for live ones. */
  drop(gameId: string): void {
    this.forget(gameId);
    this.heads.delete(gameId);
  }
}
