import type { GameDefinition } from '../engine/game';
import { applyAction } from './apply';
import { createGame } from './create';
import type { DuneEvent } from './events';
import type { GameOptions } from './options';
import { PHASE_MODULES } from './phases';
import type { DuneState, FactionId } from './state';
import { privateView, publicView } from './views';
import type { DuneAction } from './actions/spec';

/** Dune as a game definition for the game-agnostic engine and store. */
export const duneGame: GameDefinition<DuneState, DuneAction, FactionId, DuneEvent, Partial<GameOptions>> = {
  id: 'dune',
  create: ({ seats, options, seed }) => createGame({ seats, options, seed }),
  apply: applyAction,
  publicView,
  playerView: privateView,
  waitingFor: (s) => PHASE_MODULES[s.phase].waitingFor(s),
};
