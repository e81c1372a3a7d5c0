import type { FactionModule } from '../module';
import { predictionFulfilled } from './prediction';

/**
 * The Bene Gesserit. Moved so far: their prediction's win (the Voice is found by its owner in the
 * catalogue of stoppable powers, `phases/battle/voice.ts`). Their other powers still live in the
 * rule files (docs/architecture.md, "A faction is a module").
 */
export const beneGesserit: FactionModule = {
  id: 'bene-gesserit',
  hooks: { overturnsVictory: predictionFulfilled },
};
