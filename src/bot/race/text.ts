import { type Direction, type GuardId, type NobleTiming, type Position, type RaceEvent, type RacePublicView, type RaceSeat, seatName } from '../../race';
import { raceKeyText, sealText } from '../text/seal';

/**
 * Everything the bot says about a race, in the race's own terms (Guards, the Noble, roll stores,
 * Progression and Combat). Nothing here knows Dune, and nothing of Dune's catalogue is used for a
 * race, so neither game's words reach the other's channel.
 */

const TITLE = 'the race of Guards and a Noble';

const SEAT_EMOJI: Record<RaceSeat, string> = { red: '🔴', blue: '🔵', green: '🟢', yellow: '🟡' };

/** "🔴 Red". */
const seatLabel = (seat: RaceSeat): string => `${SEAT_EMOJI[seat]} ${seatName(seat)}`;

/** "G1", "G1 and G2", "G1, G2 and G3". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const rollsOf = (rolls: readonly number[]): string => (rolls.length ? listOf(rolls.map(String)) : 'none');
const spaces = (n: number): string => `${n} ${n === 1 ? 'space' : 'spaces'}`;
const directionName = (d: Direction): string => (d === 'forward' ? 'Forward' : 'Backward');

function positionText(at: Position): string {
  if (at.zone === 'track') return `space ${at.space}`;
  if (at.zone === 'home-path') return `step ${at.step} of the Home path`;
  return 'Home';
}

export function nobleOption(choice: { readonly spaces: number; readonly when?: NobleTiming | null }): string {
  if (choice.spaces === 0) return 'The Noble stays where it is';
  return `The Noble moves ${spaces(choice.spaces)} ${choice.when === 'before' ? 'before' : 'after'} the Guards`;
}

// --- The lobby ------------------------------------------------------------------------------

export const lobby = {
  created: (userId: string, players: { min: number; max: number }, decisionHours: number) =>
    `🏁 <@${userId}> set up ${TITLE} here: each player has four Guards (G1–G4) and a Noble, and races them round the track and Home. ` +
    `Each turn may take ${decisionHours} h; then the clock ends it. Take a colour with the buttons below (or \`/game join\`), ${players.min} to ${players.max} players, then \`/game start\`.`,
  notInServer: 'Games are played in a server channel or thread: use `/game create` there.',
  duneOptions: (given: readonly string[]) =>
    `❌ ${listOf(given.map((o) => `\`${o}\``))} ${given.length === 1 ? 'is an option' : 'are options'} of Dune; the race takes only \`decision-hours\`. Nothing was created.`,
  createdAnswer: '✅ Race created. Players take a colour with the buttons on my post (or `/game join`); you (or a moderator) start it with `/game start`.',
  joined: (userId: string, seat: RaceSeat, seated: string) => `🪑 <@${userId}> joins as ${seatLabel(seat)}. Seated: ${seated}.`,
  joinedAnswer: (seat: RaceSeat) => `✅ You play ${seatLabel(seat)}.`,
  left: (userId: string, seat: RaceSeat, seated: string) => `🚪 <@${userId}> leaves ${seatLabel(seat)}. Seated: ${seated}.`,
  leftAnswer: '✅ You left the race.',
  notSeated: 'You have no seat in this race.',
  alreadySeated: (seat: RaceSeat) => `You already play ${seatLabel(seat)}; \`/game leave\` first to take another colour.`,
  taken: (seat: RaceSeat, free: readonly RaceSeat[]) =>
    free.length ? `${seatLabel(seat)} is taken. Free colours: ${listOf(free.map(seatLabel))}.` : 'All four colours are taken.',
  full: 'All four colours are taken.',
  started: '✅ The race has started; the first turn is posted in the channel.',
  notLobby: 'The race here has already started; seats are taken only before `/game start`.',
  ended: (userId: string) => `🛑 <@${userId}> ended the race; this channel is free for a new game.`,
  endedAnswer: '✅ The race is ended.',
  onlyHost: (host: string, what: string) => `Only <@${host}>, who hosts this race, or a moderator can ${what} it.`,
  joinHow:
    'This channel plays the race, whose seats are colours, not factions: take one with the buttons on my lobby post, or with `/game join faction: Random free faction` for the first free colour.',
  joinButton: (seat: RaceSeat) => `Join as ${seatName(seat)}`,
  waiting: (seated: string) =>
    `The race is waiting for players. Seated: ${seated}. Take a colour with \`/game join\` or the buttons; start with \`/game start\`.`,
};

export const seatedList = (seats: readonly { seat: RaceSeat; userId: string }[]): string =>
  seats.length ? listOf(seats.map((s) => `${seatLabel(s.seat)} <@${s.userId}>`)) : 'nobody';

// --- A turn -----------------------------------------------------------------------------------

export const turn = {
  heading: (round: number, seat: RaceSeat, userId: string | null) => `🎲 **Round ${round} · ${seatLabel(seat)}'s turn**${userId ? ` <@${userId}>` : ''}`,
  store: (rolls: readonly number[]) => `Roll store: ${rollsOf(rolls)}.`,
  noDirection: 'Choose **Forward** or **Backward** for the turn (or end the turn without moving).',
  direction: (d: Direction) => `Moving **${directionName(d)}** this turn.`,
  guardPlan: (guard: GuardId, rolls: readonly number[], total: number) => `${guard} gets ${rollsOf(rolls)}: ${spaces(total)}.`,
  noble: (choice: { spaces: number; when: NobleTiming | null }) => `${nobleOption(choice)}.`,
  problem: (why: string) => `⚠️ Not playable yet: ${why}`,
  ready: 'Press **End turn** to play the plan.',
  help: 'Pick a Guard, give it rolls from your store, set the Noble, then **End turn**. Only the player whose turn it is can use these.',
  played: (seat: RaceSeat, round: number) => `✔️ ${seatLabel(seat)}'s turn of round ${round} has been played.`,
  forward: 'Forward',
  backward: 'Backward',
  endTurn: 'End turn',
  pass: 'End turn without moving',
  focusPlaceholder: 'Which Guard to give rolls to',
  focusOption: (guard: GuardId, where: string, rolls: readonly number[]) => `${guard} on ${where}${rolls.length ? ` · gets ${rollsOf(rolls)}` : ''}`,
  rollsPlaceholder: (guard: GuardId) => `Rolls for ${guard} (none: it stays)`,
  rollOption: (roll: number) => `${roll}`,
  noblePlaceholder: 'The Noble: stay, or 1–8 spaces before or after the Guards',
};

// --- Answers to clicks ------------------------------------------------------------------------

export const clicks = {
  failed: 'Something went wrong on my side with this click. `/game status` shows the race as it is now; please try again.',
  passed: '⌛ This choice has passed: the race has moved on. The current turn is on the latest post in the channel.',
  notInRace: (seated: string) => `You are not in this race, so you cannot move its pieces. Seated: ${seated}.`,
  notYourTurn: (seat: RaceSeat, userId: string | null) => `It is ${seatLabel(seat)}'s turn${userId ? ` (<@${userId}>)` : ''}; wait for yours.`,
  paused: '⏸️ The race is paused by a moderator; nothing moves until `/mod resume`.',
  refused: (message: string) => `❌ ${message}`,
  duplicate: 'This click was already applied (Discord delivered it twice); nothing more was done.',
  overrideReason: (seat: RaceSeat) => `a moderator used ${seatName(seat)}'s turn buttons`,
  elsewhere: 'This button belongs to a race in another channel: nothing was done. Play a race from its own channel.',
  lobbyOnly: 'The race has started: colours are taken only before `/game start`.',
};

// --- The news of a turn -----------------------------------------------------------------------

/** One line of news per event that changes the board; planning shows on the turn post instead. */
export function eventLine(e: RaceEvent): string | null {
  switch (e.type) {
    case 'race-started':
      return `🏁 The race begins: ${listOf(e.players.map((p) => `${seatLabel(p.seat)} starts on space ${p.start}`))}.${e.commitment ? ` ${sealText(e.commitment)}` : ''}`;
    case 'noble-moved':
      return `👑 ${seatLabel(e.seat)}'s Noble moves ${spaces(e.spaces)} ${directionName(e.direction)}, from space ${e.from} to space ${e.at}.`;
    case 'guards-moved':
      return `🛡️ ${seatLabel(e.seat)}'s ${listOf(e.guards)} ${e.guards.length === 1 ? 'moves' : 'move together'} ${spaces(e.spaces)} ${directionName(e.direction)}, from ${positionText(e.from)} to ${positionText(e.at)}.`;
    case 'midpoint-reached':
      return `🚩 ${seatLabel(e.seat)}'s ${e.guard} reaches its midpoint: +${e.points} Progression.`;
    case 'guard-home':
      return `🏠 ${seatLabel(e.seat)}'s ${e.guard} is Home: +${e.points} Progression.`;
    case 'guards-captured':
      return `⚔️ ${seatLabel(e.seat)} captures ${seatLabel(e.victim)}'s ${listOf(e.guards)} on space ${e.space}; back to their start. +${e.points} Combat.`;
    case 'rolls-spent':
      return `🎲 ${seatLabel(e.seat)} used ${rollsOf(e.rolls)}; roll store now ${rollsOf(e.store)}.`;
    case 'turn-ended':
      return e.moved ? null : `⏭️ ${seatLabel(e.seat)} ends the turn without moving; the rolls stay in the store.`;
    case 'race-won':
      return `🏆 **${seatLabel(e.seat)} wins the race** (${e.reason === 'all-home' ? 'all four Guards Home' : 'reached the target score'})! Final scores: ${listOf(
        e.scores.map((s) => `${seatLabel(s.seat)} ${s.total} (${s.progression} Progression, ${s.combat} Combat)`),
      )}.${e.key ? ` ${raceKeyText(e.key)}` : ''}`;
    case 'moderator-override':
      return `🛠️ <@${e.userId}> acted for ${seatLabel(e.seat)} (${e.reason}).`;
    case 'turn-started':
      return `🎲 ${seatLabel(e.seat)} rolls ${rollsOf(e.rolled)}.`;
    case 'direction-chosen':
    case 'rolls-assigned':
    case 'noble-planned':
      return null;
  }
}

