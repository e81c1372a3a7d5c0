import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelType, GatewayDispatchEvents } from 'discord-api-types/v10';
import type { APIApplicationCommand, APIApplicationCommandOptionChoice, APIGatewayBotInfo, ApplicationFlags } from 'discord-api-types/v10';
import { FaultInjector } from './faults';
import type { FaultHandle, FaultRule } from './faults';
import { Gateway } from './gateway';
import type { GatewaySessionInfo } from './gateway';
import { HttpFront } from './http-front';
import type { ObservedRequest } from './http-front';
import { InteractionRegistry } from './interactions';
import { DISCORD_LIMITS } from './limits';
import { MetricsRecorder } from './metrics';
import type { EmulatorMetrics } from './metrics';
import { apiMember, apiUser, guildCreate } from './payloads';
import { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions';
import { RateLimiter } from './rate-limits';
import { restRoutes } from './rest-routes';
import { EmulatorState } from './state';
import type { ChannelRecord } from './state';
import type {
  EmulatedChannel,
  EmulatedGuild,
  EmulatedMember,
  EmulatedRole,
  EmulatedUser,
  EmulatorOptions,
  InteractionOutcome,
  PostedMessage,
  Violation,
} from './types';
import { idOf, UserActions } from './user-actions';
import type { AutocompleteRequest, ButtonClick, CommandRequest, MenuSelection, ModalSubmission, Ref } from './user-actions';
import { overwriteTypeOf, World } from './world';

type Settings = Required<Omit<EmulatorOptions, 'botUserId' | 'botUsername' | 'applicationId' | 'token' | 'port' | 'routeRateLimits' | 'faults'>>;

/**
 * A local Discord (REST + gateway) that the real discord.js Client connects to.
 * Point the client at it with `new Client({ rest: { api: server.restApi } })` and log in with `server.token`.
 */
export class DiscordEmulator {
  private readonly http: Server;
  private readonly state: EmulatorState;
  private readonly world: World;
  private readonly gateway: Gateway;
  private readonly interactions: InteractionRegistry;
  private readonly actions: UserActions;
  private readonly recorder: MetricsRecorder;
  private readonly faults: FaultInjector;
  private readonly settings: Settings;
  private origin = '';
  private readonly observers = new Set<(request: ObservedRequest) => void>();
  /**
   * Awaited after each command, click, selection and modal submission has settled: the work a bot
   * does after answering (posts and DMs that follow the reply) — e.g. `() => bot.idle()` — so that
   * tests see it. Null: return as soon as the interaction settles (what a latency benchmark measures).
   */
  afterCommand: (() => Promise<void>) | null = null;

  private constructor(options: EmulatorOptions) {
    this.settings = {
      interactionTimeoutMs: options.interactionTimeoutMs ?? 3000,
      interactionTokenLifetimeMs: options.interactionTokenLifetimeMs ?? 15 * 60_000,
      deferredReplyWaitMs: options.deferredReplyWaitMs ?? 5000,
      gatewayLatencyMs: options.gatewayLatencyMs ?? 0,
      settleMs: options.settleMs ?? 100,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      attachmentSizeLimit: options.attachmentSizeLimit ?? DISCORD_LIMITS.defaultAttachmentSize,
      seed: options.seed ?? 1,
      globalRateLimit: options.globalRateLimit === undefined ? 50 : options.globalRateLimit,
      shards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
      maxGuildsPerShard: options.maxGuildsPerShard ?? 2500,
      pinLimit: options.pinLimit ?? 250,
      nonceWindowMs: options.nonceWindowMs ?? 120_000,
    };
    this.recorder = new MetricsRecorder((id) => this.state.channels.get(id));
    this.state = new EmulatorState(options, () => this.origin, {
      created: (message) => this.recorder.created(message),
      edited: () => this.recorder.edited(),
      deleted: () => this.recorder.deleted(),
    });
    // Late-bound, so a test that wraps `gateway.dispatch` sees every dispatch.
    this.world = new World(this.state, (dispatch) => this.gateway.dispatch(dispatch));
    this.interactions = new InteractionRegistry(this.settings.interactionTimeoutMs, (violation) => this.state.violations.push(violation), this.recorder);
    this.gateway = new Gateway({
      token: this.state.token,
      heartbeatIntervalMs: this.settings.heartbeatIntervalMs,
      maxGuildsPerShard: this.settings.maxGuildsPerShard,
      resumeGatewayUrl: () => this.gatewayUrl,
      ready: () => ({
        v: 10,
        user: { ...apiUser(this.state.botUser), verified: true, mfa_enabled: false },
        // No application flag is set; the enum has no member for 0.
        application: { id: this.state.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
      }),
      guildIds: () => [...this.state.guilds.keys()],
      guildCreate: (guildId) => ({ t: GatewayDispatchEvents.GuildCreate, d: guildCreate(this.state, this.state.guildRecord(guildId)) }),
      guildMembers: (guildId) => {
        const record = this.state.guilds.get(guildId);
        return record && [...record.members.values()].map((member) => apiMember(this.state, member));
      },
    });
    this.actions = new UserActions(this.state, this.gateway, this.interactions, this.settings, () => this.afterCommand?.());
    this.faults = new FaultInjector(this.settings.seed);
    for (const rule of options.faults ?? []) this.faults.add(rule);
    const routes = restRoutes({
      world: this.world,
      state: this.state,
      interactions: this.interactions,
      metrics: this.recorder,
      gatewayBotInfo: () => this.gatewayBotInfo(),
      attachmentSizeLimit: this.settings.attachmentSizeLimit,
      interactionTokenLifetimeMs: this.settings.interactionTokenLifetimeMs,
      pinLimit: this.settings.pinLimit,
      nonceWindowMs: this.settings.nonceWindowMs,
    });
    const front = new HttpFront({
      routes,
      state: this.state,
      metrics: this.recorder,
      faults: this.faults,
      limiter: new RateLimiter(this.settings.globalRateLimit, options.routeRateLimits ?? []),
      origin: () => this.origin,
      observe: (request) => {
        for (const listener of this.observers) listener(request);
      },
    });
    this.http = createServer((request, response) => void front.handle(request, response));
    this.http.on('upgrade', (request, socket, head: Buffer) => this.gateway.handleUpgrade(request, socket, head));
  }

  /** Starts on 127.0.0.1, on `options.port` or a free port. */
  static async start(options: EmulatorOptions = {}): Promise<DiscordEmulator> {
    const emulator = new DiscordEmulator(options);
    await new Promise<void>((resolve, reject) => {
      emulator.http.once('error', reject);
      emulator.http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    const { port } = emulator.http.address() as AddressInfo;
    emulator.origin = `http://127.0.0.1:${port}`;
    return emulator;
  }

  /** For `new Client({ rest: { api: server.restApi } })`; discord.js appends `/v10`. */
  get restApi(): string {
    return `${this.origin}/api`;
  }

  get gatewayUrl(): string {
    return this.origin.replace(/^http/, 'ws');
  }

  get token(): string {
    return this.state.token;
  }

  get botUser(): EmulatedUser {
    return this.state.botUser;
  }

  get applicationId(): string {
    return this.state.applicationId;
  }

  /** Resolves once the bot has identified on the gateway (every shard of its shard count) and received READY and its guilds. */
  waitForBot(): Promise<void> {
    return this.gateway.waitForBot();
  }

  /** The identified gateway sessions, with their shard and intents. */
  gatewaySessions(): GatewaySessionInfo[] {
    return this.gateway.connectedSessions;
  }

  createUser(options: { username: string; dmsClosed?: boolean; blocksBot?: boolean }): EmulatedUser {
    return this.state.createUser(options.username, { dmsClosed: options.dmsClosed ?? false, blocksBot: options.blocksBot ?? false });
  }

  /**
   * Creates a guild the bot is a member of (with a managed role holding `botPermissions`: by
   * default exactly what the setup guide's invite asks for; @everyone as in a new server unless
   * `everyonePermissions` says otherwise).
   * Without `ownerId` an owner user is created. Dispatched as GUILD_CREATE if the bot is connected.
   */
  createGuild(options: { name: string; ownerId?: string; botPermissions?: bigint; everyonePermissions?: bigint }): EmulatedGuild {
    const ownerId = options.ownerId ?? this.createUser({ username: `${options.name} owner` }).id;
    if (!this.state.users.has(ownerId)) throw new Error(`Owner ${ownerId} does not exist`);
    return this.world.createGuild(
      options.name,
      ownerId,
      options.botPermissions ?? DEFAULT_BOT_PERMISSIONS,
      options.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS,
    ).guild;
  }

  createChannel(guild: Ref, options: { name: string; type?: ChannelType.GuildText | ChannelType.GuildCategory; parent?: Ref }): EmulatedChannel {
    const parentId = options.parent === undefined ? null : idOf(options.parent);
    return this.world.createChannel(idOf(guild), options.name, options.type ?? ChannelType.GuildText, parentId);
  }

  createRole(guild: Ref, options: { name: string; permissions?: bigint; mentionable?: boolean }): EmulatedRole {
    return this.world.createRole(idOf(guild), options.name, options.permissions ?? 0n, options.mentionable ?? false);
  }

  addMember(guild: Ref, user: Ref, options: { roles?: readonly Ref[]; nick?: string } = {}): EmulatedMember {
    return this.world.addMember(idOf(guild), idOf(user), (options.roles ?? []).map(idOf), options.nick ?? null);
  }

  /** The member leaves the guild: GUILD_MEMBER_REMOVE; 10007 on fetch; no DMs once no guild is shared. */
  removeMember(guild: Ref, user: Ref): void {
    this.world.removeMember(idOf(guild), idOf(user));
  }

  /** Deletes a channel (and its threads) or a thread: CHANNEL_DELETE / THREAD_DELETE, then 10003 on every route. */
  deleteChannel(channel: Ref): void {
    this.world.deleteChannel(this.requireChannel(channel));
  }

  /**
   * Sets a channel's permission overwrite for a role (the guild itself stands for @everyone) or a
   * member, as a moderator would: CHANNEL_UPDATE, and REST enforces it (50001 without View Channel,
   * 50013 without the permission a route needs). `allow` and `deny` both 0 remove it.
   */
  setPermissionOverwrite(channel: Ref, target: Ref, overwrite: { allow?: bigint; deny?: bigint }): void {
    const record = this.requireChannel(channel);
    const type = overwriteTypeOf(this.state.guildRecord(record.guildId ?? ''), idOf(target));
    this.world.setPermissionOverwrite(record, idOf(target), type, overwrite.allow ?? 0n, overwrite.deny ?? 0n);
  }

  /** Archives, unarchives or locks a thread as a moderator (or Discord's inactivity timer) would: THREAD_UPDATE. */
  updateThread(thread: Ref, changes: { archived?: boolean; locked?: boolean }): void {
    const record = this.requireChannel(thread);
    if (!record.isThread) throw new Error(`Channel ${record.id} is not a thread`);
    this.world.updateThread(record, changes);
  }

  /** A channel or thread as it is now (also after deletion), or undefined. */
  channel(channel: Ref): EmulatedChannel | undefined {
    return this.state.channels.get(idOf(channel));
  }

  /** The threads of a guild, or of one channel; archived ones included, deleted ones not. */
  threads(of: Ref): EmulatedChannel[] {
    const id = idOf(of);
    const guildId = this.state.guilds.has(id) ? id : this.requireChannel(of).guildId;
    return this.state.threadsOf(guildId ?? '').filter((thread) => id === guildId || thread.parentId === id);
  }

  /**
   * Runs a slash command as `user` would: builds INTERACTION_CREATE from the command the bot
   * registered, then waits until the bot has answered (or the interaction timed out).
   */
  invokeCommand(request: CommandRequest): Promise<InteractionOutcome> {
    return this.actions.invokeCommand(request);
  }

  /** Sends an autocomplete interaction and returns the bot's choices ([] if it did not answer in time). */
  autocomplete(request: AutocompleteRequest): Promise<APIApplicationCommandOptionChoice[]> {
    return this.actions.autocomplete(request);
  }

  /** Clicks a button on a message the bot posted (in a channel or a DM), then waits for the bot's answer. */
  clickButton(click: ButtonClick): Promise<InteractionOutcome> {
    return this.actions.clickButton(click);
  }

  /** Picks values in a select menu of a message the bot posted, then waits for the bot's answer. */
  selectMenu(selection: MenuSelection): Promise<InteractionOutcome> {
    return this.actions.selectMenu(selection);
  }

  /** Fills in and submits the modal the bot opened (callback type 9), then waits for the bot's answer. */
  submitModal(submission: ModalSubmission): Promise<InteractionOutcome> {
    return this.actions.submitModal(submission);
  }

  /** Sends an interaction's INTERACTION_CREATE again (same id and token), as Discord's gateway sometimes does. */
  redeliverInteraction(interaction: Ref): void {
    this.actions.redeliver(idOf(interaction));
  }

  /** What the bot posted in a channel or thread, oldest first, as members see it (no ephemeral messages; Discord's notices included). */
  messages(channel: Ref): PostedMessage[] {
    return this.state.messages.visibleIn(idOf(channel));
  }

  /** What the bot posted in its DM channel with the user, oldest first. */
  dms(user: Ref): PostedMessage[] {
    const channel = this.state.findDmChannel(idOf(user));
    return channel ? this.state.messages.visibleIn(channel.id) : [];
  }

  /** The pinned messages of a channel, most recently pinned first. */
  pins(channel: Ref): PostedMessage[] {
    return this.state.messages.pinnedIn(idOf(channel));
  }

  /** The commands the bot registered globally, or in `guild`. */
  registeredCommands(guild?: Ref): APIApplicationCommand[] {
    return [...this.state.commandsFor(guild === undefined ? null : idOf(guild))];
  }

  /** Limit breaches, late or double interaction callbacks, real rate limits exceeded, and unknown routes, in order. */
  get violations(): readonly Violation[] {
    return [...this.state.violations];
  }

  clearViolations(): void {
    this.state.violations.length = 0;
  }

  /** Counters since the start or the last `resetMetrics()`: requests, posts, edits, pings, acknowledgement latencies. */
  metrics(): EmulatorMetrics {
    return this.recorder.snapshot();
  }

  resetMetrics(): void {
    this.recorder.reset();
  }

  /** Makes matching requests fail (429, 5xx, dropped connection, no answer), seeded by `options.seed`. */
  injectFault(rule: FaultRule): FaultHandle {
    return this.faults.add(rule);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /**
   * Calls `listener` with each REST request to a known route as it arrives, before it is answered
   * (e.g. to kill a bot process the moment it answers an interaction). Returns the unsubscribe.
   */
  observeRequests(listener: (request: ObservedRequest) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  /** Destroy the discord.js client first: a client that loses its gateway keeps trying to reconnect. */
  async stop(): Promise<void> {
    this.interactions.close();
    await this.gateway.close();
    const closed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.http.closeAllConnections();
    await closed;
  }

  private gatewayBotInfo(): APIGatewayBotInfo {
    const total = 1000;
    return {
      url: this.gatewayUrl,
      shards: this.settings.shards,
      session_start_limit: {
        total,
        remaining: Math.max(0, total - this.gateway.identifies),
        reset_after: 86_400_000,
        max_concurrency: this.settings.maxConcurrency,
      },
    };
  }

  private requireChannel(ref: Ref): ChannelRecord {
    const channel = this.state.channels.get(idOf(ref));
    if (!channel || channel.deleted) throw new Error(`Channel ${idOf(ref)} does not exist`);
    return channel;
  }
}
