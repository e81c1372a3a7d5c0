import { TECH_TOKENS } from '../shape/tech';
import type { DuneState, FactionId } from '../state';
import { tokensOf } from './held';

/**
 * TECH-6: a side counts one extra stronghold toward victory when one of its members holds all three
 * Tech Tokens; allies do not add theirs together (treachery.online `NumberOfVictoryPoints`).
 */
export const techStrongholdBonus = (s: DuneState, side: readonly FactionId[]): number =>
  side.some((f) => tokensOf(s, f).length === TECH_TOKENS.length) ? 1 : 0;