/**
 * An event as an undo preview shows it: its news, or the planning step it records (planning is
 * not news, but undoing it takes it back, so the preview names it).
 */
export function loggedLine(e: RaceEvent): string | null {
  switch (e.type) {
    case 'direction-chosen':
      return `🧭 ${seatLabel(e.seat)} chose to move ${directionName(e.direction)}.`;
    case 'rolls-assigned':
      return e.rolls.length
        ? `🎯 ${seatLabel(e.seat)} gave ${e.guard} ${rollsOf(e.rolls)}: ${spaces(e.total)}.`
        : `🎯 ${seatLabel(e.seat)} took back ${e.guard}'s rolls.`;
    case 'noble-planned':
      return `👑 ${seatLabel(e.seat)} planned: ${nobleOption(e)}.`;
    default:
      return eventLine(e);
  }
}

export const news = {
  boardAlt: (round: number) => `The race track in round ${round}`,
  boardMissing: '🗺️ The board picture could not be drawn this time; `/game status` shows every piece.',
  undone: (userId: string, count: number, reason: string) =>
    `↩️ <@${userId}> took back ${count === 1 ? 'the last action' : `the last ${count} actions`}: ${reason}`,
  paused: (userId: string, reason: string) => `⏸️ <@${userId}> paused the race: ${reason}`,
  resumed: (userId: string, reason: string) => `▶️ <@${userId}> resumed the race: ${reason}`,
  reminder: (seat: RaceSeat, userId: string, round: number) => `⏰ Reminder: the race is waiting for ${seatLabel(seat)} <@${userId}> (round ${round}).`,
  nudge: (by: string, seat: RaceSeat, userId: string) => `👋 <@${by}> nudges ${seatLabel(seat)} <@${userId}>: it is your turn in the race.`,
};

