import type { Ctx } from '../../context';
import type { TreacheryKindId } from '../../data/cards';
import type { DuneState, FactionId, PhaseId } from '../../state';
import { karamaPlayable, playKarama } from './card';
import { dropOrder, orderInWords, ordersAgainst } from './order-book';
import { power, powerName, type PowerId } from './powers';
import type { KaramaStop } from '../../shape/karama';

const current = (s: DuneState, x: KaramaStop): boolean => x.turn === s.turn && x.phase === s.phase;

/** The stops in force now. */
export const activeStops = (s: DuneState): KaramaStop[] => s.karamaStops.filter((x) => current(s, x));

/** A stop of power `id` by `by`, played in `phase` of this turn, its scope as the power and `karamaScope` say. */
export function makeStop(s: DuneState, id: PowerId, by: FactionId, phase: PhaseId = s.phase): KaramaStop {
  const p = power(id);
  return { power: id, faction: p.faction, by, turn: s.turn, phase, scope: p.wholePhase ? 'phase' : s.options.karamaScope };
}

function addStop(s: DuneState, id: PowerId, by: FactionId): KaramaStop {
  const stop = makeStop(s, id, by);
  s.karamaStops = [...activeStops(s), stop];
  return stop;
}

/** `f` plays a card as Karama (Karama itself, or `kind`) against a power: the card is discarded and the stop recorded. */
export function playStop(s: DuneState, f: FactionId, id: PowerId, ctx: Ctx, kind?: TreacheryKindId): KaramaStop {
  playKarama(s, f, `stop ${powerName(id)}`, ctx, kind);
  const stop = addStop(s, id, f);
  ctx.emit({ type: 'karama-stop', faction: f, target: stop.faction, power: id, description: power(id).label, scope: stop.scope });
  return stop;
}

/** Whether the power is stopped now; reading it does not spend a one-use stop (views use this). */
export const isStopped = (s: DuneState, id: PowerId): boolean => activeStops(s).some((x) => x.power === id);

/**
 * A standing order against the power fires as it is used: the first giver in storm order who can
 * still play a card as Karama plays it now, in public, as they would at the table. An order whose
 * giver cannot play lapses, told to the giver alone; the others stand for a later use.
 */
function stopByOrder(s: DuneState, ctx: Ctx, id: PowerId): KaramaStop | undefined {
  for (const order of ordersAgainst(s, id)) {
    dropOrder(s, order);
    if (karamaPlayable(s, order.by, order.card)) return playStop(s, order.by, id, ctx, order.card);
    ctx.emit({ type: 'karama-order-lapsed', to: [order.by], order: orderInWords(order) });
  }
  return undefined;
}

/**
 * Called by rule code at the moment a power would be used: true when a Karama stops it, played
 * earlier in the phase or now by a standing order. A one-use stop is spent by this use; the
 * channel is told the power did not work.
 */
export function stopsPower(s: DuneState, ctx: Ctx, id: PowerId): boolean {
  const stop = activeStops(s).find((x) => x.power === id) ?? stopByOrder(s, ctx, id);
  if (!stop) return false;
  if (stop.scope === 'one-use') s.karamaStops = s.karamaStops.filter((x) => x !== stop);
  ctx.emit({ type: 'power-stopped', faction: stop.faction, power: id, by: stop.by, description: power(id).label });
  return true;
}
