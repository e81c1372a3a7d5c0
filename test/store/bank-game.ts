import type { Actor, GameDefinition } from '../../src/engine/game';
import { runTransition } from '../../src/engine/game';
import { check, err, fail } from '../../src/engine/result';
import type { RngState } from '../../src/engine/rng';
import { Rng, seedRng } from '../../src/engine/rng';

/**
 * A tiny game for the store's tests, independent of the Dune rules: each seat has a public
 * balance and a secret number drawn from the seeded generator; players take turns.
 */
export type BankSeat = 'red' | 'blue' | 'green';

export interface BankOptions {
  readonly startingBalance: number;
}

export interface BankState {
  order: BankSeat[];
  turn: number;
  balances: Record<string, number>;
  secrets: Record<string, number>;
  rng: RngState;
}

export type BankAction =
  | { readonly type: 'deposit'; readonly amount: number }
  | { readonly type: 'withdraw'; readonly amount: number }
  | { readonly type: 'roll' }
  | { readonly type: 'pass' }
  | { readonly type: 'grant'; readonly seat: BankSeat; readonly amount: number };

export type BankEvent =
  | { readonly type: 'balance'; readonly seat: BankSeat; readonly balance: number; readonly to?: undefined }
  | { readonly type: 'secret'; readonly value: number; readonly to: readonly BankSeat[] };

export const bankGame: GameDefinition<BankState, BankAction, BankSeat, BankEvent, BankOptions> = {
  id: 'bank',
  create({ seats, options, seed }) {
    if (seats.length < 2) return err('too-few-seats', `The bank game needs at least 2 seats, got ${seats.length}.`);
    const rng = seedRng(seed);
    const state: BankState = { order: [...seats], turn: 0, balances: {}, secrets: {}, rng };
    const draw = new Rng(rng);
    for (const seat of seats) {
      state.balances[seat] = options.startingBalance;
      state.secrets[seat] = draw.int(1000);
    }
    return runTransition(state, () => {});
  },
  apply(state, actor, action) {
    return runTransition<BankState, BankEvent>(state, (draft, emit) => {
      if (action.type === 'grant') {
        check(actor.kind === 'moderator', 'moderators-only', 'Only a moderator can grant money.');
        draft.balances[action.seat] = (draft.balances[action.seat] ?? 0) + action.amount;
        emit({ type: 'balance', seat: action.seat, balance: draft.balances[action.seat] ?? 0 });
        return;
      }
      const seat = actingSeat(draft, actor);
      const balance = draft.balances[seat] ?? 0;
      switch (action.type) {
        case 'deposit':
          check(action.amount > 0 && action.amount <= 100, 'bad-amount', 'Deposit between 1 and 100.');
          draft.balances[seat] = balance + action.amount;
          break;
        case 'withdraw':
          check(action.amount <= balance, 'insufficient-funds', `You have only ${balance}.`);
          draft.balances[seat] = balance - action.amount;
          break;
        case 'roll': {
          const rolled = new Rng(draft.rng).int(6) + 1;
          draft.balances[seat] = balance + rolled;
          draft.secrets[seat] = (draft.secrets[seat] ?? 0) + rolled;
          emit({ type: 'secret', value: draft.secrets[seat] ?? 0, to: [seat] });
          break;
        }
        case 'pass':
          break;
      }
      emit({ type: 'balance', seat, balance: draft.balances[seat] ?? 0 });
      draft.turn += 1;
    });
  },
  publicView(state) {
    return { turn: state.turn, balances: state.balances };
  },
  playerView(state, seat) {
    return { turn: state.turn, balances: state.balances, secret: state.secrets[seat] };
  },
  waitingFor(state) {
    const seat = state.order[state.turn % state.order.length];
    return seat ? [seat] : [];
  },
};

/** The seat whose turn it is; a moderator may act for it. */
function actingSeat(state: BankState, actor: Actor<BankSeat>): BankSeat {
  const current = state.order[state.turn % state.order.length];
  if (!current) fail('no-seats', 'Nobody is seated.');
  if (actor.kind === 'seat' && actor.seat !== current) fail('not-your-turn', `It is ${current}'s turn.`);
  return current;
}
