import { PHASE_ACTIONS } from '../phases';
import { anytimeActions } from './anytime';
import { moderatorActions } from '../moderator/actions';
import type { ActionSpec } from './spec';

/** Every player action of the game. */
export const ALL_ACTIONS: readonly ActionSpec[] = [...PHASE_ACTIONS, ...anytimeActions];
/** Moderator overrides: audited actions in the log like any other. */
export const MODERATOR_ACTIONS: readonly ActionSpec[] = moderatorActions;
