import type { FactionModule } from '../module';
import { advisors } from './advisors';
import { charity } from './charity';
import { prediction } from './predict';
import { predictionFulfilled } from './prediction';
import { startingForce } from './starting-force';

/**
 * The Bene Gesserit: every power of theirs plugs in here, but the Voice, found by its owner in the
 * catalogue of stoppable powers (`phases/battle/voice.ts`). Two facts of theirs sit below the
 * modules, in `data/faction-traits.ts`: their forces' advisor side, and their worthless cards as Karama.
 */
export const beneGesserit: FactionModule = {
  id: 'bene-gesserit',
  hooks: {
    coexistence: advisors,
    charity,
    setupSecret: prediction,
    lastStartingForce: startingForce,
    overturnsVictory: predictionFulfilled,
  },
};
