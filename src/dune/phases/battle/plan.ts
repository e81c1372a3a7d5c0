import { check, fail } from '../../../engine/result';
import { add, pay, receive } from '../../board';
import { TREACHERY, cardKind, type CardId, type TreacheryKindId } from '../../data/cards';
import { factionName, leader as leaderData } from '../../data/factions';
import { territory as territoryData } from '../../data/map';
import { isAdvanced } from '../../options';
import { of, type DuneState, type FactionId, type Forces, type LeaderId } from '../../state';
import { takeFromHand } from '../../treachery';
import { stacksOnFront } from './battles-to-fight';
import { dialRules, explainDial, parseDial, tokensForDial } from './dial';
import { checkKwisatzHaderach } from './kwisatz-haderach';
import { CAPTOR, eligibleLeaders, leaderHolder } from './leaders';
import { checkVoice, voiceForbidsCheapHero } from './voice';
import type { Battle, BattleStep, Plan } from '../../shape/battle';
import { agrees } from '../../victory/describe';

export interface PlanArgs {
  leader?: LeaderId;
  cheapHero?: boolean;
  dial: string;
  spice?: number;
  elite?: number;
  weapon?: TreacheryKindId;
  defense?: TreacheryKindId;
  kwisatzHaderach?: boolean;
}

/** A faction's fighting forces on the battlefront. */
export function frontForces(s: DuneState, b: Battle, f: FactionId): Forces {
  const sum = { regular: 0, elite: 0 };
  for (const x of stacksOnFront(s, f, b.territory, b.sectors)) add(sum, x);
  return sum;
}

const isCheapHero = (c: CardId): boolean => cardKind(c).subtype === 'leader';

/**
 * Checks a battle plan against §11.3 and cards.md §1 and builds it. The cards played leave the
 * hand and the spice leaves the player's spice at once (they are on the wheel); withdrawPlan
 * gives them back if the plan is replaced before the reveal.
 */
export function buildPlan(s: DuneState, st: BattleStep, b: Battle, f: FactionId, args: PlanArgs): Plan {
  const where = territoryData(b.territory).name;
  const handBefore = [...of(s.hands, f)];
  const leaders = eligibleLeaders(s, st, f, b.territory);
  const heroAllowed = !(b.voice?.target === f && voiceForbidsCheapHero(b));
  const holdsHero = heroAllowed && handBefore.some(isCheapHero);

  if (args.leader !== undefined && args.cheapHero) fail('leader-and-cheap-hero', 'A plan has one leader slot: send a leader or play a Cheap Hero, not both.');
  if (args.leader !== undefined) checkLeader(s, st, b, f, args.leader, leaders);
  if (args.cheapHero) check(heroAllowed, 'voice-disobeyed', `The Voice commands the ${factionName(f)} not to play a Cheap Hero.`);
  if (args.leader === undefined && !args.cheapHero)
    check(
      leaders.length === 0 && !holdsHero,
      'leader-required',
      leaders.length > 0
        ? `A plan must have a leader while you have one available: choose one of ${leaders.map((l) => leaderData(l).name).join(', ')}${holdsHero ? ', or play your Cheap Hero' : ''}.`
        : 'You have no leader available, so your Cheap Hero must be played (cheapHero: true).',
    );
  const hero = args.cheapHero ? takeCheapHero(s, f) : null;
  const hasCarrier = args.leader !== undefined || hero !== null;

  if (!hasCarrier)
    check(
      args.weapon === undefined && args.defense === undefined && !args.kwisatzHaderach,
      'no-leader-no-cards',
      'Without a leader or a Cheap Hero no treachery card may be played: fight with the dial alone.',
    );
  if (args.weapon !== undefined) checkSlot(args.weapon, 'weapon', args.defense);
  if (args.defense !== undefined) checkSlot(args.defense, 'defense', args.weapon);
  const weapon = args.weapon !== undefined ? takeFromHand(s, f, args.weapon) : null;
  const defense = args.defense !== undefined ? takeFromHand(s, f, args.defense) : null;
  if (args.kwisatzHaderach) checkKwisatzHaderach(s, f, st.khTerritory, b.territory, hasCarrier);

  const dial = parseDial(args.dial);
  const spice = args.spice ?? 0;
  const rules = dialRules(s, b, f);
  if (spice > 0) {
    check(isAdvanced(s.options), 'no-spice-dialling', 'Spice supports forces only in the Advanced game; in the Basic game leave spice out.');
    check(!rules.free, 'no-spice-dialling', 'The Fremen are battle hardened: their forces count in full without spice, so they pay none.');
  }
  pay(s, f, spice, 'supporting forces on the battle wheel');
  const available = frontForces(s, b, f);
  if (args.elite !== undefined)
    check(
      args.elite <= available.elite,
      'not-enough-forces',
      `The ${factionName(f)} ${agrees(f, 'have')} ${available.elite} starred forces in ${where}, not ${args.elite}.`,
    );
  const forces = tokensForDial(available, dial, spice, rules, args.elite);
  if (!forces) explainDial(s, f, available, dial, spice, rules, `in ${where}`);

  const plan: Plan = {
    leader: args.leader ?? null,
    cheapHero: hero,
    dial,
    spice,
    forces,
    weapon,
    defense,
    kwisatzHaderach: args.kwisatzHaderach === true,
  };
  checkVoice(b, plan, handBefore, leaders.length > 0 || holdsHero);
  return plan;
}

