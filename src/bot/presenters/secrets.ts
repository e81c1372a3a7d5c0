import type { SeatView as PrivateView } from '../../dune';
import { faction, forces, list, readable, words } from './format';
import { planText } from './events';

/** A labelled fact only one player may see, e.g. ["Hand", "Lasgun, Shield"]. */
export type Fact = readonly [label: string, text: string];

const label = (key: string): string => words(key).replace(/^./, (c) => c.toUpperCase());

/** A phase's private facts (`private` in the view), worded; the battle plan in wheel order. */
function stepFacts(step: Record<string, unknown>): Fact[] {
  return Object.entries(step)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [label(k), k === 'plan' ? planText(v) : readable(v)] as const);
}

/** Every secret of one player that can change during play (spice, hand, traitors, …). */
function secretFacts(v: PrivateView): Fact[] {
  const facts: Fact[] = [
    ['Spice', String(v.spice)],
    ['Hand', v.hand.length ? list(v.hand) : 'empty'],
    ['Traitors', v.traitors.length ? list(v.traitors) : 'none yet'],
  ];
  if (v.bribes > 0) facts.push(['Bribes', String(v.bribes)]);
  if ('prediction' in v && v.prediction) facts.push(['Prediction', `the ${faction(v.prediction.faction)} win on turn ${v.prediction.turn}`]);
  if ('nextStorm' in v && v.nextStorm !== undefined) facts.push(['Next storm', `${v.nextStorm} sectors`]);
  return [...facts, ...stepFacts(v.private)];
}

/**
 * What changed for one player between two views, new values only ("Spice: 10 → 8" for spice).
 * With no earlier view (the game just started) every secret is new.
 */
export function changedSecrets(before: PrivateView | null, after: PrivateView): Fact[] {
  const old = new Map(before ? secretFacts(before) : []);
  return secretFacts(after)
    .filter(([k, text]) => old.get(k) !== text)
    .map(([k, text]) => (k === 'Spice' && old.has(k) ? [k, `${old.get(k)} → ${text}`] : [k, text]) as Fact);
}

/** Everything `/hand` shows: the secrets, then reserves and leaders (known but handy). */
export function handFacts(v: PrivateView): Fact[] {
  const leaders = v.leaders.map(
    (l) => `${l.leader} (${l.strength}${l.location === 'pool' ? '' : `, ${l.location === 'tanks' ? 'in the Tanks' : 'captured'}`})`,
  );
  return [...secretFacts(v), ['Reserves', forces(v.reserves.forces, v.reserves.elite, v.you)], ['Leaders', list(leaders)]];
}

export const factLines = (facts: readonly Fact[]): string[] => facts.map(([k, text]) => `**${k}:** ${text}`);
