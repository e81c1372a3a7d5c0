import { isAdvisorStack, stacksIn, total } from '../board';
import type { Ctx } from '../context';
import { hasAdvisorSide } from '../data/faction-traits';
import { faction as factionData } from '../data/factions';
import { STRONGHOLDS, territory, type TerritoryId } from '../data/map';
import { hasVariant } from '../options';
import type { DuneState, FactionId } from '../state';
import type { Control } from '../victory/control';

/**
 * Variant "stronghold control" (seed document 003, docs/variants.md): a Control step at the end
 * of each turn, and stronghold bonuses handed out after the next storm to the controllers whose
 * forces are still there.
 */

/**
 * The Control step of the Mentat Pause: records who controls each stronghold (S003-CTRL-1, 4, 8
 * live in `controlledStrongholds`), then every Bene Gesserit force becomes a fighter (S003-CTRL-2).
 */
export function controlStep(s: DuneState, control: Control, ctx: Ctx): void {
  s.control = { ...control };
  ctx.emit({
    type: 'control-recorded',
    turn: s.turn,
    strongholds: Object.entries(control).map(([t, f]) => ({ stronghold: territory(t as TerritoryId).name, faction: f })),
  });
  const flipped = s.board.filter(isAdvisorStack);
  for (const x of flipped) x.advisor = false;
  if (flipped.length > 0) ctx.emit({ type: 'advisors-become-fighters', territories: [...new Set(flipped.map((x) => territory(x.territory).name))] });
}

/** Called by the storm phase once the storm has moved: this turn's stronghold bonuses. */
export function afterStorm(s: DuneState, ctx: Ctx): void {
  if (!hasVariant(s.options, 'stronghold-control')) return;
  s.strongholdBonuses = s.turn === 1 ? firstTurnBonuses(s) : bonusesFromControl(s);
  ctx.emit({
    type: 'stronghold-bonuses',
    turn: s.turn,
    bonuses: Object.entries(s.strongholdBonuses).map(([t, fs]) => ({ stronghold: territory(t as TerritoryId).name, factions: [...(fs ?? [])] })),
  });
}

const hasForcesIn = (s: DuneState, f: FactionId, t: TerritoryId): boolean => stacksIn(s, t).some((x) => x.faction === f && total(x) > 0);

/**
 * S003-BONUS-1/4: the controllers at the last Control step whose forces there survived the storm;
 * Bene Gesserit forces that did not control get nothing even if they are now alone there.
 */
function bonusesFromControl(s: DuneState): DuneState['strongholdBonuses'] {
  const bonuses: DuneState['strongholdBonuses'] = {};
  for (const [t, f] of Object.entries(s.control) as [TerritoryId, FactionId][]) if (hasForcesIn(s, f, t)) bonuses[t] = [f];
  return bonuses;
}

/** The strongholds with the ornithopter bonus, where a Bene Gesserit fighter may share it. */
const ORNITHOPTER_STRONGHOLDS: readonly TerritoryId[] = ['arrakeen', 'carthag'];

/**
 * S003-BONUS-2/3: on turn 1 the bonuses go to the factions whose fixed starting forces are in a
 * stronghold (Atreides, Harkonnen, Guild), and to a Bene Gesserit fighter placed at setup in
 * Arrakeen or Carthag with the Atreides or Harkonnen.
 */
function firstTurnBonuses(s: DuneState): DuneState['strongholdBonuses'] {
  const bonuses: DuneState['strongholdBonuses'] = {};
  for (const f of s.factions)
    for (const p of factionData(f).startingPlacement)
      if ('territory' in p && STRONGHOLDS.includes(p.territory) && hasForcesIn(s, f, p.territory)) (bonuses[p.territory] ??= []).push(f);
  for (const t of ORNITHOPTER_STRONGHOLDS) {
    // The hosts are the factions whose fixed starting forces hold it (the data places the Atreides and the Harkonnen there).
    const hosts = bonuses[t] ?? [];
    const fighter = stacksIn(s, t).find((x) => hasAdvisorSide(x.faction) && !isAdvisorStack(x) && total(x) > 0);
    if (hosts.length > 0 && fighter) bonuses[t]?.push(fighter.faction);
  }
  return bonuses;
}
