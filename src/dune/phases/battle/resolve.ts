import { leader as leaderData } from '../../data/factions';
import { killForces, receive, removeSpiceOnBoard, total } from '../../board';
import type { Ctx } from '../../context';
import { cardName, type CardId } from '../../data/cards';
import { traitorLeader, traitorName } from '../../data/traitors';
import { territory as territoryData } from '../../data/map';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId, type Forces, type ForceStack, type LeaderId } from '../../state';
import { discard } from '../../treachery';
import { stacksOnFront } from './battles-to-fight';
import { countAtreidesLosses, KH_OWNER } from './kwisatz-haderach';
import { leaderValue } from './leader-value';
import { killLeader } from './leaders';
import { playedCards } from './plan';
import { opponentOf, planOf, sidesOf } from './step';
import { betrayable, sidesThatCalled } from './traitors';
import { explodes as explodesBetween, leaderDies, spentAfterUse, weaponOf } from './card-traits';
import type { Battle, BattleStep, Outcome } from '../../shape/battle';

/** Resolves a revealed battle (§11.4): traitors, then the Lasgun/Shield explosion, then weapons and totals. */
export function resolveBattle(s: DuneState, st: BattleStep, b: Battle, ctx: Ctx): Outcome {
  const called = sidesThatCalled(s, b);
  if (called.length === 2) return twoTraitors(s, b, ctx);
  if (called.length === 1) return traitorWins(s, st, b, called[0] as FactionId, ctx);
  if (explodes(b)) return explosion(s, b, ctx);
  return fight(s, b, ctx);
}

/** A Lasgun played by either side meets a Shield (or Shield Snooper) played by either side. */
const explodes = (b: Battle): boolean => explodesBetween(planOf(b, b.aggressor), planOf(b, b.defender));

/** Whether the side's leader or Cheap Hero dies to the weapons (§11.4.3, ixians-tleilaxu.md §6.2.3). */
function dies(s: DuneState, b: Battle, f: FactionId): boolean {
  const [own, foe] = [planOf(b, f), planOf(b, opponentOf(b, f))];
  if (!own.leader && !own.cheapHero) return false;
  return leaderDies(own, foe, { own: own.toothWithdrawn === true, foe: foe.toothWithdrawn === true }, s.options.artilleryPoisonShieldSnooper);
}

/** Artillery Strike in either plan: no leader adds to either total and none is paid for (§6.2.4–5). */
const artilleryStruck = (b: Battle): boolean => sidesOf(b).some((f) => weaponOf(planOf(b, f)).artillery);

function spiceGoesToBank(b: Battle, f: FactionId, ctx: Ctx): void {
  const paid = planOf(b, f).spice;
  if (paid > 0) ctx.emit({ type: 'battle-spice-paid', faction: f, amount: paid });
}

function discardAll(s: DuneState, b: Battle, f: FactionId, ctx: Ctx): void {
  const p = planOf(b, f);
  for (const c of playedCards(p)) discard(s, c, ctx, f);
  Object.assign(p, { cheapHero: null, weapon: null, defense: null });
}

/** Forces lost in the battle go to the Tanks; Atreides losses feed the Kwisatz Haderach. */
function lose(s: DuneState, stacks: ForceStack[], b: Battle, ctx: Ctx, pick: (x: ForceStack, left: Forces) => Forces, wanted: Forces): void {
  const left = { ...wanted };
  const byFaction = new Map<FactionId, Forces>();
  for (const x of [...stacks]) {
    const take = pick(x, left);
    if (total(take) === 0) continue;
    left.regular -= take.regular;
    left.elite -= take.elite;
    const faction = x.faction;
    killForces(s, x, take);
    const sum = byFaction.get(faction) ?? { regular: 0, elite: 0 };
    byFaction.set(faction, { regular: sum.regular + take.regular, elite: sum.elite + take.elite });
  }
  for (const [faction, dead] of byFaction) {
    ctx.emit({ type: 'forces-lost', faction, territory: territoryData(b.territory).name, forces: total(dead), elite: dead.elite });
    if (faction === KH_OWNER) countAtreidesLosses(s, total(dead), ctx);
  }
}

const everything = (x: ForceStack): Forces => ({ regular: x.regular, elite: x.elite });
const ALL: Forces = { regular: Infinity, elite: Infinity };