/** "12 points (8 Progression, 4 Combat)". */
const scoreText = (score: { readonly total: number; readonly progression: number; readonly combat: number }): string =>
  `${score.total} points (${score.progression} Progression, ${score.combat} Combat)`;

/** The board picture's words (src/render/race/board.ts): the round and whose move, and each player's line under the track. */
export const pictureWords = {
  status: (view: RacePublicView): string =>
    `Round ${view.round} · ${view.turnOf ? `${seatName(view.turnOf)} to move` : view.winner ? `${seatName(view.winner.seat)} won` : ''}`,
  player: (p: RacePublicView['players'][number], home: number): string =>
    `${seatName(p.seat)}: ${scoreText(p.score)} · ${home} of 4 Guards Home · roll store ${p.store.join(', ') || 'empty'}`,
};

// --- Status -----------------------------------------------------------------------------------

export function statusText(view: RacePublicView, seats: readonly { seat: RaceSeat; userId: string }[], paused: boolean): string {
  const holder = (seat: RaceSeat) => seats.find((s) => s.seat === seat)?.userId;
  const lines = [
    `**${TITLE.charAt(0).toUpperCase()}${TITLE.slice(1)} · round ${view.round}**${paused ? ' · ⏸️ paused' : ''}`,
    ...view.players.map((p) => {
      const who = holder(p.seat);
      const guards = p.guards.map((g) => `${g.guard} ${g.where}`).join(', ');
      return `${seatLabel(p.seat)}${who ? ` <@${who}>` : ''}: ${scoreText(p.score)} · ${guards} · Noble on space ${p.noble} · roll store ${rollsOf(p.store)}`;
    }),
    view.expecting,
  ];
  return lines.join('\n');
}

export const commands = {
  duneOnly: (name: string) =>
    `\`/${name}\` is a command of Dune; the game in this channel is ${TITLE}. Play it with the buttons on the turn post, or \`/game status\`.`,
  noGame: 'There is no game in this channel. Create one with `/game create`.',
  modOnly: '🚫 Only moderators (Manage Server, or the moderator role) may use `/mod`.',
  modUnknown: (sub: string) => `\`/mod ${sub}\` is not available in ${TITLE}; it offers \`/mod undo\`, \`/mod pause\` and \`/mod resume\`.`,
  gameUnknown: (sub: string) => `\`/game ${sub}\` is not available in ${TITLE}.`,
  nobodyWaited: (status: string) => `The race is ${status}: nobody is waited for.`,
  nudgeOnly: 'Only the players of this race (and moderators) can nudge it.',
  nudged: '✅ Reminded.',
  nudgeCooldown: '⏳ You nudged this race a short while ago; give the player time before nudging again.',
  pausedAnswer: '✅ Paused.',
  resumedAnswer: '✅ Resumed.',
  notPaused: 'The race is not paused.',
  notActive: (status: string) => `The race is ${status}; only a running race can be paused.`,
};
