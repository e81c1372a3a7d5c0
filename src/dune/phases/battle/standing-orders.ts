import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { allyOf } from '../../board';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import type { DuneState, FactionId } from '../../state';
import { pendingBattles } from './battles-to-fight';
import { decidePrescience, PRESCIENT } from './prescience';
import { battleStep, opponentOf, sideBackedBy } from './step';
import { checkVoiceKind, decideVoice, VOICE } from './voice';
import { PRESCIENCE_ELEMENTS, VOICE_KINDS, type Battle, type StandingOrder } from '../../shape/battle';

/**
 * The Voice and prescience decided in advance (issue 30): each battle of the Bene Gesserit or
 * their ally waits for the Voice, and each of the Atreides or their ally for prescience, as the
 * battle begins. A player who knows what they will do says so beforehand, for the battles of this
 * turn, against one opponent or any: "command the Harkonnen not to play a poison weapon", "no
 * Voice", "ask for the weapon". When the battle begins, the order decides at once, in public
 * exactly as a decision by hand would (`voice-used`, `prescience-asked`, …); until then it is the
 * giver's secret: their own view and a private event, nothing else (docs/secrecy.md). The orders
 * are dropped as the Battle phase ends, so none outlives the turn it was given in (the game never
 * rests in the Collection or Mentat phases: an order given after the battles is for the next turn).
 */

/** The order that answers a battle against `target`: the one for that opponent, else the one for any. */
function orderFor<T>(orders: readonly StandingOrder<T>[] | undefined, target: FactionId): StandingOrder<T> | undefined {
  return orders?.find((o) => o.opponent === target) ?? orders?.find((o) => o.opponent === null);
}

/** `orders` with the one against `opponent` replaced by `order` (none: withdrawn); undefined when empty. */
function withOrder<T>(orders: readonly StandingOrder<T>[] | undefined, opponent: FactionId | null, order?: StandingOrder<T>): StandingOrder<T>[] | undefined {
  const next = [...(orders ?? []).filter((o) => o.opponent !== opponent), ...(order ? [order] : [])];
  return next.length ? next : undefined;
}

/** As a battle begins, or as an order comes for the battle under way: the orders decide what is still undecided. */
export function decideInAdvance(s: DuneState, b: Battle, ctx: Ctx): void {
  const v = b.voice;
  const voice = v && !v.decided ? orderFor(s.voiceOrders, v.target) : undefined;
  if (v && voice) decideVoice(v, voice.decision, ctx);
  const p = b.prescience;
  const prescience = p && !p.decided ? orderFor(s.prescienceOrders, p.target) : undefined;
  if (p && prescience) decidePrescience(b, p, prescience.decision, ctx);
}

/** As the Battle phase ends: the turn's orders have had their battles. */
export function dropStandingOrders(s: DuneState): void {
  delete s.voiceOrders;
  delete s.prescienceOrders;
}

/**
 * The opponents `f`'s power may still meet this turn, against whom an order can decide something:
 * before the Battle phase anyone but `f` and its ally; during it, the targets of the battles to come
 * where `f` backs a side.
 */
export function opponentsAhead(s: DuneState, f: FactionId): FactionId[] {
  if (s.phase !== 'battle') return s.factions.filter((x) => x !== f && x !== allyOf(s, f));
  const current = battleStep(s).current;
  const battles = [...(current?.stage === 'plans' ? [current] : []), ...pendingBattles(s)];
  return [
    ...new Set(
      battles.flatMap((b) => {
        const side = sideBackedBy(s, b, f);
        return side ? [opponentOf(b, side)] : [];
      }),
    ),
  ];
}

function checkOpponent(s: DuneState, f: FactionId, opponent: FactionId | undefined): void {
  if (opponent === undefined) return;
  check(
    opponent !== f && opponent !== allyOf(s, f) && s.factions.includes(opponent),
    'bad-opponent',
    `The ${factionName(opponent)} cannot be your opponent: name a faction in this game other than yourselves${allyOf(s, f) ? ' and your ally' : ''}, or leave \`opponent\` out for every opponent.`,
  );
}

