import { occupants } from '../board';
import type { TerritoryId } from '../data/map';
import type { DuneState, FactionId, Winner } from '../state';
import { strongholdsOf, type Control } from './control';
import { factionList, strongholdCount } from './describe';
import { withAlly } from './stronghold-victory';

const OUTSIDERS_OF_TUEKS: readonly FactionId[] = ['harkonnen', 'atreides', 'emperor'];

/**
 * The Fremen special victory condition (§13.2): only Fremen, or nobody, occupy Sietch Tabr and
 * Habbanya Sietch, and no Harkonnen, Atreides or Emperor forces occupy Tuek's Sietch.
 */
export function fremenConditionMet(s: DuneState): boolean {
  const onlyFremen = (t: TerritoryId) => occupants(s, t).every((f) => f === 'fremen');
  return onlyFremen('sietch-tabr') && onlyFremen('habbanya-sietch') && !occupants(s, 'tueks-sietch').some((f) => OUTSIDERS_OF_TUEKS.includes(f));
}

/**
 * Who wins when the last turn ends without a stronghold victory (§13.2): the Fremen if they meet
 * their condition, else the Guild if they play, else the Fremen by default if they play, else the
 * faction with the most strongholds (ties: option `mostStrongholdsTie`). Allies share the win.
 */
export function endOfGameWinner(s: DuneState, control: Control): Winner | null {
  const end = `at the end of the last turn (turn ${s.turn})`;
  const playing = (f: FactionId) => s.factions.includes(f);
  if (playing('fremen') && fremenConditionMet(s)) {
    const factions = withAlly(s, 'fremen');
    return {
      factions,
      victory: 'fremen-special',
      reason: `${factionList(factions)} win by the Fremen special victory: ${end} only the Fremen occupy Sietch Tabr and Habbanya Sietch (or nobody does), and no Harkonnen, Atreides or Emperor forces occupy Tuek's Sietch.`,
    };
  }
  if (playing('spacing-guild')) {
    const factions = withAlly(s, 'spacing-guild');
    return {
      factions,
      victory: 'guild-special',
      reason: `${factionList(factions)} win by the Guild special victory: nobody won by the end of the last turn (turn ${s.turn}).`,
    };
  }
  if (playing('fremen')) {
    const factions = withAlly(s, 'fremen');
    return {
      factions,
      victory: 'fremen-default',
      reason: `${factionList(factions)} win by default: nobody won by the end of the last turn (turn ${s.turn}) and the Spacing Guild are not in the game.`,
    };
  }
  return mostStrongholds(s, control, end);
}

/**
 * Neither Guild nor Fremen: the most strongholds wins, counted per faction; nobody wins when no one
 * holds any. A tie goes to the earliest in storm order with its ally, or to all tied factions.
 */
function mostStrongholds(s: DuneState, control: Control, end: string): Winner | null {
  const held = (f: FactionId) => strongholdsOf(s, control, [f]);
  const most = Math.max(...s.stormOrder.map((f) => held(f).length));
  if (most === 0) return null;
  const tied = s.stormOrder.filter((f) => held(f).length === most);
  const leaders = s.options.mostStrongholdsTie === 'all-tied' ? tied : tied.slice(0, 1);
  const factions = [...new Set(leaders.flatMap((f) => withAlly(s, f)))];
  const each = leaders.map((f) => `${factionList([f])} ${strongholdCount(held(f))}`).join('; ');
  return { factions, victory: 'most-strongholds', reason: `${factionList(factions)} win with the most strongholds ${end}: ${each}.` };
}
