import { cardName, type CardId } from '../../dune/data/cards';
import { FACTIONS, LEADERS, type FactionData, type LeaderId } from '../../dune/data/factions';
import type { FactionId } from '../../dune';

/**
 * Small wording helpers shared by the presenters. Events carry display names for territories,
 * cards and leaders, but factions as ids (and a few setup events carry card and leader ids).
 */

/** A faction's display name from its id; any other text is shown as it is. */
export function faction(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return FACTIONS.get(value as FactionId)?.name ?? value;
}

export function factions(values: unknown): string {
  return Array.isArray(values) ? list(values.map(faction)) : faction(values);
}

/** "A", "A and B", "A, B and C". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nobody';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function spice(n: unknown): string {
  return `${Number(n)} spice`;
}

/** "3 forces", or "3 forces (1 Sardaukar)" when elite forces are among them. */
export function forces(count: unknown, elite: unknown, of?: unknown): string {
  const n = Number(count);
  const stars = Number(elite ?? 0);
  const eliteName = typeof of === 'string' ? (FACTIONS.get(of as FactionId) as FactionData | undefined)?.eliteName : null;
  const extra = stars > 0 ? ` (${stars} ${eliteName ?? 'elite'})` : '';
  return `${plural(n, 'force')}${extra}`;
}

/** " (sector 9)" or "" for the Polar Sink and unknown sectors. */
export function sector(value: unknown): string {
  return typeof value === 'number' && value > 0 ? ` (sector ${value})` : '';
}

/** A card's display name from an id like "lasgun-1"; names are returned unchanged. */
export function card(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  try {
    return cardName(value as CardId);
  } catch {
    return value;
  }
}

export function leader(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return LEADERS.get(value as LeaderId)?.name ?? value;
}

export function names(values: unknown, each: (v: unknown) => string): string {
  return Array.isArray(values) && values.length > 0 ? list(values.map(each)) : 'none';
}

/** "fromSector" → "from sector", "kwisatzHaderach" → "kwisatz haderach". */
export function words(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
}

/** Any JSON value as short readable text (the fallback for facts no presenter knows). */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length ? value.map(readable).join(', ') : 'none';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== false)
      .map(([k, v]) => (v === true ? words(k) : `${words(k)} ${readable(v)}`))
      .join(', ');
  }
  if (typeof value === 'string') return FACTIONS.has(value as FactionId) ? faction(value) : value;
  return String(value);
}
