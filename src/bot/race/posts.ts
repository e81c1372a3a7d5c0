import { type GuardId, type RaceEvent, type RaceState, publicView } from '../../race';
import type { RaceMessage } from './post';
import type { RaceSeatRecord } from './store';
import { turnRows } from './components';
import { eventLine, news as newsText, turn } from './text';

const holder = (seats: readonly RaceSeatRecord[], seat: string): string | null => seats.find((s) => s.seat === seat)?.userId ?? null;

/** The plan as it stands: the direction, each Guard's rolls, the Noble. */
function planLines(state: RaceState): string[] {
  const plan = publicView(state).plan;
  if (!plan) return [];
  return [
    turn.direction(plan.direction),
    ...plan.guards.map((g) => turn.guardPlan(g.guard, g.rolls, g.total)),
    ...(plan.noble ? [turn.noble(plan.noble)] : []),
  ];
}

/** The text of the turn post: whose turn, the store, the plan, and what is left to do. */
export function turnText(state: RaceState, seats: readonly RaceSeatRecord[]): string {
  const view = publicView(state);
  if (!view.turnOf) return view.expecting;
  const player = view.players.find((p) => p.seat === view.turnOf);
  const plan = view.plan;
  return [
    turn.heading(view.round, view.turnOf, holder(seats, view.turnOf)),
    turn.store(player?.store ?? []),
    ...(plan ? planLines(state) : [turn.noDirection]),
    ...(plan ? [plan.problem ? turn.problem(plan.problem) : turn.ready] : []),
    turn.help,
  ].join('\n');
}

/**
 * The turn post once the turn is played (`before`: the state that played it): the plan, what moved,
 * the next player's roll and the board after it, no components — one post per turn. The roll is
 * told here as well as in the next turn's store, since that post is edited once played and the
 * record must keep it; the win, if any, is the last word.
 */
export function playedMessage(before: RaceState, after: RaceState, events: readonly RaceEvent[]): RaceMessage {
  const view = publicView(before);
  const lines = view.turnOf ? [turn.played(view.turnOf, view.round), ...planLines(before)] : [view.expecting];
  const news = newsLines(events);
  const board = publicView(after);
  return {
    content: [...lines, ...news].join('\n'),
    components: [],
    ping: [],
    ...(news.length ? { board: { view: board, alt: newsText.boardAlt(board.round) } } : {}),
  };
}

/** The post of the turn now being played, with its components; it pings the player whose turn it is. */
export function turnMessage(gameId: string, state: RaceState, seats: readonly RaceSeatRecord[], focus: GuardId | null = null): RaceMessage {
  const seat = publicView(state).turnOf;
  const userId = seat ? holder(seats, seat) : null;
  return {
    content: turnText(state, seats),
    components: seat ? turnRows(gameId, state, seat, focus) : [],
    ping: userId ? [userId] : [],
  };
}

/**
 * The news of a played turn (or the start of the race): what moved, with the board as it is now.
 * Planning steps are not news: they show on the turn post as it is edited.
 */
export function newsMessage(after: RaceState, events: readonly RaceEvent[], notes: readonly string[] = []): RaceMessage | null {
  const lines = [...notes, ...newsLines(events)];
  if (lines.length === 0) return null;
  const view = publicView(after);
  return { content: lines.join('\n'), components: [], ping: [], board: { view, alt: newsText.boardAlt(view.round) } };
}

/** The news lines of events, the win last: the rolls spent on the winning move are told before it, not after. */
function newsLines(events: readonly RaceEvent[]): string[] {
  const told = [...events.filter((e) => e.type !== 'race-won'), ...events.filter((e) => e.type === 'race-won')];
  return told.map(eventLine).filter((l): l is string => l !== null);
}
