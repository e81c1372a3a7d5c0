import type { Ctx } from '../context';
import { TECH_TOKEN_DATA, type TechTokenId } from '../shape/tech';
import type { DuneState, FactionId } from '../state';
import { techTokensInPlay, techTokenName } from './held';

/**
 * TECH-1: right after the first storm placement, each token goes to its faction (Axlotl Tanks to
 * the Tleilaxu, Heighliners to the Ixians, Spice Production to the Fremen); the tokens of absent
 * factions are shuffled and given one each to factions holding none, in storm order from the First
 * Player; leftovers stay out of the game. Called once the turn's storm order is set.
 */
export function handOutTechTokens(s: DuneState, ctx: Ctx): void {
  if (s.turn !== 1 || s.techTokens || !techTokensInPlay(s)) return;
  const held: Partial<Record<FactionId, TechTokenId[]>> = {};
  const spare: TechTokenId[] = [];
  for (const t of TECH_TOKEN_DATA) {
    if (s.factions.includes(t.defaultHolder)) held[t.defaultHolder] = [t.id];
    else spare.push(t.id);
  }
  // Only a real choice draws from the game's random stream.
  if (spare.length > 1) ctx.rng.shuffle(spare);
  for (const f of s.stormOrder) {
    const t = held[f] ? undefined : spare.shift();
    if (t) held[f] = [t];
  }
  s.techTokens = { held, triggered: [] };
  ctx.emit({
    type: 'tech-tokens-handed-out',
    holders: s.stormOrder.flatMap((f) => (held[f] ?? []).map((t) => ({ faction: f, token: techTokenName(t) }))),
  });
}
