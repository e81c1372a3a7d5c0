import { hooksOf } from '../factions';
import type { DuneState, FactionId, Winner } from '../state';
import { strongholdsOf, type Control } from './control';
import { factionList, strongholdCount, together } from './describe';
import { withAlly } from './stronghold-victory';
import { techStrongholdBonus } from '../tech-tokens/victory';

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
 * Neither Guild nor Fremen: the most strongholds wins, counted per faction, all three Tech Tokens
 * counting as one more for the faction that holds them (TECH-6; an ally's tokens are not added);
 * nobody wins when no one counts any. A tie goes to the earliest in storm order with its ally, or
 * to all tied factions.
 */
function mostStrongholds(s: DuneState, control: Control, end: string): Winner | null {
  const held = (f: FactionId) => strongholdsOf(s, control, [f]);
  const counted = (f: FactionId) => held(f).length + techStrongholdBonus(s, [f]);
  const most = Math.max(...s.stormOrder.map(counted));
  if (most === 0) return null;
  const tied = s.stormOrder.filter((f) => counted(f) === most);
  const leaders = s.options.mostStrongholdsTie === 'all-tied' ? tied : tied.slice(0, 1);
  const factions = [...new Set(leaders.flatMap((f) => withAlly(s, f)))];
  const tokens = (f: FactionId) => (techStrongholdBonus(s, [f]) > 0 ? ' and all three Tech Tokens, counting as one more' : '');
  const each = leaders.map((f) => `${factionList([f])} ${strongholdCount(held(f))}${tokens(f)}`).join('; ');
  return { factions, victory: 'most-strongholds', reason: `${factionList(factions)} ${together(factions, 'win')} with the most strongholds ${end}: ${each}.` };
}
