import { eliteName, spiceOf } from '../board';
import { cardKind, type CardId } from '../data/cards';
import { leader as leaderData } from '../data/factions';
import { isAdvanced } from '../options';
import { dialRules, tokensForDial } from '../phases/battle/dial';
import { KH_AWAKENING, KH_OWNER } from '../phases/battle/kwisatz-haderach';
import { eligibleLeaders } from '../phases/battle/leaders';
import { plan } from '../phases/battle/actions';
import { frontForces, playedCards } from '../phases/battle/plan';
import { battleStep, opponentOf, sidesOf } from '../phases/battle/step';
import { planAwaited } from '../phases/battle/waiting';
import { of, type Forces } from '../state';
import { picked, span } from './args';
import { form } from './form';
import { battleNow } from './battle';
import { cardName, dialText, forces, leaderWithStrength, spice, the, territoryName } from './labels';
import { offer } from './search';
import type { ArgDef, ChosenFor, Decider, Form, Option, Seat } from './types';
import type { Battle } from '../shape/battle';

type PlanArgs = ChosenFor<typeof plan>;

/**
 * The battle plan builder: leader or Cheap Hero, the Kwisatz Haderach, weapon, defense, then the
 * dial with the Advanced half-strength rules and the spice that supports it. Only the combinations
 * the engine accepts are offered (the Voice, prescience and the one-territory rules included).
 */

/** The battle the seat is planning for, and the cards and spice it may put on the wheel (a replaced plan's come back). */
interface Planning {
  readonly b: Battle;
  readonly cards: readonly CardId[];
  readonly spice: number;
  readonly forces: Forces;
}

function planning(k: Seat): Planning | undefined {
  const b = battleNow(k);
  if (b?.stage !== 'plans' || !sidesOf(b).includes(k.f)) return undefined;
  const previous = b.plans[k.f];
  return {
    b,
    cards: [...of(k.s.hands, k.f), ...(previous ? playedCards(previous) : [])],
    spice: spiceOf(k.s, k.f) + (previous?.spice ?? 0),
    forces: frontForces(k.s, b, k.f),
  };
}

const isHero = (c: CardId): boolean => cardKind(c).subtype === 'leader';

function cardOptions(p: Planning | undefined, slot: 'weapon' | 'defense'): Option[] {
  const kinds = [...new Set((p?.cards ?? []).map(cardKind).filter((c) => c.category === slot || c.category === 'worthless'))];
  return [
    { value: null, label: `No ${slot}` },
    ...kinds.map((c) => ({ value: c.id, label: c.name, description: c.category === 'worthless' ? 'worthless' : (c.subtype ?? slot) })),
  ];
}

const leaderArg: ArgDef<PlanArgs> = {
  name: 'leader',
  values: (k) => {
    const p = planning(k);
    if (!p) return [];
    const leaders = eligibleLeaders(k.s, battleStep(k.s), k.f, p.b.territory);
    const hero = p.cards.find(isHero);
    return [...leaders.map((l) => ({ value: l, label: leaderWithStrength(l) })), { value: null, label: hero ? `${cardKind(hero).name} instead` : 'No leader' }];
  },
};

const cheapHeroArg: ArgDef<PlanArgs> = {
  name: 'cheapHero',
  values: (k, chosen) => {
    const hero = planning(k)?.cards.find(isHero);
    if (picked(chosen.leader) !== undefined || !hero) return [{ value: null, label: 'No Cheap Hero' }];
    return [
      { value: true, label: `Play ${cardKind(hero).name}` },
      { value: null, label: 'No Cheap Hero' },
    ];
  },
};

const kwisatzHaderachArg: ArgDef<PlanArgs> = {
  name: 'kwisatzHaderach',
  values: () => [
    { value: null, label: 'Without the Kwisatz Haderach' },
    { value: true, label: 'With the Kwisatz Haderach (+2)' },
  ],
  probe: () => [null],
};

const slotArg = (slot: 'weapon' | 'defense'): ArgDef<PlanArgs> => ({ name: slot, values: (k) => cardOptions(planning(k), slot) });

/** The least spice that lets `dial` be set with these forces, or undefined when no amount does. */
function leastSpice(k: Seat, p: Planning, dial: number): number | undefined {
  const rules = dialRules(k.s, p.b, k.f);
  const most = Math.min(p.spice, p.forces.regular + p.forces.elite);
  for (let s = 0; s <= (spiceDialling(k) ? most : 0); s++) if (tokensForDial(p.forces, dial, s, rules)) return s;
  return undefined;
}

/** Advanced: spice supports forces, except the battle-hardened Fremen's (unless a Karama stopped their hardening). */
const spiceDialling = (k: Seat): boolean => {
  const b = planning(k)?.b;
  return isAdvanced(k.s.options) && b !== undefined && !dialRules(k.s, b, k.f).free;
};

