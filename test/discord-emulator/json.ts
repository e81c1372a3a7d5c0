/** Narrows untrusted JSON (request bodies, gateway frames) to an object before reading fields. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
