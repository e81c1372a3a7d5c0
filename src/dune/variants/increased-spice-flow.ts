import { occupants, receive } from '../board';
import type { Ctx } from '../context';
import { territory, type TerritoryId } from '../data/map';
import { hasVariant } from '../options';
import type { DuneState } from '../state';

/** S002-SPICE-3: what each occupant of these strongholds collects in every Spice Collection. */
const STRONGHOLD_INCOME: readonly [TerritoryId, number][] = [
  ['arrakeen', 2],
  ['carthag', 2],
  ['tueks-sietch', 1],
];

/**
 * Variant "increased spice flow": each occupant (forces, not advisors) of Arrakeen, Carthag and
 * Tuek's Sietch at the moment of collection collects from the bank, once per stronghold occupied.
 */
export function strongholdIncome(s: DuneState, ctx: Ctx): void {
  if (!hasVariant(s.options, 'increased-spice-flow')) return;
  for (const [t, amount] of STRONGHOLD_INCOME)
    for (const f of occupants(s, t)) {
      receive(s, f, amount);
      ctx.emit({ type: 'spice-flow', faction: f, stronghold: territory(t).name, amount });
    }
}
