import type { PlanDescription } from '../../dune';
import { spice } from './terms';

/** A battle plan in the order of the wheel: "Duncan Idaho (2), dial 3, 2 spice, weapon Lasgun, defense none" (no spice: left out). */
export function planText(p: PlanDescription): string {
  const who = p.leader ? `${p.leader}${p.strength !== undefined ? ` (${p.strength})` : ''}` : (p.cheapHero ?? 'no leader');
  const parts = [who, `dial ${p.dial}`, ...(p.spice > 0 ? [spice(p.spice)] : [])];
  if (p.kwisatzHaderach) parts.push('with the Kwisatz Haderach');
  parts.push(`weapon ${p.weapon ?? 'none'}`, `defense ${p.defense ?? 'none'}`);
  return parts.join(', ');
}
