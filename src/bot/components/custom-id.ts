/**
 * The custom id of a button or select menu: which game, which decision point, which action, and the
 * arguments a click fixes (a bid's amount). It names no seat — the seat is always the clicking
 * user's — and carries nothing secret: a public post's components are visible to every client.
 * Discord allows 100 characters.
 *
 *   <game type>:<game id>:<point token>:<action>[:<arg>=<value>…]
 *
 * The point token names the decision point the component was made for (a card up for bid, a
 * battle, a player's turn): a click on a component of a point that has passed changes nothing
 * and says so.
 */
export interface ComponentId {
  readonly gameType: string;
  readonly gameId: string;
  readonly point: string;
  readonly action: string;
  readonly args: Readonly<Record<string, string | number | boolean>>;
}

export const CUSTOM_ID_LIMIT = 100;

const SAFE = /^[A-Za-z0-9_.-]+$/;

/** The value as it travels: numbers and booleans keep their type through a round trip. */
export const encodeValue = (v: string | number | boolean): string =>
  typeof v === 'number' ? `#${v}` : typeof v === 'boolean' ? `!${v ? 1 : 0}` : encodeURIComponent(v);
export const decodeValue = (v: string): string | number | boolean =>
  v.startsWith('#') ? Number(v.slice(1)) : v.startsWith('!') ? v === '!1' : decodeURIComponent(v);

/** The custom id of a component; throws when it would not fit, a programming error. */
export function encodeComponentId(id: ComponentId): string {
  for (const [what, part] of [
    ['game type', id.gameType],
    ['game id', id.gameId],
    ['decision point', id.point],
    ['action', id.action],
  ] as const)
    if (!SAFE.test(part)) throw new Error(`A component's ${what} must be letters, digits, '_', '.' or '-': got "${part}".`);
  const args = Object.entries(id.args).map(([k, v]) => {
    if (!SAFE.test(k)) throw new Error(`A component argument's name must be letters, digits, '_', '.' or '-': got "${k}".`);
    return `${k}=${encodeValue(v)}`;
  });
  const text = [id.gameType, id.gameId, id.point, id.action, ...args].join(':');
  if (text.length > CUSTOM_ID_LIMIT) throw new Error(`The custom id "${text}" is longer than Discord's ${CUSTOM_ID_LIMIT} characters.`);
  return text;
}

/** A custom id read back; null when it is not one of ours (or was tampered with beyond reading). */
export function decodeComponentId(text: string): ComponentId | null {
  const [gameType, gameId, point, action, ...rest] = text.split(':');
  if (!gameType || !gameId || !point || !action || ![gameType, gameId, point, action].every((p) => SAFE.test(p))) return null;
  const args: Record<string, string | number | boolean> = {};
  for (const pair of rest) {
    const at = pair.indexOf('=');
    if (at <= 0) return null;
    const key = pair.slice(0, at);
    if (!SAFE.test(key)) return null;
    try {
      args[key] = decodeValue(pair.slice(at + 1));
    } catch {
      return null;
    }
  }
  return { gameType, gameId, point, action, args };
}

/**
 * A short, stable token of the facts it is made from (a decision point's turn, phase and the rules'
 * public step; a held text; an undo): 8 characters of a 32-bit FNV-1a hash, enough to tell one
 * point from the next.
 */
export function tokenOf(...parts: readonly (string | number)[]): string {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  // Code point by code point, read in place: the step's JSON is hashed on every change of a game.
  for (let i = 0; i < text.length; ) {
    const c = text.codePointAt(i) as number;
    h ^= c;
    h = Math.imul(h, 0x01000193) >>> 0;
    i += c > 0xffff ? 2 : 1;
  }
  return h.toString(36).padStart(7, '0');
}

/**
 * A game's id as a custom id carries it: the last 10 hex digits of its UUID (the random part),
 * enough to tell a user's few games apart, and short enough to leave room for the arguments.
 */
export const shortGameId = (gameId: string): string => gameId.replace(/-/g, '').slice(-10);
