/**
 * Legal choices from the rules: for one seat, what it may do now and with which values — what
 * buttons, select menus and slash-command autocomplete are built from (issue 14, part 1).
 *
 * ```ts
 * decisionsFor(s, seat): Decision[]
 *   // Each thing `seat` may do now: { action, label, args, preset?, summary?, anytime? }.
 *   // `args` are the arguments still to choose, in the order a person chooses them; `preset`
 *   // holds fixed ones (a "Bid 3" button: { amount: 3 }). `anytime` marks decisions the game is
 *   // not waiting for (gifts, deals, Truthtrance, Ghola, Karama, replacing a plan, the Guild's
 *   // `act`); every seat the game waits for has at least one decision without it.
 *
 * optionsFor(s, seat, action, chosen, arg): ArgOptions
 *   // The legal values of `arg` given the arguments `chosen` so far (the decision's preset
 *   // included; names or ids). Walk `Decision.args` in order, adding each answer to `chosen`:
 *   //   { kind: 'list', options: [{ value, label, description? }] } — every one leads to an
 *   //       accepted action. `value: null` means "leave the argument out" (no weapon; the Polar
 *   //       Sink's missing sector); send it as is, the engine reads null as absent. A list of
 *   //       one option needs no question. Lists may hold more than Discord's 25 entries (all the
 *   //       territories, dials in half steps): the bot pages them.
 *   //   { kind: 'range', min, max, label } — every whole number from min to max is accepted.
 *   //   { kind: 'text', label, maxLength } — free text (a Truthtrance question, a deal's terms),
 *   //       judged by the engine on Confirm (`preview`).
 *   //   { kind: 'none', reason } — no legal value, and why (the engine's own words).
 *
 * preview(s, seat, { do, args }): { ok: true, text } | { ok: false, error: { code, message } }
 *   // The completed action in a sentence for a Confirm step ("Ship 5 forces to Arrakeen for
 *   // 5 spice, paid to the Spacing Guild."), or the engine's refusal. Nothing is applied.
 * ```
 *
 * How an option is known to be legal: the engine judges it. Each action has one or more forms
 * (in the module of its phase: bidding.ts, shipment.ts, battle-plan.ts…) that propose candidate
 * values, a superset of the legal ones; a value is offered only when a completion of the
 * remaining arguments with it is accepted by a dry run of `applyAction` (search.ts). Spans of
 * whole numbers are checked value by value up to 30 wide; wider ones (Karama bids, gifts) are
 * intervals by the rules and are checked at their ends.
 *
 * Hidden information: everything here — candidates, labels, summaries, dry runs, previews — is
 * computed from the game as the seat may know it (knowledge.ts: every other faction's hand,
 * traitors, spice, prediction, storm card, dial, Karama backing and hidden battle plan replaced by
 * stand-ins), never from the real state, so no option can reveal another seat's secret. Where the
 * engine's judgement of the seat's own action depends on another's secret, the choice is offered
 * as if the secret allowed it, and the engine refuses it on submission as it would a typed
 * command: accepting a deal whose proposer no longer has the bribe's spice; passing on a card
 * whose Karama-backed high bidder no longer holds a Karama.
 *
 * Speed: one question costs a copy of the state and from one to a few dozen dry runs (0.1–0.3 ms
 * each): a list of every territory, the widest question, takes about 5 ms on a mid-game state.
 */
import type { DuneState, FactionId } from '../state';
import { withIds } from './names';
import { DECIDERS, FORMS } from './registry';
import { legalOptions } from './search';
import { seatOf } from './seat';
import type { ArgOptions, Chosen, Decision, Option, Preview } from './types';
import type { DuneAction } from '../actions/spec';

export type { ArgOptions, Chosen, Decision, Option, OptionValue, Preview } from './types';

export function decisionsFor(s: DuneState, seat: FactionId): Decision[] {
  if (!s.factions.includes(seat) || s.phase === 'ended') return [];
  const k = seatOf(s, seat);
  return DECIDERS.flatMap((d) => d(k));
}

/**
 * Refusals that settle a question before any search: the action is not expected now, or an
 * argument already chosen names nothing or has the wrong type.
 */
const SETTLED = new Set([
  'unknown-action',
  'wrong-phase',
  'not-your-turn',
  'not-in-game',
  'game-over',
  'unknown-argument',
  'bad-argument',
  'out-of-range',
  'unknown-territory',
  'unknown-faction',
  'unknown-card',
  'unknown-leader',
]);

export function optionsFor(s: DuneState, seat: FactionId, action: string, chosen: Chosen, arg: string): ArgOptions {
  const k = seatOf(s, seat);
  const ids = withIds(action, chosen);
  const gate = k.refusal(action, ids);
  if (gate && SETTLED.has(gate.code)) return { kind: 'none', reason: gate.message };
  const answers = FORMS.filter((f) => f.action.name === action && f.matches(k, ids, arg)).flatMap((form) => {
    const def = form.args(k, ids).find((d) => d.name === arg);
    return def ? [legalOptions(k, form, ids, def)] : [];
  });
  return merged(answers) ?? { kind: 'none', reason: gate?.message ?? `\`${action}\` has no argument \`${arg}\` to choose now.` };
}

/** Several forms may answer one question (`play`'s `card`: one form per card): their legal values together. */
function merged(answers: ArgOptions[]): ArgOptions | undefined {
  const legal = answers.filter((a) => a.kind !== 'none');
  if (legal.length <= 1) return legal[0] ?? answers[0];
  const seen = new Map<unknown, Option>();
  for (const a of legal) for (const o of asList(a)) if (!seen.has(o.value)) seen.set(o.value, o);
  return { kind: 'list', options: [...seen.values()] };
}

function asList(a: ArgOptions): readonly Option[] {
  if (a.kind === 'list') return a.options;
  if (a.kind === 'range') return Array.from({ length: a.max - a.min + 1 }, (_, i) => ({ value: a.min + i, label: String(a.min + i) }));
  return [];
}

export function preview(s: DuneState, seat: FactionId, action: DuneAction): Preview {
  const k = seatOf(s, seat);
  const args = action.args ?? {};
  const refusal = k.refusal(action.do, args);
  if (refusal) return { ok: false, error: refusal };
  const ids = withIds(action.do, args);
  const form = FORMS.find((f) => f.action.name === action.do && f.matches(k, ids));
  // An action added to the rules before it has a form here is still previewed, plainly.
  return { ok: true, text: form ? form.describe(k, ids) : `\`${action.do}\`` };
}
