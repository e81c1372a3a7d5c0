import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import type { Ctx } from '../../context';
import { TREACHERY, type TreacheryKindId } from '../../data/cards';
import { factionName } from '../../data/factions';
import type { DuneState, FactionId } from '../../state';
import { countsAsKarama, karamaCardFor, karamaPlayable } from './card';
import { allOrders, dropOrder, orderInWords, ordersOf } from './order-book';
import { POWER_IDS, powerName, type PowerId } from './powers';
import { checkSpecialUnused, playSpecialKarama, specialKaramaOf } from './special';
import { checkStopTarget } from './target';
import type { KaramaOrder } from '../../shape/karama';
import type { SpecialOrderArgs } from './special-power';
import { agrees } from '../../victory/describe';

/**
 * Standing Karama orders (rules §16): the answer to powers used before anyone can answer them.
 *
 * At the table a Karama is played the moment a power is used, and some powers are used at moments
 * when nobody is asked anything: the Atreides look at the spice deck as Shipment and Movement
 * begins, the Fremen at the storm card as the Storm phase ends, the Bene Gesserit take their
 * charity as CHOAM Charity begins, a Spice Blow without a worm needs no decision. A play-by-post
 * game cannot stop at each of them for everyone (a Karama window asking only the holders of a
 * Karama would tell the table that someone holds one; asking everyone would add several waits a
 * turn). So a player says in advance, secretly, what their Karama is to do: "stop this power the
 * next time it is used", or (the Fremen) "call my sandworm at the next Spice Blow". The order
 * costs nothing and changes no view but its giver's; when its moment comes, the card is played
 * in public exactly as it would have been at the table, or, if the giver holds no card to play,
 * the order lapses and only the giver is told. docs/secrecy.md gives the whole argument.
 *
 * Orders stand until they fire or are cancelled; an order against a power stands across phases
 * and turns, and once fired makes an ordinary stop (its scope as `karamaScope` says).
 */

export const karamaOrder = defineAction({
  name: 'karama-order',
  summary:
    'Secret standing order: play your Karama to stop a faction power the next time it is used, or (Fremen) to call your sandworm at the next Spice Blow.',
  phases: ['any'],
  outOfTurn: true,
  args: [
    { name: 'power', type: 'choice', choices: POWER_IDS, description: 'the faction power to stop the next time it is used' },
    {
      name: 'special',
      type: 'boolean',
      description:
        'Advanced, your special Karama power: the Fremen’s sandworm as the next Spice Blow ends; the Ixians’ HMS move as their next Shipment and Movement turn ends',
    },
    { name: 'territory', type: 'territory', description: 'with special: the sand territory the sandworm strikes, or the territory the HMS ends in' },
    { name: 'sector', type: 'sector', description: 'with special (Ixians): the sector the HMS ends in, if the territory spans several' },
    { name: 'via', type: 'territory', description: 'with special (Ixians): the territory the HMS crosses, if any' },
    { name: 'card', type: 'card', description: 'the card to play when the order fires, if not Karama (Bene Gesserit: a worthless card)' },
  ],
  errors: [
    'power-needed',
    'bad-argument',
    'wrong-target',
    'not-in-game',
    'own-power',
    'advanced-only',
    'not-karama',
    'card-not-in-hand',
    'already-ordered',
    'no-special-order',
    'special-used',
    'territory-needed',
    'not-sand',
    'out-of-range',
  ],
  handler: (s, f, a, ctx) => {
    if (a.card !== undefined && !countsAsKarama(s, f, a.card))
      fail(
        'not-karama',
        `${TREACHERY.get(a.card)?.name ?? a.card} does not count as Karama for the ${factionName(f)}; leave out \`card\` to play Karama itself.`,
      );
    check(
      karamaCardFor(s, f, a.card) !== undefined,
      'card-not-in-hand',
      `The ${factionName(f)} ${agrees(f, 'hold')} no ${a.card ? (TREACHERY.get(a.card)?.name ?? a.card) : 'card to play as Karama'}: an order is given with the card in hand (and fires only if it is still there).`,
    );
    const order = a.special ? specialOrder(s, f, a) : stopOrder(s, f, a);
    s.karamaOrders = [...allOrders(s), order];
    ctx.emit({ type: 'karama-ordered', to: [f], order: orderInWords(order) });
  },
});

/** The arguments of `karama-order`, as its handler receives them. */
interface OrderArgs extends SpecialOrderArgs {
  power?: PowerId;
  special?: boolean;
  card?: TreacheryKindId;
}