const dialArg: ArgDef<PlanArgs> = {
  name: 'dial',
  values: (k) => {
    const p = planning(k);
    if (!p) return [];
    const strongest = p.forces.regular + 2 * p.forces.elite;
    const out: Option[] = [];
    // Half steps are offered wherever the forces can make them (Advanced spice, the Ixians' Suboids).
    for (let d = 0; d <= strongest; d += 0.5) {
      const least = leastSpice(k, p, d);
      if (least !== undefined) out.push({ value: String(d), label: dialText(d), ...(least > 0 ? { description: `needs at least ${spice(least)}` } : {}) });
    }
    return out;
  },
  probe: () => ['0'],
};

const spiceArg: ArgDef<PlanArgs> = {
  name: 'spice',
  values: (k) => {
    const p = planning(k);
    return span(0, p ? Math.min(p.spice, p.forces.regular + p.forces.elite) : 0, 'Spice paid to support forces at full strength');
  },
  probe: (k, chosen) => {
    const p = planning(k);
    const dial = picked(chosen.dial);
    const least = p && dial !== undefined ? leastSpice(k, p, Number(dial)) : undefined;
    return [least ?? 0];
  },
};

/** Left out, the dial is made with as few starred forces as it can be: the choice any dial allows. */
const eliteArg: ArgDef<PlanArgs> = {
  name: 'elite',
  values: (k) => [
    { value: null, label: 'As few as possible' },
    ...Array.from({ length: (planning(k)?.forces.elite ?? 0) + 1 }, (_, e) => ({ value: e, label: `${e} ${eliteName(k.f)}` })),
  ],
  probe: () => [null],
};

const planForm = form(plan, {
  args: (k) => {
    const p = planning(k);
    const kh = k.f === KH_OWNER && isAdvanced(k.s.options) && k.s.atreidesBattleLosses >= KH_AWAKENING;
    return [
      leaderArg,
      cheapHeroArg,
      ...(kh ? [kwisatzHaderachArg] : []),
      slotArg('weapon'),
      slotArg('defense'),
      dialArg,
      ...(spiceDialling(k) && (p?.spice ?? 0) > 0 ? [spiceArg] : []),
      ...((p?.forces.elite ?? 0) > 0 ? [eliteArg] : []),
    ];
  },
  describe: (k, a) => describePlan(k, a),
});

function describePlan(k: Seat, a: PlanArgs): string {
  const l = picked(a.leader);
  const hero = planning(k)?.cards.find(isHero);
  const who = l ? leaderData(l).name : a.cheapHero === true && hero ? cardKind(hero).name : 'no leader';
  const cards = [a.weapon, a.defense].flatMap((c) => c ?? []);
  const dial = Number(a.dial);
  const paid = a.spice ?? 0;
  const starred = picked(a.elite);
  return [
    `Battle plan: ${who}${a.kwisatzHaderach === true ? ' with the Kwisatz Haderach' : ''}`,
    cards.length ? `, ${cards.map(cardName).join(' and ')}` : ', no cards',
    `, dial ${dialText(dial)}`,
    paid > 0 ? ` with ${spice(paid)}` : '',
    starred !== undefined ? ` (${starred} ${eliteName(k.f)} among the forces)` : '',
    '.',
  ].join('');
}

export const planForms: readonly Form[] = [planForm];

export const planDecisions: Decider = (k) => {
  const p = planning(k);
  if (!p) return [];
  // A plan a Karama sent back is awaited again: making it anew is no optional replacement.
  const replacing = p.b.plans[k.f] !== undefined && !p.b.replan?.includes(k.f);
  // The target of prescience may plan before the question, which its plan then answers at once: not awaited yet.
  const early = !replacing && !planAwaited(p.b, k.f);
  return offer(k, planForm, {
    label: replacing ? 'Replace your battle plan' : early ? 'Plan before prescience is asked' : 'Battle plan',
    summary: early ? `${planSummary(k, p)} Prescience, when asked, is answered from this plan at once.` : planSummary(k, p),
    ...(replacing || early ? { anytime: true as const } : {}),
  });
};

function planSummary(k: Seat, p: Planning): string {
  const { b } = p;
  const v = b.voice?.target === k.f ? b.voice.command : null;
  const asked = b.prescience?.target === k.f ? b.prescience.element : null;
  return [
    `${territoryName(b.territory)} against ${the(opponentOf(b, k.f))}: ${forces(k.f, p.forces.regular + p.forces.elite, p.forces.elite)} there; you hold ${spice(p.spice)}.`,
    v ? `The Voice: you must ${v.play ? '' : 'not '}play ${v.kind === 'worthless' ? 'a worthless card' : `a ${v.kind}`}.` : '',
    asked ? `Prescience: your ${asked} will be revealed.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
