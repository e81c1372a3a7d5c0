import type { FactionModule } from '../module';
import { hmsDecision } from './hms/decision';

/**
 * The Ixians (Ixians & Tleilaxu, GF9 2020). Their Hidden Mobile Stronghold (ixians-tleilaxu.md
 * §3.4): placed after the first storm (IX-3) and moved as each later Storm phase begins (IX-5,
 * IX-6). Its place on the board is the state's `hms`, which the board's routing, shipment and
 * battles read (`src/dune/hms.ts`, IX-4).
 */
export const ixians: FactionModule = {
  id: 'ixians',
  hooks: {
    stormDecision: hmsDecision,
  },
};
