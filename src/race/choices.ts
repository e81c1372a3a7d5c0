import { without } from './rolls';
import { type GuardId, type RaceSeat, GUARDS, seatName } from './seats';
import { NOBLE_SPACES, NOBLE_TIMINGS, type NobleSpaces, type NobleTiming, playerOf, type RaceState, type TurnPlan } from './state';
import { plannedGuards } from './plan';
import { previewTurn } from './turn';
import { DIRECTIONS, type Direction } from './direction';

/** Rolls a Guard may be given now: the store less what the other Guards already have. */
export interface GuardChoice {
  readonly guard: GuardId;
  readonly assigned: readonly number[];
  readonly rolls: readonly number[];
}

/** Shaped like the `noble` action's args, so a menu option can be sent back as it is. */
export type NobleChoice = { readonly spaces: 0 } | { readonly spaces: NobleSpaces; readonly when: NobleTiming };

/**
 * The decision a seat faces now and its legal options, so buttons and menus offer nothing that
 * would be refused. Any roll offered to a Guard may be given to it; whether the whole plan can be
 * played shows in `endTurn` and `problem`. A Noble option is offered only if the Noble itself can
 * make that move as the plan stands.
 */
export type RaceChoices =
  | { readonly seat: RaceSeat; readonly decision: 'wait'; readonly why: string }
  /** First the turn's direction (S004-DIR-2: chosen afresh each turn); ending the turn now passes. */
  | { readonly seat: RaceSeat; readonly decision: 'direction'; readonly directions: readonly Direction[]; readonly endTurn: true }
  | {
      readonly seat: RaceSeat;
      readonly decision: 'plan';
      readonly direction: Direction;
      readonly directions: readonly Direction[];
      readonly guards: readonly GuardChoice[];
      readonly noble: readonly NobleChoice[];
      readonly endTurn: boolean;
      readonly problem: string | null;
    };

export function legalChoices(s: RaceState, seat: RaceSeat): RaceChoices {
  if (s.status.kind === 'over') return { seat, decision: 'wait', why: `The race is over: ${seatName(s.status.winner)} won.` };
  if (!s.players.some((p) => p.seat === seat)) return { seat, decision: 'wait', why: `${seatName(seat)} is not playing in this race.` };
  if (s.status.seat !== seat) return { seat, decision: 'wait', why: `It is ${seatName(s.status.seat)}'s turn.` };
  const plan = s.status.plan;
  if (!plan) return { seat, decision: 'direction', directions: DIRECTIONS, endTurn: true };
  const preview = previewTurn(s);
  return {
    seat,
    decision: 'plan',
    direction: plan.direction,
    directions: DIRECTIONS,
    guards: guardChoices(s, seat, plan),
    noble: nobleChoices(s, plan),
    endTurn: preview.ok,
    problem: preview.ok ? null : preview.error.message,
  };
}

function guardChoices(s: RaceState, seat: RaceSeat, plan: TurnPlan): GuardChoice[] {
  const p = playerOf(s, seat);
  const given = plannedGuards(plan);
  return GUARDS.filter((g) => p.guards[g].zone !== 'home').map((guard) => ({
    guard,
    assigned: [...(plan.guards[guard] ?? [])],
    // Planning took the other Guards' rolls from the store, so they are all in it.
    rolls: without(
      p.store,
      given.filter((g) => g !== guard).flatMap((g) => plan.guards[g] ?? []),
    ) as number[],
  }));
}

function nobleChoices(s: RaceState, plan: TurnPlan): NobleChoice[] {
  const choices: NobleChoice[] = [{ spaces: 0 }];
  for (const when of NOBLE_TIMINGS)
    for (const spaces of NOBLE_SPACES) {
      const tried = previewTurn(s, { ...plan, noble: { spaces, when } });
      if (tried.ok || tried.error.code !== 'noble-blocked') choices.push({ spaces, when });
    }
  return choices;
}
