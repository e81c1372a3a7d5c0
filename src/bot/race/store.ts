import type { RaceOptions, RaceSeat } from '../../race';
import type { GameRecord, SeatRecord } from '../../store/records';
import type { BotContext, RaceStore } from '../context';

export type { RaceStore } from '../context';
export type RaceGame = GameRecord<RaceOptions>;
export type RaceSeatRecord = SeatRecord<RaceSeat>;
export type RaceLogEntry = Awaited<ReturnType<RaceStore['log']>>[number];

/**
 * The bot's one store, typed for the race. It holds games of every type (src/bot/context.ts
 * GAMES); this code is reached only for games whose stored type is `race` (src/bot/games/hosted.ts),
 * so every state it loads is a race's.
 */
export const raceStore = (bot: BotContext): RaceStore => bot.stores.race;