/** Gives back what a replaced plan had put on the wheel. */
export function withdrawPlan(s: DuneState, f: FactionId, plan: Plan): void {
  of(s.hands, f).push(...playedCards(plan));
  receive(s, f, plan.spice);
}

export const playedCards = (plan: Plan): CardId[] => [plan.cheapHero, plan.weapon, plan.defense].filter((c): c is CardId => c !== null);

function checkLeader(s: DuneState, st: BattleStep, b: Battle, f: FactionId, l: LeaderId, eligible: readonly LeaderId[]): void {
  if (eligible.includes(l)) return;
  const name = leaderData(l).name;
  const others = eligible.length ? `Available: ${eligible.map((x) => leaderData(x).name).join(', ')}.` : 'You have no leader available.';
  const where = s.leaders[l]?.location;
  const mine = leaderHolder(s, l) === f || (f === CAPTOR && where === 'captured');
  const elsewhere = st.fought.find((x) => x.leader === l && x.territory !== b.territory);
  const why = !mine
    ? `${name} is not your leader`
    : where === 'tanks'
      ? `${name} is in the Tleilaxu Tanks`
      : elsewhere
        ? `${name} fought in ${territoryData(elsewhere.territory).name} this turn, and a leader fights in one territory per turn`
        : `${name} has already fought for you as a captive and goes home at the end of the phase`;
  fail('leader-not-available', `${why}. ${others}`);
}

/**
 * A card fits its slot by its category (worthless cards in either), and two expansion cards in the
 * other slot too, each only beside a real card of the first slot (ixians-tleilaxu.md §6.1), so
 * that they never prop each other up: Weirding Way as the defense beside a real weapon,
 * Chemistry as the weapon beside a real defense.
 */
function checkSlot(kind: TreacheryKindId, slot: 'weapon' | 'defense', other: TreacheryKindId | undefined): void {
  const k = TREACHERY.get(kind);
  if (!k) throw new Error(`unknown card kind ${kind}`);
  const beside = other === undefined ? undefined : TREACHERY.get(other);
  const swapped = SWAPPABLE[kind];
  if (swapped && swapped.slot === slot) {
    check(
      beside !== undefined && beside.category === swapped.needs && !(beside.id in SWAPPABLE),
      `not-a-${slot}`,
      `${k.name} may be the ${slot} only beside a real ${swapped.needs} in the ${swapped.needs} slot (not ${swapped.not}).`,
    );
    return;
  }
  const fits = k.category === slot || k.category === 'worthless';
  check(
    fits,
    `not-a-${slot}`,
    k.category === 'weapon' || k.category === 'defense'
      ? `${k.name} is a ${k.category}: play it as the ${k.category}, not the ${slot}.`
      : `${k.name} is not a ${slot}: the ${slot} slot takes a ${slot} or a worthless card.`,
  );
}

/** The cards that may sit in their other slot, and what they need beside them there (§6.1). */
const SWAPPABLE: Partial<Record<TreacheryKindId, { slot: 'weapon' | 'defense'; needs: 'weapon' | 'defense'; not: string }>> = {
  'weirding-way': { slot: 'defense', needs: 'weapon', not: 'Chemistry' },
  chemistry: { slot: 'weapon', needs: 'defense', not: 'Weirding Way' },
};

function takeCheapHero(s: DuneState, f: FactionId): CardId {
  const card = of(s.hands, f).find(isCheapHero);
  check(card, 'card-not-in-hand', `The ${factionName(f)} ${agrees(f, 'hold')} no Cheap Hero or Cheap Heroine.`);
  return takeFromHand(s, f, cardKind(card).id);
}
