import type { Rng } from '../../../engine/rng';
import { add, allyOf, liftForces, stacksIn, total } from '../../board';
import type { Ctx } from '../../context';
import { faction as factionData } from '../../data/factions';
import { CHEAP_HERO_TRAITOR, traitorLeader, traitorName, type TraitorCardId } from '../../data/traitors';
import { territory as territoryData } from '../../data/map';
import type { DuneEvent } from '../../events';
import { killLeader } from '../../phases/battle/leaders';
import type { Battle } from '../../shape/battle';
import { of, type DuneState, type FaceDancer, type FactionId, type Forces } from '../../state';
import { canPlace } from '../../phases/battle/dancer-forces';

/** The Face Dancers held, revealed or not. */
export const faceDancersOf = (s: DuneState): readonly FaceDancer[] => s.faceDancers ?? [];

/**
 * TLX-1 (and TLX-3's renewal): the traitor deck, every unpicked traitor back in it, is shuffled and
 * the owner draws their Face Dancers from its top, in secret.
 */
export function drawFaceDancers(s: DuneState, owner: FactionId, rng: Rng, renewed = false): DuneEvent[] {
  s.decks.traitors = rng.shuffle(s.decks.traitors);
  const drawn = s.decks.traitors.splice(0, factionData(owner).faceDancers);
  s.faceDancers = drawn.map((leader) => ({ leader, revealed: false }));
  return [
    { type: 'face-dancers-drawn', faction: owner, count: drawn.length, renewed },
    { type: 'face-dancers-dealt', to: [owner], leaders: drawn },
  ];
}

/**
 * TLX-2: another faction won a battle with a leader that is one of the owner's unrevealed Face
 * Dancers (a captive the Harkonnen played, or one killed in the battle, included). The owner's
 * standing order (`face-dancer-order`, reveal-order.ts) says what happens: revealed at once
 * (`always`, the default), kept secret (`never`), or the battle waits for their answer (`ask`,
 * `reveal-face-dancer`).
 */
export function faceDancerWon(s: DuneState, owner: FactionId, b: Battle, ctx: Ctx): void {
  if (!dancerWon(s, owner, b)) return;
  const order = s.faceDancerReveal ?? 'always';
  if (order === 'ask') b.dancerAsked = owner;
  else if (order === 'always') revealFaceDancer(s, owner, b, ctx);
}

/** The owner's unrevealed Face Dancer the battle's winner fought with, if TLX-2's conditions hold. */
export function dancerWon(s: DuneState, owner: FactionId, b: Battle): FaceDancer | undefined {
  const winner = b.outcome?.winner;
  if (!winner || winner === owner) return undefined;
  if (!s.options.faceDancerAgainstAlly && allyOf(s, owner) === winner) return undefined;
  const card = dancedCard(s, b, winner);
  return card ? faceDancersOf(s).find((d) => d.leader === card && !d.revealed) : undefined;
}

/**
 * TLX-2's sequence: the Face Dancer is revealed, the leader goes to the Tanks if alive (nobody is
 * paid for it), every force the winner has in the territory goes back to its reserves, and the
 * battle then waits for the owner to put as many of theirs there (`replace-forces`,
 * dancer-forces.ts) when they have any to put. No Karama stops it. When all are revealed, they
 * are renewed (TLX-3).
 */
export function revealFaceDancer(s: DuneState, owner: FactionId, b: Battle, ctx: Ctx): void {
  const dancer = dancerWon(s, owner, b);
  const winner = b.outcome?.winner;
  if (!dancer || !winner) return;
  dancer.revealed = true;
  const card = dancer.leader;
  const leader = traitorLeader(card);
  if (leader && s.leaders[leader]?.location !== 'tanks') killLeader(s, leader, ctx, 'face dancer');
  let returned = 0;
  for (const stack of stacksIn(s, b.territory).filter((x) => x.faction === winner)) {
    const forces: Forces = { regular: stack.regular, elite: stack.elite };
    returned += total(forces);
    liftForces(s, stack, forces);
    add(of(s.reserves, winner), forces);
  }
  ctx.emit({ type: 'face-dancer-revealed', faction: owner, leader: traitorName(card), winner, territory: territoryData(b.territory).name, returned });
  if (canPlace(s, owner, b, returned)) b.dancerForces = { faction: owner, left: returned };
  if (faceDancersOf(s).every((d) => d.revealed)) renew(s, owner, ctx);
}

/**
 * The traitor card the winner's plan answers to: its leader's; a Cheap Hero/Heroine's only under
 * OP-13 `cheapHeroFaceDancer` (treachery.online: the Cheap Hero traitor may be revealed against it).
 */
function dancedCard(s: DuneState, b: Battle, winner: FactionId): TraitorCardId | null {
  const plan = b.plans[winner];
  if (plan?.leader) return plan.leader;
  return (plan?.cheapHero || plan?.cheapHeroPlayed) && s.options.cheapHeroFaceDancer ? CHEAP_HERO_TRAITOR : null;
}

/** TLX-3: all revealed, the Face Dancers go back into the traitor deck and as many new ones are drawn. */
function renew(s: DuneState, owner: FactionId, ctx: Ctx): void {
  s.decks.traitors.push(...faceDancersOf(s).map((d) => d.leader));
  for (const e of drawFaceDancers(s, owner, ctx.rng, true)) ctx.emit(e);
}
