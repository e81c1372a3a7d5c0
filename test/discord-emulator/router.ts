import type { RequestBody } from './multipart';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `:name` segments of a route pattern, so handlers get typed params. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RestRequest<Params> {
  readonly params: Params;
  readonly query: URLSearchParams;
  readonly body: RequestBody;
}

export interface RestResponse {
  readonly status: number;
  /** Sent as JSON; omitted for 204. */
  readonly body?: unknown;
}

export const json = (body: unknown, status = 200): RestResponse => ({ status, body });
export const noContent = (): RestResponse => ({ status: 204 });

/**
 * How a route authenticates: `bot` needs `Authorization: Bot <token>`; `interaction` routes
 * (callbacks and the interaction webhook) carry the interaction token in the path and are exempt
 * from the global rate limit; `public` needs nothing.
 */
export type RouteAccess = 'bot' | 'interaction' | 'public';

export interface Route {
  readonly method: HttpMethod;
  readonly pattern: string;
  readonly access: RouteAccess;
  readonly handle: (params: Record<string, string>, query: URLSearchParams, body: RequestBody) => RestResponse | Promise<RestResponse>;
}

export function route<P extends string>(
  method: HttpMethod,
  pattern: P,
  access: RouteAccess,
  handler: (request: RestRequest<Record<ParamNames<P>, string>>) => RestResponse | Promise<RestResponse>,
): Route {
  return {
    method,
    pattern,
    access,
    // matchRoute fills exactly the pattern's `:name` segments.
    handle: (params, query, body) => handler({ params: params as Record<ParamNames<P>, string>, query, body }),
  };
}

export function matchRoute(routes: readonly Route[], method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter((segment) => segment !== '');
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const parts = candidate.pattern.split('/').filter((part) => part !== '');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = decodeURIComponent(segments[index] ?? '');
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (matches) return { route: candidate, params };
  }
  return undefined;
}
