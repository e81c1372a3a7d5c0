import { check } from '../../../engine/result';
import { stopsPower } from '../../cards/karama/stops';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import { shipmentStep } from '../../phases/shipment-movement/step';
import { beginTurn } from '../../phases/shipment-movement/turns';
import type { DuneState, FactionId } from '../../state';
import type { TurnOrderPower } from '../module';
import { agrees } from '../../victory/describe';

/**
 * "Ship as it pleases you" (Advanced, rules §12.4), modelled with two actions: before any other
 * faction has begun its turn the Guild may `act` and take its own turn then (even first); when its
 * own turn comes it may `delay`, going to the end of the queue, and `act` later before any player.
 */
function canCutIn(s: DuneState, guild: FactionId): boolean {
  const st = shipmentStep(s);
  return isAdvanced(s.options) && st.queue.includes(guild) && st.current !== null && !st.started && !st.declaring && st.bgPending.length === 0;
}

function canDelay(s: DuneState, guild: FactionId): boolean {
  const st = shipmentStep(s);
  return isAdvanced(s.options) && st.current === guild && !st.started && st.queue.length > 0;
}

export const outOfOrder: TurnOrderPower = {
  canCutIn,
  canDelay,
  act: (s, guild, ctx) => {
    check(isAdvanced(s.options), 'advanced-only', 'The Guild takes its turn out of order only in the Advanced game.');
    const st = shipmentStep(s);
    check(st.queue.includes(guild), 'not-now', st.current === guild ? "It is already the Guild's turn." : 'The Guild has already taken its turn this phase.');
    check(
      canCutIn(s, guild),
      'not-now',
      `The Guild may take its turn only before a faction begins its own; ${st.current ? `the ${factionName(st.current)} ${agrees(st.current, 'have')} already begun` : 'nobody is taking a turn'}.`,
    );
    // A stopped cut-in does nothing: the turn in progress goes on (rules §16).
    if (stopsPower(s, ctx, 'out-of-order')) return;
    const before = st.current as FactionId;
    st.queue = [before, ...st.queue.filter((x) => x !== guild)];
    ctx.emit({ type: 'guild-acts', before });
    beginTurn(s, guild, ctx);
  },
  delay: (s, guild, ctx) => {
    check(isAdvanced(s.options), 'advanced-only', 'The Guild may delay its turn only in the Advanced game.');
    check(!shipmentStep(s).started, 'not-now', 'The Guild has begun its turn and can no longer delay it.');
    check(canDelay(s, guild), 'not-now', 'Everyone else has had their turn: the Guild is last and cannot delay further.');
    if (stopsPower(s, ctx, 'out-of-order')) return;
    const st = shipmentStep(s);
    st.queue.push(guild);
    st.current = null;
    ctx.emit({ type: 'guild-delays' });
  },
  prompt: (s, guild) => {
    if (canDelay(s, guild)) return ' The Guild may `delay` its turn.';
    if (canCutIn(s, guild)) return ' The Guild may `act` now to take its turn first.';
    return '';
  },
};
