import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelType, GatewayDispatchEvents, InteractionType } from 'discord-api-types/v10';
import type { APIApplicationCommand, APIApplicationCommandOptionChoice, APIInteraction, ApplicationFlags } from 'discord-api-types/v10';
import { describeError, discordErrors, DiscordHttpError } from './errors';
import { Gateway } from './gateway';
import { autocompleteInteraction, buttonInteraction, chatInputInteraction, InvocationError } from './interaction-payloads';
import type { CommandInput, InteractionContext, PayloadIds } from './interaction-payloads';
import { InteractionRecord, InteractionRegistry } from './interactions';
import { DISCORD_LIMITS } from './limits';
import { readRequestBody } from './multipart';
import { apiGuildChannel, apiMember, apiRole, apiUser, guildCreate } from './payloads';
import { restRoutes } from './rest-routes';
import { matchRoute } from './router';
import type { Route } from './router';
import { DEFAULT_BOT_PERMISSIONS, EmulatorState } from './state';
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

/** An emulated object or its id. */
export type Ref = string | { readonly id: string };

export interface CommandRequest extends CommandInput {
  readonly user: Ref;
  /** A guild text channel; omit it to run the command in the user's DM with the bot. */
  readonly channel?: Ref;
  /** Optional: the guild follows from the channel; when given it must match. */
  readonly guild?: Ref;
}

export interface AutocompleteRequest extends CommandRequest {
  /** The option being typed in. */
  readonly focused: string;
  /** What the user has typed so far. */
  readonly value: string;
}

export interface ButtonClick {
  readonly user: Ref;
  readonly message: Ref;
  readonly customId: string;
}

const API_PREFIX = '/api/v10';
const idOf = (ref: Ref): string => (typeof ref === 'string' ? ref : ref.id);

