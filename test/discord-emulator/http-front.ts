import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeError, discordErrors, DiscordHttpError } from './errors';
import type { Fault, FaultInjector } from './faults';
import type { MetricsRecorder } from './metrics';
import { readRequestBody } from './multipart';
import { injectedRefusal, rateLimitResponse } from './rate-limits';
import type { RateLimiter } from './rate-limits';
import { matchRoute } from './router';
import type { RestResponse, Route } from './router';
import type { EmulatorState } from './state';

const API_PREFIX = '/api/v10';

/** A request as `observeRequests` listeners see it: its route, e.g. `POST /channels/:channelId/messages`, and the route's parameters. */
export interface ObservedRequest {
  readonly routeKey: string;
  readonly params: Readonly<Record<string, string>>;
}

interface Answer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

function send(response: ServerResponse, answer: Answer): void {
  const headers = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
  } else if (typeof answer.body === 'string') {
    response.writeHead(answer.status, { ...headers, 'content-type': 'text/html' }).end(answer.body);
  } else {
    response.writeHead(answer.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}

/** Discord's own 500 is JSON; its edge (Cloudflare) answers 502 to 504 with an HTML page. */
function serverError(status: 500 | 502 | 503 | 504): Answer {
  if (status === 500) return { status, body: { message: '500: Internal Server Error', code: 0 } };
  return { status, body: `<html><head><title>${status}</title></head><body><center><h1>${status}</h1></center><hr><center>cloudflare</center></body></html>` };
}

/** The top-level resource Discord counts a per-route limit against: the channel, the guild or the webhook. */
function majorResource(params: Record<string, string>): string {
  return params.channelId ?? params.guildId ?? (params.token ? `${params.applicationId ?? params.interactionId}/${params.token}` : 'global');
}

/**
 * The REST side of the emulator, request by request: counts it, lets an injected fault fail it
 * (before or after the handler ran), checks the token and the real rate limits, runs the route,
 * and answers as Discord shapes answers — recording every breach of a Discord rule.
 */
export class HttpFront {
  constructor(
    private readonly deps: {
      readonly routes: readonly Route[];
      readonly state: EmulatorState;
      readonly metrics: MetricsRecorder;
      readonly faults: FaultInjector;
      readonly limiter: RateLimiter;
      readonly origin: () => string;
      /** Told of every request to a known route as it arrives, before it is answered. */
      readonly observe: (request: ObservedRequest) => void;
    },
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { state, metrics } = this.deps;
    const url = new URL(request.url ?? '/', this.deps.origin());
    const method = request.method ?? 'GET';
    const where = `${method} ${url.pathname}`;
    try {
      const body = await readRequestBody(request);
      if (method === 'GET' && url.pathname.startsWith('/attachments/')) {
        this.serveAttachment(url.pathname, response);
        return;
      }
      const apiPath = url.pathname.startsWith(`${API_PREFIX}/`) ? url.pathname.slice(API_PREFIX.length) : undefined;
      const match = apiPath === undefined ? undefined : matchRoute(this.deps.routes, method, apiPath);
      const routeKey = match ? `${method} ${match.route.pattern}` : where;
      metrics.request(routeKey, match?.route.access === 'interaction');
      if (!match) throw discordErrors.notFound();
      this.deps.observe({ routeKey, params: match.params });

      const fault = this.deps.faults.pick(routeKey, match.route.access === 'interaction');
      if (fault) metrics.faulted();
      if (fault && !('processed' in fault && fault.processed)) {
        this.fail(fault, routeKey, request, response);
        return;
      }
      if (match.route.access === 'bot' && request.headers.authorization !== `Bot ${state.token}`) throw discordErrors.unauthorized();
      const limits = this.deps.limiter.check(routeKey, majorResource(match.params), match.route.access === 'interaction');
      // A 429 is Discord's normal answer, which discord.js waits out: counted, not a violation.
      if ('refused' in limits) {
        metrics.rateLimited();
        send(response, rateLimitResponse(limits.refused));
        return;
      }
      const result: RestResponse = await match.route.handle(match.params, url.searchParams, body);
      if (fault) this.fail(fault, routeKey, request, response);
      else send(response, { ...result, headers: limits.headers });
    } catch (error) {
      if (error instanceof DiscordHttpError) {
        if (error.violation) {
          const details = error.body.errors ? { details: error.body.errors } : {};
          state.violations.push({ kind: error.violation, message: describeError(error.body), where, ...details });
        }
        send(response, { status: error.status, body: error.body });
        return;
      }
      // A client that died mid-request (a SIGKILLed bot) broke no rule, and nobody is left to answer.
      if (!request.complete && request.destroyed) return;
      state.violations.push({ kind: 'emulator-error', message: String(error instanceof Error ? error.stack : error), where });
      send(response, { status: 500, body: { message: '500: Internal Server Error', code: 0 } });
    }
  }

  private fail(fault: Fault, routeKey: string, request: IncomingMessage, response: ServerResponse): void {
    switch (fault.kind) {
      case 'rate-limit':
        send(response, rateLimitResponse(injectedRefusal(routeKey, fault.retryAfterMs, fault.global ?? false, fault.scope ?? 'user')));
        return;
      case 'server-error':
        send(response, serverError(fault.status));
        return;
      case 'drop':
        request.socket.resetAndDestroy();
        return;
      case 'timeout':
        // Withheld: the socket stays open until the client gives up or the emulator stops.
        return;
    }
  }

  /** Stands in for Discord's CDN, so a bot can download attachments it posted. */
  private serveAttachment(pathname: string, response: ServerResponse): void {
    const [, , channelId = '', attachmentId = ''] = pathname.split('/');
    const attachment = this.deps.state.messages.findAttachment(channelId, attachmentId);
    if (!attachment) {
      send(response, { status: 404, body: { message: '404: Not Found', code: 0 } });
      return;
    }
    response.writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream' }).end(attachment.data);
  }
}
