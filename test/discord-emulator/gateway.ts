import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord-api-types/v10';
import type { APIGuildMember, GatewayDispatchPayload, GatewayReadyDispatchData, GatewayReceivePayload } from 'discord-api-types/v10';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { isRecord } from './json';
import { parseShard, shardOf } from './sharding';

/** A dispatch as the emulator produces it; the session adds `op` and its own `s`. */
export type Dispatch = GatewayDispatchPayload extends infer P ? (P extends { t: infer T; d: infer D } ? { t: T; d: D } : never) : never;

export interface GatewayWorld {
  readonly token: string;
  readonly heartbeatIntervalMs: number;
  /** A session whose shard would hold more guilds is refused with 4011. */
  readonly maxGuildsPerShard: number;
  readonly resumeGatewayUrl: () => string;
  readonly ready: () => Omit<GatewayReadyDispatchData, 'session_id' | 'resume_gateway_url' | 'guilds' | 'shard'>;
  /** Every guild, in creation order. */
  readonly guildIds: () => string[];
  /** GUILD_CREATE for a guild, sent right after READY as Discord does. */
  readonly guildCreate: (guildId: string) => Dispatch;
  /** Members of a guild for REQUEST_GUILD_MEMBERS, or undefined for an unknown guild. */
  readonly guildMembers: (guildId: string) => APIGuildMember[] | undefined;
}

/** A gateway connection as tests see it. */
export interface GatewaySessionInfo {
  readonly sessionId: string;
  /** `[id, count]` from IDENTIFY; `[0, 1]` when the bot does not shard. */
  readonly shard: readonly [number, number];
  readonly intents: number;
}

/** Which intent a dispatch needs to reach a session; dispatches not listed go to every session of the right shard. */
const REQUIRED_INTENT: Partial<Record<GatewayDispatchEvents, GatewayIntentBits>> = {
  [GatewayDispatchEvents.ChannelCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelPinsUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildRoleCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildMemberAdd]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberRemove]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.ThreadMembersUpdate]: GatewayIntentBits.GuildMembers,
};

/** The guild a dispatch is about: GUILD_CREATE carries it as `id`, the others as `guild_id`; null for DMs. */
function guildOf(dispatch: Dispatch): string | null {
  const data = dispatch.d as { id?: unknown; guild_id?: unknown };
  if (dispatch.t === GatewayDispatchEvents.GuildCreate) return typeof data.id === 'string' ? data.id : null;
  return typeof data.guild_id === 'string' ? data.guild_id : null;
}

class GatewaySession implements GatewaySessionInfo {
  readonly sessionId = randomBytes(16).toString('hex');
  identified = false;
  intents = 0;
  shard: [number, number] = [0, 1];
  private sequence = 0;

  constructor(readonly socket: WebSocket) {}

  send(payload: GatewayReceivePayload): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(payload));
  }

  dispatch(dispatch: Dispatch): void {
    this.sequence += 1;
    this.send({ op: GatewayOpcodes.Dispatch, s: this.sequence, ...dispatch } as GatewayDispatchPayload);
  }

  handles(guildId: string | null): boolean {
    return this.identified && shardOf(guildId, this.shard[1]) === this.shard[0];
  }
}

/**
 * The WebSocket gateway: HELLO, IDENTIFY → READY + GUILD_CREATEs, heartbeat ACKs, sequence
 * numbers, sharding (each session receives only its shard's guilds; DMs go to shard 0), and
 * dispatches the emulator pushes (interactions, new guilds…). Sessions cannot be resumed: RESUME
 * is answered with INVALID_SESSION, which makes discord.js identify again, as Discord does for an
 * expired session.
 */
export class Gateway {
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Set<GatewaySession>();
  private identifyWaiters: (() => void)[] = [];
  /** IDENTIFYs accepted so far, which `session_start_limit.remaining` counts down. */
  identifies = 0;

