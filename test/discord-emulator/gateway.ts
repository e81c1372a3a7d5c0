import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord-api-types/v10';
import type { APIGuildMember, GatewayDispatchPayload, GatewayReadyDispatchData, GatewayReceivePayload } from 'discord-api-types/v10';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { isRecord } from './json';

/** A dispatch as the emulator produces it; the session adds `op` and its own `s`. */
export type Dispatch = GatewayDispatchPayload extends infer P ? (P extends { t: infer T; d: infer D } ? { t: T; d: D } : never) : never;

export interface GatewayWorld {
  readonly token: string;
  readonly heartbeatIntervalMs: number;
  readonly resumeGatewayUrl: () => string;
  readonly ready: () => Omit<GatewayReadyDispatchData, 'session_id' | 'resume_gateway_url'>;
  /** GUILD_CREATE for every guild, sent right after READY as Discord does. */
  readonly guildCreates: () => Dispatch[];
  /** Members of a guild for REQUEST_GUILD_MEMBERS, or undefined for an unknown guild. */
  readonly guildMembers: (guildId: string) => APIGuildMember[] | undefined;
}

/** Which intent a dispatch needs to reach a session; dispatches not listed go to every session. */
const REQUIRED_INTENT: Partial<Record<GatewayDispatchEvents, GatewayIntentBits>> = {
  [GatewayDispatchEvents.ChannelCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildRoleCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildMemberAdd]: GatewayIntentBits.GuildMembers,
};

class GatewaySession {
  readonly sessionId = randomBytes(16).toString('hex');
  identified = false;
  intents = 0;
  private sequence = 0;

  constructor(readonly socket: WebSocket) {}

  send(payload: GatewayReceivePayload): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(payload));
  }

  dispatch(dispatch: Dispatch): void {
    this.sequence += 1;
    this.send({ op: GatewayOpcodes.Dispatch, s: this.sequence, ...dispatch } as GatewayDispatchPayload);
  }
}

/**
 * The WebSocket gateway: HELLO, IDENTIFY → READY + GUILD_CREATEs, heartbeat ACKs,
 * sequence numbers, and dispatches the emulator pushes (interactions, new guilds…).
 * Sessions cannot be resumed: RESUME is answered with INVALID_SESSION, which makes
 * discord.js identify again, as Discord does for an expired session.
 */
export class Gateway {
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Set<GatewaySession>();
  private identifyWaiters: (() => void)[] = [];

  constructor(private readonly world: GatewayWorld) {
    this.server.on('connection', (socket: WebSocket, request: IncomingMessage) => this.open(socket, request));
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => this.server.emit('connection', ws, request));
  }

  get botConnected(): boolean {
    return [...this.sessions].some((session) => session.identified);
  }

  /** Resolves once a bot session has identified (and received READY and its guilds). */
  waitForBot(): Promise<void> {
    if (this.botConnected) return Promise.resolve();
    return new Promise((resolve) => this.identifyWaiters.push(resolve));
  }

  dispatch(dispatch: Dispatch): void {
    const intent = REQUIRED_INTENT[dispatch.t];
    for (const session of this.sessions) {
      if (session.identified && (intent === undefined || (session.intents & intent) !== 0)) session.dispatch(dispatch);
    }
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
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
    session.identified = true;
    session.intents = typeof data.intents === 'number' ? data.intents : 0;
    session.dispatch({
      t: GatewayDispatchEvents.Ready,
      d: { ...this.world.ready(), session_id: session.sessionId, resume_gateway_url: this.world.resumeGatewayUrl() },
    });
    for (const guildCreate of this.world.guildCreates()) session.dispatch(guildCreate);
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
