import { check } from '../../../engine/result';
import { power } from '../../cards/karama/powers';
import type { Ctx } from '../../context';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId, TerritoryId } from '../../state';

/** Whose the Kwisatz Haderach is (the Atreides'), as the catalogue of stoppable powers names the owner. */
export const KH_OWNER: FactionId = power('kwisatz-haderach').faction;

/** The Kwisatz Haderach awakens once the Atreides have lost this many forces in battle (§12.1). */
export const KH_AWAKENING = 7;

/** Rejects a plan that brings the Kwisatz Haderach when it cannot come (§12.1, Advanced). */
export function checkKwisatzHaderach(s: DuneState, f: FactionId, khTerritory: TerritoryId | null, t: TerritoryId, hasCarrier: boolean): void {
  check(f === KH_OWNER, 'no-kwisatz-haderach', 'Only the Atreides have the Kwisatz Haderach.');
  check(isAdvanced(s.options), 'no-kwisatz-haderach', 'The Kwisatz Haderach is an Advanced-game power; this game plays the Basic rules.');
  check(
    s.atreidesBattleLosses >= KH_AWAKENING,
    'no-kwisatz-haderach',
    `The Kwisatz Haderach awakens when the Atreides have lost ${KH_AWAKENING} forces in battle; they have lost ${s.atreidesBattleLosses}.`,
  );
  check(!s.kwisatzHaderachDead, 'no-kwisatz-haderach', 'The Kwisatz Haderach is in the Tleilaxu Tanks; revive it first.');
  check(hasCarrier, 'no-kwisatz-haderach', 'The Kwisatz Haderach cannot fight alone: it goes with a leader or a Cheap Hero.');
  check(
    khTerritory === null || khTerritory === t,
    'no-kwisatz-haderach',
    'The Kwisatz Haderach fights in one territory per turn, and it has already fought in another this turn.',
  );
}

/** Counts Atreides forces lost in a battle toward the Kwisatz Haderach, as winner, loser or in an explosion. */
export function countAtreidesLosses(s: DuneState, lost: number, ctx: Ctx): void {
  if (lost === 0) return;
  const before = s.atreidesBattleLosses;
  s.atreidesBattleLosses += lost;
  if (isAdvanced(s.options) && before < KH_AWAKENING && s.atreidesBattleLosses >= KH_AWAKENING)
    ctx.emit({ type: 'kwisatz-haderach-awakened', losses: s.atreidesBattleLosses });
}