function send(response: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local Discord (REST + gateway) that the real discord.js Client connects to.
 * Point the client at it with `new Client({ rest: { api: server.restApi } })` and log in with `server.token`.
 */
export class DiscordEmulator {
  private readonly http: Server;
  private readonly state: EmulatorState;
  private readonly gateway: Gateway;
  private readonly interactions: InteractionRegistry;
  private readonly routes: Route[];
  private readonly settings: Required<Omit<EmulatorOptions, 'botUserId' | 'botUsername' | 'applicationId' | 'token'>>;
  private origin = '';
  /**
   * Awaited after each command and button click has settled: the work a bot does after
   * answering (posts and DMs that follow the reply) — e.g. `() => bot.idle()` — so that tests
   * see it. Null: return as soon as the interaction settles (what a latency benchmark measures).
   */
  afterCommand: (() => Promise<void>) | null = null;

  private constructor(options: EmulatorOptions) {
    this.settings = {
      interactionTimeoutMs: options.interactionTimeoutMs ?? 3000,
      deferredReplyWaitMs: options.deferredReplyWaitMs ?? 5000,
      settleMs: options.settleMs ?? 100,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      attachmentSizeLimit: options.attachmentSizeLimit ?? DISCORD_LIMITS.defaultAttachmentSize,
    };
    this.state = new EmulatorState(options, () => this.origin);
    this.interactions = new InteractionRegistry(this.settings.interactionTimeoutMs, (violation) => this.state.violations.push(violation));
    this.gateway = new Gateway({
      token: this.state.token,
      heartbeatIntervalMs: this.settings.heartbeatIntervalMs,
      resumeGatewayUrl: () => this.gatewayUrl,
      ready: () => ({
        v: 10,
        user: { ...apiUser(this.state.botUser), verified: true, mfa_enabled: false },
        guilds: [...this.state.guilds.keys()].map((id) => ({ id, unavailable: true })),
        shard: [0, 1],
        // No application flag is set; the enum has no member for 0.
        application: { id: this.state.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
      }),
      guildCreates: () => [...this.state.guilds.values()].map((record) => ({ t: GatewayDispatchEvents.GuildCreate, d: guildCreate(this.state, record) })),
      guildMembers: (guildId) => {
        const record = this.state.guilds.get(guildId);
        return record && [...record.members.values()].map((member) => apiMember(this.state, member));
      },
    });
    this.routes = restRoutes({
      state: this.state,
      interactions: this.interactions,
      gatewayUrl: () => this.gatewayUrl,
      attachmentSizeLimit: this.settings.attachmentSizeLimit,
    });
    this.http = createServer((request, response) => void this.handle(request, response));
    this.http.on('upgrade', (request, socket, head: Buffer) => this.gateway.handleUpgrade(request, socket, head));
  }

  /** Starts on 127.0.0.1 on a free port. */
  static async start(options: EmulatorOptions = {}): Promise<DiscordEmulator> {
    const emulator = new DiscordEmulator(options);
    await new Promise<void>((resolve, reject) => {
      emulator.http.once('error', reject);
      emulator.http.listen(0, '127.0.0.1', () => resolve());
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

  /** Resolves once the bot has identified on the gateway and received READY and its guilds. */
  waitForBot(): Promise<void> {
    return this.gateway.waitForBot();
  }

  createUser(options: { username: string; dmsClosed?: boolean }): EmulatedUser {
    return this.state.createUser(options.username, options.dmsClosed ?? false);
  }

  /**
   * Creates a guild the bot is a member of (with a managed role holding `botPermissions`).
   * Without `ownerId` an owner user is created. Dispatched as GUILD_CREATE if the bot is connected.
   */
  createGuild(options: { name: string; ownerId?: string; botPermissions?: bigint }): EmulatedGuild {
    const ownerId = options.ownerId ?? this.state.createUser(`${options.name} owner`, false).id;
    if (!this.state.users.has(ownerId)) throw new Error(`Owner ${ownerId} does not exist`);
    const record = this.state.createGuild(options.name, ownerId, options.botPermissions ?? DEFAULT_BOT_PERMISSIONS);
    this.gateway.dispatch({ t: GatewayDispatchEvents.GuildCreate, d: guildCreate(this.state, record) });
    return record.guild;
  }

  createChannel(guild: Ref, options: { name: string; type?: ChannelType.GuildText | ChannelType.GuildCategory; parent?: Ref }): EmulatedChannel {
    const channel = this.state.createGuildChannel(
      idOf(guild),
      options.name,
      options.type ?? ChannelType.GuildText,
      options.parent === undefined ? null : idOf(options.parent),
    );
    this.gateway.dispatch({ t: GatewayDispatchEvents.ChannelCreate, d: apiGuildChannel(this.state, channel) });
    return channel;
  }

  createRole(guild: Ref, options: { name: string; permissions?: bigint }): EmulatedRole {
    const guildId = idOf(guild);
    const role = this.state.createRole(guildId, options.name, options.permissions ?? 0n);
    const position = [...this.state.guildRecord(guildId).roles.keys()].indexOf(role.id);
    this.gateway.dispatch({ t: GatewayDispatchEvents.GuildRoleCreate, d: { guild_id: guildId, role: apiRole(role, position) } });
    return role;
  }

  addMember(guild: Ref, user: Ref, options: { roles?: readonly Ref[]; nick?: string } = {}): EmulatedMember {
    const member = this.state.addMember(idOf(guild), idOf(user), (options.roles ?? []).map(idOf), options.nick ?? null);
    const added = { ...apiMember(this.state, member), guild_id: member.guildId };
    this.gateway.dispatch({ t: GatewayDispatchEvents.GuildMemberAdd, d: added });
    return member;
  }

  /**
   * Runs a slash command as `user` would: builds INTERACTION_CREATE from the command the bot
   * registered, then waits until the bot has answered (or the interaction timed out).
   */
  async invokeCommand(request: CommandRequest): Promise<InteractionOutcome> {
    const context = this.contextFor(request.user, request.channel, request.guild);
    const label = [`/${request.name}`, request.subcommandGroup, request.subcommand].filter(Boolean).join(' ');
    const record = this.dispatchInteraction(context, InteractionType.ApplicationCommand, label, null, (ids) =>
      chatInputInteraction(this.state, context, request, ids),
    );
    await record.settle(this.settings.deferredReplyWaitMs, this.settings.settleMs);
    await this.afterCommand?.();
    return record;
  }

  /** Sends an autocomplete interaction and returns the bot's choices ([] if it did not answer in time). */
  async autocomplete(request: AutocompleteRequest): Promise<APIApplicationCommandOptionChoice[]> {
    const context = this.contextFor(request.user, request.channel, request.guild);
    const label = `autocomplete /${request.name} ${request.focused}`;
    const focused = { name: request.focused, value: request.value };
    const record = this.dispatchInteraction(context, InteractionType.ApplicationCommandAutocomplete, label, null, (ids) =>
      autocompleteInteraction(this.state, context, request, focused, ids),
    );
    await record.settle(0, 0);
    return record.choices ?? [];
  }

  /** Clicks a button on a message the bot posted, then waits for the bot's answer. */
  async clickButton(click: ButtonClick): Promise<InteractionOutcome> {
    const message = this.state.messages.get(idOf(click.message));
    if (!message) throw new InvocationError(`Message ${idOf(click.message)} does not exist`);
    const user = this.requireUser(click.user);
    if (message.ephemeral && message.interaction?.userId !== user.id) {
      throw new InvocationError(`Only the user who triggered it sees ephemeral message ${message.id}`);
    }
    const channel = this.state.channels.get(message.channelId);
    if (!channel) throw new InvocationError(`Channel ${message.channelId} does not exist`);
    const context: InteractionContext = { user, channel, guildId: channel.guildId };
    const record = this.dispatchInteraction(context, InteractionType.MessageComponent, `button ${click.customId}`, message.id, (ids) =>
      buttonInteraction(this.state, context, message, click.customId, ids),
    );
    await record.settle(this.settings.deferredReplyWaitMs, this.settings.settleMs);
    await this.afterCommand?.();
    return record;
  }

  /** What the bot posted in a channel, oldest first, as members see it (no ephemeral messages). */
  messages(channel: Ref): PostedMessage[] {
    return this.state.messages.visibleIn(idOf(channel));
  }

  /** What the bot posted in its DM channel with the user, oldest first. */
  dms(user: Ref): PostedMessage[] {
    const channel = this.state.findDmChannel(idOf(user));
    return channel ? this.state.messages.visibleIn(channel.id) : [];
  }

  /** The commands the bot registered globally, or in `guild`. */
  registeredCommands(guild?: Ref): APIApplicationCommand[] {
    return [...this.state.commandsFor(guild === undefined ? null : idOf(guild))];
  }

  /** Limit breaches, late or double interaction callbacks, and unknown routes, in order. */
  get violations(): readonly Violation[] {
    return [...this.state.violations];
  }

  clearViolations(): void {
    this.state.violations.length = 0;
  }

  /** Destroy the discord.js client first: a client that loses its gateway keeps trying to reconnect. */
  async stop(): Promise<void> {
    this.interactions.close();
    await this.gateway.close();
    const closed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.http.closeAllConnections();
    await closed;
  }

  private requireUser(ref: Ref): EmulatedUser {
    const user = this.state.users.get(idOf(ref));
    if (!user) throw new InvocationError(`User ${idOf(ref)} does not exist`);
    return user;
  }

  private contextFor(userRef: Ref, channelRef: Ref | undefined, guildRef: Ref | undefined): InteractionContext {
    const user = this.requireUser(userRef);
    if (channelRef === undefined) {
      if (guildRef !== undefined) throw new InvocationError('A guild interaction needs a channel');
      return { user, channel: this.state.dmChannelFor(user.id), guildId: null };
    }
    const channel = this.state.channels.get(idOf(channelRef));
    if (!channel) throw new InvocationError(`Channel ${idOf(channelRef)} does not exist`);
    if (channel.type === ChannelType.GuildCategory) throw new InvocationError(`Channel ${channel.id} is a category`);
    if (channel.type === ChannelType.DM && channel.recipientId !== user.id) {
      throw new InvocationError(`Channel ${channel.id} is another user's DM`);
    }
    if (guildRef !== undefined && idOf(guildRef) !== channel.guildId) {
      throw new InvocationError(`Channel ${channel.id} is not in guild ${idOf(guildRef)}`);
    }
    return { user, channel, guildId: channel.guildId };
  }

  private dispatchInteraction(
    context: InteractionContext,
    type: InteractionType,
    label: string,
    sourceMessageId: string | null,
    build: (ids: PayloadIds) => APIInteraction,
  ): InteractionRecord {
    if (!this.gateway.botConnected) throw new InvocationError('No bot is connected to the gateway; await server.waitForBot() first');
    const ids = {
      id: this.state.ids.next(),
      token: randomBytes(48).toString('base64url'),
      attachmentSizeLimit: this.settings.attachmentSizeLimit,
    };
    const payload = build(ids);
    const origin = { type, label, channelId: context.channel.id, userId: context.user.id, sourceMessageId };
    const record = new InteractionRecord(ids.id, ids.token, origin, this.state.messages);
    this.interactions.register(record);
    this.gateway.dispatch({ t: GatewayDispatchEvents.InteractionCreate, d: payload });
    return record;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? 'GET';
    try {
      const body = await readRequestBody(request);
      if (method === 'GET' && url.pathname.startsWith('/attachments/')) {
        this.serveAttachment(url.pathname, response);
        return;
      }
      const apiPath = url.pathname.startsWith(`${API_PREFIX}/`) ? url.pathname.slice(API_PREFIX.length) : undefined;
      const match = apiPath === undefined ? undefined : matchRoute(this.routes, method, apiPath);
      if (!match) throw discordErrors.notFound();
      if (match.route.auth && request.headers.authorization !== `Bot ${this.state.token}`) throw discordErrors.unauthorized();
      const result = await match.route.handle(match.params, url.searchParams, body);
      send(response, result.status, result.body);
    } catch (error) {
      const where = `${method} ${url.pathname}`;
      if (error instanceof DiscordHttpError) {
        if (error.violation) {
          const details = error.body.errors ? { details: error.body.errors } : {};
          this.state.violations.push({ kind: error.violation, message: describeError(error.body), where, ...details });
        }
        send(response, error.status, error.body);
        return;
      }
      this.state.violations.push({ kind: 'emulator-error', message: String(error instanceof Error ? error.stack : error), where });
      send(response, 500, { message: '500: Internal Server Error', code: 0 });
    }
  }

  /** Stands in for Discord's CDN, so a bot can download attachments it posted. */
  private serveAttachment(pathname: string, response: ServerResponse): void {
    const [, , channelId = '', attachmentId = ''] = pathname.split('/');
    const attachment = this.state.messages.findAttachment(channelId, attachmentId);
    if (!attachment) {
      send(response, 404, { message: '404: Not Found', code: 0 });
      return;
    }
    response.writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream' }).end(attachment.data);
  }
}
