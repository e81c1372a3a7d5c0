import { createLogger } from '../bot/logger';
import { decodeComponentId } from '../bot/components/custom-id';
import { raceStore } from '../bot/race/store';
import { legalChoices, publicView, RACE_SEATS, type RaceSeat, type RaceState } from '../race';
import { Rng, seedRng } from '../engine/rng';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import { startLocalWorld, type LocalWorld, type WorldDatabases } from './local-world';
import { type RawComponent, rawComponents } from './raw-components';

export interface RaceDemoOptions {
  /** How many players race (2–4): Red, Blue, Green, Yellow in turn order. */
  readonly players: number;
  readonly seed: number;
  /** A safety net for a race that would never end. */
  readonly maxTurns?: number;
  readonly out: (line: string) => void;
  /** Called with the world and the race before the world is torn down (tests read posts and the store). */
  readonly inspect?: (world: LocalWorld, gameId: string) => Promise<void>;
  /** Where the bot keeps its games (tests run the demos on each database). */
  readonly databases?: WorldDatabases;
}

export interface RaceResult {
  readonly gameId: string;
  readonly winner: RaceSeat | null;
  readonly turns: number;
  readonly clicks: number;
}

const NAMES = ['ada', 'brom', 'cyra', 'dain'] as const;

/**
 * `npm run demo -- --game race`: the local Discord and the real bot, and a whole race played by
 * seeded players who use only what a person has: `/game` commands and the buttons and menus of the
 * bot's posts. Prints the channel's transcript.
 */
export async function runRaceDemo(options: RaceDemoOptions): Promise<RaceResult> {
  if (!Number.isInteger(options.players) || options.players < 2 || options.players > 4) throw new Error('A race needs 2 to 4 players.');
  const problems: string[] = [];
  const world = await startLocalWorld({
    players: NAMES.slice(0, options.players),
    channels: ['race'],
    seed: options.seed,
    settleMs: 0,
    log: createLogger('warn', (line) => problems.push(line)),
    databases: options.databases,
  });
  try {
    const channel = world.channels[0] as EmulatedChannel;
    const users = NAMES.slice(0, options.players).map((n) => world.users.get(n) as EmulatedUser);
    await setUpRace(world, channel, users);
    const result = await playRace(world, channel, options.seed, options.maxTurns ?? 400);
    await options.inspect?.(world, result.gameId);
    options.out('═══ #race ═══');
    for (const m of world.server.messages(channel)) options.out(transcriptLine(m));
    options.out('');
    options.out(
      result.winner
        ? `Race over after ${result.turns} turns (${result.clicks} clicks): ${result.winner} won`
        : `The race stopped after ${result.turns} turns without a winner`,
    );
    const broken = [...world.server.violations.map((v) => `${v.kind}: ${v.message} (${v.where})`), ...problems];
    if (broken.length) throw new Error(`The bot broke Discord's rules or logged problems:\n${broken.join('\n')}`);
    return result;
  } finally {
    await world.stop();
  }
}

function transcriptLine(m: PostedMessage): string {
  const files = m.attachments.map((a) => `[picture: ${a.filename}]`);
  return [m.content, ...files].filter(Boolean).join('\n');
}

/** Creates a race in `channel`: the first user creates it and joins by a button, the others by `/game join`; then it starts. */
export async function setUpRace(world: LocalWorld, channel: EmulatedChannel, users: readonly EmulatedUser[]): Promise<void> {
  const [host, ...others] = users as [EmulatedUser, ...EmulatedUser[]];
  const run = (who: EmulatedUser, subcommand: string, options: Record<string, string> = {}) =>
    world.server.invokeCommand({ user: who, channel, name: 'game', subcommand, options });
  expectAnswer(await run(host, 'create', { game: 'race' }), '✅');
  const lobby = world.server.messages(channel).findLast((m) => m.components.length > 0) as PostedMessage;
  expectAnswer(await world.server.clickButton({ user: host, message: lobby, customId: customIdOf(lobby, 'join', RACE_SEATS[0]) }), '✅');
  for (const u of others) expectAnswer(await run(u, 'join', { faction: 'random' }), '✅');
  expectAnswer(await run(host, 'start'), '✅');
}

/**
 * What only the user saw: the ephemeral reply, or the ephemeral follow-up of a click the bot
 * deferred (its `@original` is then the clicked post); null when the click only edited the post.
 */
