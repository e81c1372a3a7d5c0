import { check, fail } from '../../../engine/result';
import { type ActionDeclaration, type ActionSpec, defineAction } from '../../actions/spec';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { hooksOf } from '../../factions';
import { findCardOfKind } from '../../names';
import { agrees, possessive } from '../../victory/describe';
import { of, type DuneState, type FactionId } from '../../state';
import { coexisting } from './coexistence';
import { playHajr } from './extra-movement';
import { move } from './movement';
import { ship } from './shipment';
import { shipmentStep } from './step';
import { beginMovement, proceed } from './turns';
import type { ArgSpec } from '../../actions/args';

const PHASE = 'shipment-movement';

/** Every action of the phase runs its rule, then the phase goes on until it needs a decision. */
function phaseAction<const As extends readonly ArgSpec[]>(spec: Omit<ActionDeclaration<As>, 'phases'>): ActionSpec<As> {
  return defineAction<As>({
    ...spec,
    phases: [PHASE],
    handler: (s, f, args, ctx) => {
      spec.handler(s, f, args, ctx);
      proceed(s, ctx);
    },
  });
}

/**
 * Shipping and moving belong to the faction whose turn it is. The phase also waits for the Bene
 * Gesserit's advisor decisions (before the first turn, and after another's entry), and a faction
 * awaited for those may not take a turn that is not theirs.
 */
function checkOwnTurn(s: DuneState, f: FactionId): void {
  const current = shipmentStep(s).current;
  if (current === f) return;
  fail(
    'not-your-turn',
    current
      ? `It is the ${possessive(current)} turn to ship and move, not the ${possessive(f)}.`
      : 'No turn has begun yet: the Bene Gesserit first decide which advisors flip to fighters (`flip`, then `pass`).',
  );
}

/** A movement action (or Hajr) taken during the shipment part skips the shipment (S000-ORDER-2). */
export function enterMovement(s: DuneState, f: FactionId, ctx: Ctx): void {
  const st = shipmentStep(s);
  check(st.part !== 'over', 'turn-over', `The ${factionName(f)} ${agrees(f, 'have')} finished their turn.`);
  // Once the forces move, their shipment can no longer be cancelled (the Guild's special Karama).
  st.offPlanet = null;
  if (st.part === 'ship') {
    ctx.emit({ type: 'shipment-passed', faction: f });
    st.started = true;
    beginMovement(s, f);
  }
}

const FORCES_ARG = { name: 'forces', type: 'count', required: true, min: 1, description: 'how many forces' } as const;
const ELITE_ARG = {
  name: 'elite',
  type: 'count',
  description: 'how many of them are starred (Sardaukar, Fedaykin); ordinary forces go first otherwise',
} as const;

export const shipAction = phaseAction({
  name: 'ship',
  summary:
    'Your one shipment: forces from reserves to one territory (the Fremen send free; the Guild and its ally may ship between territories; the Guild back to reserves).',
  args: [
    { name: 'territory', type: 'territory', description: 'where the forces go' },
    { name: 'sector', type: 'sector', description: 'the sector, if the territory spans several' },
    FORCES_ARG,
    ELITE_ARG,
    { name: 'from', type: 'territory', description: 'Guild or its ally: the territory the forces leave (cross-ship or ship back)' },
    { name: 'fromSector', type: 'sector', description: 'the sector they leave, if you have forces in several' },
    { name: 'karama', type: 'boolean', description: 'play Karama to ship at Guild rates, paid to the bank' },
    { name: 'toReserves', type: 'boolean', description: 'Guild: ship the forces from `from` back to reserves' },
    { name: 'allyPays', type: 'count', description: 'how much of the cost your ally pays (as far as their `support` allows)' },
  ],
  errors: [
    'not-shipping',
    'territory-needed',
    'storm-sector',
    'sector-needed',
    'bad-sector',
    'occupancy-limit',
    'advisors-there',
    'not-enough-forces',
    'not-enough-spice',
    'card-not-in-hand',
    'out-of-range',
    'no-karama-needed',
    'no-cross-ship',
    'no-ship-back',
    'from-needed',
    'no-forces',
    'same-place',
    'bad-arguments',
    'bad-argument',
    'no-ally',
    'support-exceeded',
    'hms-not-placed',
    'hms-closed-to-shipment',
    'not-your-turn',
  ],
  handler: (s, f, args, ctx) => {
    checkOwnTurn(s, f);
    const st = shipmentStep(s);
    check(
      st.part === 'ship',
      'not-shipping',
      `The ${factionName(f)} ${agrees(f, 'have')} already ${st.part === 'move' ? 'shipped or passed their shipment' : 'finished their turn'}: one shipment per turn.`,
    );
    if (!ship(s, f, args, ctx)) return;
    st.started = true;
    beginMovement(s, f);
  },
});

