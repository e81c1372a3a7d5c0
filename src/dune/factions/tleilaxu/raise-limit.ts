import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { stopsPower } from '../../cards/karama/stops';
import { factionName } from '../../data/factions';
import type { DuneState, FactionId } from '../../state';

/** TLX-8: the revival limit the Tleilaxu raise another faction's to, for this turn (OP-7, treachery.online). */
export const RAISED_LIMIT = 5;

/** The factions whose revival limit the Tleilaxu raised this turn. */
export const raisedThisTurn = (s: DuneState): readonly FactionId[] => (s.raisedRevivalLimits?.turn === s.turn ? s.raisedRevivalLimits.factions : []);

/** Who raises revival limits. */
const OWNER: FactionId = 'tleilaxu';

/** Whether `by` may raise `target`'s limit now: the Tleilaxu, for another faction in play, not raised yet, not yet revived this turn. */
export function raisable(s: DuneState, by: FactionId, target: FactionId): boolean {
  const done = s.step.phase === 'revival' && s.step.done.includes(target);
  return by === OWNER && target !== by && s.factions.includes(target) && !raisedThisTurn(s).includes(target) && !done;
}

/**
 * TLX-8: in the Bidding or the Revival phase, before a faction revives, the Tleilaxu raise its force
 * revival limit from 3 to 5 for this turn; free revival does not change. Announced in public.
 */
export const raiseLimit = defineAction({
  name: 'raise-limit',
  summary: `Tleilaxu: raise another faction's force revival limit to ${RAISED_LIMIT} for this turn (Bidding, or Revival before it revives).`,
  phases: ['bidding', 'revival'],
  args: [{ name: 'faction', type: 'faction', required: true, description: 'the faction whose revival limit you raise' }],
  errors: ['not-tleilaxu', 'not-raisable'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { faction }, ctx) => {
    check(f === OWNER, 'not-tleilaxu', 'Only the Tleilaxu raise another faction’s revival limit.');
    check(
      raisable(s, f, faction),
      'not-raisable',
      faction === f
        ? 'The Tleilaxu have no revival limit to raise: theirs has none.'
        : !s.factions.includes(faction)
          ? `The ${factionName(faction)} are not in this game.`
          : raisedThisTurn(s).includes(faction)
            ? `The ${factionName(faction)}’s revival limit is already ${RAISED_LIMIT} this turn.`
            : `The ${factionName(faction)} have already revived this turn.`,
    );
    // A Karama stops it (§4.4): announced, but the limit stays 3.
    if (stopsPower(s, ctx, 'raised-limit')) return;
    s.raisedRevivalLimits = { turn: s.turn, factions: [...raisedThisTurn(s), faction] };
    ctx.emit({ type: 'revival-limit-raised', faction: f, target: faction, limit: RAISED_LIMIT });
  },
});
