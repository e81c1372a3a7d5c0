import { receive } from '../board';
import type { Ctx } from '../context';
import { TECH_TOKEN_DATA, type TechTokenId } from '../shape/tech';
import type { DuneState, FactionId } from '../state';
import { holderOf, techTokenName, tokensOf } from './held';

// TECH-2…4: a token's trigger, met at least once in its phase, pays its holder 1 spice from the
// bank for every token it then holds, once, at the end of the phase (treachery.online; OP-17).

/** Notes that `f` met token `t`'s trigger; the faction the data names for it does not count. */
function note(s: DuneState, t: TechTokenId, f: FactionId): void {
  const tokens = s.techTokens;
  if (!tokens || tokens.triggered.includes(t) || TECH_TOKEN_DATA.find((d) => d.id === t)?.notBy === f) return;
  tokens.triggered.push(t);
}

/** TECH-2 Axlotl Tanks: `f` used free revival; the Tleilaxu's own does not trigger it. */
export const noteFreeRevival = (s: DuneState, f: FactionId): void => note(s, 'axlotl-tanks', f);

/**
 * TECH-3 Heighliners: `f` shipped forces from its reserves onto Arrakis (at the Guild's rate by a
 * Karama too); the Guild's own shipments do not trigger it. Cross-ships, ships back, the Fremen's
 * sends, spiritual advisors and Face Dancer placements never call this.
 */
export const noteShipment = (s: DuneState, f: FactionId): void => note(s, 'heighliners', f);

/** TECH-4 Spice Production: `f` was paid CHOAM Charity; the Bene Gesserit's does not trigger it (nor any, under `alternateSpiceProduction`). */
export function noteCharity(s: DuneState, f: FactionId): void {
  if (!s.options.alternateSpiceProduction) note(s, 'spice-production', f);
}

/** TECH-4 under the house rule `alternateSpiceProduction`: `f` collected spice in the Collection phase. */
export function noteCollection(s: DuneState, f: FactionId): void {
  if (s.options.alternateSpiceProduction) note(s, 'spice-production', f);
}

/** At the end of a phase: each token triggered in it pays its holder, and the triggers are forgotten. */
export function payTechIncome(s: DuneState, ctx: Ctx): void {
  const tokens = s.techTokens;
  if (!tokens || tokens.triggered.length === 0) return;
  const triggered = tokens.triggered;
  tokens.triggered = [];
  for (const t of triggered) {
    const f = holderOf(s, t);
    if (!f) continue;
    const amount = tokensOf(s, f).length;
    receive(s, f, amount);
    ctx.emit({ type: 'tech-income', faction: f, token: techTokenName(t), amount });
  }
}
