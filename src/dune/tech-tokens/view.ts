import type { DuneState, FactionId } from '../state';
import { techTokenName, tokensOf } from './held';

/** The Tech Tokens each faction holds, by name: public (TECH-1), every faction in play a key. */
export function techTokensView(s: DuneState): Partial<Record<FactionId, string[]>> {
  return Object.fromEntries(s.factions.map((f) => [f, tokensOf(s, f).map(techTokenName)]));
}
