import type { Ctx } from '../../context';
import { hooksOf } from '../../factions';
import type { RevivalBill } from '../../factions/module';
import type { DuneState, FactionId, Forces, LeaderId } from '../../state';
import { noteFreeRevival } from '../../tech-tokens/income';
import { COST_PER_FORCE, MAX_FORCES } from './rules';

// A revival's limit, price and payee as every faction's powers make them (the Tleilaxu's, TLX-5…8, TLX-12).

/** The most forces `f` revives this turn: 3 (§9), or what the factions' powers make it (`Infinity`: no limit). */
export const forceLimit = (s: DuneState, f: FactionId): number =>
  s.factions.reduce<number>((n, o) => hooksOf(o).revivalTerms?.limit?.(s, o, f, n) ?? n, MAX_FORCES);

/** What `f` pays for `bill` (forces beyond the free ones, and a leader), after every faction's powers. */
export function revivalPrice(s: DuneState, f: FactionId, bill: RevivalBill, leader?: LeaderId): number {
  const final = s.factions.reduce((b, o) => hooksOf(o).revivalTerms?.bill?.(s, o, f, b, leader) ?? b, bill);
  return final.forces + final.leader;
}

/** Who is paid for each faction's revival instead of the bank (TLX-6), as the phase begins. */
export function revivalPayees(s: DuneState): Partial<Record<FactionId, FactionId>> {
  const payees: Partial<Record<FactionId, FactionId>> = {};
  for (const f of s.factions) {
    const payee = s.factions.find((o) => hooksOf(o).revivalTerms?.paid?.(s, o, f));
    if (payee) payees[f] = payee;
  }
  return payees;
}

/** `f` has revived, `free` of its forces free: the factions' powers that follow from it (TLX-7). */
export function revivedBy(s: DuneState, f: FactionId, free: number, ctx: Ctx): void {
  for (const o of s.factions) hooksOf(o).revivalTerms?.revived?.(s, o, f, free, ctx);
  if (free > 0) noteFreeRevival(s, f);
}

/** Whether some faction's power leaves `f` a revival to ask for or buy this turn (TLX-9). */
export const revivalOffered = (s: DuneState, f: FactionId): boolean => s.factions.some((o) => hooksOf(o).revivalTerms?.offers?.(s, o, f) ?? false);

/** What one of `f`'s starred forces costs to revive before any faction's power over the price: 2 spice, or the Cyborgs' 3 (IX-7). */
export const eliteRevivalPrice = (s: DuneState, f: FactionId): number => hooksOf(f).forceKinds?.eliteRevivalCost(s, COST_PER_FORCE) ?? COST_PER_FORCE;

/**
 * What reviving `forces` costs `f` before any faction's power over the price, `free` of them free:
 * 2 spice a force (§9), a starred one what its owner's force kinds say (the Cyborgs' 3, IX-7). The
 * free revivals go to the dearer starred forces first, as both engines do.
 */
export function forcesCost(s: DuneState, f: FactionId, forces: Forces, free: number): number {
  const elitePrice = eliteRevivalPrice(s, f);
  const freeElite = Math.min(forces.elite, free);
  const freeRegular = Math.min(forces.regular, free - freeElite);
  return (forces.elite - freeElite) * elitePrice + (forces.regular - freeRegular) * COST_PER_FORCE;
}
