import type { FactionModule } from '../module';
import { fremenDial, fremenStrength } from './battle';
import { fremenLastTurnWins } from './victory';

/**
 * The Fremen. Moved so far: their strength in battle and their ways to win at the end of the game. Their other powers still live in the rule
 * files (docs/architecture.md, "A faction is a module").
 */
export const fremen: FactionModule = {
  id: 'fremen',
  hooks: { dialRules: fremenDial, strengthPowers: fremenStrength, lastTurnWins: fremenLastTurnWins },
};
