import { check } from '../../../engine/result';
import { allyOf } from '../../board';
import { CHEAP_HERO_TRAITOR, cheapHeroTraitorOn, traitorName, type TraitorCardId } from '../../data/traitors';
import type { Ctx } from '../../context';
import { faction } from '../../data/factions';
import { hooksOf } from '../../factions';
import type { DuneState, FactionId } from '../../state';
import { opponentOf, sidesOf } from './step';
import type { Battle } from '../../shape/battle';

/**
 * The traitor card that betrays what a side faces, if it can turn traitor: the leader's, not one
 * with the Kwisatz Haderach; a Cheap Hero/Heroine only to the Cheap Hero traitor, when it is in the
 * game (TRAITOR-CHEAP-HERO, ixians-tleilaxu.md §7.2, overriding the base rule that it never is).
 */
export function betrayable(s: DuneState, b: Battle, side: FactionId): TraitorCardId | null {
  const plan = b.plans[opponentOf(b, side)];
  if (!plan || plan.kwisatzHaderach) return null;
  if (plan.leader) return plan.leader;
  return plan.cheapHero && cheapHeroTraitorOn(s.options, s.factions) ? CHEAP_HERO_TRAITOR : null;
}

/**
 * Whether `f` may hold a traitor card: a faction that keeps none (the Tleilaxu, TLX-1) is never
 * asked, which gives nothing away since everybody knows it.
 */
export const mayHoldTraitors = (f: FactionId): boolean => faction(f).traitorsKept > 0;

/**
 * Who may be asked "traitor?" in this battle once the plans are revealed, and so may answer in
 * advance: its two sides, and the Harkonnen for their ally's side (§12.6).
 */
export const possibleAskers = (s: DuneState, b: Battle): FactionId[] =>
  sidesOf(b).flatMap((side) => {
    const ally = allyOf(s, side);
    return (ally && hooksOf(ally).callsTraitorsForAlly ? [side, ally] : [side]).filter(mayHoldTraitors);
  });

/**
 * Who is asked "traitor?" after the reveal: of those who may be, the askers for a side facing a
 * leader that can turn traitor. Asking depends only on public facts, so the question itself gives
 * no traitor card away.
 */
export const traitorAskers = (s: DuneState, b: Battle): FactionId[] => possibleAskers(s, b).filter((f) => betrayable(s, b, sideOfAsker(s, b, f)) !== null);

/** The side a faction answers for: its own battle, or its ally's. */
export const sideOfAsker = (s: DuneState, b: Battle, f: FactionId): FactionId => (sidesOf(b).includes(f) ? f : (allyOf(s, f) as FactionId));

/** Sides whose traitor has been called. */
export const sidesThatCalled = (s: DuneState, b: Battle): FactionId[] =>
  sidesOf(b).filter((side) => Object.entries(b.traitorAnswers).some(([f, called]) => called === true && sideOfAsker(s, b, f as FactionId) === side));

/** Records a call; the caller must hold the traitor card of the leader its side faces. */
export function callTraitor(s: DuneState, b: Battle, f: FactionId): { side: FactionId; leader: TraitorCardId } {
  const side = sideOfAsker(s, b, f);
  const leader = betrayable(s, b, side);
  check(leader !== null, 'no-traitor-card', 'Your side faces no leader that can turn traitor; answer with `pass`.');
  check((s.traitors[f] ?? []).includes(leader), 'no-traitor-card', `You hold no traitor card for ${traitorName(leader)}; answer with \`pass\`.`);
  b.traitorAnswers[f] = true;
  // Once a side has called, its other asker (the Harkonnen ally, or the combatant) has nothing left to say.
  for (const other of Object.keys(b.traitorAnswers) as FactionId[])
    if (other !== f && sideOfAsker(s, b, other) === side && b.traitorAnswers[other] === null) b.traitorAnswers[other] = false;
  return { side, leader };
}

/**
 * The answers given in advance, applied as the question is asked, exactly as if given then: a
 * `call` without the card of the leader faced is a pass (the table sees an answer either way).
 */
export function answerInAdvance(s: DuneState, b: Battle, ctx: Ctx): void {
  for (const f of traitorsPending(b)) {
    const order = b.traitorOrders?.[f];
    // A call by the side's other asker may have answered for this one already.
    if (!order || b.traitorAnswers[f] !== null) continue;
    const leader = betrayable(s, b, sideOfAsker(s, b, f));
    if (order === 'call' && leader && (s.traitors[f] ?? []).includes(leader)) {
      const { side } = callTraitor(s, b, f);
      ctx.emit({ type: 'traitor-called', faction: f, side });
    } else {
      b.traitorAnswers[f] = false;
      ctx.emit({ type: 'traitor-passed', faction: f });
    }
  }
}

export const traitorsPending = (b: Battle): FactionId[] => (Object.keys(b.traitorAnswers) as FactionId[]).filter((f) => b.traitorAnswers[f] === null);
