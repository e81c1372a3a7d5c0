import { total } from '../../board';
import { cardKind } from '../../data/cards';
import { leader as leaderData } from '../../data/factions';
import { territory as territoryData } from '../../data/map';
import { of, type DuneState, type FactionId } from '../../state';
import { currentAggressor, pendingBattles } from './battles-to-fight';
import { eligibleLeaders } from './leaders';
import { frontForces } from './plan';
import { battleStep } from './step';
import { dancerPieces, dancerSources } from './dancer-forces';
import { planAwaited } from './waiting';
import { toothAwaited } from './poison-tooth';
import type { DuneAction } from '../../actions/spec';

/**
 * Plausible battle actions for a faction, for seeded bots (the random-play tests, the benchmark,
 * the demo). The engine still judges them: a candidate may be refused.
 */
export function battleCandidates(s: DuneState, f: FactionId): DuneAction[] {
  const st = battleStep(s);
  const b = st.current;
  if (!b) {
    if (currentAggressor(s) !== f) return [];
    return pendingBattles(s)
      .filter((x) => x.aggressor === f)
      .map((x) => ({ do: 'battle', args: { territory: territoryData(x.territory).name, opponent: x.defender, sector: x.sectors[0] } }));
  }
  const out: DuneAction[] = [{ do: 'pass' }];
  if (b.stage === 'plans' && planAwaited(b, f) && !b.plans[f] && (b.aggressor === f || b.defender === f)) {
    const forces = total(frontForces(s, b, f));
    const dials = [...new Set([0, Math.min(1, forces), Math.floor(forces / 2), forces])].map(String);
    const leaders = eligibleLeaders(s, st, f, b.territory).map((l) => ({ leader: leaderData(l).name }));
    const heroes = of(s.hands, f).some((c) => cardKind(c).subtype === 'leader') ? [{ cheapHero: true }] : [];
    // Cards matter when the Voice commands one: offer each weapon and defense held, alone and paired.
    const kinds = [...new Set(of(s.hands, f).map((c) => cardKind(c)))];
    const weapons = kinds.filter((k) => k.category === 'weapon' || k.category === 'worthless').map((k) => k.name);
    const defenses = kinds.filter((k) => k.category === 'defense' || k.category === 'worthless').map((k) => k.name);
    const cards: Record<string, string>[] = [
      {},
      ...weapons.map((weapon) => ({ weapon })),
      ...defenses.map((defense) => ({ defense })),
      ...weapons.flatMap((weapon) => defenses.filter((d) => d !== weapon).map((defense) => ({ weapon, defense }))),
    ];
    for (const who of [...leaders, ...heroes, {}])
      for (const dial of dials) for (const c of Object.keys(who).length ? cards : [{}]) out.push({ do: 'plan', args: { ...who, dial, ...c } });
  }
  if (b.stage === 'traitors') out.push({ do: 'call-traitor' });
  if (toothAwaited(b, f)) out.push({ do: 'poison-tooth', args: { withdraw: true } }, { do: 'poison-tooth', args: { withdraw: false } });
  if (b.stage === 'aftermath') out.push({ do: 'keep', args: {} }, { do: 'capture', args: { choice: 'kill' } }, { do: 'capture', args: { choice: 'capture' } });
  // IX-9: the Ixians swap all they may, or none.
  if (b.lossSwap) out.push({ do: 'swap-losses', args: { count: b.lossSwap } }, { do: 'swap-losses', args: { count: 0 } });
  // TLX-2 asked: reveal the Face Dancer, or keep it secret.
  if (b.dancerAsked === f) out.push({ do: 'reveal-face-dancer', args: { reveal: true } }, { do: 'reveal-face-dancer', args: { reveal: false } });
  // TLX-2: the Face Dancer's holder places from reserves, or from a stack on the planet, into each piece it may.
  const placing = b.dancerForces?.faction === f ? b.dancerForces : undefined;
  if (placing)
    for (const sector of dancerPieces(s, b.territory)) {
      const piece = territoryData(b.territory).sectors.length ? { sector } : {};
      out.push({ do: 'replace-forces', args: { forces: Math.min(placing.left, total(of(s.reserves, f))), ...piece } });
      for (const x of dancerSources(s, f, b.territory))
        out.push({
          do: 'replace-forces',
          args: { forces: Math.min(placing.left, total(x)), from: x.territory, ...(x.sector ? { fromSector: x.sector } : {}), ...piece },
        });
    }
  return out;
}
