import { publicView, type RaceState, type raceGame } from '../../race';
import type { ResultRenderer } from '../../store/store';

/** A race's result: the winner and how (all Guards Home, or the target score), the round, each player's scores. */
export const raceResult: ResultRenderer<{ readonly race: typeof raceGame }> = ({ state, stopped }) => {
  const view = publicView(state);
  if (!view.winner && !stopped) return null;
  return {
    ending: view.winner ? 'won' : 'stopped',
    victory: view.winner?.reason ?? null,
    victoryText: view.winner ? view.expecting : null,
    options: view.rules,
    turns: view.round,
    turnLimit: null,
    seats: view.players.map((p) => ({ seat: p.seat, won: p.seat === view.winner?.seat, ally: null, summary: { ...p.score } })),
  };
};

/** A race ends with the turn that brings a winner: that turn's own write makes it finished and stores its result. */
export const raceEnd = { over: (state: RaceState) => publicView(state).winner !== null, result: raceResult } as const;
