import type { PhaseId } from '../shape/phase';
import type { FactionId } from './factions';

/**
 * The Tech Tokens (ixians-tleilaxu.json `techTokens.tokens`, TECH-2…4), in the reference's order:
 * the phase in which each pays, the faction that takes it first when it plays (TECH-1), and the
 * faction whose own trigger does not count ("does not trigger: only the … did").
 */
export const TECH_TOKEN_DATA = [
  { id: 'axlotl-tanks', rule: 'TECH-2', name: 'Axlotl Tanks', phase: 'revival', defaultHolder: 'tleilaxu', notBy: 'tleilaxu' },
  { id: 'heighliners', rule: 'TECH-3', name: 'Heighliners', phase: 'shipment-movement', defaultHolder: 'ixians', notBy: 'spacing-guild' },
  { id: 'spice-production', rule: 'TECH-4', name: 'Spice Production', phase: 'charity', defaultHolder: 'fremen', notBy: 'bene-gesserit' },
] as const satisfies readonly { id: string; rule: string; name: string; phase: PhaseId; defaultHolder: FactionId; notBy: FactionId }[];
