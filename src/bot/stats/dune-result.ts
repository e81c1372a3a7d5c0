import { eventsFor, gameOutcome } from '../../dune';
import { effectiveActions } from '../../engine/log';
import type { ResultRenderer } from '../../store/store';
import type { GAMES } from '../context';
import { startEvents } from '../game-log';

/**
 * A Dune game's result, from the rules' outcome of its final state: the winners and how they won,
 * each faction's ally, its record (counted from the public events of the start and of every action
 * still in effect: an undone action counts for nothing) and its spice at the end.
 */
export const duneResult: ResultRenderer<Pick<typeof GAMES, 'dune'>> = ({ game, seats, state, log, stopped }) => {
  const events = eventsFor([...startEvents(game, seats), ...effectiveActions(log).flatMap((entry) => entry.events)], 'public');
  const outcome = gameOutcome(state, events, stopped);
  if (!outcome) return null;
  return {
    ending: outcome.winner ? 'won' : stopped ? 'stopped' : 'no-winner',
    victory: outcome.winner?.victory ?? null,
    victoryText: outcome.winner?.reason ?? null,
    options: outcome.options,
    turns: outcome.turn,
    turnLimit: outcome.turns,
    seats: outcome.factions.map((f) => ({
      seat: f.faction,
      won: f.won,
      ally: f.ally,
      summary: { ...f.record, finalSpice: f.spice },
    })),
  };
};
