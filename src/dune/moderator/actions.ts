import type { ActionSpec } from '../actions/spec';

/** Moderator overrides (see docs/commands.md). */
export const moderatorActions: ActionSpec<never>[] = [];
