import { inspectState } from '../dune/inspect';
import { createLogger } from '../bot/logger';
import { commandInput } from '../bot/command-groups';
import { factionName } from '../dune/data/factions';
import { EXPANSION_FACTIONS } from '../dune';
import { demoFactions } from './demo-factions';
import { PHASE_MODULES } from '../dune/phases';
import { PHASE_TITLES } from '../dune/shape/phase';
import type { DuneState, FactionId } from '../dune/state';
import { type Move, RandomPlayer } from '../sim/random-player';
import { CLOCK_USER } from '../bot/clock/clock';
import type { EmulatedChannel, EmulatedUser, OptionInput, PostedMessage } from '../../test/discord-emulator';
import { type ServerPermissions, startLocalWorld, type LocalWorld, type WorldDatabases } from './local-world';
import { type ClickCounts, Clicker } from './clicker';
import type { DuneGameState } from '../dune';

export interface DemoOptions {
  /**
   * Who plays (2–6): a number takes the first ones of Atreides, Bene Gesserit, Emperor, Fremen,
   * Spacing Guild, Harkonnen; a list names them (`--factions atreides,tleilaxu,…`). With a faction
   * of the Ixians & Tleilaxu expansion the game is created with the expansion's components.
   */
  readonly factions: number | readonly FactionId[];
  readonly turns: number;
  readonly seed: number;
  /** A safety net for a game that would never end. */
  readonly maxMoves?: number;
  /** Where the transcript goes, line by line. */
  readonly out: (line: string) => void;
  /** Called with the world and the game before the world is torn down (tests read posts, DMs and the store). */
  readonly inspect?: (world: LocalWorld, gameId: string) => Promise<void>;
  /**
   * Each move waits until its news is out in full (play-by-post pace), instead of the default: the
   * players act back to back, as at a live table, while the live status waits for a pause.
   */
  readonly paced?: boolean;
  /** Where the bot keeps its games (tests run the demos on each database). */
  readonly databases?: WorldDatabases;
  /**
   * Called once the game has started and after every move, with the game as stored then (the
   * benchmark checks that whoever newly has to act was notified: in a paced game the move's news
   * is out by then).
   */
  readonly afterMove?: (world: LocalWorld, state: DuneState, seatedAs: (f: FactionId) => EmulatedUser) => Promise<void> | void;
  /** What the server grants the bot and @everyone: by default what the setup guide's invite asks for. */
  readonly permissions?: ServerPermissions;
  /**
   * How many players (the last factions seated) never answer: whenever the game waits for them
   * alone, the bot's clock jumps past their deadline and the decision clock takes their safe
   * defaults (docs/deadlines.md).
   */
  readonly absent?: number;
}

export interface DemoResult {
  readonly winner: string | null;
  /** Where and why the game stopped without a winner (a phase the random players cannot get past). */
  readonly stoppedAt: string | null;
  readonly moves: number;
  /** Decisions the clock took for the absent players. */
  readonly defaults: number;
  /** Decisions taken by click and by typed command, and anything offered that the engine refused. */
  readonly clicks: ClickCounts;
  /** What the host saw when they asked `/stats server` and `/stats player` after the game. */
  readonly stats: readonly PostedMessage[];
}

/** Simulated players, named after characters of their faction. */
const PLAYER_NAMES: Record<FactionId, string> = {
  atreides: 'leto',
  harkonnen: 'vladimir',
  fremen: 'liet',
  emperor: 'shaddam',
  'spacing-guild': 'edric',
  'bene-gesserit': 'mohiam',
  ixians: 'ctair',
  tleilaxu: 'ajidica',
};

/**
 * `npm run demo`: the local Discord and the real bot in this process, and a whole game played by
 * seeded random players who use the bot only as people do: slash commands in the channel. Prints
 * the channel's transcript and each player's DMs.
 */