/** "Stop this power the next time it is used": checked as a Karama played now would be, but for the moment. */
function stopOrder(s: DuneState, f: FactionId, a: OrderArgs): KaramaOrder {
  check(
    a.territory === undefined && a.sector === undefined && a.via === undefined,
    'bad-argument',
    '`territory`, `sector` and `via` go with a special power (`special: true`), not with a power to stop.',
  );
  const id = checkStopTarget(s, f, a.power, undefined);
  check(
    !ordersOf(s, f).some((o) => 'power' in o && o.power === id),
    'already-ordered',
    `You have already ordered a Karama against ${powerName(id)}; one order per power (\`cancel-karama-order\` withdraws it).`,
  );
  return { by: f, power: id, ...(a.card ? { card: a.card } : {}) };
}

/**
 * A special Karama power ordered for its next moment, which may pass without a wait.
 *
 * The Fremen's sandworm, for the next Spice Blow. Our ruling on its moment: rules §12.5 places it
 * "in any sand territory as a normal worm", after turn 1, and cards.md §6 "during Spice Blow"; a
 * normal worm comes out of the spice deck during the blow and eats after the Nexus (S001-WORM-8),
 * and the sandworm causes no Nexus (FAQ, S001-WORM-1). Played by hand it strikes whenever the
 * Fremen play it while the phase waits for someone (special.ts); ordered, it strikes as the Spice
 * Blow of turn 2 or later ends — after every blow, Nexus and ride, the last moment the phase
 * offers, when the spice blown this turn is on the sand.
 *
 * The Ixians' HMS move (IX-13), for after their move: their turn ends with their last movement, and
 * a wait for a last word only while they hold a Karama would tell the table they hold one. Ordered,
 * it moves the HMS as their next Shipment and Movement turn ends (`moveOrderedHms`,
 * factions/ixians/hms/ordered.ts).
 */
function specialOrder(s: DuneState, f: FactionId, a: OrderArgs): KaramaOrder {
  const ordered = specialKaramaOf(f)?.ordered;
  check(
    ordered !== undefined,
    'no-special-order',
    'Only the Fremen’s and the Ixians’ special Karama powers are ordered in advance (their moment may pass without a wait); the others are played when their moment comes (`play card: Karama special: true`).',
  );
  check(a.power === undefined, 'bad-argument', '`power` names a power to stop; a special power (`special: true`) takes a `territory`.');
  checkSpecialUnused(s, f);
  const target = ordered(a);
  check(
    !ordersOf(s, f).some((o) => !('power' in o)),
    'already-ordered',
    'You have already ordered your special Karama power; cancel that order first (`cancel-karama-order special: true`).',
  );
  return { by: f, ...target, ...(a.card ? { card: a.card } : {}) };
}

export const cancelKaramaOrder = defineAction({
  name: 'cancel-karama-order',
  summary: 'Withdraw your standing Karama orders: the one against `power`, the sandworm (`special`), or all of them.',
  phases: ['any'],
  outOfTurn: true,
  args: [
    { name: 'power', type: 'choice', choices: POWER_IDS, description: 'withdraw only the order against this power' },
    { name: 'special', type: 'boolean', description: 'withdraw only the order for your special power (the sandworm, the HMS move)' },
  ],
  errors: ['no-order', 'bad-argument'],
  handler: (s, f, a, ctx) => {
    check(
      !(a.power !== undefined && a.special),
      'bad-argument',
      'Withdraw the order against a power (`power`) or the sandworm (`special: true`), one at a time, or leave both out for all.',
    );
    const mine = ordersOf(s, f).filter((o) => (a.power !== undefined ? 'power' in o && o.power === a.power : a.special ? !('power' in o) : true));
    if (mine.length === 0)
      fail(
        'no-order',
        a.power !== undefined
          ? `You have no standing Karama order against ${powerName(a.power)}.`
          : a.special
            ? 'You have no standing order for your special Karama power.'
            : 'You have no standing Karama order.',
      );
    for (const o of mine) dropOrder(s, o);
    ctx.emit({ type: 'karama-order-cancelled', to: [f], orders: mine.map(orderInWords) });
  },
});

/**
 * As a Spice Blow from turn 2 ends: the Fremen's ordered sandworm strikes, if they can still play
 * a card as Karama and have not used their special power by hand meanwhile; otherwise the order
 * lapses, told to the Fremen alone.
 */
export function callOrderedSandworm(s: DuneState, ctx: Ctx): void {
  const order = allOrders(s).find((o) => 'sandworm' in o);
  if (!order || !('sandworm' in order) || s.turn === 1) return;
  dropOrder(s, order);
  if (!karamaPlayable(s, order.by, order.card) || s.karamaPowersUsed.includes(order.by)) {
    ctx.emit({ type: 'karama-order-lapsed', to: [order.by], order: orderInWords(order) });
    return;
  }
  playSpecialKarama(s, order.by, { card: order.card ?? 'karama', special: true, territory: order.sandworm }, ctx);
}
