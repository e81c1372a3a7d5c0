import type { Actor, Transition } from '../engine/game';
import { runTransition } from '../engine/game';
import { check, fail, type Result } from '../engine/result';
import { parseAction, type RaceAction } from './actions';
import type { RaceEvent } from './events';
import { assignRolls, chooseDirection, planNoble, setPlan } from './plan';
import { GUARDS, type RaceSeat, seatName } from './seats';
import { playerOf, type RaceState, scoreOf } from './state';
import { endTurn } from './turn';
import { listText } from './text';

/** Applies one action of the player whose turn it is, or of a moderator acting for them. */
export function applyRace(state: RaceState, actor: Actor<RaceSeat>, action: RaceAction): Result<Transition<RaceState, RaceEvent>> {
  return runTransition<RaceState, RaceEvent>(state, (s, emit) => {
    const a = parseAction(action);
    const seat = actingSeat(s, actor, a.do, emit);
    const p = playerOf(s, seat);
    switch (a.do) {
      case 'direction':
        chooseDirection(s, p, a.args.direction, emit);
        return;
      case 'assign':
        assignRolls(s, p, a.args.guard, a.args.rolls, a.args.direction, emit);
        return;
      case 'noble':
        planNoble(s, p, a.args, emit);
        return;
      case 'end-turn':
        endTurn(s, emit);
        return;
      case 'move': {
        // A whole turn at once: the same steps as clicking through it, replacing any plan begun.
        setPlan(s, null);
        const { guards = {}, noble } = a.args;
        const direction = a.args.direction ?? noble?.direction;
        if (direction) chooseDirection(s, p, direction, emit);
        for (const g of GUARDS) {
          const rolls = guards[g];
          if (rolls !== undefined) assignRolls(s, p, g, rolls, undefined, emit);
        }
        if (noble) planNoble(s, p, noble, emit);
        endTurn(s, emit);
        return;
      }
    }
  });
}

/** The seat an action is for: the current player's, whoever asks for it legitimately. */
function actingSeat(s: RaceState, actor: Actor<RaceSeat>, action: string, emit: (e: RaceEvent) => void): RaceSeat {
  if (s.status.kind === 'over') {
    const winner = playerOf(s, s.status.winner);
    const why = s.status.reason === 'all-home' ? 'brought all four Guards Home' : `reached ${scoreOf(winner)} points`;
    fail('game-over', `The race is over: ${seatName(winner.seat)} won (${why}). No more moves are accepted.`);
  }
  const current = s.status.seat;
  switch (actor.kind) {
    case 'seat':
      check(
        s.players.some((p) => p.seat === actor.seat),
        'not-in-game',
        `${seatName(actor.seat)} is not playing in this race (players: ${listText(s.players.map((p) => seatName(p.seat)))}).`,
      );
      check(actor.seat === current, 'not-your-turn', `It is ${seatName(current)}'s turn, not ${seatName(actor.seat)}'s; wait for your turn.`);
      return current;
    case 'moderator':
      check(actor.reason.trim() !== '', 'reason-required', 'A moderator acting for a player must say why.');
      emit({ type: 'moderator-override', seat: current, userId: actor.userId, reason: actor.reason, action });
      return current;
    case 'system':
      fail('bad-actor', 'Only the player whose turn it is, or a moderator acting for them, can move pieces.');
  }
}