/** Whom a Voice or prescience order is for: one opponent, or (left out) any without an order of its own. */
const ORDER_OPPONENT = {
  name: 'opponent',
  type: 'faction',
  description: 'the opponent the order is for (default: any opponent without an order of its own)',
} as const;

export const voiceOrder = defineAction({
  name: 'voice-order',
  summary:
    "Bene Gesserit: decide the Voice in advance for this turn's battles (yours and your ally's), against one opponent or any: a command, no Voice, or ask (be asked as the battle begins). Secret until it is used.",
  phases: ['any'],
  outOfTurn: true,
  args: [
    {
      name: 'choice',
      type: 'choice',
      required: true,
      choices: ['voice', 'none', 'ask'],
      description: 'voice (the command below), none (no Voice), or ask (withdraw the order: be asked)',
    },
    ORDER_OPPONENT,
    { name: 'kind', type: 'choice', choices: VOICE_KINDS, description: 'with voice: the kind of card, or a card by name' },
    { name: 'play', type: 'boolean', description: 'with voice: true, they must play one if they can; false, they must not play one' },
  ],
  errors: ['no-voice', 'bad-opponent', 'kind-needed', 'bad-argument', 'kind-not-in-game'],
  handler: (s, f, { choice, opponent, kind, play }, ctx) => {
    check(f === VOICE, 'no-voice', 'Only the Bene Gesserit have the Voice.');
    checkOpponent(s, f, opponent);
    if (kind !== undefined) checkVoiceKind(s, kind);
    const command = kind !== undefined && play !== undefined ? { kind, play } : null;
    if (choice === 'voice') check(command, 'kind-needed', 'A Voice order names the kind of card (`kind`) and whether they must play one (`play`).');
    else check(kind === undefined && play === undefined, 'bad-argument', '`kind` and `play` go with `choice: voice` only.');
    const target = opponent ?? null;
    s.voiceOrders = withOrder(s.voiceOrders, target, choice === 'ask' ? undefined : { opponent: target, decision: command });
    if (!s.voiceOrders) delete s.voiceOrders;
    ctx.emit({ type: 'voice-order-given', to: [f], opponent: target, decision: choice === 'ask' ? 'ask' : command });
    decideNow(s, ctx);
  },
});

export const prescienceOrder = defineAction({
  name: 'prescience-order',
  summary:
    "Atreides: decide prescience in advance for this turn's battles (yours and your ally's), against one opponent or any: the element to ask for, none, or ask (be asked as the battle begins). Secret until it is used.",
  phases: ['any'],
  outOfTurn: true,
  args: [
    {
      name: 'choice',
      type: 'choice',
      required: true,
      choices: ['prescience', 'none', 'ask'],
      description: 'prescience (ask for the element below), none (no prescience), or ask (withdraw the order: be asked)',
    },
    ORDER_OPPONENT,
    { name: 'element', type: 'choice', choices: PRESCIENCE_ELEMENTS, description: 'with prescience: the element of the plan to reveal' },
  ],
  errors: ['no-prescience', 'bad-opponent', 'element-needed', 'bad-argument'],
  handler: (s, f, { choice, opponent, element }, ctx) => {
    check(f === PRESCIENT, 'no-prescience', 'Only the Atreides have prescience in battle.');
    checkOpponent(s, f, opponent);
    if (choice === 'prescience') check(element !== undefined, 'element-needed', 'A prescience order names the element to ask for (`element`).');
    else check(element === undefined, 'bad-argument', '`element` goes with `choice: prescience` only.');
    const target = opponent ?? null;
    s.prescienceOrders = withOrder(s.prescienceOrders, target, choice === 'ask' ? undefined : { opponent: target, decision: element ?? null });
    if (!s.prescienceOrders) delete s.prescienceOrders;
    ctx.emit({ type: 'prescience-order-given', to: [f], opponent: target, decision: choice === 'ask' ? 'ask' : (element ?? null) });
    decideNow(s, ctx);
  },
});

/** An order given while the battle under way still waits for that power decides it at once. */
function decideNow(s: DuneState, ctx: Ctx): void {
  const b = s.phase === 'battle' ? battleStep(s).current : null;
  if (b?.stage === 'plans') decideInAdvance(s, b, ctx);
}
