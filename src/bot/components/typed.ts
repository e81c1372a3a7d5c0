import { type DuneGameState, publicView } from '../../dune';
import { typed } from '../command-groups';

/** The typed command of an action in the game's current phase, for answers that point to it. */
export const typedCommand = (action: string, state: DuneGameState): string => {
  const phase = publicView(state).phase;
  return typed(action, phase === 'ended' ? undefined : phase);
};