export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const chosen = demoFactions(typeof options.factions === 'number' ? String(options.factions) : options.factions.join(','));
  if (!chosen.ok) throw new Error(chosen.message);
  const factions = chosen.value;
  const absent = options.absent ?? 0;
  if (!Number.isInteger(absent) || absent < 0 || absent >= factions.length)
    throw new Error(`--absent takes 0 to ${factions.length - 1} players: someone must answer.`);
  const problems: string[] = [];
  // The bot's clock: it jumps forward when only absent players are awaited.
  const clock = { ahead: 0 };
  const world = await startLocalWorld({
    now: () => new Date(Date.now() + clock.ahead),
    players: factions.map((f) => PLAYER_NAMES[f]),
    seed: options.seed,
    settleMs: 0,
    liveTable: !options.paced,
    log: createLogger('warn', (line) => problems.push(line)),
    databases: options.databases,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  try {
    const { gameId, ...played } = await play(world, factions, options, clock);
    // What the outbox still holds back (the live status) goes out before anyone reads the channel.
    await world.bot.idle();
    const host = PLAYER_NAMES[factions[0] as FactionId];
    const result = { ...played, stats: await askStats(world, world.users.get(host) as EmulatedUser) };
    await options.inspect?.(world, gameId);
    printTranscript(world, factions, options.out);
    options.out('');
    options.out(`═══ /stats server and /stats player, asked by ${host} after the game (only ${host} sees them) ═══`);
    for (const m of result.stats) for (const line of messageText(m)) options.out(line);
    options.out('');
    // What the table lived through, per move: the figures issue 13 set targets for (npm run bench).
    const m = world.server.metrics();
    const per = (n: number) => (result.moves ? n / result.moves : 0).toFixed(2);
    options.out(
      `Per move: ${per(m.channelPosts)} channel posts, ${per(m.pings)} pings, ${per(m.dmPosts)} DMs, ${per(m.messageEdits)} edits, ${per(m.requests.global)} REST requests ` +
        `(${m.channelPosts} posts, ${m.pings} pings, ${m.dmPosts} DMs, ${m.messageEdits} edits in all).`,
    );
    const c = result.clicks;
    options.out(
      `Decisions: ${c.byClick} by click, ${c.byTyping} by typed command (and ${c.prompts} \`/hand\` to see the buttons); offered but refused: ${c.refused.length}.`,
    );
    if (absent) options.out(`Absent players: ${factions.slice(-absent).map(factionName).join(', ')}; the clock took ${result.defaults} decisions for them.`);
    options.out(
      result.winner
        ? `Game over after ${result.moves} moves: ${result.winner}`
        : `The game stopped after ${result.moves} moves without a winner${result.stoppedAt ? `: ${result.stoppedAt}` : ': nobody won by the end of its last turn.'}`,
    );
    const broken = [...world.server.violations.map((v) => `${v.kind}: ${v.message} (${v.where})`), ...problems];
    if (broken.length) throw new Error(`The bot broke Discord's rules or logged problems:\n${broken.join('\n')}`);
    return result;
  } finally {
    await world.stop();
  }
}

/** What a player sees who asks for the statistics after the game: the server's, then their own. */
async function askStats(world: LocalWorld, who: EmulatedUser): Promise<PostedMessage[]> {
  const channel = world.channels[0] as EmulatedChannel;
  const answers: PostedMessage[] = [];
  for (const subcommand of ['server', 'player']) {
    const outcome = await world.server.invokeCommand({ user: who, channel, name: 'stats', subcommand, options: {} });
    if (outcome.reply) answers.push(outcome.reply);
  }
  return answers;
}

/** Past the longest deadline of a decision (a battle plan: 48 hours by default). */
const PAST_EVERY_DEADLINE_MS = 49 * 3_600_000;

async function play(
  world: LocalWorld,
  factions: readonly FactionId[],
  options: DemoOptions,
  clock: { ahead: number },
): Promise<Omit<DemoResult, 'stats'> & { gameId: string }> {
  const absent = new Set(factions.slice(factions.length - (options.absent ?? 0)));
  const channel = world.channels[0] as EmulatedChannel;
  const userOf = (f: FactionId) => world.users.get(PLAYER_NAMES[f]) as EmulatedUser;
  const host = userOf(factions[0] as FactionId);
  const clicker = new Clicker(world, channel, options.seed);
  const run = async (who: EmulatedUser, name: string, args: Record<string, OptionInput>, subcommand?: string): Promise<string> => {
    const outcome = await world.server.invokeCommand({ user: who, channel, name, options: args, ...(subcommand ? { subcommand } : {}) });
    clicker.seen(who, outcome);
    return outcome.content ?? '';
  };
  const create: Record<string, OptionInput> = { turns: options.turns };
  if (factions.some((f) => EXPANSION_FACTIONS.includes(f))) create.expansion = 'expansion';
  await expectDone(run(host, 'game', create, 'create'), 'Game created');
  for (const f of factions) await expectDone(run(userOf(f), 'game', { faction: f }, 'join'), 'You play');
  const game = await world.bot.store.findActiveGameByChannel(channel.id);
  if (!game) throw new Error('The bot created no game.');
  await expectDone(run(host, 'game', {}, 'start'), 'started');

  const player = new RandomPlayer(options.seed);
  let moves = 0;
  const clocked = async () => (await world.bot.store.log(game.id)).filter((e) => e.userId === CLOCK_USER).length;
  for (;;) {
    const stored = await storedState(world, game.id);
    const state = inspectState(stored);
    await options.afterMove?.(world, state, userOf);
    // Nobody present is awaited: the absent players' deadlines pass, and the clock answers for them.
    const waiting = state.phase === 'ended' ? [] : PHASE_MODULES[state.phase].waitingFor(state);
    if (absent.size && waiting.length && waiting.every((f) => absent.has(f))) {
      const before = (await world.bot.store.getGame(game.id))?.game.headSeq ?? 0;
      clock.ahead += PAST_EVERY_DEADLINE_MS;
      await world.bot.reminders.tick();
      const after = (await world.bot.store.getGame(game.id))?.game.headSeq ?? 0;
      if (after === before) throw new Error(`The clock took nothing for the absent ${waiting.map(factionName).join(', ')} in ${PHASE_TITLES[state.phase]}.`);
      continue;
    }
    if (state.phase === 'ended') {
      return {
        winner: state.winner ? `${state.winner.factions.map(factionName).join(' and ')} win. ${state.winner.reason}` : null,
        stoppedAt: null,
        moves,
        defaults: await clocked(),
        clicks: clicker.counts,
        gameId: game.id,
      };
    }
    if (moves >= (options.maxMoves ?? 5000))
      return {
        winner: null,
        stoppedAt: `the move limit (${moves}) was reached in turn ${state.turn}`,
        moves,
        defaults: await clocked(),
        clicks: clicker.counts,
        gameId: game.id,
      };
    // The players present answer; the absent never do (their turn comes by the clock above).
    const move = findPresent(player, state, absent);
    if (!move) {
      const where = `${PHASE_TITLES[state.phase]} phase of turn ${state.turn}`;
      return {
        winner: null,
        stoppedAt: `the random players found no legal move in the ${where}. ${PHASE_MODULES[state.phase].expecting(state)}`,
        moves,
        defaults: await clocked(),
        clicks: clicker.counts,
        gameId: game.id,
      };
    }
    // A person clicks where the bot offers buttons and menus, and types only where it offers none.
    moves++;
    if (await clicker.decide(userOf(move.faction), move.faction, stored)) continue;
    clicker.counts.byTyping++;
    const typed = commandInput(move.action, state.phase);
    await expectDone(run(userOf(move.faction), typed.command, typed.options, typed.subcommand), '✅');
  }
}

/** A move of a player who is present, found within the random player's usual tries. */
function findPresent(player: RandomPlayer, state: DuneState, absent: ReadonlySet<FactionId>): Move | undefined {
  for (let attempt = 0; attempt < 60; attempt++) {
    const move = player.find(state, 1);
    if (move && !absent.has(move.faction)) return move;
  }
  return undefined;
}

/** The bot must accept what the rules engine accepted: anything else is a bug in the bot. */
async function expectDone(reply: Promise<string>, expected: string): Promise<void> {
  const text = await reply;
  if (!text.includes(expected)) throw new Error(`The bot answered "${text}" where "${expected}" was expected.`);
}

async function storedState(world: LocalWorld, gameId: string): Promise<DuneGameState> {
  const loaded = await world.bot.store.load(gameId);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.state;
}

function messageText(m: PostedMessage): string[] {
  const lines = m.content ? [m.content] : [];
  for (const e of m.embeds) {
    if (e.title) lines.push(`  ┃ ${e.title}`);
    for (const line of (e.description ?? '').split('\n')) lines.push(`  ┃ ${line}`);
    for (const f of e.fields ?? []) lines.push(`  ┃ ${f.name}:`, ...f.value.split('\n').map((line) => `  ┃   ${line}`));
  }
  for (const a of m.attachments) lines.push(`  📎 ${a.filename}`);
  return lines;
}

function printTranscript(world: LocalWorld, factions: readonly FactionId[], out: (line: string) => void): void {
  out(`═══ #${(world.channels[0] as EmulatedChannel).name} ═══`);
  for (const m of world.server.messages(world.channels[0] as EmulatedChannel)) for (const line of messageText(m)) out(line);
  for (const f of factions) {
    const name = PLAYER_NAMES[f];
    out('');
    out(`═══ DMs to ${name} (${factionName(f)}) ═══`);
    for (const m of world.server.dms(world.users.get(name) as EmulatedUser)) for (const line of messageText(m)) out(line);
  }
}
