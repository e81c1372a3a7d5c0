import { allyOf } from '../board';
import { GLOBAL_LIMITS } from '../data/factions';
import type { DuneState, FactionId, VictoryKind, Winner } from '../state';
import { strongholdsOf, type Control } from './control';
import { factionList, strongholdCount, together } from './describe';
import { techStrongholdBonus } from '../tech-tokens/victory';

/** A faction on its own, or an alliance: what wins or loses together (§14.2). */
export interface Side {
  /** Members in storm order. */
  factions: FactionId[];
}

/** A faction followed by its ally, if it has one: who shares its win. */
export const withAlly = (s: DuneState, f: FactionId): FactionId[] => {
  const ally = allyOf(s, f);
  return ally ? [f, ally] : [f];
};

/** `f` and its ally win, `how` ending the sentence that names them ("… win by default: …"). */
export function winsWithAlly(s: DuneState, f: FactionId, victory: VictoryKind, how: string): Winner {
  const factions = withAlly(s, f);
  return { factions, victory, reason: `${factionList(factions)} ${together(factions, 'win')} ${how}` };
}

/** Every alliance and every unallied faction, the side earliest in storm order first. */
export function sides(s: DuneState): Side[] {
  const seen = new Set<FactionId>();
  const out: Side[] = [];
  for (const f of s.stormOrder) {
    if (seen.has(f)) continue;
    const factions = withAlly(s, f);
    for (const x of factions) seen.add(x);
    out.push({ factions });
  }
  return out;
}

/**
 * Strongholds a side needs (§13.1): 3 alone, 4 for an alliance (S003-CTRL-3: an allied faction
 * cannot win with 3 of its own), and 4 in a game of two factions.
 */
export function strongholdsNeeded(s: DuneState, side: Side): number {
  const limits = GLOBAL_LIMITS.strongholdsToWin;
  if (side.factions.length > 1) return limits.alliance;
  return s.factions.length <= 2 ? limits.twoPlayerGame : limits.alone;
}

/** The stronghold victory, if any: among several qualifying sides the earliest in storm order wins. */
export function strongholdVictory(s: DuneState, control: Control): Winner | null {
  for (const side of sides(s)) {
    const held = strongholdsOf(s, control, side.factions);
    const tech = techStrongholdBonus(s, side.factions);
    if (held.length + tech >= strongholdsNeeded(s, side))
      return {
        factions: side.factions,
        victory: 'strongholds',
        reason: `${factionList(side.factions)} control ${strongholdCount(held)}${tech > 0 ? ' and hold all three Tech Tokens, which count as one more' : ''} at the end of turn ${s.turn}.`,
      };
  }
  return null;
}
