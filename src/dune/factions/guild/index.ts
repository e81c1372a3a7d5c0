import { winsWithAlly } from '../../victory/stronghold-victory';
import type { FactionModule } from '../module';

/**
 * The Spacing Guild. Moved so far: their special victory. Their other powers still live in the
 * rule files (docs/architecture.md, "A faction is a module").
 */
export const guild: FactionModule = {
  id: 'spacing-guild',
  hooks: {
    // §13.2: when nobody has won by the end of the last turn (unless the Fremen meet their condition, rank 1).
    lastTurnWins: [
      {
        rank: 2,
        winner: (s, guild) => winsWithAlly(s, guild, 'guild-special', `by the Guild special victory: nobody won by the end of the last turn (turn ${s.turn}).`),
      },
    ],
  },
};
