/**
 * The race of Guards and a Noble (source document 004, rulings S004-*), built on src/engine only.
 * This is its front door: what the store, the scenario runner and the Discord layer use.
 */
export { raceGame } from './game';
export type { RaceAction, RaceActionName, NobleArgs, GuardRolls } from './actions';
export type { RaceEvent, RaceEventType } from './events';
export type { RaceOptions, RaceRules } from './options';
export { defaultRules } from './options';
export { GUARDS, RACE_SEATS, seatName, type GuardId, type RaceSeat } from './seats';
export type { GuardState, NobleSpaces, NobleTiming, Position, RaceState, RaceStatus, TurnPlan, WinReason } from './state';
export { NOBLE_SPACES, NOBLE_TIMINGS } from './state';
export { DIRECTIONS, type Direction } from './direction';
export { publicView, playerView, waitingFor, type RacePublicView, type RacePlayerView } from './views';
export { legalChoices, type GuardChoice, type NobleChoice, type RaceChoices } from './choices';
export { previewTurn } from './turn';
export { runRaceScenario, type RaceScenario, type RaceScenarioOutput } from './scenario';
export type { RaceSetup } from './setup';
export { RACE_DECISION_KINDS, raceSafeDefault } from './safe-default';
