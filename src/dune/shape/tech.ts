import type { FactionId } from '../data/factions';
import type { PhaseId } from './phase';

/**
 * The Tech Tokens (ixians-tleilaxu.json `techTokens.tokens`, TECH-2…4), in the reference's order:
 * the phase in which each pays, and the faction that takes it first when it plays (TECH-1).
 */
export const TECH_TOKEN_DATA = [
  { id: 'axlotl-tanks', rule: 'TECH-2', name: 'Axlotl Tanks', phase: 'revival', defaultHolder: 'tleilaxu' },
  { id: 'heighliners', rule: 'TECH-3', name: 'Heighliners', phase: 'shipment-movement', defaultHolder: 'ixians' },
  { id: 'spice-production', rule: 'TECH-4', name: 'Spice Production', phase: 'charity', defaultHolder: 'fremen' },
] as const satisfies readonly { id: string; rule: string; name: string; phase: PhaseId; defaultHolder: FactionId }[];

export type TechTokenId = (typeof TECH_TOKEN_DATA)[number]['id'];
export const TECH_TOKENS: readonly TechTokenId[] = TECH_TOKEN_DATA.map((t) => t.id);

/** Who holds which Tech Token (public, in front of the shield), and the tokens whose trigger happened in the current phase. */
export interface TechTokens {
  held: Partial<Record<FactionId, TechTokenId[]>>;
  triggered: TechTokenId[];
}
