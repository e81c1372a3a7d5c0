import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type DiscordEmulator, type EmulatedChannel, type EmulatedUser, InvocationError, type InteractionOutcome, type OptionInput } from '../discord-emulator';
import type { tapInteractions } from './support';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BotProcessOptions {
  /** The gateway shard it holds, [id, count]; default the only one. */
  readonly shard?: readonly [number, number];
  /** More of its environment (crash-child's CRASH_CLOCK_… and CRASH_REMINDER_CHECK_MS, the bot's DECISION_MINUTES). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The real bot in a child process (src/demo/crash-child.ts, run by node + tsx), logged into the
 * emulator of this process and writing to `databaseUrl` (a SQLite file or a postgresql:// URL).
 * It can be SIGKILLed at any moment and started again on the same database.
 */
export class BotProcess {
  private child: ChildProcess | null = null;
  private exit: Promise<void> = Promise.resolve();
  /** What the bot wrote to stderr (warnings and errors), over all its runs. */
  readonly stderr: string[] = [];

  constructor(
    private readonly server: DiscordEmulator,
    private readonly databaseUrl: string,
    private readonly seed: number,
    private readonly options: BotProcessOptions = {},
  ) {}

  /**
   * False from the moment a kill is sent, not only once the exit is seen: the emulator may see the
   * gateway close before this process sees the exit, and a command sent in between must count as
   * sent to a dead bot, not fail as one sent to a live bot without a gateway session.
   */
  get alive(): boolean {
    return this.child !== null && !this.child.killed;
  }

  /** Resolves when this run of the bot has exited (at once if none is running). */
  get exited(): Promise<void> {
    return this.exit;
  }

  /** Starts the bot and resolves once it is logged in and has registered its commands. */
  async start(): Promise<void> {
    if (this.child) throw new Error('The bot is already running.');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo/crash-child.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CRASH_REST_API: this.server.restApi,
        CRASH_TOKEN: this.server.token,
        CRASH_DATABASE_URL: this.databaseUrl,
        CRASH_SHARD: (this.options.shard ?? [0, 1]).join('/'),
        ...this.options.env,
        CRASH_SEED: String(this.seed),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exit = new Promise((resolve) =>
      child.once('exit', () => {
        this.child = null;
        resolve();
      }),
    );
    child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      void this.exit.then(() => reject(new Error(`The bot exited before it was ready:\n${this.stderr.join('')}`)));
    });
  }

  /** SIGKILL: no handler runs, nothing is flushed; resolves when the process is gone. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exit;
  }
}

/**
 * Sends a slash command to the bot in its process. Resolves with the interaction's id and the
 * bot's answer, or as soon as the bot died with the command in flight (answer null); null if the
 * command never reached the bot. One command at a time per channel: games in other channels may
 * send theirs meanwhile.
 */
export async function sendToBot(
  server: DiscordEmulator,
  tap: ReturnType<typeof tapInteractions>,
  bot: BotProcess,
  command: {
    readonly channel: EmulatedChannel;
    readonly user: EmulatedUser;
    readonly name: string;
    readonly options: Record<string, OptionInput>;
    readonly subcommand?: string;
  },
): Promise<{ id: string; answer: string | null } | null> {
  if (!bot.alive) return null;
  const before = tap.ids.length;
  let outcome: InteractionOutcome | undefined;
  try {
    const invoked = server.invokeCommand(command).then((o) => (outcome = o));
    // A command cut off by a kill settles later (its deadline passes); nobody waits for it then.
    invoked.catch(() => undefined);
    await Promise.race([invoked, bot.exited]);
  } catch (error) {
    // The emulator refuses to dispatch once it saw the gateway close.
    if (error instanceof InvocationError && !bot.alive) return null;
    throw error;
  }
  const id = outcome?.id ?? tap.ids.slice(before).find((i) => tap.channels.get(i) === command.channel.id);
  if (id === undefined) return null;
  return { id, answer: outcome ? (outcome.content ?? '') : null };
}
