import type { GameDefinition } from '../engine/game';
import type { RaceAction } from './actions';
import { applyRace } from './apply';
import { createRace } from './create';
import type { RaceEvent } from './events';
import type { RaceOptions } from './options';
import type { RaceSeat } from './seats';
import type { RaceState } from './state';
import { playerView, publicView, waitingFor } from './views';

/** The race of Guards and a Noble as a game definition for the game-agnostic engine and store. */
export const raceGame: GameDefinition<RaceState, RaceAction, RaceSeat, RaceEvent, RaceOptions> = {
  id: 'race',
  create: ({ seats, options, seed }) => createRace({ seats, options, seed }),
  apply: applyRace,
  publicView,
  playerView,
  waitingFor,
};
