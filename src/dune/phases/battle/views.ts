import { traitorName } from '../../data/traitors';
import { leader as leaderData } from '../../data/factions';
import { territory as territoryData } from '../../data/map';
import type { PhaseSecrets } from '../../secrets';
import type { DuneState, FactionId } from '../../state';
import { currentAggressor, pendingBattles } from './battles-to-fight';
import { describePlan } from './describe-plan';
import { answer } from './prescience';
import { describeBattle } from './sequence';
import { battleStep, opponentOf, planOf, sidesOf } from './step';
import { betrayable, sideOfAsker, traitorsPending } from './traitors';
import type { Battle, Outcome } from '../../shape/battle';

const describeOutcome = (o: Outcome) => ({
  kind: o.kind,
  winner: o.winner,
  loser: o.loser,
  totals: { ...o.totals },
  leadersKilled: o.leadersKilled.map((l) => leaderData(l).name),
});

/** Public facts of the phase: battles left, the battle being fought (never a secret plan), results. */
export function publicBattleStep(s: DuneState): Record<string, unknown> {
  const st = battleStep(s);
  return {
    battles: pendingBattles(s).map(describeBattle),
    aggressor: currentAggressor(s),
    current: st.current ? publicBattle(st.current) : null,
    results: st.results.map((r) => ({ territory: territoryData(r.territory).name, aggressor: r.aggressor, defender: r.defender, ...describeOutcome(r) })),
  };
}

function publicBattle(b: Battle) {
  const ps = b.prescience;
  const answered = ps?.element && b.plans[ps.target] ? answer(planOf(b, ps.target), ps.element) : null;
  return {
    ...describeBattle(b),
    stage: b.stage,
    planned: sidesOf(b).filter((f) => b.plans[f] && !b.replan?.includes(f)),
    karamaStopped: [...(b.stopped ?? [])],
    voice: b.voice ? { by: b.voice.by, target: b.voice.target, decided: b.voice.decided, command: b.voice.command ? { ...b.voice.command } : null } : null,
    planSeen: b.planSeen ? { ...b.planSeen } : null,
    prescience: ps ? { by: ps.by, target: ps.target, decided: ps.decided, element: ps.element, answer: answered } : null,
    plans: b.revealed ? Object.fromEntries(sidesOf(b).map((f) => [f, describePlan(planOf(b, f), planOf(b, opponentOf(b, f)))])) : null,
    traitorsAwaited: b.stage === 'traitors' ? traitorsPending(b) : [],
    outcome: b.outcome ? describeOutcome(b.outcome) : null,
    capture: b.capture ? leaderData(b.capture.leader).name : null,
    // The Harkonnen's choice, awaiting the loser's answer (a Karama stops it); null before they choose.
    captureChoice: b.capture?.choice ?? null,
  };
}

/** What only `f` may see: its own plan while the wheels are hidden, a plan its Karama showed it, and a traitor it can call. */
export function privateBattleStep(s: DuneState, f: FactionId): PhaseSecrets {
  const b = battleStep(s).current;
  if (!b) return {};
  const own = b.plans[f];
  const traitor = b.stage === 'traitors' && traitorsPending(b).includes(f) ? betrayable(s, b, sideOfAsker(s, b, f)) : null;
  return {
    ...(own && !b.revealed ? { plan: describePlan(own) } : {}),
    ...(b.planSeen?.by === f && !b.revealed ? { seenPlan: { faction: b.planSeen.target, plan: describePlan(planOf(b, b.planSeen.target)) } } : {}),
    ...(traitor && (s.traitors[f] ?? []).includes(traitor) ? { traitor: traitorName(traitor) } : {}),
    ...(b.traitorOrders?.[f] && b.stage === 'plans' ? { traitorOrder: b.traitorOrders[f] } : {}),
  };
}
