/**
 * Deep copy of plain JSON data (objects, arrays, primitives). Game states are plain JSON by
 * design, and this copy runs on every action, where it is several times faster than
 * `structuredClone` (measured with bench/engine.ts). Primitives are copied inline rather than
 * through a call, which is most of the values in a state.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const x = value[i];
      out[i] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  // Plain JSON objects have no inherited enumerable keys, so for…in needs no own-property check.
  for (const key in value) {
    const x = (value as Record<string, unknown>)[key];
    out[key] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
  }
  return out as T;
}
