import type { Ctx } from '../../context';
import type { TerritoryId } from '../../data/map';
import { hooksOf } from '../../factions';
import type { CoexistingForces } from '../../factions/module';
import type { DuneState, FactionId } from '../../state';

/** The faction in play whose forces co-exist with others' as advisors (the Bene Gesserit), with its power. */
export function coexisting(s: DuneState): { owner: FactionId; power: CoexistingForces } | undefined {
  for (const owner of s.factions) {
    const power = hooksOf(owner).coexistence;
    if (power) return { owner, power };
  }
  return undefined;
}

/** `entrant` entered `t`, by shipment, send or movement: the advisors' owner may be asked to flip there. */
export function entered(s: DuneState, entrant: FactionId, t: TerritoryId, ctx: Ctx): void {
  const c = coexisting(s);
  c?.power.entered(s, c.owner, entrant, t, ctx);
}

/** `shipper` shipped from reserves to `t`: the advisors' owner may be asked to send a spiritual advisor. */
export function shippedFromReserves(s: DuneState, shipper: FactionId, t: TerritoryId, sector: number, ctx: Ctx): void {
  const c = coexisting(s);
  c?.power.shipped(s, c.owner, shipper, t, sector, ctx);
}
