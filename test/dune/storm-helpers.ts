import type { Scenario } from '../../src/dune/scenario';
import { ALL_FACTIONS } from '../support/scenario';

/** A later-turn storm phase; the spice deck is stacked so the blow that follows is predictable. */
export const laterTurn = (setup: Scenario['setup'], options: Scenario['options'] = {}, actions: Scenario['actions'] = []): Scenario => ({
  seed: 3,
  factions: ALL_FACTIONS,
  options,
  // Weather Control starts in the discard pile so that no random hand opens the card window.
  setup: { turn: 2, phase: 'storm', spiceDeck: ['Funeral Plain'], treacheryDiscard: ['Weather Control'], ...setup },
  actions,
});