export function answerOf(outcome: InteractionOutcome): string | null {
  if (outcome.ephemeral) return outcome.content;
  return outcome.followUps.find((m) => m.ephemeral)?.content ?? null;
}

function expectAnswer(outcome: InteractionOutcome, start: string): void {
  const answer = answerOf(outcome);
  if (!answer?.startsWith(start)) throw new Error(`Unexpected answer: ${answer}`);
}

const componentsOf = (m: PostedMessage): RawComponent[] => rawComponents(m.components);

/** The component of `message` for `action` (and, for a join button, its seat). */
function componentOf(message: PostedMessage, action: string, arg?: string): RawComponent | undefined {
  return componentsOf(message).find((c) => {
    const id = c.custom_id ? decodeComponentId(c.custom_id) : null;
    return id?.action === action && (arg === undefined || Object.values(id.args).includes(arg));
  });
}

function customIdOf(message: PostedMessage, action: string, arg?: string): string {
  const id = componentOf(message, action, arg)?.custom_id;
  if (!id)
    throw new Error(
      `The post has no "${action}" component${arg ? ` for ${arg}` : ''}: it has ${componentsOf(message)
        .map((c) => c.custom_id)
        .join(', ')}`,
    );
  return id;
}

/**
 * Plays the race of `channel` to its end, each turn by its player: Forward (once in a while
 * Backward), a roll for each Guard that can play one, a Noble move now and then, and End turn. Every click goes through the local Discord.
 */
export async function playRace(world: LocalWorld, channel: EmulatedChannel, seed: number, maxTurns: number): Promise<RaceResult> {
  const store = raceStore(world.bot.context);
  const live = await store.findActiveGameByChannel(channel.id);
  if (!live) throw new Error('There is no race in the channel.');
  const rng = new Rng(seedRng(seed));
  const roll = (n: number) => rng.int(n);
  let turns = 0;
  let clicks = 0;
  const load = async (): Promise<{ state: RaceState; seats: readonly { seat: RaceSeat; userId: string }[] }> => {
    const loaded = await store.load(live.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    return loaded.value;
  };
  for (; turns < maxTurns; turns++) {
    const { state, seats } = await load();
    const seat = publicView(state).turnOf;
    if (!seat) return { gameId: live.id, winner: publicView(state).winner?.seat ?? null, turns, clicks };
    const user = seats.find((s) => s.seat === seat)?.userId;
    if (!user) throw new Error(`Nobody holds ${seat}`);
    const post = () => world.server.messages(channel).findLast((m) => m.components.length > 0) as PostedMessage;
    const click = async (action: string, arg?: string, values?: readonly string[]) => {
      clicks += 1;
      const message = post();
      const customId = customIdOf(message, action, arg);
      const outcome = values ? await world.server.selectMenu({ user, message, customId, values }) : await world.server.clickButton({ user, message, customId });
      const answer = answerOf(outcome);
      if (answer !== null) throw new Error(`A click was refused: ${answer}`);
    };
    await click('dir', roll(20) === 0 ? 'backward' : 'forward');
    for (const guard of rng.shuffle(['G1', 'G2', 'G3', 'G4'])) {
      const choices = legalChoices((await load()).state, seat);
      if (choices.decision !== 'plan' || !choices.guards.some((g) => g.guard === guard)) continue;
      await click('focus', undefined, [guard]);
      // Each roll in turn, the first the plan can play is kept: a Guard given every roll at once
      // overshoots Home, and a player who cannot move keeps piling rolls up.
      const offered = (componentOf(post(), 'rolls')?.options ?? []).slice(0, 4);
      let kept = false;
      for (const option of offered) {
        await click('rolls', guard, [option.value]);
        const after = legalChoices((await load()).state, seat);
        kept = after.decision === 'plan' && after.endTurn;
        if (kept) break;
      }
      if (offered.length && !kept) await click('rolls', guard, []);
    }
    if (roll(2) === 0) {
      const options = componentOf(post(), 'noble')?.options ?? [];
      const pick = options[roll(options.length)];
      if (pick) {
        await click('noble', undefined, [pick.value]);
        const after = legalChoices((await load()).state, seat);
        if (after.decision === 'plan' && !after.endTurn) await click('noble', undefined, ['0']);
      }
    }
    await click('end');
  }
  return { gameId: live.id, winner: null, turns, clicks };
}
