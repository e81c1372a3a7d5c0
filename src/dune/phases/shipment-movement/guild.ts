import { check } from '../../../engine/result';
import { stopsPower } from '../../cards/karama/stops';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import type { DuneState, FactionId } from '../../state';
import { beginTurn } from './turns';
import { shipmentStep } from './step';

/**
 * "Ship as it pleases you" (Advanced, rules §12.4), modelled with two actions: before any other
 * faction has begun its turn the Guild may `act` and take its own turn then (even first); when its
 * own turn comes it may `delay`, going to the end of the queue, and `act` later before any player.
 */
const GUILD = 'spacing-guild';

export function guildCanCutIn(s: DuneState): boolean {
  const st = shipmentStep(s);
  return isAdvanced(s.options) && st.queue.includes(GUILD) && st.current !== null && !st.started && !st.declaring && st.bgPending.length === 0;
}

export function guildCanDelay(s: DuneState): boolean {
  const st = shipmentStep(s);
  return isAdvanced(s.options) && st.current === GUILD && !st.started && st.queue.length > 0;
}

export function actNow(s: DuneState, f: FactionId, ctx: Ctx): void {
  check(f === GUILD, 'guild-only', 'Only the Spacing Guild may take its turn out of storm order.');
  check(isAdvanced(s.options), 'advanced-only', 'The Guild takes its turn out of order only in the Advanced game.');
  const st = shipmentStep(s);
  check(st.queue.includes(GUILD), 'not-now', st.current === GUILD ? "It is already the Guild's turn." : 'The Guild has already taken its turn this phase.');
  check(
    guildCanCutIn(s),
    'not-now',
    `The Guild may take its turn only before a faction begins its own; ${st.current ? `${factionName(st.current)} have already begun` : 'nobody is taking a turn'}.`,
  );
  // A stopped cut-in does nothing: the turn in progress goes on (rules §16).
  if (stopsPower(s, ctx, 'out-of-order')) return;
  const before = st.current as FactionId;
  st.queue = [before, ...st.queue.filter((x) => x !== GUILD)];
  ctx.emit({ type: 'guild-acts', before });
  beginTurn(s, GUILD, ctx);
}

export function delay(s: DuneState, f: FactionId, ctx: Ctx): void {
  check(f === GUILD, 'guild-only', 'Only the Spacing Guild may delay its turn.');
  check(isAdvanced(s.options), 'advanced-only', 'The Guild may delay its turn only in the Advanced game.');
  check(!shipmentStep(s).started, 'not-now', 'The Guild has begun its turn and can no longer delay it.');
  check(guildCanDelay(s), 'not-now', 'Everyone else has had their turn: the Guild is last and cannot delay further.');
  if (stopsPower(s, ctx, 'out-of-order')) return;
  const st = shipmentStep(s);
  st.queue.push(GUILD);
  st.current = null;
  ctx.emit({ type: 'guild-delays' });
}
