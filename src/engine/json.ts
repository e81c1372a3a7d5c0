/** Is this JSON value an object (not null, not a list)? The first check of any input read from a file or a message. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
