import type { SetupStep } from './setup';
import type { StormStep } from './storm';
import type { SpiceBlowStep } from './spice-blow';
import type { CharityStep } from './charity';
import type { BiddingStep } from './bidding';
import type { RevivalStep } from './revival';
import type { ShipmentMovementStep } from './shipment-movement';
import type { BattleStep } from './battle';
import type { CollectionStep } from './collection';
import type { MentatStep } from './mentat';

/** The current phase's own bookkeeping; `phase` always equals `DuneState.phase`. */
export type PhaseState =
  | SetupStep
  | StormStep
  | SpiceBlowStep
  | CharityStep
  | BiddingStep
  | RevivalStep
  | ShipmentMovementStep
  | BattleStep
  | CollectionStep
  | MentatStep
  | { phase: 'ended' };
