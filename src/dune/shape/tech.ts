import { TECH_TOKEN_DATA } from '../data/tech-tokens';
import type { FactionId } from '../data/factions';

export { TECH_TOKEN_DATA };
export type TechTokenId = (typeof TECH_TOKEN_DATA)[number]['id'];
export const TECH_TOKENS: readonly TechTokenId[] = TECH_TOKEN_DATA.map((t) => t.id);

/** Who holds which Tech Token (public, in front of the shield), and the tokens whose trigger happened in the current phase. */
export interface TechTokens {
  held: Partial<Record<FactionId, TechTokenId[]>>;
  triggered: TechTokenId[];
}
