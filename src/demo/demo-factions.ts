import { findFaction } from '../dune';
import { FACTION_IDS, type FactionId } from '../dune/data/factions';

/**
 * The factions of the demo game from `--factions`: a number takes that many of the six base
 * factions in id order (as before), a list names them ("atreides,tleilaxu,fremen"; any name or
 * alias a player may type). The answer is the list, or why it is refused.
 */
export function demoFactions(arg: string): { ok: true; value: FactionId[] } | { ok: false; message: string } {
  if (/^\d+$/.test(arg.trim())) {
    const n = Number(arg);
    return n >= 2 && n <= 6 ? { ok: true, value: FACTION_IDS.slice(0, n) } : { ok: false, message: '--factions takes 2 to 6 factions.' };
  }
  const names = arg.split(',').map((n) => n.trim());
  const value: FactionId[] = [];
  for (const name of names) {
    const f = findFaction(name);
    if (f === undefined) return { ok: false, message: `--factions: "${name}" is no faction; the factions are ${FACTION_IDS.join(', ')}.` };
    if (value.includes(f)) return { ok: false, message: `--factions names the ${f} twice: each faction plays once.` };
    value.push(f);
  }
  if (value.length < 2 || value.length > 6) return { ok: false, message: `--factions takes 2 to 6 factions, not ${value.length}.` };
  return { ok: true, value };
}
