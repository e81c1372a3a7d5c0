import type { FactionModule } from '../module';
import { allyGrant } from './ally-grant';
import { fremenDial, fremenStrength } from './battle';
import { fremenMovement } from './movement';
import { sandworm } from './sandworm';
import { fremenSend } from './send';
import { fremenStart } from './setup';
import { fremenStorm } from './storm';
import { fremenLastTurnWins } from './victory';
import { fremenWorms } from './worms';

/** The Fremen: every power of theirs (rules §2, §5, §10, §12.5, §13.2, §16, GF9 2.04) plugs in here. */
export const fremen: FactionModule = {
  id: 'fremen',
  hooks: {
    dialRules: fremenDial,
    strengthPowers: fremenStrength,
    lastTurnWins: fremenLastTurnWins,
    revival: allyGrant,
    freeSend: fremenSend,
    movement: fremenMovement,
    storm: fremenStorm,
    startingForces: fremenStart,
    worms: fremenWorms,
    specialKarama: sandworm,
  },
};
