import { rngKey } from '../engine/rng';
import type { RaceEvent } from './events';
import { GUARDS } from './seats';
import { type PlayerState, type RaceState, scoreOf } from './state';

export function isOver(s: RaceState): boolean {
  return s.status.kind === 'over';
}

/**
 * Ends the race at once when `p` has won: nothing else moves, which is how scoring by an earlier
 * group can change the later moves of the same turn (S004-GROUP-5).
 */
export function settleWinner(s: RaceState, p: PlayerState, emit: (e: RaceEvent) => void): void {
  if (s.status.kind !== 'playing') return;
  const allHome = GUARDS.every((g) => p.guards[g].zone === 'home');
  const target = s.rules.targetScore !== null && scoreOf(p) >= s.rules.targetScore;
  if (!allHome && !target) return;
  const reason = allHome ? 'all-home' : 'target-score';
  s.status = { kind: 'over', winner: p.seat, reason, round: s.status.round };
  emit({ type: 'race-won', seat: p.seat, reason, key: rngKey(s.rng), scores: scores(s) });
}

export function scores(s: RaceState) {
  return s.players.map((p) => ({ seat: p.seat, progression: p.progression, combat: p.combat, total: scoreOf(p) }));
}
