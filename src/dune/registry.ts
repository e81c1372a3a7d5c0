import type { ActionSpec } from './actions/spec';
import { answer } from './cards/truthtrance';
import { cancelKaramaOrder, karamaOrder } from './cards/karama/orders';
import { play } from './cards/play';
import { support } from './deals/ally-support';
import { dealActions } from './deals/actions';
import { give } from './deals/give';
import { moderatorActions } from './moderator/actions';
import { FACTION_MODULES } from './factions';
import { PHASE_ACTIONS } from './phases';
import { prescienceOrder, voiceOrder } from './phases/battle/standing-orders';
import { endingRevival } from './phases/revival/actions';

/** Actions a player may take whatever the phase (giving spice, cards usable at any time). */
const anytimeActions: ActionSpec[] = [play, answer, karamaOrder, cancelKaramaOrder, voiceOrder, prescienceOrder, ...dealActions, give, support];

/** Every player action of the game. */
export const ALL_ACTIONS: readonly ActionSpec[] = [
  ...PHASE_ACTIONS,
  ...FACTION_MODULES.flatMap((m) => (m.hooks.actions ?? []).map(endingRevival)),
  ...anytimeActions,
];
/** Moderator overrides: audited actions in the log like any other. */
export const MODERATOR_ACTIONS: readonly ActionSpec[] = moderatorActions;
