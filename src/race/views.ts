import { legalChoices } from './choices';
import { plannedGuards } from './plan';
import { total } from './rolls';
import { GUARDS, type RaceSeat, seatName } from './seats';
import { type GuardState, type PlayerState, playerOf, type RaceState, scoreOf } from './state';
import { entranceSpace, midpointSpace, positionOf, positionText } from './track';
import { previewTurn } from './turn';
import { directionName, listText } from './text';

/**
 * The race as the channel sees it. Built field by field like Dune's views, although the race has
 * no secrets: every piece, roll store and score is public, so a seat's view only adds its choices.
 */
export function publicView(s: RaceState) {
  const turnOf = s.status.kind === 'playing' ? s.status.seat : null;
  return {
    game: 'race' as const,
    round: s.status.round,
    turnOf,
    waitingFor: waitingFor(s),
    expecting: expecting(s),
    players: s.players.map((p) => playerEntry(s, p)),
    plan: planEntry(s),
    winner: s.status.kind === 'over' ? { seat: s.status.winner, reason: s.status.reason } : null,
    rules: { ...s.rules },
  };
}

export type RacePublicView = ReturnType<typeof publicView>;

/** What one seat may see: everything (nothing is secret), plus the choices it has now. */
export function playerView(s: RaceState, seat: RaceSeat) {
  return { ...publicView(s), you: seat, choices: legalChoices(s, seat) };
}

export type RacePlayerView = ReturnType<typeof playerView>;

export function waitingFor(s: RaceState): RaceSeat[] {
  return s.status.kind === 'playing' ? [s.status.seat] : [];
}

function playerEntry(s: RaceState, p: PlayerState) {
  return {
    seat: p.seat,
    name: seatName(p.seat),
    start: p.start,
    midpoint: midpointSpace(s.rules, p),
    homeEntrance: entranceSpace(s.rules, p),
    store: [...p.store],
    score: { progression: p.progression, combat: p.combat, total: scoreOf(p) },
    guards: GUARDS.map((guard) => ({ guard, ...guardEntry(p.guards[guard]) })),
    noble: p.noble,
  };
}

function guardEntry(g: GuardState) {
  return { ...g, where: positionText(positionOf(g)) };
}

function planEntry(s: RaceState) {
  if (s.status.kind !== 'playing' || !s.status.plan) return null;
  const plan = s.status.plan;
  const preview = previewTurn(s);
  return {
    seat: s.status.seat,
    direction: plan.direction,
    guards: plannedGuards(plan).map((guard) => {
      const rolls = plan.guards[guard] ?? [];
      return { guard, rolls: [...rolls], total: total(rolls) };
    }),
    noble: plan.noble ? { ...plan.noble } : null,
    playable: preview.ok,
    problem: preview.ok ? null : preview.error.message,
  };
}

/** One sentence: whom the race waits for, and for what. */
function expecting(s: RaceState): string {
  if (s.status.kind === 'over') {
    const winner = playerOf(s, s.status.winner);
    const how = s.status.reason === 'all-home' ? 'brought all four Guards Home' : `reached ${scoreOf(winner)} points`;
    return `The race is over: ${seatName(winner.seat)} won in round ${s.status.round} (${how}).`;
  }
  const who = `${seatName(s.status.seat)}'s turn (round ${s.status.round})`;
  const plan = s.status.plan;
  if (!plan) return `${who}: choose Forward or Backward for the turn, or end the turn without moving.`;
  const preview = previewTurn(s);
  if (!preview.ok) return `${who}, moving ${directionName(plan.direction)}: the plan cannot be played yet. ${preview.error.message}`;
  const parts = [...plannedGuards(plan), ...(plan.noble ? ['the Noble'] : [])];
  return parts.length === 0
    ? `${who}, moving ${directionName(plan.direction)}: give stored rolls to Guards, move the Noble, or end the turn without moving.`
    : `${who}, moving ${directionName(plan.direction)} with ${listText(parts)}: change the plan, or end the turn to play it.`;
}
