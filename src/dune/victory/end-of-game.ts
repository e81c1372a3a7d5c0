import { hooksOf } from '../factions';
import type { DuneState, FactionId, Winner } from '../state';
import { strongholdsOf, type Control } from './control';
import { factionList, strongholdCount } from './describe';
import { withAlly } from './stronghold-victory';

/**
 * Who wins when the last turn ends without a stronghold victory (§13.2): the first of the seated
 * factions' own last-turn wins, in rank order (the Fremen if they meet their condition, else the
 * Guild if they play, else the Fremen by default if they play), else the faction with the most
 * strongholds (ties: option `mostStrongholdsTie`). Allies share the win.
 */
export function endOfGameWinner(s: DuneState, control: Control): Winner | null {
  const wins = s.factions.flatMap((f) => (hooksOf(f).lastTurnWins ?? []).map((win) => ({ win, f }))).sort((a, b) => a.win.rank - b.win.rank);
  for (const { win, f } of wins) {
    const winner = win.winner(s, f);
    if (winner) return winner;
  }
  return mostStrongholds(s, control, `at the end of the last turn (turn ${s.turn})`);
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
