import { allyOf, inStorm, isAdvisorStack, total } from '../../board';
import { HMS, PIECE_NEIGHBOURS, POLAR_SINK_SECTOR, parsePieceKey, pieceKey, territory as territoryData, type TerritoryId } from '../../data/map';
import { hmsClosed } from '../../hms';
import type { DuneState, FactionId, ForceStack } from '../../state';

/** Two non-allied factions meeting in connected pieces of one territory. */
export interface PendingBattle {
  territory: TerritoryId;
  sectors: number[];
  /** Earlier in storm order: the side that names the battle and wins ties. */
  aggressor: FactionId;
  defender: FactionId;
}

/** Forces that fight: on the board, not Bene Gesserit advisors. */
const fights = (x: ForceStack): boolean => !isAdvisorStack(x) && total(x) > 0;

/**
 * The pieces of a territory that are joined without crossing the storm (S003-ST-7): pieces in the
 * storm sector join nothing, and fight among themselves only when battling blind (§11.1 ⚠).
 */
export function battlefronts(s: DuneState, t: TerritoryId): number[][] {
  // The HMS's one piece (sector 0) sees battles like any stronghold, none while its host is in the storm (OP-15).
  if (t === HMS) return hmsClosed(s) ? [] : [[POLAR_SINK_SECTOR]];
  const sectors = territoryData(t).sectors.filter((x) => !inStorm(s, x) || s.options.battlingBlind);
  const seen = new Set<number>();
  const fronts: number[][] = [];
  for (const start of sectors) {
    if (seen.has(start)) continue;
    const front = [start];
    seen.add(start);
    for (let i = 0; i < front.length; i++) {
      const here = front[i] as number;
      if (inStorm(s, here)) continue;
      for (const key of PIECE_NEIGHBOURS.get(pieceKey(t, here)) ?? []) {
        const next = parsePieceKey(key);
        if (next.territory !== t || seen.has(next.sector) || inStorm(s, next.sector)) continue;
        seen.add(next.sector);
        front.push(next.sector);
      }
    }
    fronts.push(front.sort((a, b) => a - b));
  }
  return fronts;
}

/** Every battle still to be fought, the current aggressor's first, in storm order. */
export function pendingBattles(s: DuneState): PendingBattle[] {
  const rank = (f: FactionId) => s.stormOrder.indexOf(f);
  const out: PendingBattle[] = [];
  const territories = [...new Set(s.board.filter(fights).map((x) => x.territory))];
  for (const t of territories) {
    if (territoryData(t).sectors.length === 0 && t !== HMS) continue; // the Polar Sink (piece sector 0) never sees battle
    for (const sectors of battlefronts(s, t)) {
      const present = factionsIn(s, t, sectors).sort((a, b) => rank(a) - rank(b));
      for (const [i, a] of present.entries())
        for (const d of present.slice(i + 1)) if (allyOf(s, a) !== d) out.push({ territory: t, sectors, aggressor: a, defender: d });
    }
  }
  return out.sort((x, y) => rank(x.aggressor) - rank(y.aggressor) || rank(x.defender) - rank(y.defender));
}

/** The first player in storm order who still has battles; they fight all of them before the next. */
export function currentAggressor(s: DuneState): FactionId | null {
  return pendingBattles(s)[0]?.aggressor ?? null;
}

export function factionsIn(s: DuneState, t: TerritoryId, sectors: readonly number[]): FactionId[] {
  const found: FactionId[] = [];
  for (const x of s.board) if (x.territory === t && sectors.includes(x.sector) && fights(x) && !found.includes(x.faction)) found.push(x.faction);
  return found;
}

/** A faction's fighting stacks on a battlefront. */
export const stacksOnFront = (s: DuneState, f: FactionId, t: TerritoryId, sectors: readonly number[]): ForceStack[] =>
  s.board.filter((x) => x.faction === f && x.territory === t && sectors.includes(x.sector) && fights(x));
