import type { ActionSpec } from './spec';

/** Actions a player may take whatever the phase (giving spice, cards usable at any time). */
export const anytimeActions: ActionSpec<never>[] = [];
