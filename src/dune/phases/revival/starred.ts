import { check } from '../../../engine/result';
import { eliteName } from '../../board';
import { STARRED_REVIVAL_UNLIMITED } from '../../data/factions';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId, type Forces } from '../../state';

/** Whether `f`'s starred forces are revived one a turn: in the Advanced game, but never the Ixians' Cyborgs (IX-7, [TO] [DB]). */
const starredLimited = (s: DuneState, f: FactionId): boolean => isAdvanced(s.options) && !STARRED_REVIVAL_UNLIMITED.includes(f);

/** Starred forces `f` has revived this turn, by any means. */
export const starredRevived = (s: DuneState, f: FactionId): number => (s.starredRevived?.turn === s.turn ? (s.starredRevived.by[f] ?? 0) : 0);

/**
 * Advanced: at most one Sardaukar or Fedaykin is revived per turn (rules §9), counting every
 * revival of the turn — the normal one, the Tleilaxu Ghola and the Emperor's special Karama alike:
 * the limit is on the turn, not on the way of reviving. Refuses more, else records these.
 */
export function countStarred(s: DuneState, f: FactionId, elite: number): void {
  if (!starredLimited(s, f) || elite === 0) return;
  const before = starredRevived(s, f);
  check(
    before + elite <= 1,
    'one-elite',
    `At most one of the ${eliteName(f)} is revived per turn${before > 0 ? ' and one already was this turn' : ''}; ask for fewer (\`elite\`).`,
  );
  s.starredRevived = { turn: s.turn, by: { ...(s.starredRevived?.turn === s.turn ? s.starredRevived.by : {}), [f]: before + elite } };
}

/** The forces in f's Tanks that may still be revived this turn, starred ones within the limit. */
export function revivableFromTanks(s: DuneState, f: FactionId): Forces {
  const t = of(s.tanks, f);
  return { regular: t.regular, elite: starredLimited(s, f) ? Math.min(t.elite, Math.max(0, 1 - starredRevived(s, f))) : t.elite };
}
