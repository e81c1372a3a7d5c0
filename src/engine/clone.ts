/**
 * Deep copy of plain JSON data (objects, arrays, primitives). Game states are plain JSON by
 * design, and this copy runs on every action, where it is about six times faster than
 * `structuredClone` (measured in bench/engine.ts).
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}
