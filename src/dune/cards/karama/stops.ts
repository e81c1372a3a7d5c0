import type { Ctx } from '../../context';
import type { DuneState, FactionId, PhaseId } from '../../state';
import { power, type PowerId } from './powers';

/**
 * A faction power stopped by a Karama card (rules §16): for its next use ('one-use', the card
 * text) or for the rest of the phase ('phase', the FAQ), as the option `karamaScope` says. A stop
 * never outlives the phase in which it was played.
 */
export interface KaramaStop {
  power: PowerId;
  faction: FactionId;
  by: FactionId;
  turn: number;
  phase: PhaseId;
  scope: 'one-use' | 'phase';
}

const current = (s: DuneState, x: KaramaStop): boolean => x.turn === s.turn && x.phase === s.phase;

/** The stops in force now. */
export const activeStops = (s: DuneState): KaramaStop[] => s.karamaStops.filter((x) => current(s, x));

export function addStop(s: DuneState, id: PowerId, by: FactionId): KaramaStop {
  const p = power(id);
  const stop: KaramaStop = { power: id, faction: p.faction, by, turn: s.turn, phase: s.phase, scope: p.wholePhase ? 'phase' : s.options.karamaScope };
  s.karamaStops = [...activeStops(s), stop];
  return stop;
}

/** Whether the power is stopped now; reading it does not spend a one-use stop (views use this). */
export const isStopped = (s: DuneState, id: PowerId): boolean => activeStops(s).some((x) => x.power === id);

/**
 * Called by rule code at the moment a power would be used: true when a Karama stops it. A one-use
 * stop is spent by this use; the channel is told the power did not work.
 */
export function stopsPower(s: DuneState, ctx: Ctx, id: PowerId): boolean {
  const stop = activeStops(s).find((x) => x.power === id);
  if (!stop) return false;
  if (stop.scope === 'one-use') s.karamaStops = s.karamaStops.filter((x) => x !== stop);
  ctx.emit({ type: 'power-stopped', faction: stop.faction, power: id, by: stop.by, description: power(id).label });
  return true;
}