  constructor(private readonly world: GatewayWorld) {
    this.server.on('connection', (socket: WebSocket, request: IncomingMessage) => this.open(socket, request));
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => this.server.emit('connection', ws, request));
  }

  /** Identified sessions, oldest first. */
  get connectedSessions(): GatewaySessionInfo[] {
    return [...this.sessions].filter((session) => session.identified).map(({ sessionId, shard, intents }) => ({ sessionId, shard, intents }));
  }

  /** A session receives the events of this guild (null: DMs, shard 0). */
  botConnected(guildId: string | null): boolean {
    return [...this.sessions].some((session) => session.handles(guildId));
  }

  /** Resolves once, for some shard count, every shard has an identified session (and received READY and its guilds). */
  waitForBot(): Promise<void> {
    if (this.allShardsConnected()) return Promise.resolve();
    return new Promise((resolve) => this.identifyWaiters.push(resolve));
  }

  dispatch(dispatch: Dispatch): void {
    const intent = REQUIRED_INTENT[dispatch.t];
    const guildId = guildOf(dispatch);
    for (const session of this.sessions) {
      if (session.handles(guildId) && (intent === undefined || (session.intents & intent) !== 0)) session.dispatch(dispatch);
    }
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private allShardsConnected(): boolean {
    const identified = [...this.sessions].filter((session) => session.identified);
    return identified.some((candidate) => {
      const count = candidate.shard[1];
      const covered = new Set(identified.filter((session) => session.shard[1] === count).map((session) => session.shard[0]));
      return covered.size === count;
    });
  }

  private open(socket: WebSocket, request: IncomingMessage): void {
    const session = new GatewaySession(socket);
    this.sessions.add(session);
    socket.on('close', () => this.sessions.delete(session));
    const query = new URL(request.url ?? '/', 'ws://emulator.invalid').searchParams;
    if (query.get('v') !== '10') {
      socket.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
      return;
    }
    if (query.get('encoding') !== 'json') {
      socket.close(GatewayCloseCodes.DecodeError, 'Only JSON encoding is emulated');
      return;
    }
    socket.on('message', (data: RawData, isBinary: boolean) => this.receive(session, data, isBinary));
    session.send({ op: GatewayOpcodes.Hello, s: null, t: null, d: { heartbeat_interval: this.world.heartbeatIntervalMs } });
  }

  private receive(session: GatewaySession, data: RawData, isBinary: boolean): void {
    let payload: unknown;
    try {
      payload = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      payload = undefined;
    }
    if (!isRecord(payload)) {
      session.socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return;
    }
    const d = payload.d;
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        session.send({ op: GatewayOpcodes.HeartbeatAck, s: null, t: null, d: undefined } as GatewayReceivePayload);
        return;
      case GatewayOpcodes.Identify:
        this.identify(session, d);
        return;
      case GatewayOpcodes.Resume:
        session.send({ op: GatewayOpcodes.InvalidSession, s: null, t: null, d: false });
        return;
      case GatewayOpcodes.RequestGuildMembers:
        if (this.requireIdentified(session)) this.sendMemberChunk(session, d);
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
        this.requireIdentified(session);
        return;
      default:
        session.socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
    }
  }

  private requireIdentified(session: GatewaySession): boolean {
    if (!session.identified) session.socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
    return session.identified;
  }

  private identify(session: GatewaySession, data: unknown): void {
    if (session.identified) {
      session.socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (!isRecord(data) || data.token !== this.world.token) {
      session.socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const shard = parseShard(data.shard);
    if (!shard) {
      session.socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return;
    }
    const guildIds = this.world.guildIds().filter((guildId) => shardOf(guildId, shard[1]) === shard[0]);
    if (guildIds.length > this.world.maxGuildsPerShard) {
      session.socket.close(GatewayCloseCodes.ShardingRequired, 'Sharding required.');
      return;
    }
    session.identified = true;
    session.shard = shard;
    session.intents = typeof data.intents === 'number' ? data.intents : 0;
    this.identifies += 1;
    session.dispatch({
      t: GatewayDispatchEvents.Ready,
      d: {
        ...this.world.ready(),
        guilds: guildIds.map((id) => ({ id, unavailable: true })),
        shard,
        session_id: session.sessionId,
        resume_gateway_url: this.world.resumeGatewayUrl(),
      },
    });
    for (const guildId of guildIds) session.dispatch(this.world.guildCreate(guildId));
    if (!this.allShardsConnected()) return;
    const waiters = this.identifyWaiters;
    this.identifyWaiters = [];
    for (const wake of waiters) wake();
  }

  /** Answers REQUEST_GUILD_MEMBERS (what `guild.members.fetch()` sends) with a single chunk. */
  private sendMemberChunk(session: GatewaySession, data: unknown): void {
    if (!isRecord(data) || typeof data.guild_id !== 'string') return;
    const members = this.world.guildMembers(data.guild_id) ?? [];
    const userIds = data.user_ids;
    const wanted = typeof userIds === 'string' ? [userIds] : Array.isArray(userIds) ? userIds.map(String) : null;
    const query = typeof data.query === 'string' ? data.query.toLowerCase() : '';
    const limit = typeof data.limit === 'number' && data.limit > 0 ? data.limit : Infinity;
    const matching = members
      .filter((member) => (wanted ? wanted.includes(member.user.id) : member.user.username.toLowerCase().startsWith(query)))
      .slice(0, limit);
    session.dispatch({
      t: GatewayDispatchEvents.GuildMembersChunk,
      d: {
        guild_id: data.guild_id,
        members: matching,
        chunk_index: 0,
        chunk_count: 1,
        ...(wanted ? { not_found: wanted.filter((id) => !matching.some((member) => member.user.id === id)) } : {}),
        ...(typeof data.nonce === 'string' ? { nonce: data.nonce } : {}),
      },
    });
  }
}
