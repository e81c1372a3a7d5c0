import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { stopsPower } from '../../cards/karama/stops';
import { factionName, GLOBAL_LIMITS } from '../../data/factions';
import type { DuneState, FactionId } from '../../state';
import { listing, possessive } from '../../victory/describe';

/** TLX-8: the highest revival limit the Tleilaxu set for another faction. */
export const RAISED_LIMIT = 5;
const BASE_LIMIT = GLOBAL_LIMITS.maxForcesRevivedPerTurn;
const EVERY_LIMIT = Array.from({ length: RAISED_LIMIT - BASE_LIMIT + 1 }, (_, i) => BASE_LIMIT + i);

/** The limits the Tleilaxu may set: with OP-7 `per-turn` only the raise to 5 (treachery.online); `persistent` 3, 4 or 5 (DuneBot). */
export const settableLimits = (s: DuneState): readonly number[] => (s.options.raisedRevivalLimit === 'persistent' ? EVERY_LIMIT : [RAISED_LIMIT]);

/** Whether the limits the Tleilaxu set last until they change them (OP-7 `persistent`) rather than for the turn. */
export const lasting = (s: DuneState): boolean => s.options.raisedRevivalLimit === 'persistent';

/** The limit the Tleilaxu set for `f` that holds now, if any: this turn's, or any turn's when limits last. */
export function setLimit(s: DuneState, f: FactionId): number | undefined {
  const set = s.raisedRevivalLimits;
  return set && (lasting(s) || set.turn === s.turn) ? set.limits[f] : undefined;
}

/** Who raises revival limits. */
const OWNER: FactionId = 'tleilaxu';

/**
 * Whether `by` may set `target`'s limit now: the Tleilaxu, for another faction in play that has not
 * revived yet this turn; for the turn, once (OP-7 `per-turn`); lasting, to a limit it does not have.
 */
export function raisable(s: DuneState, by: FactionId, target: FactionId, limit = RAISED_LIMIT): boolean {
  const done = s.step.phase === 'revival' && s.step.done.includes(target);
  const unchanged = lasting(s) ? (setLimit(s, target) ?? BASE_LIMIT) === limit : setLimit(s, target) !== undefined;
  return by === OWNER && target !== by && s.factions.includes(target) && settableLimits(s).includes(limit) && !unchanged && !done;
}

function refusal(s: DuneState, by: FactionId, target: FactionId, limit: number): string {
  const who = factionName(target);
  if (target === by) return 'The Tleilaxu have no revival limit to raise: theirs has none.';
  if (!s.factions.includes(target)) return `The ${who} are not in this game.`;
  if (!settableLimits(s).includes(limit))
    return lasting(s)
      ? `A revival limit is set to ${listing(settableLimits(s).map(String), 'or')} forces, not ${limit}.`
      : `The Tleilaxu raise a revival limit to ${RAISED_LIMIT} forces for the turn, not to ${limit} (game option \`raisedRevivalLimit: per-turn\`).`;
  if (s.step.phase === 'revival' && s.step.done.includes(target)) return `The ${who} have already revived this turn.`;
  return lasting(s)
    ? `The ${possessive(target)} revival limit is already ${limit}.`
    : `The ${possessive(target)} revival limit is already ${RAISED_LIMIT} this turn.`;
}

/**
 * TLX-8: in the Bidding or the Revival phase, before a faction revives, the Tleilaxu raise its force
 * revival limit from 3 to 5 for this turn (OP-7 `per-turn`), or set it to 3, 4 or 5 until they change
 * it (`persistent`); free revival does not change. Announced in public.
 */
export const raiseLimit = defineAction({
  name: 'raise-limit',
  summary: `Tleilaxu: raise another faction's force revival limit to ${RAISED_LIMIT} for this turn (Bidding, or Revival before it revives); with limits that last, set it to 3, 4 or 5.`,
  phases: ['bidding', 'revival'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'the faction whose revival limit you raise' },
    { name: 'limit', type: 'count', min: BASE_LIMIT, max: RAISED_LIMIT, description: `the new limit (${RAISED_LIMIT} unless limits last: then 3, 4 or 5)` },
  ],
  errors: ['not-tleilaxu', 'not-raisable'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { faction, limit = RAISED_LIMIT }, ctx) => {
    check(f === OWNER, 'not-tleilaxu', 'Only the Tleilaxu raise another faction’s revival limit.');
    check(raisable(s, f, faction, limit), 'not-raisable', refusal(s, f, faction, limit));
    // A Karama stops it (§4.4): announced, but the limit stays as it was.
    if (stopsPower(s, ctx, 'raised-limit')) return;
    const kept = s.raisedRevivalLimits && (lasting(s) || s.raisedRevivalLimits.turn === s.turn) ? s.raisedRevivalLimits.limits : {};
    s.raisedRevivalLimits = { turn: s.turn, limits: { ...kept, [faction]: limit } };
    ctx.emit({ type: 'revival-limit-raised', faction: f, target: faction, limit, lasting: lasting(s) });
  },
});
