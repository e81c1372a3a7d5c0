import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';
import type { GameDefinition, GameEvent } from '../../engine/game';
import type { OutboxMessage } from '../news/message';

/** A seat of a game and the Discord user who holds it. */
export interface SeatHolder<Seat extends string = string> {
  readonly seat: Seat;
  readonly userId: string;
}

/** One change of a game, as the bot tells it (the news renderer's input). */
export interface GameChange<State, Event, Seat extends string> {
  readonly gameId: string;
  readonly channelId: string;
  readonly seats: readonly SeatHolder<Seat>[];
  /** The log entry of the change; 0 for the game's start. Row keys derive from it. */
  readonly seq: number;
  readonly at: Date;
  /** Null when the game has just started. */
  readonly before: State | null;
  readonly after: State;
  readonly events: readonly Event[];
  /** Lines said first, by the bot (a moderator's override, an undo). */
  readonly notes?: readonly string[];
  readonly paused?: boolean;
  /** Quiet hours: mentions are written but notify nobody. */
  readonly quiet?: boolean;
  /** The host or a moderator ended the game: its secrets may be revealed though nobody won. */
  readonly endedByHost?: boolean;
}

/** What a game's news is rendered into, and what its renderer remembers for the next change. */
export interface Rendered<Memory> {
  readonly messages: readonly OutboxMessage[];
  readonly memory: Memory;
}

/** The components a seat may click now, and for which decision point. */
export interface SeatComponents {
  /** The decision point's step token (src/bot/components/custom-id.ts). */
  readonly step: string;
  readonly rows: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
}

/**
 * Everything the bot needs of one kind of game to host it: the rules (through the game's front
 * door), how its news is told, and which components its players click. The bot's pipeline — store,
 * outbox, deliverer, router — is the same for every game; only this differs.
 */
export interface GameAdapter<State, Action, Seat extends string, Event extends GameEvent<Seat>, Options, Memory> {
  /** The store's game type, and the first part of every custom id of this game. */
  readonly type: string;
  /** How the game is called in the bot's words ("Dune", "the race"). */
  readonly title: string;
  readonly definition: GameDefinition<State, Action, Seat, Event, Options>;
  /** The seats players may take, in the order `/game join` offers them. */
  readonly seats: readonly { readonly seat: Seat; readonly name: string }[];
  readonly emptyMemory: Memory;
  /** The news of a change: pure and deterministic, run inside the transaction that stores it. */
  render(change: GameChange<State, Event, Seat>, memory: Memory): Rendered<Memory>;
  /** The live status message's text for `/game status`, from the public view. */
  status(state: State, seats: readonly SeatHolder<Seat>[]): string;
  /** The components `seat` may use now (none when the game does not wait for it). */
  components(gameId: string, state: State, seat: Seat): SeatComponents | null;
  /**
   * The action a click or a menu choice stands for, from the component's action and arguments and
   * the values chosen; the rules judge it like any typed command.
   */
  actionOf(action: string, args: Readonly<Record<string, string | number | boolean>>, values: readonly string[]): Action | null;
}
