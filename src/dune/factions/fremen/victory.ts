import { occupants } from '../../board';
import type { TerritoryId } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { winsWithAlly } from '../../victory/stronghold-victory';
import type { LastTurnWin } from '../module';

const OUTSIDERS_OF_TUEKS: readonly FactionId[] = ['harkonnen', 'atreides', 'emperor'];

/**
 * The Fremen special victory condition (§13.2): only Fremen, or nobody, occupy Sietch Tabr and
 * Habbanya Sietch, and no Harkonnen, Atreides or Emperor forces occupy Tuek's Sietch.
 */
function fremenConditionMet(s: DuneState, fremen: FactionId): boolean {
  const onlyFremen = (t: TerritoryId) => occupants(s, t).every((f) => f === fremen);
  return onlyFremen('sietch-tabr') && onlyFremen('habbanya-sietch') && !occupants(s, 'tueks-sietch').some((f) => OUTSIDERS_OF_TUEKS.includes(f));
}

/** §13.2: first the Fremen special victory; failing it and the Guild's, the Fremen win by default. */
export const fremenLastTurnWins: readonly LastTurnWin[] = [
  {
    rank: 1,
    winner: (s, fremen) => {
      if (!fremenConditionMet(s, fremen)) return null;
      return winsWithAlly(
        s,
        fremen,
        'fremen-special',
        `by the Fremen special victory: at the end of the last turn (turn ${s.turn}) only the Fremen occupy Sietch Tabr and Habbanya Sietch (or nobody does), and no Harkonnen, Atreides or Emperor forces occupy Tuek's Sietch.`,
      );
    },
  },
  {
    rank: 3,
    winner: (s, fremen) =>
      winsWithAlly(
        s,
        fremen,
        'fremen-default',
        `by default: nobody won by the end of the last turn (turn ${s.turn}) and the Spacing Guild is not in the game.`,
      ),
  },
];
