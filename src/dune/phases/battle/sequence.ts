import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { territory as territoryData } from '../../data/map';
import { hooksOf } from '../../factions';
import type { DuneState } from '../../state';
import { pendingBattles, type PendingBattle } from './battles-to-fight';
import { prisonBreak, returnUsedCaptives } from './leaders';
import { describePlan } from './describe-plan';
import { prescienceFor } from './prescience';
import { discardCheapHero, resolveBattle } from './resolve';
import { battleStep, opponentOf, planOf, sidesOf } from './step';
import { decideInAdvance, dropStandingOrders } from './standing-orders';
import { stopStrengthPowers } from './strength';
import { answerInAdvance, traitorAskers, traitorsPending } from './traitors';
import { voiceFor } from './voice';
import { toothAwaited, toothPlayer } from './poison-tooth';
import type { Battle } from '../../shape/battle';
import { techAtStake } from '../../tech-tokens/transfer';

export const describeBattle = (b: Pick<PendingBattle, 'territory' | 'sectors' | 'aggressor' | 'defender'>) => ({
  territory: territoryData(b.territory).name,
  sectors: [...b.sectors],
  aggressor: b.aggressor,
  defender: b.defender,
});

/**
 * Moves on to the next battle: the first player in storm order with battles fights them all, in
 * the order they choose (`battle`); a single choice starts at once. No battles left ends the phase.
 */
export function nextBattle(s: DuneState, ctx: Ctx): void {
  const battles = pendingBattles(s);
  const first = battles[0];
  if (!first) {
    returnUsedCaptives(s, battleStep(s), ctx);
    dropStandingOrders(s);
    ctx.endPhase();
    return;
  }
  const choices = battles.filter((b) => b.aggressor === first.aggressor);
  if (choices.length === 1) startBattle(s, first, ctx);
}

export function startBattle(s: DuneState, pending: PendingBattle, ctx: Ctx): void {
  const b: Battle = {
    ...pending,
    sectors: [...pending.sectors],
    stage: 'plans',
    voice: null,
    prescience: null,
    plans: {},
    revealed: false,
    khCommittedHere: false,
    traitorAnswers: {},
    outcome: null,
    keepPending: false,
    capture: null,
  };
  battleStep(s).current = b;
  ctx.emit({ type: 'battle-started', ...describeBattle(b) });
  // The Voice and prescience are used as the battle begins; a Karama played earlier in the phase stops them now.
  const voice = voiceFor(s, b);
  b.voice = voice && !stopsPower(s, ctx, 'voice') ? voice : null;
  const prescience = prescienceFor(s, b);
  b.prescience = prescience && !stopsPower(s, ctx, 'battle-prescience') ? prescience : null;
  stopStrengthPowers(s, b, ctx);
  decideInAdvance(s, b, ctx);
}

/** Both plans are in: the wheels are revealed together, then traitors may be called. */
export function reveal(s: DuneState, b: Battle, ctx: Ctx): void {
  const st = battleStep(s);
  b.revealed = true;
  for (const f of sidesOf(b)) {
    const p = b.plans[f];
    // The Kwisatz Haderach is stopped as the wheels show it: stopping it earlier would tell the table the plan.
    if (p?.kwisatzHaderach && stopsPower(s, ctx, 'kwisatz-haderach')) p.kwisatzHaderach = false;
    if (p?.leader && !st.fought.some((x) => x.leader === p.leader && x.territory === b.territory && x.by === f))
      st.fought.push({ leader: p.leader, by: f, territory: b.territory });
    if (p?.kwisatzHaderach && st.khTerritory === null) {
      st.khTerritory = b.territory;
      b.khCommittedHere = true;
    }
  }
  ctx.emit({
    type: 'battle-plans-revealed',
    territory: territoryData(b.territory).name,
    plans: Object.fromEntries(sidesOf(b).map((f) => [f, describePlan(planOf(b, f), planOf(b, opponentOf(b, f)))])),
  });
  // The Harkonnen's traitors in their ally's battle are used here, after the reveal; a Karama must have come before it (rules §16).
  const askers = traitorAskers(s, b).filter((f) => sidesOf(b).includes(f) || !stopsPower(s, ctx, 'ally-traitors'));
  if (askers.length === 0 && !toothPlayer(b)) return resolve(s, b, ctx);
  b.stage = 'traitors';
  b.traitorAnswers = Object.fromEntries(askers.map((f) => [f, null]));
  answerInAdvance(s, b, ctx);
  traitorAnswered(s, b, ctx);
}

/** After a traitor answer or the Poison Tooth's: resolve once nobody is left to answer. */
export function traitorAnswered(s: DuneState, b: Battle, ctx: Ctx): void {
  if (traitorsPending(b).length === 0 && !toothAwaited(b)) resolve(s, b, ctx);
}

function resolve(s: DuneState, b: Battle, ctx: Ctx): void {
  const st = battleStep(s);
  b.outcome = resolveBattle(s, st, b, ctx);
  s.lastWheelUsers = sidesOf(b);
  b.stage = 'aftermath';
  const winner = b.outcome.winner;
  if (winner) {
    discardCheapHero(s, b, winner, ctx);
    const p = b.plans[winner];
    b.keepPending = Boolean(p?.weapon || p?.defense);
    hooksOf(winner).battleWon?.(s, st, b, ctx);
    techAtStake(s, b, ctx);
  }
  prisonBreak(s, ctx);
  settleAftermath(s, b, ctx);
}

/**
 * When the winner has nothing left to decide, the battle is settled (a Face Dancer may be revealed);
 * once nobody has anything left to do for it (the Face Dancer's forces placed), the next one begins.
 */
export function settleAftermath(s: DuneState, b: Battle, ctx: Ctx): void {
  if (b.keepPending || b.capture || b.lossSwap || b.techChoice) return;
  const winner = b.outcome?.winner;
  if (winner) for (const f of [winner, ...s.factions.filter((x) => x !== winner)]) hooksOf(f).battleSettled?.(s, f, b, ctx);
  if (!b.dancerForces && !b.dancerAsked) closeBattle(s, b, ctx);
}

/** The battle is over: its result recorded, the next one begins. */
export function closeBattle(s: DuneState, b: Battle, ctx: Ctx): void {
  const st = battleStep(s);
  const { kind, winner, loser, totals, leadersKilled } = b.outcome as NonNullable<Battle['outcome']>;
  st.results.push({ kind, winner, loser, totals, leadersKilled, territory: b.territory, aggressor: b.aggressor, defender: b.defender });
  st.current = null;
  nextBattle(s, ctx);
}
