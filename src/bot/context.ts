import type { Seed } from '../engine/rng';
import type { Client } from 'discord.js';
import { dune, type FactionId, type GameOptions } from '../dune';
import { raceGame } from '../race';
import type { GameRecord, SeatRecord } from '../store/records';
import type { Store } from '../store/store';
import type { KeyedQueue } from '../store/keyed-queue';
import type { BotConfig } from './config';
import type { Logger } from './logger';

/** Every game the bot hosts, by the store's game type. */
export const GAMES = { dune, race: raceGame } as const;
/**
 * The one store, as Dune's code sees it. The store holds games of every type; a channel's commands
 * and clicks reach the code of its game's type only (src/bot/games/hosted.ts), so Dune's code never
 * loads a race, and src/bot/race sees the same store typed for the race (src/bot/race/store.ts).
 */
export type DuneStore = Store<Pick<typeof GAMES, 'dune'>>;
/** The same store, as the race's code sees it. */
export type RaceStore = Store<Pick<typeof GAMES, 'race'>>;
/** The same store, as code that meets games of every type sees it (the clock). */
export type HostingStore = Store<typeof GAMES>;
export type DuneGame = GameRecord<Partial<GameOptions>>;
export type DuneSeat = SeatRecord<FactionId>;
/** One entry of a Dune game's log, as the store reads it back. */
export type DuneLogEntry = Awaited<ReturnType<DuneStore['log']>>[number];

/** What every part of the bot works with; built once by `runBot`. */
export interface BotContext {
  readonly client: Client;
  readonly store: DuneStore;
  /** The one store typed for each game's code (`store` is `stores.dune`) and for all of them. */
  readonly stores: { readonly dune: DuneStore; readonly race: RaceStore; readonly all: HostingStore };
  readonly config: BotConfig;
  readonly log: Logger;
  /** The clock (reminders, log timestamps); tests move it forward. */
  now(): Date;
  /** The seed of a new game. */
  seed(): Seed;
  /** A whole number in [0, n): the faction of `/game join faction:random`. */
  pick(n: number): number;
  /**
   * The store's per-game queue (one command of a game at a time, in arrival order), which the
   * store alone runs a game's commands in: the bot judges a change inside the store's write
   * (`store.play`, `clockWrite`), never around it. The bot queues only answers still to send
   * under keys of their own (a deferred click's), so that stopping waits for them.
   */
  readonly queue: KeyedQueue;
  /**
   * The outbox holds new rows (a change was committed): deliver them soon. The player's answer
   * does not wait for delivery: Discord limits a bot to about 50 requests a second, interaction
   * answers excepted, so news may lag under load, answers never.
   */
  wake(): void;
  /** Users a DM could not reach since their last command: their next answer says so. */
  readonly missedDms: Set<string>;
  /** Users whose last DM could not be delivered (DMs closed): their answers carry their secrets. */
  readonly dmsClosed: Set<string>;
  /**
   * When each seat (key `gameId:seat`) last nudged its game, for the nudge cooldown. In memory: a
   * guild's interactions always reach the process of its shard, so one process sees all of a
   * game's nudges; a restart forgets them, which at worst allows one early nudge.
   */
  readonly nudges: Map<string, Date>;
}
