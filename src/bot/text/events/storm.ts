import type { StormEvents } from '../../../dune';
import { actionMention } from '../commands';
import { does, doTogether, personDoes, the } from '../factions';
import { list } from '../grammar';
import { sectors } from '../terms';
import { type EventTexts, withLosses } from './present';

const stormMoves = (distance: number): string => (distance === 0 ? 'the storm does not move' : `the storm moves ${sectors(distance)}`);
const stormWillMove = (distance: number): string => (distance === 0 ? 'the storm will not move' : `the storm will move ${sectors(distance)}`);

export const stormText: EventTexts<keyof StormEvents> = {
  'storm-dial-requested': ({ dialers, min, max }) => `${doTogether(dialers, 'dial')} the storm in secret, from ${min} to ${max} (${actionMention('dial')}).`,
  'storm-dialled': ({ faction }) => `${does(faction, 'have dialled')} the storm.`,
  'storm-dial-recorded': ({ value }) => `you dialled ${value} for the storm.`,
  'storm-dials-revealed': ({ dials, total }) => `storm dials: ${list(dials.map((d) => `${the(d.faction)} ${d.value}`))}; ${sectors(total)} in all.`,
  'storm-card-revealed': ({ value }) => `the storm card is revealed: ${stormMoves(value)}.`,
  // Who is asked is never said: it would tell the table who holds the cards (issue 11).
  'storm-cards-window': ({ distance }) =>
    `${stormWillMove(distance)}; first, Weather Control and Family Atomics may be played (${actionMention('play')}, or ${actionMention('pass', 'storm')}).`,
  'storm-card-asked': ({ card, distance, playable }) =>
    `you may play ${card} now, before the storm moves${distance === null || distance === 0 ? '' : ` (it is to move ${sectors(distance)})`}: ${actionMention('play')} it, or ${actionMention('pass', 'storm')}${playable.length > 1 ? ` (you may play ${list(playable)})` : ''}.`,
  'storm-card-passed': ({ faction, card }, you) => `${personDoes(faction, you, 'play')} no ${card}.`,
  'weather-control': ({ faction, sectors: n, replaces }) =>
    `Weather Control, played by ${the(faction)}: ${stormMoves(n)}${replaces === null ? '' : n === 0 ? ` (it was to move ${sectors(replaces)})` : ` instead of ${replaces}`}.`,
  'shield-wall-destroyed': ({ faction, destroyed }) => withLosses(`Family Atomics, played by ${the(faction)}: the Shield Wall is destroyed.`, destroyed),
  'storm-moved': ({ from, sector, distance, destroyed, spiceLost }) =>
    withLosses(
      distance === 0 ? `the storm stays in sector ${from}.` : `${stormMoves(distance)}, from sector ${from} to sector ${sector}.`,
      destroyed,
      spiceLost,
    ),
  'storm-order-set': ({ order }) => `storm order: ${order.map(the).join(', ')}.`,
  'storm-card-drawn': ({ value }) => `next turn's storm card, which only you see: ${stormWillMove(value)}.`,
};
