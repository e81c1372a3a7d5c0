import type { ActionSpec } from '../actions/spec';
import type { PhaseId } from '../state';
import { battleActions, battlePhase } from './battle';
import { biddingActions, biddingPhase } from './bidding';
import { charityActions, charityPhase } from './charity';
import { collectionActions, collectionPhase } from './collection';
import { mentatActions, mentatPhase } from './mentat';
import type { PhaseModule } from './phase-module';
import { revivalActions, revivalPhase } from './revival';
import { setupActions, setupPhase } from './setup';
import { shipmentMovementActions, shipmentMovementPhase } from './shipment-movement';
import { spiceBlowActions, spiceBlowPhase } from './spice-blow';
import { stormActions, stormPhase } from './storm';

const ended: PhaseModule = {
  phase: 'ended',
  enter: (s) => {
    s.step = { phase: 'ended' };
  },
  waitingFor: () => [],
  expecting: (s) => (s.winner ? `The game is over: ${s.winner.reason}` : 'The game is over.'),
};

export const PHASE_MODULES: Readonly<Record<PhaseId, PhaseModule>> = {
  setup: setupPhase,
  storm: stormPhase,
  'spice-blow': spiceBlowPhase,
  charity: charityPhase,
  bidding: biddingPhase,
  revival: revivalPhase,
  'shipment-movement': shipmentMovementPhase,
  battle: battlePhase,
  collection: collectionPhase,
  mentat: mentatPhase,
  ended,
};

/** Every action of the game, phase by phase. Names may repeat across phases (`pass`). */
export const PHASE_ACTIONS: readonly ActionSpec[] = [
  ...setupActions,
  ...stormActions,
  ...spiceBlowActions,
  ...charityActions,
  ...biddingActions,
  ...revivalActions,
  ...shipmentMovementActions,
  ...battleActions,
  ...collectionActions,
  ...mentatActions,
];
