import type { GameDefinition } from '../../src/engine/game';
import { runTransition } from '../../src/engine/game';
import { check, err } from '../../src/engine/result';

/**
 * A tiny game for the clock's tests: every seat votes once, all at the same time (a simultaneous
 * decision, like two battle plans); the game waits for the seats that have not voted and is over
 * when all have. `abstain` is the safe default.
 */
export type VoteSeat = 'red' | 'blue' | 'green';
export type VoteAction = { readonly type: 'vote'; readonly choice: 'yes' | 'no' } | { readonly type: 'abstain' };
export interface VoteState {
  readonly seats: VoteSeat[];
  votes: Partial<Record<VoteSeat, string>>;
}
type VoteEvent = { readonly type: 'voted'; readonly seat: VoteSeat };

export const voteGame: GameDefinition<VoteState, VoteAction, VoteSeat, VoteEvent, Record<string, never>> = {
  id: 'vote',
  create: ({ seats }) => (seats.length < 2 ? err('too-few-seats', 'Two seats at least.') : runTransition({ seats: [...seats], votes: {} }, () => {})),
  apply: (state, actor, action) =>
    runTransition<VoteState, VoteEvent>(state, (draft, emit) => {
      check(actor.kind === 'seat', 'seats-only', 'Only seats vote.');
      const seat = actor.kind === 'seat' ? actor.seat : 'red';
      check(draft.votes[seat] === undefined, 'already-voted', `${seat} has voted.`);
      draft.votes[seat] = action.type === 'vote' ? action.choice : 'abstain';
      emit({ type: 'voted', seat });
    }),
  publicView: (state) => state,
  playerView: (state) => state,
  waitingFor: (state) => state.seats.filter((s) => state.votes[s] === undefined),
};