export const moveAction = phaseAction({
  name: 'move',
  summary: 'Your movement: one group from one territory to another (or another sector of it); `hajr: true` plays Hajr after it for a second movement.',
  args: [
    { name: 'from', type: 'territory', required: true, description: 'the territory the group leaves' },
    { name: 'fromSector', type: 'sector', description: 'the sector it leaves, if you have forces in several' },
    { name: 'to', type: 'territory', required: true, description: 'where the group goes' },
    { name: 'toSector', type: 'sector', description: 'the sector where it stops, if the territory spans several' },
    FORCES_ARG,
    ELITE_ARG,
    { name: 'fighters', type: 'boolean', description: 'Bene Gesserit advisors entering an occupied territory: arrive as fighters (Advanced)' },
    { name: 'hajr', type: 'boolean', description: 'then play your Hajr for a second movement this turn (the same group or another)' },
  ],
  errors: [
    'not-your-turn',
    'turn-over',
    'card-not-in-hand',
    'no-forces',
    'sector-needed',
    'bad-sector',
    'storm-sector',
    'same-place',
    'not-enough-forces',
    'occupancy-limit',
    'no-route',
    'too-far',
    'not-advisors',
    'cannot-flip',
  ],
  handler: (s, f, { hajr, ...args }, ctx) => {
    checkOwnTurn(s, f);
    enterMovement(s, f, ctx);
    // Checked before the move, so that a refusal leaves the move unmade (and says why).
    if (hajr)
      check(
        findCardOfKind(of(s.hands, f), 'hajr') !== undefined,
        'card-not-in-hand',
        `The ${factionName(f)} ${agrees(f, 'hold')} no Hajr to play for a second movement.`,
      );
    move(s, f, args, ctx);
    // GF9 3.01.09: Hajr after the move, in the same turn: the turn stays the mover's for one more movement.
    if (hajr) playHajr(s, f, ctx);
  },
});

export const stayAction = phaseAction({
  name: 'stay',
  summary: 'Bene Gesserit: keep your forces as they are — fighters stay fighters where a faction entered, or end the flips before shipping (Advanced).',
  args: [],
  errors: ['nothing-to-decide'],
  handler: (s, f, _args, ctx) => {
    const power = hooksOf(f).coexistence;
    check(power, 'nothing-to-decide', 'Only the Bene Gesserit decide whether their forces flip.');
    power.stay(s, f, ctx);
  },
});

export const noAdvisorAction = phaseAction({
  name: 'no-advisor',
  summary: 'Bene Gesserit: send no spiritual advisor after this shipment.',
  args: [],
  errors: ['nothing-to-decide'],
  handler: (s, f, _args, ctx) => {
    const power = hooksOf(f).coexistence;
    check(power, 'nothing-to-decide', 'Only the Bene Gesserit send spiritual advisors.');
    power.noAdvisor(s, f, ctx);
  },
});

export const passAction = phaseAction({
  name: 'pass',
  summary: 'Skip: your shipment, then your movement; for the Bene Gesserit also the same as `stay` or `no-advisor`.',
  args: [],
  errors: [],
  handler: (s, f, _args, ctx) => {
    const st = shipmentStep(s);
    const d = st.bgPending[0];
    // While the advisors' owner decides, the phase waits for them alone: their pass keeps things as they are.
    const c = coexisting(s);
    if (c && (st.declaring || d?.kind === 'flip')) c.power.stay(s, c.owner, ctx);
    else if (c && d) c.power.noAdvisor(s, c.owner, ctx);
    else if (st.part === 'ship') {
      ctx.emit({ type: 'shipment-passed', faction: f });
      st.started = true;
      beginMovement(s, f);
    } else {
      ctx.emit({ type: 'movement-passed', faction: f });
      st.part = 'over';
    }
  },
});

export const flipAction = phaseAction({
  name: 'flip',
  summary: 'Bene Gesserit (Advanced): flip advisors to fighters before shipping, or fighters to advisors where a non-allied faction has entered.',
  args: [{ name: 'territory', type: 'territory', description: 'the territory whose forces flip' }],
  errors: ['territory-needed', 'no-advisors', 'cannot-flip', 'occupancy-limit', 'nothing-to-flip', 'wrong-territory'],
  handler: (s, f, { territory: t }, ctx) => {
    const power = hooksOf(f).coexistence;
    check(power, 'nothing-to-flip', 'Only the Bene Gesserit flip their forces.');
    power.flip(s, f, t, ctx);
  },
});

export const adviseAction = phaseAction({
  name: 'advise',
  summary:
    'Bene Gesserit spiritual advisor: after another faction ships, 1 force from reserves to the Polar Sink free (Advanced: `with: true` as an advisor beside the shipment).',
  args: [{ name: 'with', type: 'boolean', description: 'Advanced: go as an advisor with the shipment instead of to the Polar Sink' }],
  errors: ['nothing-to-advise', 'advanced-only', 'fighters-there', 'storm-sector'],
  handler: (s, f, args, ctx) => {
    const power = hooksOf(f).coexistence;
    check(power, 'nothing-to-advise', 'Only the Bene Gesserit send spiritual advisors.');
    power.advise(s, f, args.with === true, ctx);
  },
});

export const actAction = phaseAction({
  name: 'act',
  summary: 'Spacing Guild (Advanced): take your turn now, before the faction whose turn it would be.',
  args: [],
  errors: ['guild-only', 'advanced-only', 'not-now'],
  outOfTurn: true,
  handler: (s, f, _args, ctx) => {
    const power = hooksOf(f).turnOrder;
    check(power, 'guild-only', 'Only the Spacing Guild may take its turn out of storm order.');
    power.act(s, f, ctx);
  },
});

export const delayAction = phaseAction({
  name: 'delay',
  summary: 'Spacing Guild (Advanced): let the others go first; `act` later to take your turn before any of them.',
  args: [],
  errors: ['guild-only', 'advanced-only', 'not-now'],
  handler: (s, f, _args, ctx) => {
    const power = hooksOf(f).turnOrder;
    check(power, 'guild-only', 'Only the Spacing Guild may delay its turn.');
    power.delay(s, f, ctx);
  },
});

export const shipmentMovementActions: ActionSpec[] = [
  shipAction,
  moveAction,
  passAction,
  flipAction,
  stayAction,
  adviseAction,
  noAdvisorAction,
  actAction,
  delayAction,
];