/** A side loses every force it has on the battlefront. */
const loseAll = (s: DuneState, b: Battle, f: FactionId, ctx: Ctx): void => lose(s, stacksOnFront(s, f, b.territory, b.sectors), b, ctx, everything, ALL);

/** The winner loses the tokens that made up its dial, ordinary and starred as planned, stack by stack. */
const loseDialled = (s: DuneState, b: Battle, f: FactionId, ctx: Ctx): void =>
  lose(
    s,
    stacksOnFront(s, f, b.territory, b.sectors),
    b,
    ctx,
    (x, left) => ({ regular: Math.min(x.regular, left.regular), elite: Math.min(x.elite, left.elite) }),
    planOf(b, f).forces,
  );

function twoTraitors(s: DuneState, b: Battle, ctx: Ctx): Outcome {
  const leadersKilled: LeaderId[] = [];
  for (const f of sidesOf(b)) {
    const card = betrayable(s, b, f);
    if (card) ctx.emit({ type: 'traitor-revealed', side: f, leader: traitorName(card) });
  }
  for (const f of sidesOf(b)) {
    // A betrayed Cheap Hero is no leader to kill: it goes to the discard pile with the side's cards.
    const l = planOf(b, f).leader;
    if (l) {
      killLeader(s, l, ctx, 'betrayed');
      leadersKilled.push(l);
    }
    spiceGoesToBank(b, f, ctx);
    loseAll(s, b, f, ctx);
    discardAll(s, b, f, ctx);
  }
  return { kind: 'two-traitors', winner: null, loser: null, totals: {}, leadersKilled };
}

/**
 * One traitor (§11.4.1): the caller wins outright and loses nothing (its spice comes back, its leader
 * may fight again, the Kwisatz Haderach counts as unused); the traitor dies and the caller is paid its
 * strength; the betrayed side loses all its forces there, its spice and its cards.
 */
function traitorWins(s: DuneState, st: BattleStep, b: Battle, caller: FactionId, ctx: Ctx): Outcome {
  const betrayed = opponentOf(b, caller);
  const card = betrayable(s, b, caller);
  // The Cheap Hero traitor (TRAITOR-CHEAP-HERO) betrays no leader: nothing dies but the card, discarded with the rest, and its value is 0.
  const traitor = card && traitorLeader(card);
  const strength = traitor ? leaderValue(traitor, planOf(b, caller).leader) : 0;
  if (card) ctx.emit({ type: 'traitor-revealed', side: caller, leader: traitorName(card) });
  if (traitor) killLeader(s, traitor, ctx, 'betrayed');
  receive(s, caller, strength);
  ctx.emit({ type: 'traitor-spice', faction: caller, amount: strength });
  spiceGoesToBank(b, betrayed, ctx);
  loseAll(s, b, betrayed, ctx);
  discardAll(s, b, betrayed, ctx);
  const own = planOf(b, caller);
  if (own.spice > 0) {
    receive(s, caller, own.spice);
    ctx.emit({ type: 'battle-spice-returned', faction: caller, amount: own.spice });
  }
  own.spice = 0;
  st.fought = st.fought.filter((x) => !(x.leader === own.leader && x.by === caller && x.territory === b.territory));
  if (b.khCommittedHere) st.khTerritory = null;
  return { kind: 'traitor', winner: caller, loser: betrayed, totals: {}, leadersKilled: traitor ? [traitor] : [] };
}

/** Lasgun and Shield (§11.4.2): everything in the territory is lost, both leaders die, nobody wins or is paid. */
function explosion(s: DuneState, b: Battle, ctx: Ctx): Outcome {
  ctx.emit({ type: 'lasgun-shield-explosion', territory: territoryData(b.territory).name });
  const leadersKilled: LeaderId[] = [];
  for (const f of sidesOf(b)) {
    const p = planOf(b, f);
    if (p.leader) {
      killLeader(s, p.leader, ctx, 'explosion');
      leadersKilled.push(p.leader);
    }
    if (p.kwisatzHaderach) {
      s.kwisatzHaderachDead = true;
      ctx.emit({ type: 'kwisatz-haderach-killed' });
    }
    spiceGoesToBank(b, f, ctx);
    discardAll(s, b, f, ctx);
  }
  lose(
    s,
    s.board.filter((x) => x.territory === b.territory),
    b,
    ctx,
    everything,
    ALL,
  );
  const spice = removeSpiceOnBoard(s, (p) => p.territory === b.territory);
  if (spice > 0) ctx.emit({ type: 'spice-destroyed', territory: territoryData(b.territory).name, amount: spice });
  return { kind: 'explosion', winner: null, loser: null, totals: {}, leadersKilled };
}

