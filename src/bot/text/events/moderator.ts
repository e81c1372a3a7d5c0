import type { ModeratorEvents } from '../../../dune';
import { phaseTitle } from '../../../dune';
import { the } from '../factions';
import { list } from '../grammar';
import { cards, forces, place } from '../terms';
import type { EventTexts } from './present';

// The public part of an override never carries its secret detail, which only its owner reads.
export const moderatorText: EventTexts<keyof ModeratorEvents> = {
  'moderator-override': ({ action, userId, reason }) => `moderator override by <@${userId}>: \`${action}\`. Reason: ${reason}`,
  'moderator-set-spice': ({ faction }) => `a moderator set the spice of ${the(faction)}.`,
  'moderator-set-spice-detail': ({ before, after }) => `a moderator set your spice from ${before} to ${after}.`,
  'moderator-set-storm': ({ from, sector }) => `a moderator moved the storm from sector ${from} to sector ${sector}.`,
  'moderator-set-phase': ({ phase, turn }) => `a moderator set the game to ${phaseTitle(phase)}, turn ${turn}.`,
  'moderator-set-hand': ({ faction, cards: n }) => `a moderator set the hand of ${the(faction)} (${cards(n)}).`,
  'moderator-set-hand-detail': ({ hand }) => `a moderator set your hand: ${list(hand, 'no cards')}.`,
  'moderator-set-forces': ({ faction, territory, sector, forces: n }) =>
    `a moderator set the forces of ${the(faction)} in ${place(territory, sector)} to ${forces(n)}.`,
};
