import { check, fail } from '../../../engine/result';
import { allyOf } from '../../board';
import { powerName, type PowerId } from '../../cards/karama/powers';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import type { DuneState, FactionId } from '../../state';
import { revivalStep } from './rules';
import { agrees } from '../../victory/describe';

/** An alliance power ends with its owner's pass. */
export function checkNotPassed(s: DuneState, f: FactionId): void {
  check(!revivalStep(s).passed.includes(f), 'already-passed', `The ${factionName(f)} ${agrees(f, 'have')} passed: their part in this Revival phase is over.`);
}

/** An alliance revival power a Karama stopped is over for the turn. */
export function checkNotStopped(s: DuneState, id: PowerId): void {
  check(!revivalStep(s).stopped?.includes(id), 'stopped', `A Karama has stopped ${powerName(id)} this turn.`);
}

/** The ally an alliance revival power helps; the power must come before the ally revives. */
export function allyFor(s: DuneState, f: FactionId, power: string): FactionId {
  const ally = allyOf(s, f);
  if (!ally) fail('no-ally', `The ${factionName(f)} ${agrees(f, 'have')} no ally to ${power}.`);
  return ally;
}

/**
 * A Karama (played now, or a standing order) meets an alliance revival power in use: stopped, it
 * is over for this turn. Returns whether it was stopped; whoever asks then sees whether the phase is over.
 */
export function stopRevivalPower(s: DuneState, id: PowerId, inUse: boolean, ctx: Ctx): boolean {
  if (!inUse || !stopsPower(s, ctx, id)) return false;
  const st = revivalStep(s);
  st.stopped = [...(st.stopped ?? []), id];
  return true;
}