/** Weapons, then totals; the winner is paid for every leader killed (§11.4.3–7). */
function fight(s: DuneState, b: Battle, ctx: Ctx): Outcome {
  const dead = new Set<FactionId>(sidesOf(b).filter((f) => dies(s, b, f)));
  const artillery = artilleryStruck(b);
  const leadersKilled: LeaderId[] = [];
  for (const f of dead) {
    const l = planOf(b, f).leader;
    if (l) {
      killLeader(s, l, ctx, 'weapon');
      leadersKilled.push(l);
    } else ctx.emit({ type: 'cheap-hero-killed', faction: f });
  }
  const totals: Partial<Record<FactionId, number>> = {};
  for (const f of sidesOf(b)) {
    const p = planOf(b, f);
    const alive = !dead.has(f);
    const leader = alive && !artillery && p.leader ? leaderValue(p.leader, planOf(b, opponentOf(b, f)).leader) : 0;
    const kh = alive && p.kwisatzHaderach && isAdvanced(s.options) && (p.leader || p.cheapHero) ? 2 : 0;
    totals[f] = p.dial + leader + kh;
  }
  const winner = (totals[b.aggressor] ?? 0) >= (totals[b.defender] ?? 0) ? b.aggressor : b.defender;
  const loser = opponentOf(b, winner);
  ctx.emit({ type: 'battle-won', territory: territoryData(b.territory).name, winner, loser, totals: { ...totals } });
  const bounty = artillery
    ? 0
    : [...dead].reduce((n, f) => {
        const l = planOf(b, f).leader;
        return l ? n + leaderValue(l, planOf(b, opponentOf(b, f)).leader) : n;
      }, 0);
  if (bounty > 0) {
    receive(s, winner, bounty);
    ctx.emit({ type: 'leader-spice', faction: winner, amount: bounty, leaders: leadersKilled.map((l) => leaderData(l).name) });
  }
  for (const f of sidesOf(b)) spiceGoesToBank(b, f, ctx);
  loseAll(s, b, loser, ctx);
  discardAll(s, b, loser, ctx);
  discardSpent(s, b, winner, ctx);
  loseDialled(s, b, winner, ctx);
  return { kind: 'battle', winner, loser, totals, leadersKilled };
}

/** Artillery Strike and a used Poison Tooth are discarded even by the winner (ixians-tleilaxu.md ruling 1). */
function discardSpent(s: DuneState, b: Battle, f: FactionId, ctx: Ctx): void {
  const p = planOf(b, f);
  for (const slot of ['weapon', 'defense'] as const) {
    const card = p[slot];
    if (card && spentAfterUse(card, p.toothWithdrawn === true)) {
      discard(s, card, ctx, f);
      p[slot] = null;
    }
  }
}

/** The Cheap Hero is always discarded; the winner's other cards wait for its `keep`. */
export function discardCheapHero(s: DuneState, b: Battle, f: FactionId, ctx: Ctx): void {
  const p = planOf(b, f);
  if (p.cheapHero) {
    discard(s, p.cheapHero, ctx, f);
    p.cheapHeroPlayed = true;
  }
  p.cheapHero = null;
}

/** Puts the kept cards back in the winner's hand and discards the others. */
export function keepCards(s: DuneState, b: Battle, f: FactionId, keep: { weapon: boolean; defense: boolean }, ctx: Ctx): void {
  const p = planOf(b, f);
  const kept: CardId[] = [];
  for (const slot of ['weapon', 'defense'] as const) {
    const card = p[slot];
    if (!card) continue;
    if (keep[slot]) kept.push(card);
    else discard(s, card, ctx, f);
    p[slot] = null;
  }
  of(s.hands, f).push(...kept);
  if (kept.length) ctx.emit({ type: 'cards-kept', faction: f, cards: kept.map(cardName) });
}
